import { CircleAlert, Send } from 'lucide-react';
import {
  type FormEvent,
  type HTMLAttributes,
  type RefAttributes,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from 'styled-system/css';
import { privateLabelRequestForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';
import { FieldLabel, FieldRoot, FieldTextarea, TextField } from '../../../components/field';
import { Select } from '../../../components/select';
import { toaster } from '../../../components/toaster';
import {
  EMPTY_PROJECT_REQUEST,
  PACKAGE_TYPES,
  PROJECT_CATEGORIES,
  type Project,
  type ProjectCategory,
  type ProjectRequest,
  productTypesFor,
  projectFromRequest,
  type RequestErrors,
  type RequestField,
  toIsoDate,
  validateProjectRequest,
  withCategory,
} from '../../../domain/projects';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MessageKey } from '../../../i18n/messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useProjectText } from '../project-status-badge';
import { useOptionalProjects } from '../projects-provider';
import { QuantitySlider } from '../quantity-slider';
import { revealSection } from './reveal-section';

/** The anchor of the request form; 'Start New Project' links to `/dashboard/projects#new-request`. */
export const NEW_REQUEST_ID = 'new-request';

const ERROR_KEYS: Record<RequestField, Partial<Record<'required' | 'invalidEmail', MessageKey>>> = {
  name: { required: 'dashboard.request.nameRequired' },
  company: { required: 'dashboard.request.companyRequired' },
  email: { required: 'dashboard.request.emailRequired', invalidEmail: 'dashboard.request.emailInvalid' },
};

export interface PrivateLabelRequestFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'id'>,
    RefAttributes<HTMLElement> {
  /** The section's id, its anchor. Default 'new-request'; when the page's hash names it, it is scrolled to and focused. */
  id?: string;
  /** The heading level of the title, to fit the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
  /** Values to start from, e.g. the user's name and company. */
  initialValues?: Partial<ProjectRequest>;
  /**
   * Called with the new project (status 'In Review', progress 0) and the request when a valid request is submitted.
   * Inside a ProjectsProvider the project is also added to the user's saved projects.
   */
  onSubmitRequest?: (project: Project, request: ProjectRequest) => void;
  /** Makes the new project's id; defaults to a time-based 'req-…'. */
  createId?: () => string;
  /** Today, as the submission date; defaults to the current date. */
  today?: () => Date;
  /** Extra class names for the card. */
  className?: string;
}

/**
 * 'Start a New Private Label Request'. Name, Company Name, Email, Phone, Address, Product
 * Category, Product Type (disabled until a category is chosen, reset when it changes), Package Type and the
 * Quantity slider. Submitting checks name, company and a well-formed email: each problem is
 * shown next to its field, focus moves to the first one, and nothing typed is lost. A valid request becomes a
 * project 'In Review' at 0 %, saved through the ProjectsProvider, and a toast confirms it; the form then clears
 * without errors, and a second submit before anything is typed (a double click) does nothing.
 */
export function PrivateLabelRequestForm({
  id = NEW_REQUEST_ID,
  titleLevel = 2,
  initialValues,
  onSubmitRequest,
  createId = () => `req-${Date.now().toString(36)}`,
  today = () => new Date(),
  className,
  ref,
  ...props
}: PrivateLabelRequestFormProps) {
  const { t } = useLanguage();
  const text = useProjectText();
  const projects = useOptionalProjects();
  const classes = privateLabelRequestForm();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The caller's ref gets the same section this form keeps for scrolling to and focusing.
  useImperativeHandle(ref, () => sectionRef.current!, []);
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState<ProjectRequest>({ ...EMPTY_PROJECT_REQUEST, ...initialValues });
  const [attempted, setAttempted] = useState(false);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const once = useSubmitOnce(request);

  // Errors show once the user has tried to submit, then follow every change so fixed fields clear at once.
  const errors: RequestErrors = attempted ? validateProjectRequest(request) : {};
  const errorCount = Object.keys(errors).length;
  const errorText = (field: RequestField) => {
    const error = errors[field];
    const key = error ? ERROR_KEYS[field][error] : undefined;
    return key ? t(key) : undefined;
  };

  // Arriving with #new-request in the address (e.g. from 'Start New Project'), bring the form into view and focus.
  useEffect(() => {
    if (typeof window !== 'undefined' && window.location.hash === `#${id}`) void revealSection(id);
  }, [id]);

  useEffect(() => {
    if (focusFirstError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const categoryItems = useMemo(
    () => PROJECT_CATEGORIES.map((category) => ({ value: category, label: text.category(category) })),
    [text],
  );
  const typeItems = useMemo(
    () => productTypesFor(request.category || null).map((type) => ({ value: type, label: text.productType(type) })),
    [request.category, text],
  );
  const packageItems = useMemo(() => PACKAGE_TYPES.map((type) => ({ value: type, label: text.packageType(type) })), [text]);

  const set = <K extends keyof ProjectRequest>(key: K, value: ProjectRequest[K]) =>
    setRequest((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The second click of a double click finds the form just emptied: it must neither add a second
    // project nor flag the empty fields.
    if (once.isRepeat()) return;
    const found = validateProjectRequest(request);
    if (Object.keys(found).length > 0) {
      setAttempted(true);
      setFocusFirstError((n) => n + 1);
      return;
    }
    const project = projectFromRequest(request, createId(), toIsoDate(today()));
    projects?.addProject(project);
    onSubmitRequest?.(project, request);
    toaster.create({
      type: 'success',
      title: t('dashboard.request.submittedTitle'),
      description: t('dashboard.request.submittedDescription', { name: project.name }),
    });
    const emptied = { ...EMPTY_PROJECT_REQUEST, ...initialValues };
    setRequest(emptied);
    setAttempted(false);
    once.done(emptied);
  };

  return (
    <CardRoot asChild className={cx(classes.root, className)}>
      <section {...props} id={id} ref={sectionRef} aria-labelledby={titleId} tabIndex={-1}>
        <CardHeader>
          <CardTitle level={titleLevel} id={titleId}>
            {t('dashboard.request.title')}
          </CardTitle>
          <CardDescription>{t('dashboard.request.description')}</CardDescription>
        </CardHeader>
        <CardBody>
          <form ref={formRef} className={classes.form} noValidate onSubmit={submit}>
            {errorCount > 0 ? (
              <p className={classes.summary}>
                <CircleAlert aria-hidden />
                {t('dashboard.request.fixErrors', { count: errorCount })}
              </p>
            ) : null}
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>{t('dashboard.request.contact')}</legend>
              <div className={classes.grid}>
                <TextField
                  label={t('dashboard.request.name')}
                  name="name"
                  autoComplete="name"
                  required
                  value={request.name}
                  onChange={(event) => set('name', event.target.value)}
                  errorText={errorText('name')}
                />
                <TextField
                  label={t('dashboard.request.company')}
                  name="company"
                  autoComplete="organization"
                  required
                  value={request.company}
                  onChange={(event) => set('company', event.target.value)}
                  errorText={errorText('company')}
                />
                <TextField
                  label={t('dashboard.request.email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={request.email}
                  onChange={(event) => set('email', event.target.value)}
                  errorText={errorText('email')}
                />
                <TextField
                  label={t('dashboard.request.phone')}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  value={request.phone}
                  onChange={(event) => set('phone', event.target.value)}
                />
                <FieldRoot className={classes.wide}>
                  <FieldLabel>{t('dashboard.request.address')}</FieldLabel>
                  <FieldTextarea
                    name="address"
                    autoComplete="street-address"
                    rows={3}
                    value={request.address}
                    onChange={(event) => set('address', event.target.value)}
                  />
                </FieldRoot>
              </div>
            </fieldset>
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>{t('dashboard.request.product')}</legend>
              <div className={classes.grid}>
                <Select
                  label={t('dashboard.request.category')}
                  name="category"
                  items={categoryItems}
                  value={request.category}
                  placeholder={t('dashboard.request.selectCategory')}
                  onValueChange={(value) => setRequest((previous) => withCategory(previous, value as ProjectCategory | ''))}
                />
                <Select
                  label={t('dashboard.request.productType')}
                  name="productType"
                  items={typeItems}
                  value={request.productType}
                  disabled={!request.category}
                  placeholder={request.category ? t('dashboard.request.selectProductType') : t('dashboard.request.categoryFirst')}
                  onValueChange={(value) => set('productType', value as ProjectRequest['productType'])}
                />
                <Select
                  label={t('dashboard.request.packageType')}
                  name="packageType"
                  items={packageItems}
                  value={request.packageType}
                  placeholder={t('dashboard.request.selectPackage')}
                  onValueChange={(value) => set('packageType', value as ProjectRequest['packageType'])}
                />
                <div className={classes.wide}>
                  <QuantitySlider
                    name="quantity"
                    value={request.quantityPosition}
                    onValueChange={(position) => set('quantityPosition', position)}
                  />
                </div>
              </div>
            </fieldset>
            <div className={classes.actions}>
              <Button type="submit">
                <Send aria-hidden />
                {t('dashboard.request.submit')}
              </Button>
            </div>
          </form>
        </CardBody>
      </section>
    </CardRoot>
  );
}

import { CircleAlert, Send } from 'lucide-react';
import { type HTMLAttributes, type RefAttributes, useEffect, useId, useImperativeHandle, useMemo, useRef } from 'react';
import { cx } from 'styled-system/css';
import { privateLabelRequestForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';
import { FieldLabel, FieldRoot, FieldTextarea, TextField } from '../../../components/field';
import { Select } from '../../../components/select';
import {
  EMPTY_PROJECT_REQUEST,
  PACKAGE_TYPES,
  PROJECT_CATEGORIES,
  type Project,
  type ProjectCategory,
  type ProjectRequest,
  productTypesFor,
  projectFromRequest,
  type RequestError,
  type RequestField,
  toIsoDate,
  validateProjectRequest,
  withCategory,
} from '../../../domain/projects';
import type { MessageKey } from '../../../i18n/messages';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';
import { useProjectText } from '../project-status-badge';
import { QuantitySlider } from '../quantity-slider';
import { NEW_REQUEST_ID, revealSection } from './reveal-section';

const ERROR_KEYS: Record<RequestField, Partial<Record<RequestError, MessageKey>>> = {
  name: { required: 'dashboard.request.nameRequired' },
  company: { required: 'dashboard.request.companyRequired' },
  email: { required: 'dashboard.request.emailRequired', invalidEmail: 'dashboard.request.emailInvalid' },
};

export interface PrivateLabelRequestFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'id' | 'onSubmit'>,
    RefAttributes<HTMLElement> {
  /** The section's id, its anchor. Default 'new-request'; when the page's hash names it, it is scrolled to and focused. */
  id?: string;
  /** The heading level of the title, to fit the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
  /** Values to start from, e.g. the user's name and company. */
  initialValues?: Partial<ProjectRequest>;
  /**
   * Called with the new project (status 'In Review', progress 0) and the request as filled in, when a valid
   * request is submitted: the page adds the project to its list and confirms it. The form then starts over. It
   * may return a promise: the button shows that it is busy until it settles, and if it rejects (or the callback
   * throws) the form keeps everything typed for another try, and the callback reports the failure.
   */
  onSubmit?: (project: Project, request: ProjectRequest) => void | Promise<void>;
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
 * project 'In Review' at 0 %, reported through `onSubmit` (the page keeps it and confirms it; the block keeps
 * nothing and shows no toast); the form then clears without errors, and a second submit before anything is
 * typed (a double click) does nothing.
 */
export function PrivateLabelRequestForm({
  id = NEW_REQUEST_ID,
  titleLevel = 2,
  initialValues,
  onSubmit,
  createId = () => `req-${Date.now().toString(36)}`,
  today = () => new Date(),
  className,
  ref,
  ...props
}: PrivateLabelRequestFormProps) {
  const { t } = useLanguage();
  const text = useProjectText();
  const classes = privateLabelRequestForm();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The caller's ref gets the same section this form keeps for scrolling to and focusing.
  useImperativeHandle(ref, () => sectionRef.current!, []);
  const form = useForm<ProjectRequest, RequestError>({
    initialValues: { ...EMPTY_PROJECT_REQUEST, ...initialValues },
    validate: validateProjectRequest,
    onSubmit: (request) => onSubmit?.(projectFromRequest(request, createId(), toIsoDate(today())), request),
    // The form starts over after each request; the second click of a double click finds it just emptied and
    // must neither send a second project nor flag the empty fields.
    resetOnSubmit: true,
  });
  const request = form.values;
  const errorText = (field: RequestField) => {
    const error = form.errors[field];
    const key = error ? ERROR_KEYS[field][error] : undefined;
    return key ? t(key) : undefined;
  };

  // Arriving with #new-request in the address (e.g. from 'Start New Project'), bring the form into view and focus.
  useEffect(() => {
    if (typeof window !== 'undefined' && window.location.hash === `#${id}`) void revealSection(id);
  }, [id]);

  const categoryItems = useMemo(
    () => PROJECT_CATEGORIES.map((category) => ({ value: category, label: text.category(category) })),
    [text],
  );
  const typeItems = useMemo(
    () => productTypesFor(request.category || null).map((type) => ({ value: type, label: text.productType(type) })),
    [request.category, text],
  );
  const packageItems = useMemo(() => PACKAGE_TYPES.map((type) => ({ value: type, label: text.packageType(type) })), [text]);

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
          <form className={classes.form} {...form.formProps}>
            {form.errorCount > 0 ? (
              <p className={classes.summary}>
                <CircleAlert aria-hidden />
                {t('dashboard.request.fixErrors', { count: form.errorCount })}
              </p>
            ) : null}
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>{t('dashboard.request.contact')}</legend>
              <div className={classes.grid}>
                <TextField
                  label={t('dashboard.request.name')}
                  autoComplete="name"
                  required
                  {...form.input('name')}
                  errorText={errorText('name')}
                />
                <TextField
                  label={t('dashboard.request.company')}
                  autoComplete="organization"
                  required
                  {...form.input('company')}
                  errorText={errorText('company')}
                />
                <TextField
                  label={t('dashboard.request.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  {...form.input('email')}
                  errorText={errorText('email')}
                />
                <TextField label={t('dashboard.request.phone')} type="tel" autoComplete="tel" {...form.input('phone')} />
                <FieldRoot className={classes.wide}>
                  <FieldLabel>{t('dashboard.request.address')}</FieldLabel>
                  <FieldTextarea {...form.input('address')} autoComplete="street-address" rows={3} />
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
                  onValueChange={(value) => form.setValues((previous) => withCategory(previous, value as ProjectCategory | ''))}
                />
                <Select
                  label={t('dashboard.request.productType')}
                  name="productType"
                  items={typeItems}
                  value={request.productType}
                  disabled={!request.category}
                  placeholder={request.category ? t('dashboard.request.selectProductType') : t('dashboard.request.categoryFirst')}
                  onValueChange={(value) => form.setValue('productType', value as ProjectRequest['productType'])}
                />
                <Select
                  label={t('dashboard.request.packageType')}
                  name="packageType"
                  items={packageItems}
                  value={request.packageType}
                  placeholder={t('dashboard.request.selectPackage')}
                  onValueChange={(value) => form.setValue('packageType', value as ProjectRequest['packageType'])}
                />
                <div className={classes.wide}>
                  <QuantitySlider
                    name="quantity"
                    value={request.quantityPosition}
                    onValueChange={(position) => form.setValue('quantityPosition', position)}
                  />
                </div>
              </div>
            </fieldset>
            <div className={classes.actions}>
              <Button type="submit" loading={form.submitting}>
                <Send aria-hidden data-mirror="" />
                {t('dashboard.request.submit')}
              </Button>
            </div>
          </form>
        </CardBody>
      </section>
    </CardRoot>
  );
}

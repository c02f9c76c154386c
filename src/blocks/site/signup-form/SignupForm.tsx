import { Check, Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { signupForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Heading } from '../../../components/heading';
import { toaster } from '../../../components/toaster';
import {
  EMPTY_SIGNUP,
  firstSignupError,
  normalizeSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
  validateSignup,
} from '../../../domain/signup';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MessageKey } from '../../../i18n/messages';
import { useSubmitOnce } from '../../../lib/submit-once';

/** A sign-in provider offered under 'Or continue with'. */
export type SignupProvider = 'Google' | 'Microsoft';

export interface SignupFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'defaultValue'> {
  /** Called with the four values (name, e-mail and company trimmed) when the form is submitted without problems. */
  onSubmit: (values: SignupValues) => void;
  /** Where 'Terms of Service' leads. */
  termsHref: string;
  /** Where 'Privacy Policy' leads. */
  privacyHref: string;
  /** Values to start with, e.g. an e-mail carried over from another page. */
  defaultValues?: Partial<SignupValues>;
  /** Heading level of 'Create Your Account' (2 under the page's `<h1>`). */
  headingLevel?: 2 | 3;
  /** Called when the visitor picks Google or Microsoft. Defaults to a toast saying the provider is not connected yet. */
  onProviderClick?: (provider: SignupProvider) => void;
}

const LABELS: Record<SignupField, MessageKey> = {
  fullName: 'site.signup.fullName',
  email: 'site.signup.email',
  password: 'site.signup.password',
  company: 'site.signup.company',
};

const ERRORS: Record<SignupField, MessageKey> = {
  fullName: 'site.signup.error.fullName',
  email: 'site.signup.error.emailRequired',
  password: 'site.signup.error.password',
  company: 'site.signup.error.company',
};

const AUTOCOMPLETE: Record<SignupField, string> = {
  fullName: 'name',
  email: 'email',
  password: 'new-password',
  company: 'organization',
};

/**
 * 'Create Your Account': full name, e-mail, password (masked, with a show/hide toggle) and company, all
 * required. On submit every problem gets a message under its field, the first problem field gets
 * focus and nothing typed is lost; a valid form calls `onSubmit` once (a double click or a repeated submit with
 * nothing changed does nothing more) and confirms in a status message.
 * Below: the Terms of Service and Privacy Policy links, and the Google and Microsoft buttons.
 */
export function SignupForm({
  onSubmit,
  termsHref,
  privacyHref,
  defaultValues,
  headingLevel = 2,
  onProviderClick,
  className,
  ...props
}: SignupFormProps) {
  const { t, intl } = useLanguage();
  const classes = signupForm();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignupValues>({ ...EMPTY_SIGNUP, ...defaultValues });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [success, setSuccess] = useState('');
  const once = useSubmitOnce(values);

  const change = (field: SignupField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setSuccess('');
    // After a failed submit, a message goes away as soon as its field is fixed.
    if (submitted) setErrors(validateSignup({ ...values, [field]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click, or Enter again, sends the same account once.
    if (once.isRepeat()) return;
    const found = validateSignup(values);
    setErrors(found);
    setSubmitted(true);
    const first = firstSignupError(found);
    if (first) {
      setSuccess('');
      const input = formRef.current?.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const clean = normalizeSignup(values);
    onSubmit(clean);
    once.done(values);
    setSuccess(t('site.signup.success', { name: clean.fullName }));
  };

  const providerClick = (provider: SignupProvider) => {
    if (onProviderClick) return onProviderClick(provider);
    toaster.create({
      type: 'info',
      title: t('site.signup.providerTitle', { provider }),
      description: t('site.signup.providerDescription'),
    });
  };

  const errorText = (field: SignupField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return t(error === 'invalidEmail' ? 'site.signup.error.emailInvalid' : ERRORS[field]);
  };

  const field = (name: SignupField, type: string) => (
    <TextField
      key={name}
      name={name}
      type={type}
      label={t(LABELS[name])}
      value={values[name]}
      onChange={change(name)}
      errorText={errorText(name)}
      autoComplete={AUTOCOMPLETE[name]}
      // aria-required, not the native attribute: the browser would mark empty fields :invalid (red) before any
      // submit. The form says 'All fields are required.' and checks on submit.
      aria-required
    />
  );

  // Rich text: the message wraps the two link texts in <terms> and <privacy> tags, in every language's word order.
  const formatRich = intl.formatMessage as unknown as (
    descriptor: { id: MessageKey },
    values: Record<string, (chunks: ReactNode[]) => ReactNode>,
  ) => ReactNode;
  const legal = formatRich(
    { id: 'site.signup.legal' },
    {
      terms: (chunks: ReactNode[]) => (
        <a key="terms" href={termsHref}>
          {chunks}
        </a>
      ),
      privacy: (chunks: ReactNode[]) => (
        <a key="privacy" href={privacyHref}>
          {chunks}
        </a>
      ),
    },
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      className={cx(classes.root, className)}
      {...props}
    >
      <div>
        <Heading as={`h${headingLevel}`} size="h3" id={titleId} className={classes.title}>
          {t('site.signup.formTitle')}
        </Heading>
        <p className={classes.note}>{t('site.signup.requiredNote')}</p>
      </div>
      <div className={classes.fields}>
        {field('fullName', 'text')}
        {field('email', 'email')}
        <div className={classes.passwordRow}>
          {field('password', showPassword ? 'text' : 'password')}
          <Button variant="ghost" size="sm" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {t('site.signup.showPassword')}
          </Button>
        </div>
        {field('company', 'text')}
      </div>
      <Button type="submit" size="lg">
        {t('site.signup.submit')}
      </Button>
      <p role="status" className={classes.status}>
        {success}
      </p>
      <p className={classes.legal}>{legal}</p>
      <p className={classes.divider}>{t('site.signup.orContinue')}</p>
      <div className={classes.providers}>
        {(['Google', 'Microsoft'] as const).map((provider) => (
          <Button key={provider} variant="outline" onClick={() => providerClick(provider)}>
            {provider}
          </Button>
        ))}
      </div>
    </form>
  );
}

export interface SignupBenefitsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Message keys of the benefits, in order (the sign-up page shows four). */
  benefitKeys: readonly MessageKey[];
  /** Heading level of the list's title. */
  headingLevel?: 2 | 3;
}

/** The benefits of signing up as a titled list with check marks (decorative). */
export function SignupBenefits({ benefitKeys, headingLevel = 2, className, ...props }: SignupBenefitsProps) {
  const { t } = useLanguage();
  const classes = signupForm();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(classes.benefits, className)} {...props}>
      <Heading as={`h${headingLevel}`} size="h3" id={titleId} className={classes.benefitsTitle}>
        {t('site.signup.benefitsTitle')}
      </Heading>
      <ul className={classes.benefitList}>
        {benefitKeys.map((key) => (
          <li key={key} className={classes.benefit}>
            <Check aria-hidden />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Check, Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { cx } from 'styled-system/css';
import { signupForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Heading } from '../../../components/heading';
import {
  EMPTY_SIGNUP,
  normalizeSignup,
  type SignupError,
  type SignupField,
  type SignupValues,
  validateSignup,
} from '../../../domain/signup';
import type { MessageKey } from '../../../i18n/messages';
import { useMergedRefs } from '../../../lib/merge-refs';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';

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
  /**
   * Called when the visitor picks Google or Microsoft under 'Or continue with'. Without it those buttons are
   * not shown.
   */
  onProviderClick?: (provider: SignupProvider) => void;
}

const LABELS: Record<SignupField, MessageKey> = {
  fullName: 'signupForm.fullName',
  email: 'signupForm.email',
  password: 'signupForm.password',
  company: 'signupForm.company',
};

const ERRORS: Record<SignupField, MessageKey> = {
  fullName: 'signupForm.error.fullName',
  email: 'signupForm.error.emailRequired',
  password: 'signupForm.error.password',
  company: 'signupForm.error.company',
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
 * Below: the Terms of Service and Privacy Policy links, and the Google and Microsoft buttons when
 * `onProviderClick` is given.
 */
export function SignupForm({
  onSubmit,
  termsHref,
  privacyHref,
  defaultValues,
  headingLevel = 2,
  onProviderClick,
  className,
  ref,
  ...props
}: SignupFormProps) {
  const { t, rich } = useLanguage();
  const classes = signupForm();
  const titleId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [success, setSuccess] = useState('');
  const form = useForm<SignupValues, SignupError>({
    initialValues: { ...EMPTY_SIGNUP, ...defaultValues },
    validate: validateSignup,
    onSubmit: (values) => {
      const clean = normalizeSignup(values);
      onSubmit(clean);
      setSuccess(t('signupForm.success', { name: clean.fullName }));
    },
    // The values stay after a success: a double click, or Enter again, sends the same account once.
    ignoreRepeats: true,
  });
  // The form's own ref moves focus to the first problem; a portal's ref gets the element too.
  const formRef = useMergedRefs(form.formProps.ref, ref);

  const errorText = (field: SignupField): string | undefined => {
    const error = form.errors[field];
    if (!error) return undefined;
    return t(error === 'invalidEmail' ? 'signupForm.error.emailInvalid' : ERRORS[field]);
  };

  const field = (name: SignupField, type: string) => {
    const bound = form.input(name);
    return (
      <TextField
        key={name}
        {...bound}
        onChange={(event) => {
          bound.onChange(event);
          setSuccess('');
        }}
        type={type}
        label={t(LABELS[name])}
        errorText={errorText(name)}
        autoComplete={AUTOCOMPLETE[name]}
        // aria-required, not the native attribute: the browser would mark empty fields :invalid (red) before
        // any submit. The form says 'All fields are required.' and checks on submit.
        aria-required
      />
    );
  };

  // Rich text: the message wraps the two link texts in <terms> and <privacy> tags, in every language's word order.
  const legal = rich('signupForm.legal', {
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
  });

  return (
    <form {...form.formProps} aria-labelledby={titleId} {...props} ref={formRef} className={cx(classes.root, className)}>
      <div>
        <Heading as={`h${headingLevel}`} size="h3" id={titleId} className={classes.title}>
          {t('signupForm.formTitle')}
        </Heading>
        <p className={classes.note}>{t('signupForm.requiredNote')}</p>
      </div>
      <div className={classes.fields}>
        {field('fullName', 'text')}
        {field('email', 'email')}
        <div className={classes.passwordRow}>
          {field('password', showPassword ? 'text' : 'password')}
          <Button variant="ghost" size="sm" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {t('signupForm.showPassword')}
          </Button>
        </div>
        {field('company', 'text')}
      </div>
      <Button type="submit" size="lg">
        {t('signupForm.submit')}
      </Button>
      <p role="status" className={classes.status}>
        {success}
      </p>
      <p className={classes.legal}>{legal}</p>
      {onProviderClick && (
        <>
          <p className={classes.divider}>{t('signupForm.orContinue')}</p>
          <div className={classes.providers}>
            {(['Google', 'Microsoft'] as const).map((provider) => (
              <Button key={provider} variant="outline" onClick={() => onProviderClick(provider)}>
                {provider}
              </Button>
            ))}
          </div>
        </>
      )}
    </form>
  );
}

export interface SignupBenefitsProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** The list's heading, e.g. 'What you get'. */
  title: ReactNode;
  /** The benefits, in order, in the page's language (the sign-up page shows four). */
  benefits: readonly string[];
  /** Heading level of the list's title. */
  headingLevel?: 2 | 3;
}

/** The benefits of signing up as a titled list with check marks (decorative). */
export function SignupBenefits({ title, benefits, headingLevel = 2, className, ...props }: SignupBenefitsProps) {
  const classes = signupForm();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(classes.benefits, className)} {...props}>
      <Heading as={`h${headingLevel}`} size="h3" id={titleId} className={classes.benefitsTitle}>
        {title}
      </Heading>
      <ul className={classes.benefitList}>
        {benefits.map((benefit) => (
          <li key={benefit} className={classes.benefit}>
            <Check aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

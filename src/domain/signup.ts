// The sign-up form: fullName, email, password and company are all required; the e-mail must be well
// formed. No length or strength rules.
import { emailError } from './profile';

/** The sign-up form's fields, in the order they are shown (and checked). */
export const SIGNUP_FIELDS = ['fullName', 'email', 'password', 'company'] as const;

export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** What the sign-up form hands over. */
export interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  company: string;
}

/** Why a field is refused: left blank, or an e-mail that is not well formed. */
export type SignupError = 'required' | 'invalidEmail';

/** The problems per field; an empty object means the form can be submitted. */
export type SignupErrors = Partial<Record<SignupField, SignupError>>;

export const EMPTY_SIGNUP: SignupValues = { fullName: '', email: '', password: '', company: '' };

/**
 * Every problem of a sign-up. Name, e-mail and company count as blank when they hold only spaces; a
 * password counts as blank only when empty, since spaces are characters a password may contain.
 */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'required';
  const email = emailError(values.email);
  if (email) errors.email = email === 'required' ? 'required' : 'invalidEmail';
  if (values.password.length === 0) errors.password = 'required';
  if (!values.company.trim()) errors.company = 'required';
  return errors;
}

/** The values as submitted: surrounding spaces removed, except from the password, which is kept exactly. */
export function normalizeSignup(values: SignupValues): SignupValues {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    company: values.company.trim(),
  };
}

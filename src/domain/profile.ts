// Profile and account rules: the profile's fields, a well-formed e-mail check, the photo limits, the
// saved-card form and the change-password form. Pure functions, no DOM, so they run in plain unit tests.
import { type FileLike, type FileRuleError, PHOTO_RULES, validateFile } from './files';
import { isRecord } from './stored';

/** The customer's editable profile. */
export interface Profile {
  /** Full name; the avatar's initials come from it. */
  name: string;
  /** Company name. */
  company: string;
  /** Contact e-mail; must be well formed. */
  email: string;
  /** Phone number, free text. */
  phone: string;
  /** Street address, free text. */
  address: string;
  /** Organisation (company registration) number. */
  orgNr: string;
  /** Country. */
  country: string;
  /** City. */
  city: string;
}

/** The profile's fields in the order the form shows them. */
export const PROFILE_FIELDS = ['name', 'company', 'email', 'phone', 'address', 'orgNr', 'country', 'city'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Figures shown beside the profile as text; they are not editable. */
export interface ProfileStats {
  /** The day the customer joined, as an ISO date ('2023-01-15'). */
  memberSince: string;
  /** Number of shipments so far. */
  shipmentCount: number;
  /** Number of trucks booked so far. */
  totalTrucks: number;
}

/** Whether a stored value is a complete profile (every field a string), so a corrupt entry is ignored. */
export function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return PROFILE_FIELDS.every((field) => typeof record[field] === 'string');
}

/**
 * A stored profile made whole: every field that is text is kept, and any field that is missing or not
 * text comes from `defaults`, so one bad field does not throw the whole saved profile away. Anything that
 * is not an object is ignored (undefined).
 */
export function repairProfile(value: unknown, defaults: Profile): Profile | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, typeof value[field] === 'string' ? value[field] : defaults[field]]),
  ) as unknown as Profile;
}

// One '@', a non-empty local part, a dotted domain whose labels are letters, digits or hyphens (not at
// either end), and a top-level domain of two or more letters. No spaces anywhere. Unicode letters pass.
const EMAIL_PATTERN = /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** Whether an address is a well-formed e-mail ('name@company.se'). Surrounding spaces are ignored. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  if (trimmed.length > 254) return false;
  const local = trimmed.slice(0, trimmed.lastIndexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(trimmed);
}

/** Why an e-mail field is refused. */
export type EmailError = 'required' | 'invalid';

/** The problem with an e-mail field, or undefined when it is fine. Blank is `required`. */
export function emailError(email: string): EmailError | undefined {
  if (!email.trim()) return 'required';
  return isValidEmail(email) ? undefined : 'invalid';
}

/** Field problems of a profile; only the e-mail has a rule (it must be well formed). */
export type ProfileErrors = Partial<Record<ProfileField, EmailError>>;

/** Every problem of a profile; an empty object means it can be saved. */
export function validateProfile(profile: Profile): ProfileErrors {
  const email = emailError(profile.email);
  return email ? { email } : {};
}

/** The profile as it is saved: surrounding spaces trimmed from every field. */
export function normalizeProfile(profile: Profile): Profile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field].trim()])) as unknown as Profile;
}

// ---- Profile photo ------------------------------------------------------------------------------

/** Every rule a photo breaks: it must be an image, JPG, PNG or GIF, up to 5MB (PHOTO_RULES in files.ts). */
export function validatePhoto(file: FileLike): FileRuleError[] {
  return validateFile(file, PHOTO_RULES);
}

/**
 * The largest photo kept across reloads, in bytes (256 KiB). A data URL is a third bigger than the file,
 * and localStorage holds about 5 MB for the whole origin, so a larger photo is shown for this visit only.
 */
export const PHOTO_STORAGE_LIMIT = 256 * 1024;

/** Whether a photo of `size` bytes is small enough to keep in local storage as a data URL. */
export function canStorePhoto(size: number): boolean {
  return size >= 0 && size <= PHOTO_STORAGE_LIMIT;
}

/** Whether a stored value is an image data URL we wrote (and not, say, script or an external address). */
export function isPhotoDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/(?:png|jpeg|gif);base64,[A-Za-z0-9+/]+=*$/.test(value);
}

// ---- Saved card (Settings → Billing) -----------------------------------------------------------------

/** A saved payment card, as much as the portal keeps of it. */
export interface SavedCard {
  /** Card network name, e.g. 'Visa'. A name, so it is not translated. */
  brand: string;
  /** The last four digits. */
  last4: string;
  /** Expiry month, 1–12. */
  expMonth: number;
  /** Expiry year, four digits. */
  expYear: number;
}

/** What the card form holds while it is edited. */
export interface CardInput {
  /** Card number; spaces and hyphens are allowed. */
  number: string;
  /** Expiry as MM/YY. */
  expiry: string;
  /** Security code, 3 or 4 digits. */
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardError = 'required' | 'invalid' | 'format' | 'expired';
export type CardErrors = Partial<Record<CardField, CardError>>;

/** The card number's digits, without the spaces and hyphens people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's first digits; 'Card' when it is not one we name. */
export function cardBrand(number: string): string {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** Month and two-digit year from 'MM/YY' (also 'MM / YY' and 'MMYY'), or undefined when it is not that shape. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** Every problem of the card form; a card is valid through the last day of its expiry month. */
export function validateCard(card: CardInput, today: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = 'required';
  else if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'invalid';

  if (!card.expiry.trim()) errors.expiry = 'required';
  else {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) errors.expiry = 'format';
    else if (expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1) errors.expiry = 'expired';
  }

  const cvc = card.cvc.trim();
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';
  return errors;
}

/** The card kept after a valid form: brand, last four digits and expiry; never the number or the code. */
export function toSavedCard(card: CardInput): SavedCard {
  const digits = cardDigits(card.number);
  const expiry = parseExpiry(card.expiry) ?? { month: 1, year: 2000 };
  return { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year };
}

/** The expiry as the card shows it: '12/28'. */
export function formatCardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

// ---- Change password (Settings → Account) --------------------------------------------------------------

/** The shortest new password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordField = keyof PasswordChange;
export type PasswordError = 'required' | 'tooShort' | 'sameAsCurrent' | 'mismatch';
export type PasswordErrors = Partial<Record<PasswordField, PasswordError>>;

/**
 * Every problem of the change-password form: all three are required, the new one has at least
 * PASSWORD_MIN_LENGTH characters and differs from the current one, and the confirmation matches it.
 */
export function validatePasswordChange({ current, next, confirm }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = 'required';
  if (!next) errors.next = 'required';
  else if ([...next].length < PASSWORD_MIN_LENGTH) errors.next = 'tooShort';
  else if (current && next === current) errors.next = 'sameAsCurrent';
  if (!confirm) errors.confirm = 'required';
  else if (next && confirm !== next) errors.confirm = 'mismatch';
  return errors;
}

// ---- Settings ---------------------------------------------------------------------------------------

/** Every settings value kept across reloads (the theme is kept by the ThemeProvider under 'theme'). */
export interface AccountSettings {
  notifications: { email: boolean; sms: boolean };
  billing: { invoiceEmail: string; monthlyStatement: boolean; card: SavedCard };
}

/** Both notification switches and the monthly statement start on; the sample card is Visa 4242, 12/28. */
export const DEFAULT_SETTINGS: AccountSettings = {
  notifications: { email: true, sms: true },
  billing: {
    invoiceEmail: '',
    monthlyStatement: true,
    card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 },
  },
};

function isSavedCard(value: unknown): value is SavedCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.brand === 'string' &&
    typeof card.last4 === 'string' &&
    /^\d{4}$/.test(card.last4) &&
    Number.isInteger(card.expMonth) &&
    (card.expMonth as number) >= 1 &&
    (card.expMonth as number) <= 12 &&
    Number.isInteger(card.expYear) &&
    // The years a card form can give ('MM/YY'): anything else would show as a nonsense expiry.
    (card.expYear as number) >= 2000 &&
    (card.expYear as number) <= 2099
  );
}

/** Whether a stored value has the settings shape, so a corrupt or outdated entry falls back to the defaults. */
export function isAccountSettings(value: unknown): value is AccountSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { notifications, billing } = value as Record<string, unknown>;
  if (typeof notifications !== 'object' || notifications === null) return false;
  if (typeof billing !== 'object' || billing === null) return false;
  const n = notifications as Record<string, unknown>;
  const b = billing as Record<string, unknown>;
  return (
    typeof n.email === 'boolean' &&
    typeof n.sms === 'boolean' &&
    typeof b.invoiceEmail === 'string' &&
    typeof b.monthlyStatement === 'boolean' &&
    isSavedCard(b.card)
  );
}

/**
 * Stored settings made whole: each value of the right kind is kept, and each missing or wrong one comes
 * from `defaults` (a card is kept only as a whole valid card). Anything that is not an object is ignored.
 */
export function repairAccountSettings(value: unknown, defaults: AccountSettings): AccountSettings | undefined {
  if (!isRecord(value)) return undefined;
  const notifications = isRecord(value.notifications) ? value.notifications : {};
  const billing = isRecord(value.billing) ? value.billing : {};
  const bool = (candidate: unknown, fallback: boolean) => (typeof candidate === 'boolean' ? candidate : fallback);
  return {
    notifications: {
      email: bool(notifications.email, defaults.notifications.email),
      sms: bool(notifications.sms, defaults.notifications.sms),
    },
    billing: {
      invoiceEmail: typeof billing.invoiceEmail === 'string' ? billing.invoiceEmail : defaults.billing.invoiceEmail,
      monthlyStatement: bool(billing.monthlyStatement, defaults.billing.monthlyStatement),
      card: isSavedCard(billing.card)
        ? { brand: billing.card.brand, last4: billing.card.last4, expMonth: billing.card.expMonth, expYear: billing.card.expYear }
        : defaults.billing.card,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { MB } from './files';
import {
  canStorePhoto,
  cardBrand,
  DEFAULT_SETTINGS,
  emailError,
  formatCardExpiry,
  isAccountSettings,
  isPhotoDataUrl,
  isProfile,
  isValidEmail,
  normalizeProfile,
  PHOTO_STORAGE_LIMIT,
  type Profile,
  parseExpiry,
  passesLuhn,
  repairAccountSettings,
  repairProfile,
  toSavedCard,
  validateCard,
  validatePasswordChange,
  validatePhoto,
  validateProfile,
} from './profile';

const profile: Profile = {
  name: 'Anna Svensson',
  company: 'Nordic Drinks AB',
  email: 'anna@nordicdrinks.se',
  phone: '+46 8 123 456',
  address: 'Storgatan 1',
  orgNr: '556677-8899',
  country: 'Sweden',
  city: 'Stockholm',
};

describe('isValidEmail', () => {
  it.each(['anna@nordicdrinks.se', 'a.b+tag@sub.example.co.uk', ' anna@example.com ', 'jörg@müller.de'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@@example.com',
    'an na@example.com',
    'anna@exa mple.com',
    'anna@-example.com',
    'anna@example.c',
    '.anna@example.com',
    'an..na@example.com',
    'anna@example..com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('emailError', () => {
  it('is required when blank', () => expect(emailError('  ')).toBe('required'));
  it('is invalid when malformed', () => expect(emailError('anna@')).toBe('invalid'));
  it('is undefined when fine', () => expect(emailError('anna@example.com')).toBeUndefined());
});

describe('validateProfile', () => {
  it('accepts a complete profile', () => expect(validateProfile(profile)).toEqual({}));
  it('flags only the e-mail', () => {
    expect(validateProfile({ ...profile, email: 'nope', name: '' })).toEqual({ email: 'invalid' });
  });
});

describe('isProfile and normalizeProfile', () => {
  it('accepts a profile and rejects a partial or corrupt one', () => {
    expect(isProfile(profile)).toBe(true);
    expect(isProfile({ ...profile, city: 3 })).toBe(false);
    expect(isProfile({ name: 'x' })).toBe(false);
    expect(isProfile(null)).toBe(false);
    expect(isProfile('profile')).toBe(false);
  });
  it('trims every field', () => {
    expect(normalizeProfile({ ...profile, name: '  Anna  ', email: ' anna@example.com\n' })).toEqual({
      ...profile,
      name: 'Anna',
      email: 'anna@example.com',
    });
  });
});

describe('validatePhoto', () => {
  it('accepts JPG, PNG and GIF up to 5MB', () => {
    expect(validatePhoto({ name: 'me.jpg', type: 'image/jpeg', size: 5 * MB })).toEqual([]);
    expect(validatePhoto({ name: 'me.png', type: 'image/png', size: 10 })).toEqual([]);
    expect(validatePhoto({ name: 'me.gif', type: 'image/gif', size: 10 })).toEqual([]);
  });
  it('rejects other files and files over 5MB', () => {
    expect(validatePhoto({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).toEqual(['FILE_INVALID_TYPE']);
    expect(validatePhoto({ name: 'me.png', type: 'image/png', size: 5 * MB + 1 })).toEqual(['FILE_TOO_LARGE']);
    expect(validatePhoto({ name: 'x.svg', type: 'image/svg+xml', size: 6 * MB })).toEqual([
      'FILE_INVALID_TYPE',
      'FILE_TOO_LARGE',
    ]);
  });
  it('keeps only small photos in storage', () => {
    expect(canStorePhoto(PHOTO_STORAGE_LIMIT)).toBe(true);
    expect(canStorePhoto(PHOTO_STORAGE_LIMIT + 1)).toBe(false);
  });
  it('trusts only image data URLs from storage', () => {
    expect(isPhotoDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isPhotoDataUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isPhotoDataUrl('https://example.com/me.png')).toBe(false);
    expect(isPhotoDataUrl(42)).toBe(false);
  });
});

describe('card rules', () => {
  const today = new Date(2026, 10, 22);
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });
  it('names the brand', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Card');
  });
  it('parses MM/YY', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('01 / 30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/28')).toBeUndefined();
    expect(parseExpiry('1/28')).toBeUndefined();
    expect(parseExpiry('12/2028')).toBeUndefined();
  });
  it('accepts a valid card', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, today)).toEqual({});
  });
  it('accepts a card expiring this month', () => {
    expect(validateCard({ number: '4242424242424242', expiry: '11/26', cvc: '1234' }, today)).toEqual({});
  });
  it('reports each field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, today)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '2028-12', cvc: '12' }, today)).toEqual({
      number: 'invalid',
      expiry: 'format',
      cvc: 'invalid',
    });
    expect(validateCard({ number: '4242', expiry: '10/26', cvc: '12a' }, today)).toEqual({
      number: 'invalid',
      expiry: 'expired',
      cvc: 'invalid',
    });
  });
  it('keeps only brand, last four and expiry', () => {
    const saved = toSavedCard({ number: '5555 5555 5555 4444', expiry: '03/29', cvc: '123' });
    expect(saved).toEqual({ brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2029 });
    expect(formatCardExpiry(saved)).toBe('03/29');
    expect(formatCardExpiry(DEFAULT_SETTINGS.billing.card)).toBe('12/28');
  });
});

describe('validatePasswordChange', () => {
  it('requires all three', () => {
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: 'required',
      next: 'required',
      confirm: 'required',
    });
  });
  it('needs at least 8 characters', () => {
    expect(validatePasswordChange({ current: 'old-pass', next: 'short7!', confirm: 'short7!' })).toEqual({
      next: 'tooShort',
    });
    expect(validatePasswordChange({ current: 'old-pass', next: '12345678', confirm: '12345678' })).toEqual({});
  });
  it('needs a different new password', () => {
    expect(validatePasswordChange({ current: 'same-pass', next: 'same-pass', confirm: 'same-pass' })).toEqual({
      next: 'sameAsCurrent',
    });
  });
  it('needs a matching confirmation', () => {
    expect(validatePasswordChange({ current: 'old-pass', next: 'new-pass-1', confirm: 'new-pass-2' })).toEqual({
      confirm: 'mismatch',
    });
  });
});

describe('isAccountSettings', () => {
  it('accepts the defaults: notifications and monthly statement on, Visa 4242', () => {
    expect(isAccountSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(DEFAULT_SETTINGS.notifications).toEqual({ email: true, sms: true });
    expect(DEFAULT_SETTINGS.billing.monthlyStatement).toBe(true);
  });
  it('rejects corrupt values', () => {
    expect(isAccountSettings(null)).toBe(false);
    expect(isAccountSettings({ notifications: { email: true } })).toBe(false);
    expect(isAccountSettings({ ...DEFAULT_SETTINGS, billing: { ...DEFAULT_SETTINGS.billing, card: { brand: 'Visa' } } })).toBe(
      false,
    );
  });
});

describe('repairProfile (stored profile)', () => {
  const defaults = {
    name: 'Anna',
    company: 'Acme',
    email: 'anna@acme.se',
    phone: '1',
    address: 'Street 1',
    orgNr: '556',
    country: 'Sweden',
    city: 'Malmö',
  };
  it('keeps a whole profile as it is and ignores what is not an object', () => {
    const saved = { ...defaults, name: 'Bo' };
    expect(repairProfile(saved, defaults)).toEqual(saved);
    expect(repairProfile(null, defaults)).toBeUndefined();
    expect(repairProfile(['x'], defaults)).toBeUndefined();
  });
  it('fills missing or wrong fields from the defaults instead of discarding the saved ones', () => {
    expect(repairProfile({ name: 'Bo', city: 7 }, defaults)).toEqual({ ...defaults, name: 'Bo' });
  });
  it('drops fields it does not know', () => {
    expect(repairProfile({ ...defaults, evil: '<script>' }, defaults)).toEqual(defaults);
  });
});

describe('repairAccountSettings (stored settings)', () => {
  const defaults = DEFAULT_SETTINGS;
  it('keeps whole settings as they are and ignores what is not an object', () => {
    const saved = { ...defaults, notifications: { email: false, sms: true } };
    expect(repairAccountSettings(saved, defaults)).toEqual(saved);
    expect(repairAccountSettings('x', defaults)).toBeUndefined();
  });
  it('fills missing or wrong values from the defaults, keeping the good ones', () => {
    expect(repairAccountSettings({ notifications: { email: false } }, defaults)).toEqual({
      ...defaults,
      notifications: { email: false, sms: true },
    });
    expect(
      repairAccountSettings({ billing: { invoiceEmail: 'a@b.se', monthlyStatement: 'yes', card: { last4: 'abcd' } } }, defaults),
    ).toEqual({ ...defaults, billing: { ...defaults.billing, invoiceEmail: 'a@b.se' } });
  });
  it('refuses a card whose expiry could not be shown', () => {
    const card = { brand: 'Visa', last4: '1111', expMonth: 1, expYear: -5 };
    expect(repairAccountSettings({ billing: { card } }, defaults)?.billing.card).toEqual(defaults.billing.card);
    expect(repairAccountSettings({ billing: { card: { ...card, expYear: 2030 } } }, defaults)?.billing.card).toEqual({
      ...card,
      expYear: 2030,
    });
  });
});

// The 28 text keys of the Settings screen and the dashboard's greeting and 'Start New Project' keep these names.
// Each must exist, translated, in all four languages, so no screen falls back to English or shows a raw key:
// settings keys as 'settings.<key>', the two dashboard ones as 'dashboard.<key>'. Most are the package's; the
// confirmations the reference app shows after a save are the app's own (app/i18n).
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
// The whole catalog: the components' English and, added by the blocks' language module, the blocks'.
import '../blocks/language';
import { appMessages } from '../../app/i18n';
import { loadMessages } from './messages';

const messages = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const both: Record<string, unknown> = { ...(await loadMessages(locale)), ...(await appMessages.load(locale)) };
      return [locale, both] as const;
    }),
  ),
) as Record<Locale, Record<string, unknown>>;

const SETTINGS_KEYS = [
  'settings',
  'appearance',
  'lightMode',
  'darkMode',
  'preview',
  'notifications',
  'emailNotifications',
  'smsNotifications',
  'saveNotificationPreferences',
  'notificationSaved',
  'billing',
  'expiresOn',
  'update',
  'invoicingPreferences',
  'invoiceEmail',
  'monthlyStatement',
  'saveBillingPreferences',
  'billingSaved',
  'account',
  'passwordSecurity',
  'changePassword',
  'deleteAccount',
  'deleteAccountDesc',
  'areYouSure',
  'deleteWarning',
  'cancel',
] as const;
const DASHBOARD_KEYS = ['welcomeBack', 'startNewProject'] as const;

const SPEC_KEYS = [...SETTINGS_KEYS.map((key) => `settings.${key}`), ...DASHBOARD_KEYS.map((key) => `dashboard.${key}`)];

describe('settings and dashboard text keys', () => {
  it('lists all 28 keys, none twice', () => {
    expect(new Set(SPEC_KEYS).size).toBe(28);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const catalog = messages[locale] as Record<string, string | undefined>;
    it.each(SPEC_KEYS)('has %s', (key) => {
      const text = catalog[key];
      expect(text, `${locale} lacks ${key}`).toBeTypeOf('string');
      expect(text?.trim()).not.toBe('');
      expect(text).not.toBe(key);
    });
  });

  it('translates them: no other language simply copies the English text of every key', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = SPEC_KEYS.filter(
        (key) => (messages[locale] as Record<string, string>)[key] === (messages.en as Record<string, string>)[key],
      );
      expect(same.length, `${locale} copies ${same.join(', ')}`).toBeLessThan(SPEC_KEYS.length / 4);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { de as appGerman } from '../../app/i18n/messages/app-de';
import { en as appEnglish } from '../../app/i18n/messages/app-en';
import { fr as appFrench } from '../../app/i18n/messages/app-fr';
import { sv as appSwedish } from '../../app/i18n/messages/app-sv';
import { createCatalog, resolveMessage } from './catalog';
import { LOCALES, type Locale } from './locales';
import { loadMessages, type Messages } from './messages';
// All of the package's English: what every page loads, and what each component and the blocks bring.
import { en } from './messages/en';

const messages = {
  ...Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const))),
  en,
} as Record<Locale, Messages>;

/** Both catalogs, each language's messages by key: the package's and the reference app's own. */
const catalogs: [string, Record<Locale, Record<string, string>>][] = [
  ['package', messages],
  ['app', { en: appEnglish, sv: appSwedish, de: appGerman, fr: appFrench }],
];

describe('resolveMessage', () => {
  const catalog = { en: { greeting: 'Hello', onlyEnglish: 'Only in English' }, sv: { greeting: 'Hej' } };

  it('uses the active language when it has the key', () => {
    expect(resolveMessage(catalog, 'sv', 'greeting')).toBe('Hej');
  });
  it('falls back to English when the language lacks the key', () => {
    expect(resolveMessage(catalog, 'sv', 'onlyEnglish')).toBe('Only in English');
    expect(resolveMessage(catalog, 'de', 'greeting')).toBe('Hello');
  });
  it('falls back to the key itself when English lacks it too', () => {
    expect(resolveMessage(catalog, 'fr', 'no.such.key')).toBe('no.such.key');
  });
  it('walks a regional tag up to its language, then English', () => {
    expect(resolveMessage(catalog, 'sv-FI', 'greeting')).toBe('Hej');
    expect(resolveMessage(catalog, 'SV_fi', 'onlyEnglish')).toBe('Only in English');
  });
  it("asks each set of tables in turn for each language: a portal's wording before the package's", () => {
    const portal = { sv: { greeting: 'Tjena' } };
    expect(resolveMessage([portal, catalog], 'sv', 'greeting')).toBe('Tjena');
    expect(resolveMessage([portal, catalog], 'sv', 'onlyEnglish')).toBe('Only in English');
    // The package's Swedish goes before the portal's English.
    expect(resolveMessage([{ en: { greeting: 'Hi' } }, catalog], 'sv', 'greeting')).toBe('Hej');
  });
});

describe.each(catalogs)('the %s catalog', (_name, catalog) => {
  const englishKeys = Object.keys(catalog.en).sort();

  it.each(LOCALES)('%s has every English key, each translated to a non-empty string', (locale) => {
    expect(Object.keys(catalog[locale]).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(catalog[locale][key].trim(), `${locale} ${key}`).not.toBe('');
  });

  it('keeps placeholders identical across languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+/g) ?? []).sort();
    for (const locale of LOCALES) {
      for (const key of englishKeys) {
        expect(placeholders(catalog[locale][key]), `${locale} ${key}`).toEqual(placeholders(catalog.en[key]));
      }
    }
  });
});

describe('createCatalog', () => {
  const english = { greeting: 'Hello' };
  const make = (sv: () => Promise<typeof english>) =>
    createCatalog(english, { sv, de: async () => ({ greeting: 'Hallo' }), fr: async () => ({ greeting: 'Bonjour' }) });

  it('has English loaded from the start, and another language once fetched, each fetched once', async () => {
    const fetchSwedish = vi.fn(async () => ({ greeting: 'Hej' }));
    const catalog = make(fetchSwedish);
    expect(catalog.loaded).toEqual({ en: english });
    expect(await catalog.load('en')).toBe(english);
    expect(catalog.load('sv')).toBe(catalog.load('sv'));
    expect(await catalog.load('sv')).toEqual({ greeting: 'Hej' });
    expect(catalog.loaded.sv).toEqual({ greeting: 'Hej' });
    expect(fetchSwedish).toHaveBeenCalledTimes(1);
  });

  it('takes loaders only for the languages a portal translates: the others show English, then the key', async () => {
    const fetchSwedish = vi.fn(async () => ({ greeting: 'Hej' }));
    const catalog = createCatalog(english, { sv: fetchSwedish });
    // Nothing to fetch for a language without a loader: it is ready from the start, in English.
    expect(catalog.isLoaded('de')).toBe(true);
    expect(catalog.isLoaded('sv')).toBe(false);
    expect(await catalog.load('de')).toBe(english);
    expect(catalog.load('fr')).toBe(catalog.load('fr'));
    expect(resolveMessage(catalog.loaded, 'de', 'greeting')).toBe('Hello');
    expect(resolveMessage(catalog.loaded, 'fr', 'no.such.key')).toBe('no.such.key');
    // A language with a loader is fetched as before.
    expect(await catalog.load('sv')).toEqual({ greeting: 'Hej' });
    expect(resolveMessage(catalog.loaded, 'sv', 'greeting')).toBe('Hej');
    expect(fetchSwedish).toHaveBeenCalledTimes(1);
  });

  it('serves a regional tag from its language: sv-FI loads Swedish, and its own messages go first', async () => {
    const fetchSwedish = vi.fn(async () => ({ greeting: 'Hej', bye: 'Hej då' }));
    const catalog = createCatalog({ ...english, bye: 'Bye' }, { sv: fetchSwedish, 'sv-FI': { greeting: 'Hejsan' } });
    expect(catalog.isLoaded('sv-FI')).toBe(false);
    expect(await catalog.load('sv-FI')).toEqual({ greeting: 'Hejsan' });
    expect(catalog.isLoaded('sv-FI')).toBe(true);
    expect(resolveMessage(catalog.loaded, 'sv-FI', 'greeting')).toBe('Hejsan');
    expect(resolveMessage(catalog.loaded, 'sv-FI', 'bye')).toBe('Hej då');
    expect(resolveMessage(catalog.loaded, 'sv', 'greeting')).toBe('Hej');
    expect(fetchSwedish).toHaveBeenCalledTimes(1);
  });

  it('takes a language given as it is, ready at once, under any tag: a portal in Arabic', async () => {
    const catalog = createCatalog(english, { ar: { greeting: 'مرحبا' } });
    expect(catalog.isLoaded('ar-EG')).toBe(true);
    expect(resolveMessage(catalog.loaded, 'ar-EG', 'greeting')).toBe('مرحبا');
    expect(resolveMessage(catalog.loaded, 'ja', 'greeting')).toBe('Hello');
  });

  it('takes no loader at all: an English-only portal', async () => {
    const catalog = createCatalog(english, {});
    expect(await catalog.load('sv')).toBe(english);
    expect(resolveMessage(catalog.loaded, 'sv', 'greeting')).toBe('Hello');
  });

  it('tries a failed download again on the next call', async () => {
    const fetchSwedish = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ greeting: 'Hej' });
    const catalog = make(fetchSwedish);
    await expect(catalog.load('sv')).rejects.toThrow('offline');
    expect(catalog.loaded.sv).toBeUndefined();
    expect(await catalog.load('sv')).toEqual({ greeting: 'Hej' });
  });
});

describe('loadMessages', () => {
  it('gives each language once: a second call returns the same messages', async () => {
    expect(await loadMessages('sv')).toBe(messages.sv);
    expect(messages.sv['common.close']).toBe('Stäng');
  });

  it("returns the very same promise every time, so React's use() does not suspend again once it settled", () => {
    expect(loadMessages('sv')).toBe(loadMessages('sv'));
    expect(loadMessages('en')).toBe(loadMessages('en'));
  });
});

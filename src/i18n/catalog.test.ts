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
    // Nothing to fetch for a language without a loader: it is there from the start, in English.
    expect(catalog.loaded.de).toBe(english);
    expect(catalog.loaded.fr).toBe(english);
    expect(catalog.loaded.sv).toBeUndefined();
    expect(await catalog.load('de')).toBe(english);
    expect(catalog.load('fr')).toBe(catalog.load('fr'));
    expect(resolveMessage(catalog.loaded, 'de', 'greeting')).toBe('Hello');
    expect(resolveMessage(catalog.loaded, 'fr', 'no.such.key')).toBe('no.such.key');
    // A language with a loader is fetched as before.
    expect(await catalog.load('sv')).toEqual({ greeting: 'Hej' });
    expect(resolveMessage(catalog.loaded, 'sv', 'greeting')).toBe('Hej');
    expect(fetchSwedish).toHaveBeenCalledTimes(1);
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

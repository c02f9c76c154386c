import { describe, expect, it } from 'vitest';
import { resolveMessage } from './catalog';
import { LOCALES, type Locale } from './locales';
import { loadMessages, type Messages } from './messages';

const messages = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)),
) as Record<Locale, Messages>;

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

describe('message catalogs', () => {
  const englishKeys = Object.keys(messages.en).sort();

  it.each(LOCALES)('%s has every English key, each translated to a non-empty string', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(messages[locale][key as keyof typeof messages.en].trim()).not.toBe('');
  });

  it('keeps placeholders identical across languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+/g) ?? []).sort();
    for (const locale of LOCALES) {
      for (const key of englishKeys) {
        const k = key as keyof typeof messages.en;
        expect(placeholders(messages[locale][k]), `${locale} ${key}`).toEqual(placeholders(messages.en[k]));
      }
    }
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

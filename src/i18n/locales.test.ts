import { describe, expect, it } from 'vitest';
import { canonicalLocale, directionOf, fallbackChain, languageName, matchLocale } from './locales';

describe('matchLocale', () => {
  it("maps a tag to the offered language it means, by default the package's four", () => {
    expect(matchLocale('en-US')).toBe('en');
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('sv-SE')).toBe('sv');
    expect(matchLocale(' de_DE ')).toBe('de');
    expect(matchLocale('fr')).toBe('fr');
  });
  it('gives undefined for a language not offered, or anything that is not a tag', () => {
    expect(matchLocale('es')).toBeUndefined();
    expect(matchLocale('garbage')).toBeUndefined();
    expect(matchLocale('not a tag')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
    expect(matchLocale(null)).toBeUndefined();
    expect(matchLocale(42)).toBeUndefined();
  });
  it("matches a portal's own languages: the exact tag, else its language, else a region of it", () => {
    const offered = ['en', 'ar', 'sv-FI', 'zh-Hant'];
    expect(matchLocale('ar-EG', offered)).toBe('ar');
    expect(matchLocale('sv', offered)).toBe('sv-FI');
    expect(matchLocale('zh-Hant-TW', offered)).toBe('zh-Hant');
    expect(matchLocale('de', offered)).toBeUndefined();
  });
});

describe('canonicalLocale', () => {
  it('spells a tag canonically, and refuses what is not one', () => {
    expect(canonicalLocale('SV_se')).toBe('sv-SE');
    expect(canonicalLocale('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLocale('en US')).toBeUndefined();
    expect(canonicalLocale(undefined)).toBeUndefined();
  });
});

describe('fallbackChain', () => {
  it('goes from the tag through each shorter one to English', () => {
    expect(fallbackChain('sv-FI')).toEqual(['sv-FI', 'sv', 'en']);
    expect(fallbackChain('zh-Hant-TW')).toEqual(['zh-Hant-TW', 'zh-Hant', 'zh', 'en']);
    expect(fallbackChain('en-GB')).toEqual(['en-GB', 'en']);
    expect(fallbackChain('en')).toEqual(['en']);
  });
});

describe('directionOf', () => {
  it('is right to left for the languages written so, by their script', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'fa', 'ur', 'ps', 'dv', 'yi']) expect(directionOf(tag), tag).toBe('rtl');
    for (const tag of ['en', 'sv', 'de', 'fr', 'ja', 'zh-Hant', 'az-Latn', 'tr']) expect(directionOf(tag), tag).toBe('ltr');
    // A language written in a script of the other direction follows its script.
    expect(directionOf('pa-Arab')).toBe('rtl');
    expect(directionOf('garbage tag')).toBe('ltr');
  });
});

describe('languageName', () => {
  it("names each language in itself, capitalised as a list's entry", () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('sv')).toBe('Svenska');
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('fr')).toBe('Français');
    expect(languageName('ar')).toBe('العربية');
  });
});

import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';

describe('matchLocale', () => {
  it('reads region tags and any case as the language', () => {
    expect(matchLocale('en-US')).toBe('en');
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('sv-SE')).toBe('sv');
    expect(matchLocale(' de_DE ')).toBe('de');
    expect(matchLocale('fr')).toBe('fr');
  });
  it('gives nothing for a language we do not have, garbage or a non-string', () => {
    expect(matchLocale('es')).toBeUndefined();
    expect(matchLocale('garbage')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
    expect(matchLocale(null)).toBeUndefined();
    expect(matchLocale(42)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_INITIALS, getInitials } from './initials';

describe('getInitials', () => {
  it('uses the first letter of a one-word name', () => {
    expect(getInitials('Anna')).toBe('A');
  });
  it('uses the first letters of a two-word name', () => {
    expect(getInitials('Anna Svensson')).toBe('AS');
  });
  it('keeps only the first two words of a longer name', () => {
    expect(getInitials('Anna Maria Svensson')).toBe('AM');
  });
  it('ignores extra whitespace of any kind', () => {
    expect(getInitials('  anna \t  svensson\n')).toBe('AS');
  });
  it('upper-cases letters outside ASCII', () => {
    expect(getInitials('élodie ørsted')).toBe('ÉØ');
  });
  it('skips words without a letter or digit', () => {
    expect(getInitials('Anna & Svensson')).toBe('AS');
    expect(getInitials('(Jo) Smith')).toBe('JS');
  });
  it("falls back to the default 'NU' (New User) when the name is empty", () => {
    expect(DEFAULT_INITIALS).toBe('NU');
    expect(getInitials('')).toBe('NU');
    expect(getInitials('   ')).toBe('NU');
    expect(getInitials('- &')).toBe('NU');
    expect(getInitials(undefined)).toBe('NU');
    expect(getInitials(null)).toBe('NU');
  });
});

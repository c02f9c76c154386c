import { describe, expect, it } from 'vitest';
import { changeDirection, changeTone, monthReferenceDate, shareOfTotal, weekdayReferenceDate } from './metrics';

describe('changeDirection (green if its sign is a plus, otherwise red)', () => {
  it.each(['+12%', '+0.3 days', '+$1.20', '  +5', '+0'])('%j is an increase', (change) => {
    expect(changeDirection(change)).toBe('increase');
    expect(changeTone(change)).toBe('success');
  });
  it.each(['-0.3 days', '−2,1 %', '-$0.85', '0%', '12%', '', '5+'])('%j is a decrease', (change) => {
    expect(changeDirection(change)).toBe('decrease');
    expect(changeTone(change)).toBe('danger');
  });
  it('follows the sign only, even where a decrease is good news', () => {
    expect(changeTone('-0.3 days')).toBe('danger');
  });
});

describe('changeDirection reads the sign as a number would be read', () => {
  const signed = (locale: string, n: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(n);

  it('skips the bidi mark Intl puts before the sign in Arabic', () => {
    const up = signed('ar', 0.12);
    const down = signed('ar', -0.12);
    // Guard: the case only matters while the text does not start with the sign itself.
    expect(up.startsWith('+')).toBe(false);
    expect(changeDirection(up)).toBe('increase');
    expect(changeTone(up)).toBe('success');
    expect(changeDirection(down)).toBe('decrease');
  });
  it.each(['\u200E+12%', '\u200F\u200E+0.12 US$', '\u061C+12%', '\u00A0+5'])('%j is an increase', (change) => {
    expect(changeDirection(change)).toBe('increase');
  });
  it('reads the sign past a currency written before it', () => {
    const euros = (locale: string, n: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(n);
    expect(euros('nl', 0.12).startsWith('+')).toBe(false);
    expect(changeDirection(euros('nl', 0.12))).toBe('increase');
    expect(changeDirection(euros('nl', -0.12))).toBe('decrease');
    expect(changeDirection('EUR+0.12')).toBe('increase');
  });
  it.each(['\u200E-12%', '\u061C-12%', '\u200E\u221212%'])('%j is a decrease', (change) => {
    expect(changeDirection(change)).toBe('decrease');
  });
  it('reads the Swedish U+2212 minus and the German hyphen-minus as a decrease, their plus as an increase', () => {
    expect(signed('sv', -0.12)).toMatch(/^\u2212/);
    expect(changeDirection(signed('sv', -0.12))).toBe('decrease');
    expect(changeDirection(signed('de', -0.12))).toBe('decrease');
    expect(changeDirection(signed('sv', 0.12))).toBe('increase');
    expect(changeDirection(signed('de', 0.12))).toBe('increase');
  });
  it("gives a zero change, which 'exceptZero' writes unsigned, as a decrease (there is no neutral direction)", () => {
    expect(changeDirection(signed('ar', 0))).toBe('decrease');
    expect(changeDirection(signed('en', 0))).toBe('decrease');
  });
});

describe('weekdayReferenceDate', () => {
  it('falls on the ISO weekday: 1 Monday … 7 Sunday', () => {
    for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const) {
      expect(weekdayReferenceDate(weekday).getDay()).toBe(weekday % 7);
    }
  });
  it('gives locale names through Intl', () => {
    expect(new Intl.DateTimeFormat('en', { weekday: 'long' }).format(weekdayReferenceDate(1))).toBe('Monday');
    expect(new Intl.DateTimeFormat('de', { weekday: 'long' }).format(weekdayReferenceDate(7))).toBe('Sonntag');
  });
});

describe('monthReferenceDate', () => {
  it('falls in the month (1 = January)', () => {
    for (let month = 1; month <= 12; month++) expect(monthReferenceDate(month).getMonth()).toBe(month - 1);
    expect(new Intl.DateTimeFormat('fr', { month: 'long' }).format(monthReferenceDate(3))).toBe('mars');
  });
  it.each([0, 13, 1.5, Number.NaN])('rejects %s', (month) => {
    expect(() => monthReferenceDate(month)).toThrow(RangeError);
  });
});

describe('shareOfTotal', () => {
  it('gives percentages of the total', () => {
    expect(shareOfTotal([45, 25, 20, 10], (n) => n)).toEqual([45, 25, 20, 10]);
    expect(shareOfTotal([1, 3], (n) => n)).toEqual([25, 75]);
  });
  it('is 0 for an empty total', () => {
    expect(shareOfTotal([0, 0], (n) => n)).toEqual([0, 0]);
  });
});

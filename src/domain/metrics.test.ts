import { describe, expect, it } from 'vitest';
import { changeDirection, changeTone, monthReferenceDate, shareOfTotal, weekdayReferenceDate } from './metrics';

describe('changeDirection (green if it starts with a plus sign, otherwise red)', () => {
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

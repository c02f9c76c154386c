import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { formatDateWith, formatNumberWith, formatRelativeWith, NO_VALUE, toDate } from './format';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('date formatting', () => {
  it('reads a plain ISO date as that calendar day, not UTC midnight', () => {
    const date = toDate('2025-03-15');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 15]);
  });
  it("writes the long style as month name, two-digit day and year in each locale's order", () => {
    expect(formatDateWith(intl('en'), '2025-03-05', 'long')).toBe('March 05, 2025');
    expect(formatDateWith(intl('de'), '2025-03-05', 'long')).toBe('05. März 2025');
    expect(formatDateWith(intl('sv'), '2025-03-05', 'long')).toBe('05 mars 2025');
    expect(formatDateWith(intl('fr'), '2025-03-05', 'long')).toBe('05 mars 2025');
  });
  it('formats relative times in the locale', () => {
    const now = new Date('2025-04-10T12:00:00Z');
    expect(formatRelativeWith(intl('en'), new Date('2025-04-10T10:00:00Z'), now)).toBe('2 hours ago');
    expect(formatRelativeWith(intl('de'), new Date('2025-04-08T12:00:00Z'), now)).toBe('vorgestern');
  });
});

describe('values that are not dates or numbers', () => {
  it("never shows 'Invalid Date' or 'NaN'", () => {
    expect(formatDateWith(intl('en'), 'not a date', 'long')).toBe(NO_VALUE);
    expect(formatDateWith(intl('en'), '2025-13-45T99', 'medium')).toBe(NO_VALUE);
    expect(formatRelativeWith(intl('en'), 'yesterday-ish', new Date())).toBe(NO_VALUE);
    expect(formatNumberWith(intl('en'), Number.NaN)).toBe(NO_VALUE);
    expect(formatNumberWith(intl('en'), Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
    expect(formatNumberWith(intl('en'), 15000)).toBe('15,000');
  });
});

// Locale-aware formatting. Dates and numbers always go through Intl, never a hand-written pattern.

import type { FormatNumberOptions, IntlShape } from '@formatjs/intl';

export type DateInput = Date | string | number;
/**
 * Named date styles. `long` is 'MMMM dd, yyyy' (month name, two-digit day, year),
 * written in the active locale's own order.
 */
export const DATE_STYLES = {
  long: { year: 'numeric', month: 'long', day: '2-digit' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  weekday: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A plain ISO date ('2025-03-15') is a calendar day in the user's time zone, not UTC midnight
 * (which `new Date('2025-03-15')` would give, showing the 14th west of Greenwich).
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** Shown instead of a date or number that cannot be one, so 'Invalid Date' and 'NaN' never reach the screen. */
export const NO_VALUE = '—';

export function formatDateWith(
  intl: IntlShape,
  value: DateInput,
  style: DateStyle | Intl.DateTimeFormatOptions = 'medium',
): string {
  const options = typeof style === 'string' ? DATE_STYLES[style] : style;
  // A calendar day is the same day in every time zone: it is written as that day, whatever the portal's zone.
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (day) {
    const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return Number.isNaN(utc.getTime()) ? NO_VALUE : intl.formatDate(utc, { ...options, timeZone: 'UTC' });
  }
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return intl.formatDate(date, options);
}

export function formatNumberWith(intl: IntlShape, value: number, options?: FormatNumberOptions): string {
  return Number.isFinite(value) ? intl.formatNumber(value, options) : NO_VALUE;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '3 hours ago', 'vor 2 Tagen': the largest unit that fits the distance from `now`. */
export function formatRelativeWith(intl: IntlShape, value: DateInput, now: DateInput = new Date()): string {
  if (Number.isNaN(toDate(value).getTime()) || Number.isNaN(toDate(now).getTime())) return NO_VALUE;
  const seconds = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
}

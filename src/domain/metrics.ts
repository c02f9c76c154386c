// The analytics page's figures: metric cards and the data of its three charts.

/** The direction a metric's change reports. */
export type ChangeDirection = 'increase' | 'decrease';

/** The first sign or digit of a formatted number: its sign, or a digit when it has none. */
const FIRST_SIGN_OR_DIGIT = /[+\-\u2212\p{Nd}]/u;

/**
 * The change is green if its sign is a plus, otherwise red. The sign is read as in a number: the first
 * sign or digit, past whatever `Intl` puts before it (bidi marks in Arabic, '\u200E+12%'; a currency,
 * '€ +0,12'). A minus in any form ('-', '−' U+2212 as in Swedish) is a decrease, and so is an unsigned
 * value (a zero change written with `signDisplay: 'exceptZero'`, '0%'), since the type has no neutral
 * direction. The rule is the sign of the text, not whether the change is good: a shorter delivery time
 * ('-0.3 days') is still a decrease.
 */
export function changeDirection(change: string): ChangeDirection {
  return change.match(FIRST_SIGN_OR_DIGIT)?.[0] === '+' ? 'increase' : 'decrease';
}

/** The colour tone for a change: `success` (green) for an increase, `danger` (red) otherwise. */
export function changeTone(change: string): 'success' | 'danger' {
  return changeDirection(change) === 'increase' ? 'success' : 'danger';
}

/** The four metrics of the analytics page, in order. Their names are translated by the UI. */
export const ANALYTICS_METRICS = [
  'averageDeliveryTime',
  'successfulDeliveries',
  'customerSatisfaction',
  'costPerDelivery',
] as const;
export type AnalyticsMetricId = (typeof ANALYTICS_METRICS)[number];

/** How a metric's value and change are written: a number of days, a percentage or an amount of money. */
export type MetricUnit = 'days' | 'percent' | 'currency';

/** A metric row: metric, value, change. Numbers, so each locale writes them its own way. */
export interface AnalyticsMetric {
  metric: AnalyticsMetricId;
  /** The current value: days, a fraction for percentages (0.983 = 98.3%), or an amount in `currency`. */
  value: number;
  /** The change over the previous period, in the same unit; its sign decides the colour. */
  change: number;
  unit: MetricUnit;
  /** ISO 4217 code for `currency` metrics; defaults to USD. */
  currency?: string;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A weekday with the share of deliveries on time and delayed, in percent. */
export interface DeliveryPerformanceDatum {
  weekday: IsoWeekday;
  onTime: number;
  delayed: number;
}

/** A month with its shipment volume. */
export interface ShipmentVolumeDatum {
  /** Month of the year, 1 = January … 12 = December. */
  month: number;
  volume: number;
}

/** The regions of the distribution chart. Their names are translated by the UI. */
export const REGIONS = ['northAmerica', 'europe', 'asia', 'other'] as const;
export type RegionId = (typeof REGIONS)[number];

/** A region with its share of shipments, in percent. */
export interface RegionShareDatum {
  region: RegionId;
  value: number;
}

/**
 * A date that falls on the given ISO weekday (in the week of Monday 1 January 2024), so that
 * `Intl.DateTimeFormat` with `{ weekday }` writes its name in any locale. Local time, mid-day.
 */
export function weekdayReferenceDate(weekday: IsoWeekday): Date {
  return new Date(2024, 0, weekday, 12);
}

/** A date in the given month (1–12), so that `Intl.DateTimeFormat` with `{ month }` writes its name. */
export function monthReferenceDate(month: number): Date {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Month must be 1–12, got ${month}`);
  return new Date(2024, month - 1, 15, 12);
}

/** Each part's share of the total in percent (0 when the total is 0). */
export function shareOfTotal<T>(items: readonly T[], value: (item: T) => number): number[] {
  const total = items.reduce((sum, item) => sum + value(item), 0);
  return items.map((item) => (total > 0 ? (value(item) / total) * 100 : 0));
}

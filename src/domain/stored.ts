// Building blocks of the repairs that stored data passes through before it is shown: what a user, an old
// version or another tool left in localStorage may be anything, so each value is checked, fixed where
// a sensible value exists, or dropped. Pure functions, no DOM.

/** A plain object (not null, not an array), whose fields can be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a value is a real calendar day written 'YYYY-MM-DD' ('2025-02-30' is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether a value is a date that formats as a real date: an ISO day ('2025-03-15') or an ISO date-time
 * ('2025-03-15T10:30:00.000Z'). Other strings the browser might guess at ('March 5', '1') are refused, so
 * what is shown never depends on a browser's guess and never reads 'Invalid Date'.
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (isIsoDay(value)) return true;
  const match = ISO_DATE_TIME.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) && Number.isFinite(Date.parse(value));
}

/** A non-empty string id, or undefined. */
export function storedId(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The items in order with any later item whose id was already seen dropped (the first one wins). */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** A count as a whole number of at least 0: negative becomes 0; anything not a finite number is undefined. */
export function nonNegativeWhole(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.max(0, Math.round(value));
}

/** A number clamped to `min`–`max`; anything not a finite number is undefined. */
export function clampNumber(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, value));
}

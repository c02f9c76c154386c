import { type CalendarDate, endOfMonth, endOfWeek, maxDate, minDate, startOfMonth, startOfWeek } from '@internationalized/date';

/** A range of days, both ends included. `end` is null while the second end is being picked. */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate | null;
}

/**
 * The ranges a portal's filters offer most, each with a translated label. Weeks start on the day the
 * locale starts them (Monday in Swedish, German and French, Sunday in US English).
 */
export const DATE_RANGE_PRESETS = {
  thisWeek: (today: CalendarDate, locale: string) => ({ start: startOfWeek(today, locale), end: endOfWeek(today, locale) }),
  nextWeek: (today: CalendarDate, locale: string) => {
    const next = today.add({ weeks: 1 });
    return { start: startOfWeek(next, locale), end: endOfWeek(next, locale) };
  },
  next7Days: (today: CalendarDate) => ({ start: today, end: today.add({ days: 6 }) }),
  next30Days: (today: CalendarDate) => ({ start: today, end: today.add({ days: 29 }) }),
  last7Days: (today: CalendarDate) => ({ start: today.subtract({ days: 6 }), end: today }),
  last30Days: (today: CalendarDate) => ({ start: today.subtract({ days: 29 }), end: today }),
  thisMonth: (today: CalendarDate) => ({ start: startOfMonth(today), end: endOfMonth(today) }),
  nextMonth: (today: CalendarDate) => {
    const next = today.add({ months: 1 });
    return { start: startOfMonth(next), end: endOfMonth(next) };
  },
  lastMonth: (today: CalendarDate) => {
    const last = today.subtract({ months: 1 });
    return { start: startOfMonth(last), end: endOfMonth(last) };
  },
} satisfies Record<string, (today: CalendarDate, locale: string) => { start: CalendarDate; end: CalendarDate }>;

/** The name of one of the built-in presets. */
export type DateRangePresetName = keyof typeof DATE_RANGE_PRESETS;

/**
 * A preset's range cut to what can be picked (`min`, `max`), or null when none of it can be: its button is
 * then disabled rather than choosing days the calendar refuses.
 */
export function presetWithin(
  range: { start: CalendarDate; end: CalendarDate },
  min: CalendarDate | undefined,
  max: CalendarDate | undefined,
): { start: CalendarDate; end: CalendarDate } | null {
  const start = min ? (maxDate(range.start, min) ?? range.start) : range.start;
  const end = max ? (minDate(range.end, max) ?? range.end) : range.end;
  return start.compare(end) > 0 ? null : { start, end };
}

/** The range as one ISO 8601 interval (`2026-01-12/2026-01-18`), as a form submits it; '' when incomplete. */
export const isoInterval = (range: DateRange | null | undefined) =>
  range?.end ? `${range.start.toString()}/${range.end.toString()}` : '';

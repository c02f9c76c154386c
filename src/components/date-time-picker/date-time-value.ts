// The pure rules of a date-time picker: a day and a time made into one value, in a time zone or none, and
// taken apart again; what a form submits; which times the day of a bound allows.
import {
  type CalendarDate,
  type CalendarDateTime,
  type Time,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
  toTimeZone,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

/** A date and a time: on the wall clock (`CalendarDateTime`), or at an instant in a time zone (`ZonedDateTime`). */
export type DateTimeValue = CalendarDateTime | ZonedDateTime;

/** The day and the time a picker shows, each `null` until chosen. */
export interface DateTimeParts {
  date: CalendarDate | null;
  time: Time | null;
}

const isZoned = (value: DateTimeValue): value is ZonedDateTime => 'timeZone' in value;

/**
 * The wall clock of `value` as `zone` shows it: a zoned value read there (in its own zone without one), a wall
 * clock as it is, or in `zone` as it resolves there (a time the clocks skip moves on, see `combine`).
 */
export function wallClock(value: DateTimeValue, zone?: string): CalendarDateTime {
  if (isZoned(value)) return toCalendarDateTime(zone ? toTimeZone(value, zone) : value);
  return zone ? toCalendarDateTime(toZoned(value, zone)) : value;
}

/** The day and the time `value` shows, read in `zone`. */
export function partsOf(value: DateTimeValue | null | undefined, zone?: string): DateTimeParts {
  if (!value) return { date: null, time: null };
  const local = wallClock(value, zone);
  return { date: toCalendarDate(local), time: toTime(local) };
}

/**
 * The value of a day and a time: the wall clock, or with `zone` the instant in it. A time that a
 * daylight-saving change skips (02:30 the night clocks go from 02:00 to 03:00) moves on by the gap, to
 * 03:30, as `@internationalized/date` resolves it ('compatible', as Temporal does).
 */
export function combine(date: CalendarDate, time: Time, zone?: string): DateTimeValue {
  const local = toCalendarDateTime(date, time);
  return zone ? toZoned(local, zone) : local;
}

/** Whether two values (or nulls) show the same date and time in `zone`. */
export function sameValue(a: DateTimeValue | null, b: DateTimeValue | null, zone?: string): boolean {
  if (!a || !b) return a === b;
  return wallClock(a, zone).compare(wallClock(b, zone)) === 0;
}

/**
 * What a form submits: '2030-01-15T09:30' for a wall clock, as `<input type="datetime-local">` does, and the
 * instant with its offset and zone for a zoned value (RFC 9557, as Temporal writes it):
 * '2030-01-15T09:30:00+01:00[Europe/Stockholm]'.
 */
export function toFormValue(value: DateTimeValue | null): string {
  if (!value) return '';
  return isZoned(value) ? value.toString() : value.toString().slice(0, 16);
}

/** The earliest and latest time on `date`: the bound's own time on the bound's day, no limit on other days. */
export function timeBoundsOn(
  date: CalendarDate | null,
  min?: CalendarDateTime,
  max?: CalendarDateTime,
): { min?: Time; max?: Time } {
  if (!date) return {};
  return {
    min: min && date.compare(toCalendarDate(min)) === 0 ? toTime(min) : undefined,
    max: max && date.compare(toCalendarDate(max)) === 0 ? toTime(max) : undefined,
  };
}

// The pure rules of a time field: the wall-clock `Time` a portal works with, and the date-and-time Ark's date
// input edits. The date is a fixed day, so the field never reads the clock (the same text on the server and
// in the browser) and no daylight-saving gap can move a time it holds.
import { CalendarDateTime, DateFormatter, type DateValue, Time } from '@internationalized/date';

/** The smallest part a time field shows. */
export type TimeGranularity = 'minute' | 'second';

/** 12 hours with a day period (AM/PM), or 24 hours. */
export type HourCycle = 12 | 24;

/** `Intl`'s name for an hour cycle; `undefined` leaves the language's own clock. */
export const hourCycleOf = (cycle: HourCycle | undefined) => (cycle === undefined ? undefined : cycle === 12 ? 'h12' : 'h23');

/** The day every time is edited on: any fixed day works, as only its time is read. */
const DAY = { year: 2000, month: 1, day: 1 } as const;

/** The date-and-time Ark's date input edits for a time: `time` on the fixed day. */
export function onFixedDay(time: Time): CalendarDateTime {
  return new CalendarDateTime(DAY.year, DAY.month, DAY.day, time.hour, time.minute, time.second);
}

/** Where the empty field starts: midnight, so the first ArrowUp on an empty minute gives :00. */
export const PLACEHOLDER = onFixedDay(new Time(0, 0));

/** The time of a date value (or null for none), seconds dropped unless the field shows them. */
export function timeOf(value: DateValue | undefined, granularity: TimeGranularity): Time | null {
  if (!value || !('hour' in value)) return null;
  return new Time(value.hour, value.minute, granularity === 'second' ? value.second : 0);
}

/** The time as a native `<input type="time">` submits it: '09:30', or '09:30:15' with seconds. */
export function toIsoTime(time: Time | null, granularity: TimeGranularity): string {
  if (!time) return '';
  const iso = time.toString(); // 'HH:mm:ss'
  return granularity === 'second' ? iso.slice(0, 8) : iso.slice(0, 5);
}

/** Which bound a time (or a date: DateField's rule too) breaks: 'early' before `min`, 'late' after `max`, else null. */
export function rangeProblem<T extends { compare(other: T): number }>(time: T | null, min?: T, max?: T): 'early' | 'late' | null {
  if (!time) return null;
  if (min && time.compare(min) < 0) return 'early';
  if (max && time.compare(max) > 0) return 'late';
  return null;
}

/** How a time reads in `locale` ('9:30 AM', '09:30'), hours by `hourCycle` (12 or 24) or else the language's clock. */
export function formatTime(
  locale: string,
  time: Time,
  { hourCycle, leadingZeros = true }: { hourCycle?: HourCycle; leadingZeros?: boolean } = {},
) {
  return new DateFormatter(locale, {
    hour: leadingZeros ? '2-digit' : 'numeric',
    minute: '2-digit',
    second: time.second ? '2-digit' : undefined,
    timeZone: 'UTC',
    hourCycle: hourCycleOf(hourCycle),
  }).format(onFixedDay(time).toDate('UTC'));
}

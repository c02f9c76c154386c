// The pure rules of a time picker's list: which times it offers, and where it opens on a time it does not list.
import { Time } from '@internationalized/date';

const minutesOf = (time: Time) => time.hour * 60 + time.minute;

/**
 * The times from `from` to `to`, both included when they fall on a step, every `step` minutes
 * (`timesBetween(new Time(6), new Time(20), 30)`: 06:00, 06:30 … 20:00). A `step` under one minute counts as one.
 */
export function timesBetween(from: Time, to: Time, step: number): Time[] {
  const every = Math.max(1, Math.round(step));
  const times: Time[] = [];
  for (let minutes = minutesOf(from); minutes <= minutesOf(to); minutes += every)
    times.push(new Time(Math.floor(minutes / 60), minutes % 60));
  return times;
}

/** The listed time a list opens on for `time`: the first at or after it, else the last; none for an empty list. */
export function nearestListed(times: Time[], time: Time): Time | undefined {
  return times.find((listed) => listed.compare(time) >= 0) ?? times.at(-1);
}

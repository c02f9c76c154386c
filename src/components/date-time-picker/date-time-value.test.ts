import { CalendarDate, CalendarDateTime, parseZonedDateTime, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { combine, partsOf, sameValue, timeBoundsOn, toFormValue, wallClock } from './date-time-value';

const day = new CalendarDate(2030, 1, 15);

describe('combine', () => {
  it('makes a wall-clock value without a zone', () => {
    expect(combine(day, new Time(9, 30)).toString()).toBe('2030-01-15T09:30:00');
  });
  it('makes the instant in a zone', () => {
    expect(combine(day, new Time(9, 30), 'Europe/Stockholm').toString()).toBe('2030-01-15T09:30:00+01:00[Europe/Stockholm]');
  });
  it('moves a time the clocks skip on by the gap', () => {
    // New York, 10 March 2030: 02:00 becomes 03:00.
    const skipped = combine(new CalendarDate(2030, 3, 10), new Time(2, 30), 'America/New_York');
    expect(skipped.toString()).toBe('2030-03-10T03:30:00-04:00[America/New_York]');
  });
});

describe('partsOf and wallClock', () => {
  it('read a zoned value in the picker zone', () => {
    const value = parseZonedDateTime('2030-01-15T23:30[UTC]');
    expect(wallClock(value, 'Europe/Stockholm').toString()).toBe('2030-01-16T00:30:00');
    const parts = partsOf(value, 'Europe/Stockholm');
    expect(parts.date?.toString()).toBe('2030-01-16');
    expect(parts.time?.toString()).toBe('00:30:00');
  });
  it('resolve a wall clock in the zone, a skipped time moved on', () => {
    expect(wallClock(new CalendarDateTime(2030, 3, 10, 2, 30), 'America/New_York').toString()).toBe('2030-03-10T03:30:00');
    expect(wallClock(new CalendarDateTime(2030, 3, 10, 2, 30)).toString()).toBe('2030-03-10T02:30:00');
  });
  it('give nothing for no value', () => {
    expect(partsOf(null)).toEqual({ date: null, time: null });
  });
});

describe('toFormValue', () => {
  it('writes a wall clock as a datetime-local input does, and a zoned value with its offset and zone', () => {
    expect(toFormValue(new CalendarDateTime(2030, 1, 15, 9, 30))).toBe('2030-01-15T09:30');
    expect(toFormValue(combine(day, new Time(9, 30), 'Europe/Stockholm'))).toBe('2030-01-15T09:30:00+01:00[Europe/Stockholm]');
    expect(toFormValue(null)).toBe('');
  });
});

describe('sameValue', () => {
  it('tells values apart by what they show in the zone', () => {
    expect(sameValue(combine(day, new Time(9)), combine(day, new Time(9)))).toBe(true);
    expect(sameValue(combine(day, new Time(9)), combine(day, new Time(10)))).toBe(false);
    const utc = combine(day, new Time(8), 'UTC');
    expect(sameValue(utc, combine(day, new Time(9), 'Europe/Stockholm'), 'Europe/Stockholm')).toBe(true);
    expect(sameValue(utc, combine(day, new Time(8), 'Europe/Stockholm'), 'Europe/Stockholm')).toBe(false);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(null, combine(day, new Time(9)))).toBe(false);
  });
  it('sees a skipped time and the time it moves on to as one', () => {
    const gapDay = new CalendarDate(2030, 3, 10);
    const typed = new CalendarDateTime(2030, 3, 10, 2, 30);
    expect(sameValue(typed, combine(gapDay, new Time(2, 30), 'America/New_York'), 'America/New_York')).toBe(true);
  });
});

describe('timeBoundsOn', () => {
  const min = new CalendarDateTime(2030, 1, 15, 12, 0);
  const max = new CalendarDateTime(2030, 1, 20, 16, 0);
  it("takes the bound's time on the bound's day only", () => {
    expect(timeBoundsOn(day, min, max).min?.toString()).toBe('12:00:00');
    expect(timeBoundsOn(day, min, max).max).toBeUndefined();
    expect(timeBoundsOn(new CalendarDate(2030, 1, 20), min, max).max?.toString()).toBe('16:00:00');
    expect(timeBoundsOn(new CalendarDate(2030, 1, 17), min, max)).toEqual({ min: undefined, max: undefined });
  });
  it('has no bounds before a day is chosen', () => {
    expect(timeBoundsOn(null, min, max)).toEqual({});
  });
});

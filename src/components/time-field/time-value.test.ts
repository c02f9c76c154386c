import { CalendarDate, CalendarDateTime, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { onFixedDay, PLACEHOLDER, rangeProblem, timeOf, toIsoTime } from './time-value';

describe('time values', () => {
  it('edits a time on one fixed day, and reads the time back', () => {
    const edited = onFixedDay(new Time(9, 30, 15));
    expect(edited).toBeInstanceOf(CalendarDateTime);
    expect(timeOf(edited, 'second')).toEqual(new Time(9, 30, 15));
    expect(onFixedDay(new Time(23, 0)).toString().slice(0, 10)).toBe(edited.toString().slice(0, 10));
  });

  it('drops the seconds a minute field does not show, and reads no time from a date or nothing', () => {
    expect(timeOf(new CalendarDateTime(2026, 3, 29, 2, 30, 45), 'minute')).toEqual(new Time(2, 30));
    expect(timeOf(new CalendarDate(2026, 3, 29), 'minute')).toBeNull();
    expect(timeOf(undefined, 'minute')).toBeNull();
  });

  it('starts an empty field at midnight', () => {
    expect(timeOf(PLACEHOLDER, 'second')).toEqual(new Time(0, 0, 0));
  });

  it('submits as a native time input does', () => {
    expect(toIsoTime(new Time(9, 5), 'minute')).toBe('09:05');
    expect(toIsoTime(new Time(21, 30, 7), 'second')).toBe('21:30:07');
    expect(toIsoTime(null, 'minute')).toBe('');
  });

  it('tells which bound a time breaks, the bounds themselves included in the range', () => {
    const min = new Time(6);
    const max = new Time(20);
    expect(rangeProblem(new Time(5, 59), min, max)).toBe('early');
    expect(rangeProblem(new Time(20, 1), min, max)).toBe('late');
    expect(rangeProblem(new Time(6), min, max)).toBeNull();
    expect(rangeProblem(new Time(20), min, max)).toBeNull();
    expect(rangeProblem(new Time(3), undefined, max)).toBeNull();
    expect(rangeProblem(null, min, max)).toBeNull();
  });
});

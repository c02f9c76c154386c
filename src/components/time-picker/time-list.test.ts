import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { nearestListed, timesBetween } from './time-list';

const iso = (times: Time[]) => times.map((time) => time.toString().slice(0, 5));

describe('timesBetween', () => {
  it('lists every step from the first time to the last, both included', () => {
    expect(iso(timesBetween(new Time(6), new Time(8), 30))).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00']);
  });
  it('stops before the last time when it is not on a step', () => {
    expect(iso(timesBetween(new Time(9, 10), new Time(10, 30), 45))).toEqual(['09:10', '09:55']);
  });
  it('covers a whole day at a step without passing midnight', () => {
    const day = timesBetween(new Time(0), new Time(23, 59), 30);
    expect(day).toHaveLength(48);
    expect(iso(day.slice(-1))).toEqual(['23:30']);
  });
  it('is empty when the last time comes before the first', () => {
    expect(timesBetween(new Time(12), new Time(11), 15)).toEqual([]);
  });
  it('counts a step under a minute as one minute', () => {
    expect(iso(timesBetween(new Time(9), new Time(9, 2), 0))).toEqual(['09:00', '09:01', '09:02']);
  });
});

describe('nearestListed', () => {
  const times = timesBetween(new Time(6), new Time(20), 30);
  it('opens on the first listed time at or after the time', () => {
    expect(nearestListed(times, new Time(9, 10))?.toString()).toBe('09:30:00');
    expect(nearestListed(times, new Time(9, 30))?.toString()).toBe('09:30:00');
  });
  it('opens on the first or last time for one outside the list', () => {
    expect(nearestListed(times, new Time(5))?.toString()).toBe('06:00:00');
    expect(nearestListed(times, new Time(21))?.toString()).toBe('20:00:00');
  });
  it('has nothing to open on in an empty list', () => {
    expect(nearestListed([], new Time(9))).toBeUndefined();
  });
});

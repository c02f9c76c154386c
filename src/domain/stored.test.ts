import { describe, expect, it } from 'vitest';
import { clampNumber, isIsoDate, isIsoDay, isRecord, nonNegativeWhole, storedId, uniqueById } from './stored';

describe('stored-data helpers', () => {
  it('isRecord: plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('isIsoDay: real calendar days only', () => {
    expect(isIsoDay('2025-03-15')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-00-10')).toBe(false);
    expect(isIsoDay('2025-3-15')).toBe(false);
    expect(isIsoDay('2025-03-15T10:00:00Z')).toBe(false);
    expect(isIsoDay(20250315)).toBe(false);
  });

  it('isIsoDate: ISO days and date-times, never a guess', () => {
    expect(isIsoDate('2025-03-15')).toBe(true);
    expect(isIsoDate('2025-03-15T10:30:00.000Z')).toBe(true);
    expect(isIsoDate('2025-03-15T10:30')).toBe(true);
    expect(isIsoDate('2025-03-15T10:30:00+01:00')).toBe(true);
    for (const bad of [
      '',
      'Invalid Date',
      'March 5, 2025',
      '1',
      'garbage 2',
      '2025-02-30T10:00:00Z',
      '2025-03-15T25:00:00Z',
      null,
      0,
    ]) {
      expect(isIsoDate(bad), String(bad)).toBe(false);
    }
  });

  it('storedId: non-empty strings', () => {
    expect(storedId('a')).toBe('a');
    expect(storedId('')).toBeUndefined();
    expect(storedId('  ')).toBeUndefined();
    expect(storedId(1)).toBeUndefined();
  });

  it('uniqueById keeps the first of each id, in order', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });

  it('nonNegativeWhole: negative → 0, fractions rounded, not a finite number → undefined', () => {
    expect(nonNegativeWhole(15000)).toBe(15000);
    expect(nonNegativeWhole(-5)).toBe(0);
    expect(nonNegativeWhole(2.6)).toBe(3);
    expect(nonNegativeWhole(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(nonNegativeWhole(Number.NaN)).toBeUndefined();
    expect(nonNegativeWhole('12')).toBeUndefined();
  });

  it('clampNumber', () => {
    expect(clampNumber(250, 0, 100)).toBe(100);
    expect(clampNumber(-3, 0, 100)).toBe(0);
    expect(clampNumber(42.5, 0, 100)).toBe(42.5);
    expect(clampNumber(null, 0, 100)).toBeUndefined();
  });
});

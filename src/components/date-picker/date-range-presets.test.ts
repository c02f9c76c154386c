import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, isoInterval, presetWithin } from './date-range-presets';

// A Thursday.
const today = new CalendarDate(2026, 1, 15);
const text = (range: { start: CalendarDate; end: CalendarDate | null } | null) => (range ? `${range.start}/${range.end}` : null);

describe('DATE_RANGE_PRESETS', () => {
  it("starts the week on the locale's first day", () => {
    expect(text(DATE_RANGE_PRESETS.thisWeek(today, 'sv-SE'))).toBe('2026-01-12/2026-01-18');
    expect(text(DATE_RANGE_PRESETS.thisWeek(today, 'en-US'))).toBe('2026-01-11/2026-01-17');
    expect(text(DATE_RANGE_PRESETS.nextWeek(today, 'de-DE'))).toBe('2026-01-19/2026-01-25');
  });

  it('counts today as the first of the next days and the last of the past ones', () => {
    expect(text(DATE_RANGE_PRESETS.next7Days(today))).toBe('2026-01-15/2026-01-21');
    expect(text(DATE_RANGE_PRESETS.next30Days(today))).toBe('2026-01-15/2026-02-13');
    expect(text(DATE_RANGE_PRESETS.last7Days(today))).toBe('2026-01-09/2026-01-15');
    expect(text(DATE_RANGE_PRESETS.last30Days(today))).toBe('2025-12-17/2026-01-15');
  });

  it('takes whole months, across the year', () => {
    expect(text(DATE_RANGE_PRESETS.thisMonth(today))).toBe('2026-01-01/2026-01-31');
    expect(text(DATE_RANGE_PRESETS.lastMonth(today))).toBe('2025-12-01/2025-12-31');
    expect(text(DATE_RANGE_PRESETS.nextMonth(new CalendarDate(2026, 1, 31)))).toBe('2026-02-01/2026-02-28');
  });
});

describe('presetWithin', () => {
  const lastWeek = DATE_RANGE_PRESETS.last7Days(today);
  it('cuts a range to min and max', () => {
    expect(text(presetWithin(lastWeek, new CalendarDate(2026, 1, 12), undefined))).toBe('2026-01-12/2026-01-15');
    expect(text(presetWithin(lastWeek, undefined, new CalendarDate(2026, 1, 10)))).toBe('2026-01-09/2026-01-10');
  });
  it('is null when none of the range can be picked', () => {
    expect(presetWithin(lastWeek, new CalendarDate(2026, 1, 16), undefined)).toBeNull();
  });
});

describe('isoInterval', () => {
  it('is the ISO 8601 interval of a whole range, and empty otherwise', () => {
    expect(isoInterval({ start: new CalendarDate(2026, 1, 12), end: new CalendarDate(2026, 1, 18) })).toBe(
      '2026-01-12/2026-01-18',
    );
    expect(isoInterval({ start: new CalendarDate(2026, 1, 12), end: null })).toBe('');
    expect(isoInterval(null)).toBe('');
  });
});

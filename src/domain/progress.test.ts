import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRESS_MAX, normalizeProgress, progressMax } from './progress';

describe('progressMax', () => {
  it('keeps a positive, finite maximum', () => {
    expect(progressMax(250)).toBe(250);
    expect(progressMax(0.5)).toBe(0.5);
  });
  it.each([0, -1, -100, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, null])(
    'treats %s as 100',
    (max) => {
      expect(progressMax(max)).toBe(DEFAULT_PROGRESS_MAX);
      expect(DEFAULT_PROGRESS_MAX).toBe(100);
    },
  );
});

describe('normalizeProgress', () => {
  it('computes the percentage of a value inside 0..max', () => {
    expect(normalizeProgress(40)).toEqual({ value: 40, max: 100, percent: 40 });
    expect(normalizeProgress(30, 60)).toEqual({ value: 30, max: 60, percent: 50 });
  });
  it('includes both ends of the range', () => {
    expect(normalizeProgress(0)).toEqual({ value: 0, max: 100, percent: 0 });
    expect(normalizeProgress(100)).toEqual({ value: 100, max: 100, percent: 100 });
  });
  it('measures against 100 when the maximum is not a positive number', () => {
    expect(normalizeProgress(40, 0)).toEqual({ value: 40, max: 100, percent: 40 });
    expect(normalizeProgress(40, -5)).toEqual({ value: 40, max: 100, percent: 40 });
    expect(normalizeProgress(40, Number.NaN)).toEqual({ value: 40, max: 100, percent: 40 });
  });
  it('is indeterminate for a value outside 0..max', () => {
    expect(normalizeProgress(-1)).toEqual({ value: null, max: 100, percent: null });
    expect(normalizeProgress(101)).toEqual({ value: null, max: 100, percent: null });
    expect(normalizeProgress(61, 60)).toEqual({ value: null, max: 60, percent: null });
    // The maximum rule applies first: 150 is outside 0..100 once an invalid maximum becomes 100.
    expect(normalizeProgress(150, 0)).toEqual({ value: null, max: 100, percent: null });
  });
  it('is indeterminate for a missing or non-numeric value', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(normalizeProgress(value)).toEqual({ value: null, max: 100, percent: null });
    }
  });
});

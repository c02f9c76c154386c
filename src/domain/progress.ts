// A progress bar treats a maximum that is not a positive number as 100, and a value outside 0 to maximum
// as indeterminate, so bad data never draws a bar that lies (no full bar for 120 of 100).

/** The maximum used when the given one is not a positive, finite number. */
export const DEFAULT_PROGRESS_MAX = 100;

export interface ProgressState {
  /** The value to show, or null when the progress is indeterminate. */
  value: number | null;
  /** The maximum to measure against: always a positive, finite number. */
  max: number;
  /** value / max as a percentage (0–100), or null when indeterminate. */
  percent: number | null;
}

/** The maximum to use: `max` when it is a positive, finite number, else 100 (0, negative, NaN, Infinity, missing). */
export function progressMax(max: number | null | undefined): number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
}

/**
 * Applies those rules. A value that is missing, not a number, or outside 0..max (after the
 * maximum rule) makes the progress indeterminate: `value` and `percent` are null.
 */
export function normalizeProgress(value: number | null | undefined, max?: number | null): ProgressState {
  const safeMax = progressMax(max);
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > safeMax) {
    return { value: null, max: safeMax, percent: null };
  }
  return { value, max: safeMax, percent: (value / safeMax) * 100 };
}

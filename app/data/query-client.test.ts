import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('the data client', () => {
  it('retries a failed read 3 times, 1, 2 and 4 seconds apart, and keeps unused data 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    const delay = queries?.retryDelay as (failures: number, error: unknown) => number;
    expect([0, 1, 2].map((failures) => delay(failures, new Error('503')))).toEqual([1000, 2000, 4000]);
  });

  it('doubles the wait up to 30 seconds and no further', () => {
    expect([3, 4, 5, 10].map(retryDelay)).toEqual([8000, 16_000, 30_000, 30_000]);
  });
});

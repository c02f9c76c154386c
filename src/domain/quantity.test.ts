import { describe, expect, it } from 'vitest';
import { clampQuantityPosition, positionForQuantity, QUANTITY_STEPS, quantityForPosition } from './quantity';

describe('quantityForPosition', () => {
  it.each([
    [0, 15_000],
    [1, 50_000],
    [2, 100_000],
    [3, 150_000],
    [4, 250_000],
  ])('position %s → %s units', (position, units) => {
    expect(quantityForPosition(position)).toBe(units);
  });
  it('clamps and rounds positions outside 0–4', () => {
    expect(quantityForPosition(-1)).toBe(15_000);
    expect(quantityForPosition(9)).toBe(250_000);
    expect(quantityForPosition(1.6)).toBe(100_000);
    expect(quantityForPosition(Number.NaN)).toBe(15_000);
    expect(clampQuantityPosition(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('positionForQuantity', () => {
  it('is the inverse for every step', () => {
    expect(QUANTITY_STEPS.map((units) => positionForQuantity(units))).toEqual([0, 1, 2, 3, 4]);
  });
  it('picks the nearest step for other amounts', () => {
    expect(positionForQuantity(0)).toBe(0);
    expect(positionForQuantity(120_000)).toBe(2);
    expect(positionForQuantity(1_000_000)).toBe(4);
  });
});

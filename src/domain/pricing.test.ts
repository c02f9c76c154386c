import { describe, expect, it } from 'vitest';
import { ANNUAL_DISCOUNT, BILLING_CYCLES, FREE_TRIAL_DAYS, isBillingCycle, isValidPrice, planPrice } from './pricing';

describe('pricing constants', () => {
  it('saves 20% on annual billing and offers a 14-day trial', () => {
    expect(ANNUAL_DISCOUNT).toBe(0.2);
    expect(FREE_TRIAL_DAYS).toBe(14);
  });
  it('lists monthly before annual', () => {
    expect(BILLING_CYCLES).toEqual(['monthly', 'annual']);
  });
});

describe('planPrice, monthly', () => {
  it('bills the list price every month with no saving', () => {
    expect(planPrice(79, 'monthly')).toEqual({
      cycle: 'monthly',
      perMonth: 79,
      billed: 79,
      perYear: 948,
      yearlySaving: 0,
      discount: 0,
    });
  });
  it('works for every plan', () => {
    expect(planPrice(29, 'monthly').perYear).toBe(348);
    expect(planPrice(199, 'monthly').billed).toBe(199);
  });
});

describe('planPrice, annual', () => {
  it('bills 79 × 12 × 0.8 = 758.40 exactly once a year', () => {
    const price = planPrice(79, 'annual');
    expect(price.billed).toBe(758.4);
    expect(price.perYear).toBe(758.4);
    expect(price.perMonth).toBe(63.2);
    expect(price.yearlySaving).toBe(189.6);
    expect(price.discount).toBe(0.2);
  });
  it('gives Starter and Enterprise their yearly prices and savings', () => {
    expect(planPrice(29, 'annual')).toMatchObject({ billed: 278.4, perMonth: 23.2, yearlySaving: 69.6 });
    expect(planPrice(199, 'annual')).toMatchObject({ billed: 1910.4, perMonth: 159.2, yearlySaving: 477.6 });
  });
  it('always adds up: the yearly price plus the saving is twelve monthly payments', () => {
    for (const monthly of [0, 0.99, 9.95, 29, 79, 199, 1234.56]) {
      const annual = planPrice(monthly, 'annual');
      expect(Math.round((annual.perYear + annual.yearlySaving) * 100)).toBe(Math.round(monthly * 12 * 100));
    }
  });
  it('rounds to whole cents', () => {
    const price = planPrice(9.99, 'annual');
    expect(price.billed).toBe(95.9);
    expect(price.perMonth).toBe(7.99);
    expect(Number.isInteger(Math.round(price.billed * 100))).toBe(true);
  });
  it('is free when the plan is free', () => {
    expect(planPrice(0, 'annual')).toMatchObject({ billed: 0, yearlySaving: 0 });
  });
});

describe('invalid input', () => {
  it('rejects negative and non-finite prices', () => {
    expect(isValidPrice(-1)).toBe(false);
    expect(isValidPrice(Number.NaN)).toBe(false);
    expect(isValidPrice(Number.POSITIVE_INFINITY)).toBe(false);
    expect(() => planPrice(-1, 'monthly')).toThrow(RangeError);
    expect(() => planPrice(Number.NaN, 'annual')).toThrow(RangeError);
  });
  it('recognises billing cycles', () => {
    expect(isBillingCycle('monthly')).toBe(true);
    expect(isBillingCycle('annual')).toBe(true);
    expect(isBillingCycle('yearly')).toBe(false);
    expect(isBillingCycle(undefined)).toBe(false);
  });
});

// Billing terms: plan prices are monthly, in US dollars; annual billing saves 20%.
// Money is worked out in whole cents so 79 × 12 × 0.8 is exactly 758.40, not 758.4000000000001.

/** How often a customer pays: every month, or once a year at the annual discount. */
export type BillingCycle = 'monthly' | 'annual';

/** Every billing cycle, in the order the switch shows them. */
export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

/** The currency every plan is priced in. */
export const PRICING_CURRENCY = 'USD';

/** Annual billing saves 20% on twelve monthly payments. */
export const ANNUAL_DISCOUNT = 0.2;

/** Months in a billing year. */
export const MONTHS_PER_YEAR = 12;

/** Free trial length in days; the trial needs no credit card. */
export const FREE_TRIAL_DAYS = 14;

/** What a plan costs on one billing cycle. All amounts in dollars, rounded to whole cents. */
export interface PlanPrice {
  /** The billing cycle these figures are for. */
  cycle: BillingCycle;
  /** The effective price per month: the list price, or the discounted one on annual billing. */
  perMonth: number;
  /** What one payment is: a month's price on monthly billing, the year's price on annual billing. */
  billed: number;
  /** What a year costs on this cycle. */
  perYear: number;
  /** How much a year on this cycle saves against paying monthly (0 on monthly billing). */
  yearlySaving: number;
  /** The discount as a fraction (0.2 on annual billing, 0 on monthly). */
  discount: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** True for a finite, non-negative price in dollars. */
export function isValidPrice(price: number): boolean {
  return Number.isFinite(price) && price >= 0;
}

/**
 * The price of a plan with a monthly list price of `monthlyPrice` dollars on `cycle`.
 * Monthly: billed the list price each month. Annual: 12 months at 20% off, billed once a year.
 * A negative or non-finite price is a programming error and throws.
 */
export function planPrice(monthlyPrice: number, cycle: BillingCycle): PlanPrice {
  if (!isValidPrice(monthlyPrice)) throw new RangeError(`Invalid monthly price: ${monthlyPrice}`);
  const monthCents = toCents(monthlyPrice);
  const fullYearCents = monthCents * MONTHS_PER_YEAR;
  if (cycle === 'monthly') {
    return {
      cycle,
      perMonth: toDollars(monthCents),
      billed: toDollars(monthCents),
      perYear: toDollars(fullYearCents),
      yearlySaving: 0,
      discount: 0,
    };
  }
  const yearCents = Math.round(fullYearCents * (1 - ANNUAL_DISCOUNT));
  return {
    cycle,
    perMonth: toDollars(Math.round(yearCents / MONTHS_PER_YEAR)),
    billed: toDollars(yearCents),
    perYear: toDollars(yearCents),
    yearlySaving: toDollars(fullYearCents - yearCents),
    discount: ANNUAL_DISCOUNT,
  };
}

/** True when `value` is a billing cycle, e.g. one read back from storage or a URL. */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return value === 'monthly' || value === 'annual';
}

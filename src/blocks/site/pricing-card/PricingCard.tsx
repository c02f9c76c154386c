import { ToggleGroup as ArkToggleGroup } from '@ark-ui/react/toggle-group';
import { Check } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { cx } from 'styled-system/css';
import { pricingCard } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import {
  ANNUAL_DISCOUNT,
  BILLING_CYCLES,
  type BillingCycle,
  isBillingCycle,
  PRICING_CURRENCY,
  planPrice,
} from '../../../domain/pricing';
import type { MessageKey } from '../../../i18n/messages';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import { isAppPath } from '../site-header/types';

/** What a plan's button does: start the sign-up, or write to sales. */
export type PricingPlanAction = 'signup' | 'contactSales';

/** A pricing plan, its texts in the page's language. */
export interface PricingPlan {
  /** Stable id, e.g. 'professional'. */
  id: string;
  /** The plan's name, e.g. 'Professional'. It names the card. */
  name: string;
  /** List price in US dollars per month. */
  monthlyPrice: number;
  /** The one-line description. */
  description: string;
  /** The included features, in order. */
  features: readonly string[];
  /** Marks the plan 'Most Popular' and highlights its card. */
  popular?: boolean;
  /** The button: 'Get Started' to the sign-up page (default) or 'Contact Sales'. */
  action?: PricingPlanAction;
}

export interface PricingCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The plan to show. */
  plan: PricingPlan;
  /** Which price to show: the monthly list price, or the annual price with its saving. */
  cycle?: BillingCycle;
  /** Where 'Get Started' leads. */
  signupHref?: string;
  /** Where 'Contact Sales' leads, e.g. `mailto:sales@…`. */
  contactSalesHref?: string;
  /** Heading level of the plan's name (3 under a section's `<h2>`). */
  headingLevel?: 2 | 3 | 4;
}

/** Formats dollars for the locale: whole amounts without cents ($29), others with them ($758.40). */
function useMoney() {
  const { formatNumber } = useLanguage();
  return (amount: number) => {
    const digits = Number.isInteger(amount) ? 0 : 2;
    return formatNumber(amount, {
      style: 'currency',
      currency: PRICING_CURRENCY,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  };
}

/**
 * One plan: name, description, price for the chosen billing cycle, features and its button. On annual
 * billing it shows the monthly equivalent, the yearly price and the yearly saving.
 */
export function PricingCard({
  plan,
  cycle = 'monthly',
  signupHref = '/signup',
  contactSalesHref = 'mailto:sales@labelport.example',
  headingLevel = 3,
  className,
  ...props
}: PricingCardProps) {
  const { t, formatNumber } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const money = useMoney();
  const nameId = useId();
  const classes = pricingCard({ popular: Boolean(plan.popular) });
  const price = planPrice(plan.monthlyPrice, cycle);
  const name = plan.name;
  const Title = `h${headingLevel}` as const;
  const percent = formatNumber(price.discount, { style: 'percent' });
  return (
    <article aria-labelledby={nameId} className={cx(classes.card, className)} data-popular={plan.popular || undefined} {...props}>
      {plan.popular ? <p className={classes.badge}>{t('pricingCard.mostPopular')}</p> : null}
      <div>
        <Title id={nameId} className={classes.name}>
          {name}
        </Title>
        <p className={classes.description}>{plan.description}</p>
      </div>
      <div>
        <p className={classes.price}>
          <span className={classes.amount}>{money(price.perMonth)}</span>
          <span className={classes.period}>{t('pricingCard.perMonth')}</span>
        </p>
        <p className={classes.billing}>
          {cycle === 'annual' ? t('pricingCard.billedYearly', { amount: money(price.billed) }) : t('pricingCard.billedMonthly')}
        </p>
        {cycle === 'annual' && price.yearlySaving > 0 ? (
          <p className={classes.saving}>
            {t('pricingCard.yearlySaving', { amount: money(price.yearlySaving) })} ({percent})
          </p>
        ) : null}
      </div>
      <ul className={classes.features} aria-label={t('pricingCard.featuresLabel', { plan: name })}>
        {plan.features.map((feature) => (
          <li key={feature} className={classes.feature}>
            <Check aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.action === 'contactSales' ? (
        <Button asChild variant="outline" size="lg" className={classes.action}>
          <a href={contactSalesHref} aria-describedby={nameId}>
            {t('pricingCard.contactSales')}
          </a>
        </Button>
      ) : (
        <Button asChild variant={plan.popular ? 'solid' : 'outline'} size="lg" className={classes.action}>
          {isAppPath(signupHref) ? (
            <LinkComponent href={signupHref} aria-describedby={nameId}>
              {t('pricingCard.choosePlan')}
            </LinkComponent>
          ) : (
            <a href={signupHref} aria-describedby={nameId}>
              {t('pricingCard.choosePlan')}
            </a>
          )}
        </Button>
      )}
    </article>
  );
}

export interface PricingPlansProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue'> {
  /** The plans, in order. */
  plans: readonly PricingPlan[];
  /** The billing cycle, when the parent controls it. */
  cycle?: BillingCycle;
  /** The first billing cycle when uncontrolled. Monthly by default. */
  defaultCycle?: BillingCycle;
  /** Called when the visitor switches between Monthly Billing and Annual Billing. */
  onCycleChange?: (cycle: BillingCycle) => void;
  /** Where each plan's 'Get Started' leads. */
  signupHref?: string;
  /** Where 'Contact Sales' leads. */
  contactSalesHref?: string;
  /** Heading level of each plan's name. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The plan cards under a Monthly Billing / Annual Billing switch. The switch is a radio group
 * (Ark ToggleGroup): arrow keys move between the two options, and the checked one sets every card's price.
 */
export function PricingPlans({
  plans,
  cycle: controlled,
  defaultCycle = 'monthly',
  onCycleChange,
  signupHref,
  contactSalesHref,
  headingLevel,
  className,
  ...props
}: PricingPlansProps) {
  const { t, formatNumber } = useLanguage();
  const [uncontrolled, setUncontrolled] = useState<BillingCycle>(defaultCycle);
  const cycle = controlled ?? uncontrolled;
  const classes = pricingCard();
  const labels: Record<BillingCycle, MessageKey> = { monthly: 'pricingCard.monthly', annual: 'pricingCard.annual' };
  return (
    <div className={cx(classes.plans, className)} {...props}>
      <div className={classes.switchRow}>
        <ArkToggleGroup.Root
          className={classes.root}
          aria-label={t('pricingCard.billingLabel')}
          value={[cycle]}
          deselectable={false}
          onValueChange={({ value }) => {
            const next = value[0];
            if (!isBillingCycle(next) || next === cycle) return;
            setUncontrolled(next);
            onCycleChange?.(next);
          }}
        >
          {BILLING_CYCLES.map((option) => (
            <ArkToggleGroup.Item key={option} value={option} className={classes.item}>
              {t(labels[option])}
              {option === 'annual' ? (
                <span className={classes.save}>
                  {t('pricingCard.savePercent', { percent: formatNumber(ANNUAL_DISCOUNT, { style: 'percent' }) })}
                </span>
              ) : null}
            </ArkToggleGroup.Item>
          ))}
        </ArkToggleGroup.Root>
      </div>
      <ul className={classes.grid}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PricingCard
              plan={plan}
              cycle={cycle}
              signupHref={signupHref}
              contactSalesHref={contactSalesHref}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

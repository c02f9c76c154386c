import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contactSalesHref, pricingPlans } from '../../../../app/data/site';
import { PricingCard, PricingPlans } from '../../../../src';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

const plans = pricingPlans(appText('en'));
const [starter, professional, enterprise] = plans;
const onCycleChange = fn();

const meta = {
  title: 'Blocks/Site/PricingCard',
  component: PricingCard,
  decorators: [withRouter('/pricing')],
  args: { plan: professional, contactSalesHref },
  parameters: {
    docs: {
      description: {
        component:
          'A plan: name (a heading), description, price for the billing cycle, features and a button-styled link: ‘Get Started’ to /signup (described by the plan’s name for screen readers), or ‘Contact Sales’ as a `mailto:` link. On annual billing it shows the monthly equivalent, the yearly price and the saving, from `planPrice` in the domain rules. `PricingPlans` puts the three cards under a Monthly Billing / Annual Billing radio group (Ark ToggleGroup): Tab reaches the checked option, arrow keys move and select.',
      },
    },
  },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const card = canvas.getByRole('article', { name: 'Professional' });
    await expect(within(card).getByText('Most Popular')).toBeVisible();
    await expect(within(card).getByText('$79')).toBeVisible();
    await expect(within(card).getByText('Billed monthly')).toBeVisible();
    const features = within(card).getByRole('list', { name: 'What Professional includes' });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    // The link is named by its text and described by the plan's name.
    const link = within(card).getByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAccessibleDescription('Professional');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/signup');
  },
};

export const Annual: Story = {
  args: { cycle: 'annual' },
  play: async ({ canvas }) => {
    // 79 × 12 × 0.8 = 758.40 a year, 63.20 a month, saving 189.60.
    await expect(canvas.getByText('$63.20')).toBeVisible();
    await expect(canvas.getByText('Billed $758.40 yearly')).toBeVisible();
    await expect(canvas.getByText('You save $189.60 a year (20%)')).toBeVisible();
  },
};

export const Starter: Story = {
  args: { plan: starter },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$29')).toBeVisible();
    await expect(canvas.queryByText('Most Popular')).toBeNull();
    await expect(canvas.getByText('Up to 100 shipments per month')).toBeVisible();
  },
};

export const EnterpriseContactSales: Story = {
  args: { plan: enterprise },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$199')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', contactSalesHref);
    await expect(canvas.queryByRole('link', { name: 'Get Started' })).toBeNull();
  },
};

export const AnnualInGerman: Story = {
  args: { cycle: 'annual', plan: pricingPlans(appText('de'))[1] },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const money = (n: number) => new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(n);
    // German puts the symbol after the amount, with a no-break space: compare with spaces made plain.
    const plain = (text: string) => text.replace(/\s/gu, ' ');
    const text = (expected: string) => (content: string) => plain(content) === plain(expected);
    await expect(canvas.getByText(text(money(63.2)))).toBeVisible();
    await expect(canvas.getByText(text(`${money(758.4)} jährlich abgerechnet`))).toBeVisible();
    await expect(plain(money(758.4))).toBe('758,40 $');
  },
};

export const Plans: Story = {
  render: (args) => <PricingPlans plans={plans} contactSalesHref={args.contactSalesHref} onCycleChange={onCycleChange} />,
  play: async ({ canvas }) => {
    onCycleChange.mockClear();
    const group = canvas.getByRole('radiogroup', { name: 'Billing period' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly Billing' });
    const annual = within(group).getByRole('radio', { name: /Annual Billing/ });
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await expect(annual).toHaveAttribute('aria-checked', 'false');
    await expect(within(annual).getByText('Save 20%')).toBeVisible();
    // Only the chosen option is filled.
    const fill = (option: HTMLElement) => getComputedStyle(option).backgroundColor;
    await expect(fill(monthly)).not.toBe(fill(annual));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    for (const price of ['$29', '$79', '$199']) await expect(canvas.getByText(price)).toBeVisible();

    const chosenFill = fill(monthly);
    await userEvent.click(annual);
    await expect(annual).toHaveAttribute('aria-checked', 'true');
    await expect(monthly).toHaveAttribute('aria-checked', 'false');
    await expect(fill(annual)).toBe(chosenFill);
    await expect(onCycleChange).toHaveBeenLastCalledWith('annual');
    const pro = canvas.getByRole('article', { name: 'Professional' });
    await expect(within(pro).getByText('Billed $758.40 yearly')).toBeVisible();
    await expect(canvas.getByText('Billed $278.40 yearly')).toBeVisible();
    await expect(canvas.getByText('Billed $1,910.40 yearly')).toBeVisible();

    // Clicking the checked option keeps it checked: one cycle is always chosen.
    await userEvent.click(annual);
    await expect(annual).toHaveAttribute('aria-checked', 'true');

    // Keyboard: a focused option is chosen with Space.
    monthly.focus();
    await userEvent.keyboard(' ');
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await expect(within(pro).getByText('$79')).toBeVisible();
    await expect(onCycleChange).toHaveBeenLastCalledWith('monthly');
  },
};

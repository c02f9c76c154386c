import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnalyticsMetric, MetricCard, MetricCardGrid } from '../../../../src';
import { expectStyleWarning, mountUnstyled } from '../../../support/unstyled';

const meta = {
  title: 'Blocks/Site/MetricCard',
  component: MetricCard,
  args: { label: 'Successful Deliveries', value: '98.3%', change: '+1.2%' },
  parameters: {
    docs: {
      description: {
        component:
          "A figure of the analytics page: the metric's name (a heading), its value and the change. The change is green (`success.fg`) when it starts with '+' and red (`danger.fg`) otherwise, purely by its sign. Colour is never the only signal: a trend icon (hidden from screen readers) and visually hidden text ('increase'/'decrease') say the same. `MetricCardGrid` formats the page's four metrics for the locale and lays them out from one column on phones to four on desktops.",
      },
    },
  },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const colorOf = (element: Element) => getComputedStyle(element).color;

export const Increase: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Successful Deliveries' })).toBeVisible();
    await expect(canvas.getByText('98.3%')).toBeVisible();
    const change = canvas.getByText('+1.2%').parentElement as HTMLElement;
    await expect(change).toHaveAttribute('data-direction', 'increase');
    // Screen readers hear the direction; the icon is hidden from them.
    await expect(change).toHaveTextContent('+1.2%increase');
    await expect(change.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(colorOf(change)).toBe(colorOf(canvas.getByTestId('success-swatch')));
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <span data-testid="success-swatch" style={{ color: 'var(--colors-success-fg)' }} hidden />
      </>
    ),
  ],
};

/** A shorter delivery time is good news, but the colour rule is purely the sign: it shows as a red decrease. */
export const Decrease: Story = {
  args: { label: 'Average Delivery Time', value: '2.4 days', change: '-0.3 days' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <span data-testid="danger-swatch" style={{ color: 'var(--colors-danger-fg)' }} hidden />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const change = canvas.getByText('-0.3 days').parentElement as HTMLElement;
    await expect(change).toHaveAttribute('data-direction', 'decrease');
    await expect(change).toHaveTextContent('-0.3 daysdecrease');
    await expect(colorOf(change)).toBe(colorOf(canvas.getByTestId('danger-swatch')));
    await expect(canvas.getByText('vs. last month')).toBeVisible();
  },
};

export const Grid: Story = {
  render: function AnalyticsMetrics() {
    const metrics: AnalyticsMetric[] = [
      { metric: 'averageDeliveryTime', value: 2.4, change: -0.3, unit: 'days' },
      { metric: 'successfulDeliveries', value: 0.983, change: 0.012, unit: 'percent' },
      { metric: 'customerSatisfaction', value: 0.94, change: 0.021, unit: 'percent' },
      { metric: 'costPerDelivery', value: 12.45, change: -0.85, unit: 'currency', currency: 'USD' },
    ];
    return <MetricCardGrid metrics={metrics} />;
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const names = ['Average Delivery Time', 'Successful Deliveries', 'Customer Satisfaction', 'Cost per Delivery'];
    for (const [index, name] of names.entries()) {
      await expect(within(items[index]).getByRole('heading', { name })).toBeVisible();
    }
    await expect(within(items[0]).getByText('2.4 days')).toBeVisible();
    await expect(within(items[0]).getByText('-0.3 days')).toBeVisible();
    await expect(within(items[0]).getByText('decrease')).toBeInTheDocument();
    await expect(within(items[1]).getByText('98.3%')).toBeVisible();
    await expect(within(items[1]).getByText('increase')).toBeInTheDocument();
    await expect(within(items[3]).getByText('$12.45')).toBeVisible();
    await expect(within(items[3]).getByText('-$0.85')).toBeVisible();
  },
};

export const GridGerman: Story = {
  globals: { locale: 'de' },
  render: function AnalyticsMetricsGerman() {
    const metrics: AnalyticsMetric[] = [
      { metric: 'averageDeliveryTime', value: 2.4, change: -0.3, unit: 'days' },
      { metric: 'successfulDeliveries', value: 0.983, change: 0.012, unit: 'percent' },
      { metric: 'customerSatisfaction', value: 0.94, change: 0.021, unit: 'percent' },
      { metric: 'costPerDelivery', value: 12.45, change: -0.85, unit: 'currency', currency: 'USD' },
    ];
    return <MetricCardGrid metrics={metrics} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Durchschnittliche Lieferzeit' })).toBeVisible();
    await expect(canvas.getByText(/^2,4\sTage$/)).toBeVisible();
    await expect(canvas.getByText(/^\+1,2\s%$/)).toBeVisible();
    await expect(canvas.getAllByText('Rückgang')).toHaveLength(2);
  },
};

/**
 * A portal that imports styles.css but forgot blocks.css gets unstyled blocks and no error: in development
 * the first block to mount says so on the console. Here every style sheet is off while the card mounts.
 */
export const WarnsWithoutBlocksStylesheet: Story = {
  beforeEach: mountUnstyled,
  parameters: { docs: { disable: true } },
  play: () => expectStyleWarning("Import '@labelport/ui/blocks.css'"),
};

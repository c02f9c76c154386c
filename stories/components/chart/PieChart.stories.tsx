import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PieChart } from '../../../src';

const meta = {
  title: 'Components/Charts/PieChart',
  component: PieChart,
  args: {
    title: 'Packaging mix',
    description: 'Share of units filled this year, by packaging.',
    categoryLabel: 'Packaging',
    data: [
      { key: 'cans', label: 'Cans', value: 5400 },
      { key: 'bottles', label: 'Bottles', value: 3100 },
      { key: 'pouches', label: 'Pouches', value: 1500 },
    ],
  },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A pie of each slice's share of the total, from a portal's own `data` (`key`, `label`, `value` and an optional colour, else the chart palette). The figure is named by `title`; the legend gives every slice's share. Hovering a slice shows its tooltip. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the slices and show each one's tooltip, which a polite live region also reads out. 'Show data table' lists the shares, and with `valueLabel` the values too. Percentages and numbers follow the active locale.",
      },
    },
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Packaging mix' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cans (54%)', 'Bottles (31%)', 'Pouches (15%)']);
    const plot = canvas.getByRole('img', { name: /Packaging mix/ });
    const slices = plot.querySelectorAll('path');
    await expect(slices).toHaveLength(3);

    // Keyboard: one tab stop; arrows step through the slices.
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(within(plot).getByText('Cans')).toBeVisible());
    await expect(within(plot).getByText('54%')).toBeVisible();
    await expect(canvas.getByText('Cans: 54%')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(plot).getByText('Bottles')).toBeVisible());
    await expect(within(plot).getByText('31%')).toBeVisible();
    await expect(canvas.getByText('Bottles: 31%')).toBeInTheDocument();
  },
};

/** Hovering a slice shows its share. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Packaging mix/ });
    const slices = plot.querySelectorAll('path');
    await userEvent.hover(slices[2]);
    await waitFor(() => expect(within(plot).getByText('Pouches')).toBeVisible());
    await expect(within(plot).getByText('15%')).toBeVisible();
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Packaging mix: data' });
    await expect(table).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Packaging', 'Share']);
    const bottles = within(table).getByRole('rowheader', { name: 'Bottles' }).closest('tr') as HTMLElement;
    await expect(within(bottles).getByRole('cell', { name: '31%' })).toBeVisible();
  },
};

/** With `valueLabel`, the table and tooltips give each value beside its share, in the active language. */
export const WithValuesFrench: Story = {
  args: { valueLabel: 'Unités' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Packaging mix/ });
    await userEvent.tab();
    await waitFor(() => expect(within(plot).getByText(/^5\s400 \(54\s%\)$/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le tableau de données' }));
    const table = await canvas.findByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Packaging', 'Unités', 'Part']);
    const cans = within(table).getByRole('rowheader', { name: 'Cans' }).closest('tr') as HTMLElement;
    await expect(within(cans).getByRole('cell', { name: /^5\s400$/ })).toBeVisible();
  },
};

/** A donut: a hole of 60 % of the radius with the total in it, which the data table's last row also gives. */
export const Donut: Story = {
  args: { innerRadius: 0.6, totalLabel: 'Units filled', valueLabel: 'Units' },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Packaging mix/ });
    await expect(within(plot).getByText('10,000')).toBeVisible();
    await expect(within(plot).getByText('Units filled')).toBeVisible();
    // The middle is the hole: no slice is drawn there, and the slices stay a ring around it.
    const svg = plot.querySelector('svg') as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const middle = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(middle.some((element) => element.tagName === 'path')).toBe(false);
    const edge = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height * 0.1);
    await expect(edge.some((element) => element.tagName === 'path')).toBe(true);
    // A slice's tooltip sits on the ring, not over the total.
    await userEvent.tab();
    const tip = await within(plot).findByText('Cans');
    const tipBox = (tip.parentElement as HTMLElement).getBoundingClientRect();
    await expect(tipBox.left).toBeGreaterThan(box.left + box.width / 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table');
    const total = within(table).getByRole('rowheader', { name: 'Units filled' }).closest('tr') as HTMLElement;
    await expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10,000', '100%']);
  },
};

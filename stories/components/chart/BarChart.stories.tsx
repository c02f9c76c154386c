import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { BarChart } from '../../../src';
import { expectReadableAxes, xLabelCount } from '../../support/chart';
import { expectRightToLeft } from '../../support/direction';

// A portal's own data: units filled per quarter, by packaging.
const quarters = [
  { quarter: 'Q1', cans: 4200, bottles: 2600, pouches: 900 },
  { quarter: 'Q2', cans: 5100, bottles: 2450, pouches: 1300 },
  { quarter: 'Q3', cans: 5800, bottles: 3100, pouches: 1650 },
  { quarter: 'Q4', cans: 4900, bottles: 3400, pouches: 2100 },
];
type Quarter = (typeof quarters)[number];

const meta = {
  title: 'Components/Charts/BarChart',
  component: BarChart<Quarter>,
  args: {
    title: 'Units filled',
    description: 'Units filled each quarter, by packaging.',
    data: quarters,
    xKey: 'quarter',
    xLabel: 'Quarter',
    series: [
      { key: 'cans', label: 'Cans' },
      { key: 'bottles', label: 'Bottles' },
      { key: 'pouches', label: 'Pouches' },
    ],
  },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "Bars over a portal's own data: `data` is any array of objects, `xKey` names each category's field and each of `series` reads one numeric field, with its label and an optional colour (else the chart palette). The series stand side by side, or one on another with `stacked`. The figure is named by `title`; the legend names the series; pointing at a category shows a tooltip with every series' value. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the categories and show each one's tooltip, which a polite live region also reads out; Escape hides it. 'Show data table' lists the figures. Numbers follow the active locale (`formatValue` and `formatTick` write them otherwise; `yMax` fixes the axis' end, e.g. 100 for percentages).",
      },
    },
  },
} satisfies Meta<typeof BarChart<Quarter>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('figure', { name: 'Units filled' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cans', 'Bottles', 'Pouches']);
    const plot = canvas.getByRole('img', { name: /Units filled/ });
    // Three bars a quarter, side by side.
    await waitFor(() => expect(plot.querySelectorAll('.visx-bar')).toHaveLength(12));
    await expect(within(plot).getByText('Q1')).toBeInTheDocument();

    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(body.getByText('Cans: 4,200')).toBeVisible());
    await expect(canvas.getByText('Q1: Cans 4,200, Bottles 2,600, Pouches 900')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByText('Cans: 5,100')).toBeVisible());
    await expect(body.getByText('Bottles: 2,450')).toBeVisible();
    await expect(body.getByText('Pouches: 1,300')).toBeVisible();
    await expect(canvas.getByText('Q2: Cans 5,100, Bottles 2,450, Pouches 1,300')).toBeInTheDocument();
  },
};

/** `stacked`: one bar a quarter, its series one on another. */
export const Stacked: Story = {
  args: { stacked: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Units filled/ });
    await waitFor(() => expect(plot.querySelectorAll('.visx-bar')).toHaveLength(12));
    // Stacked, the quarter's bars share one x position and width.
    const q3 = [...plot.querySelectorAll('.visx-bar')].slice(0, 12).filter((_, index) => index % 4 === 2);
    const lefts = new Set(q3.map((bar) => Math.round(bar.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    // The axis reaches the largest stack (Q3: 10,550), past 10K; side by side it would end at 6K.
    await expect(within(plot).getByText('10K')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(body.getByText('Cans: 5,800')).toBeVisible());
    await expect(body.getByText('Pouches: 1,650')).toBeVisible();
    // The tooltip stands at Q3's bar, not at the plot's left edge.
    const tooltip = (body.getByText('Cans: 5,800').parentElement as HTMLElement).getBoundingClientRect();
    const q3Bar = q3[0].getBoundingClientRect();
    await expect(tooltip.left < q3Bar.right && tooltip.right > q3Bar.left).toBe(true);
  },
};

/** Pointing at a quarter's bars shows its tooltip. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Units filled/ });
    await waitFor(() => expect(plot.querySelectorAll('.visx-bar')).toHaveLength(12));
    // xychart listens on a transparent overlay over the plot area; point at Q4's cans bar.
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const bar = plot.querySelectorAll('.visx-bar')[3].getBoundingClientRect();
    await userEvent.pointer({
      target: overlay,
      coords: { clientX: bar.left + bar.width / 2, clientY: bar.top + bar.height / 2 },
    });
    await waitFor(() => expect(body.getByText('Cans: 4,900')).toBeVisible());
    await expect(body.getByText('Pouches: 2,100')).toBeVisible();
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Units filled: data' });
    await expect(table).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Quarter', 'Cans', 'Bottles', 'Pouches']);
    const q3 = within(table).getByRole('rowheader', { name: 'Q3' }).closest('tr') as HTMLElement;
    await expect(
      within(q3)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5,800', '3,100', '1,650']);
  },
};

/** Every value 0: the value axis still runs up from 0 at the baseline, not a lone 0 in the middle of the plot. */
export const AllZero: Story = {
  args: { data: quarters.map((q) => ({ ...q, cans: 0, bottles: 0, pouches: 0 })) },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Units filled/ });
    await waitFor(() => expect(plot.querySelectorAll('.visx-bar')).toHaveLength(12));
    // The plot area: xychart's transparent overlay, whose bottom edge is the bars' baseline.
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const baseline = overlay.getBoundingClientRect().bottom;
    const zero = within(plot).getByText('0').getBoundingClientRect();
    await expect(Math.abs(zero.top + zero.height / 2 - baseline)).toBeLessThan(2);
    for (const bar of plot.querySelectorAll('.visx-bar')) {
      await expect(Math.abs(bar.getBoundingClientRect().bottom - baseline)).toBeLessThan(1);
    }
    // Above it, the axis has ticks up to 1.
    await expect(within(plot).getByText('1')).toBeInTheDocument();
  },
};

/**
 * In Arabic, right to left, twelve months on a narrow screen: the month names thin out so none overlaps
 * another, and the value labels stay outside the plot.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'الوحدات المعبأة',
    description: 'الوحدات المعبأة كل شهر.',
    xLabel: 'الشهر',
    xKey: 'quarter',
    data: Array.from({ length: 12 }, (_, index) => ({
      quarter: new Intl.DateTimeFormat('ar', { month: 'long' }).format(new Date(2026, index, 1)),
      cans: 4000 + index * 150,
      bottles: 2500 + index * 90,
      pouches: 900 + index * 60,
    })),
    series: [{ key: 'cans', label: 'علب' }],
  },
  render: (args) => (
    <Box maxW="xs">
      <BarChart {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expectRightToLeft(canvas.getByRole('figure', { name: 'الوحدات المعبأة' }));
    const plot = canvas.getByRole('img', { name: /الوحدات المعبأة/ });
    await waitFor(() => expect(xLabelCount(plot)).toBeGreaterThan(1));
    await expectReadableAxes(plot);
  },
};

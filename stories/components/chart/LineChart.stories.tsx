import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Box } from 'styled-system/jsx';
import { LineChart } from '../../../src';
import { expectReadableAxes, xLabelCount } from '../../support/chart';
import { expectRightToLeft } from '../../support/direction';

// A portal's own data: pallets shipped per week from two ports.
const weeks = [
  { week: 'Week 1', hamburg: 1240, rotterdam: 980 },
  { week: 'Week 2', hamburg: 1310, rotterdam: 1105 },
  { week: 'Week 3', hamburg: 1180, rotterdam: 1240 },
  { week: 'Week 4', hamburg: 1460, rotterdam: 1320 },
  { week: 'Week 5', hamburg: 1525, rotterdam: 1290 },
  { week: 'Week 6', hamburg: 1610, rotterdam: 1415 },
];
type Week = (typeof weeks)[number];

const meta = {
  title: 'Components/Charts/LineChart',
  component: LineChart<Week>,
  args: {
    title: 'Pallets by port',
    description: 'Pallets shipped from each port per week.',
    data: weeks,
    xKey: 'week',
    xLabel: 'Week',
    series: [
      { key: 'hamburg', label: 'Hamburg' },
      { key: 'rotterdam', label: 'Rotterdam' },
    ],
  },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A line per series over a portal's own data: `data` is any array of objects, `xKey` names the field along the x axis (numbers are spaced by value, names evenly) and each of `series` reads one numeric field, with its label and an optional colour (else the chart palette). The figure is named by `title`; the legend names the series; pointing near a point shows a tooltip with every series' value. The plot is one tab stop (role `img`): the arrow keys, Home and End step through the points and show each one's tooltip, which a polite live region also reads out; Escape hides it. 'Show data table' lists the figures, 25 a page with a Pagination when there are more. With more points than the plot has pixels across, the line is drawn through each stretch's lowest and highest points (so it keeps its shape and every spike), without a dot per point, and the arrow keys step through those; the table still lists every datum. Numbers follow the active locale (`formatValue` and `formatTick` write them otherwise); on narrow screens the x axis labels every second or third point.",
      },
    },
  },
} satisfies Meta<typeof LineChart<Week>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('figure', { name: 'Pallets by port' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hamburg', 'Rotterdam']);
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    await waitFor(() => expect(plot.querySelectorAll('circle').length).toBeGreaterThanOrEqual(12));
    await expect(within(plot).getByText('Week 1')).toBeInTheDocument();

    // Keyboard: one tab stop; each step shows the point's tooltip and reads it out.
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(body.getByText('Hamburg: 1,240')).toBeVisible());
    await expect(body.getByText('Rotterdam: 980')).toBeVisible();
    await expect(canvas.getByText('Week 1: Hamburg 1,240, Rotterdam 980')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByText('Hamburg: 1,310')).toBeVisible());
    await expect(body.getByText('Rotterdam: 1,105')).toBeVisible();
    await expect(canvas.getByText('Week 2: Hamburg 1,310, Rotterdam 1,105')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(body.getByText('Hamburg: 1,610')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('Hamburg: 1,610')).not.toBeInTheDocument());
  },
};

type Port = 'Hamburg' | 'Rotterdam';

/**
 * Pointing at a week's dot, or anywhere nearer to it than to the next week's, shows that week's tooltip;
 * of that week's dots, the one nearest the pointer is ringed.
 */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    await waitFor(() => expect(plot.querySelectorAll('circle').length).toBeGreaterThanOrEqual(12));
    // xychart listens on a transparent overlay over the plot area. The plot's circles are the dots:
    // Hamburg's six, then Rotterdam's.
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const dots = () => [...plot.querySelectorAll('circle')].slice(0, 12);
    const dotName = (at: number) => `${at < 6 ? 'Hamburg' : 'Rotterdam'}'s week ${(at % 6) + 1}`;
    const dot = (week: number, port: Port = 'Hamburg') => dots()[(port === 'Hamburg' ? 0 : 6) + week - 1];
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    };
    const pointAt = async (week: number, { dx = 0, dy = 0, port }: { dx?: number; dy?: number; port?: Port } = {}) => {
      const { clientX, clientY } = centre(dot(week, port));
      await userEvent.pointer({ target: overlay, coords: { clientX: clientX + dx, clientY: clientY + dy } });
    };
    // The dot the ring (drawn on the page, over the plot) covers, and whether it has that dot's colour.
    const ringed = () => {
      const ring = canvasElement.ownerDocument.querySelector('.visx-tooltip-glyph circle');
      if (!ring) return 'no ring';
      const at = centre(ring);
      const covered = dots().findIndex((candidate) => {
        const { clientX, clientY } = centre(candidate);
        return Math.abs(clientX - at.clientX) < 1 && Math.abs(clientY - at.clientY) < 1;
      });
      if (covered === -1) return 'a ring on no dot';
      const colour = ring.getAttribute('fill') === dots()[covered].getAttribute('fill') ? '' : ', in another colour';
      return `${dotName(covered)} dot${colour}`;
    };
    // The dots move while the plot takes its measured width: point again at week 2 until it answers.
    await waitFor(async () => {
      await pointAt(2);
      await expect(body.getByText('Hamburg: 1,310')).toBeVisible();
    });
    // A quarter of the way back from week 3's dot towards week 2's: week 3 is the nearer.
    await pointAt(3, { dx: (centre(dot(2)).clientX - centre(dot(3)).clientX) / 4 });
    await waitFor(() => expect(body.getByText('Hamburg: 1,180')).toBeVisible());
    await expect(body.getByText('Rotterdam: 1,240')).toBeVisible();
    // Then back to week 2's dot, and onto week 3's dot itself.
    await pointAt(2);
    await waitFor(() => expect(body.getByText('Hamburg: 1,310')).toBeVisible());
    await pointAt(3);
    await waitFor(() => expect(body.getByText('Hamburg: 1,180')).toBeVisible());
    await expect(body.getByText('Rotterdam: 1,240')).toBeVisible();
    await expect(ringed()).toBe("Hamburg's week 3 dot");
    // From Rotterdam's week 2 dot to just below Hamburg's week 3 dot (Rotterdam's is a few pixels above
    // it): the ring moves to Hamburg's, the nearer, not to the series ringed before.
    await pointAt(2, { port: 'Rotterdam' });
    await waitFor(() => expect(ringed()).toBe("Rotterdam's week 2 dot"));
    await pointAt(3, { dy: 2 });
    await waitFor(() => expect(body.getByText('Hamburg: 1,180')).toBeVisible());
    await waitFor(() => expect(ringed()).toBe("Hamburg's week 3 dot"));
  },
};

export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Pallets by port: data' });
    await expect(table).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Hamburg', 'Rotterdam']);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    const week4 = within(table).getByRole('rowheader', { name: 'Week 4' }).closest('tr') as HTMLElement;
    await expect(
      within(week4)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,460', '1,320']);
  },
};

/** Numbers on the axis, in tooltips and in the table follow the active language. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    await waitFor(() => expect(plot.querySelector('path')).not.toBeNull());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByText('Hamburg: 1.310')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Datentabelle anzeigen' }));
    // Leaving the plot hides its tooltip.
    await waitFor(() => expect(body.queryByText('Hamburg: 1.310')).not.toBeInTheDocument());
    const table = await canvas.findByRole('table');
    const week2 = within(table).getByRole('rowheader', { name: 'Week 2' }).closest('tr') as HTMLElement;
    await expect(within(week2).getByRole('cell', { name: '1.105' })).toBeVisible();
  },
};

/** At 360 px the x axis labels every second or third point, so the labels never overlap. */
export const Narrow: Story = {
  args: {
    data: weeks.map((week, index) => ({ ...week, week: `W${index + 1}` })),
  },
  render: (args) => (
    <Box maxW="xs">
      <LineChart {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    await waitFor(() => expect(within(plot).getByText('W1')).toBeInTheDocument());
    await expect(within(plot).queryByText('W2')).not.toBeInTheDocument();
  },
};

const narrowBox = css({ maxW: 'xs' });

const arabicDigits = new Intl.NumberFormat('ar-EG');
/**
 * In Arabic, right to left and narrow, with week names longer than the room each point has: the plot keeps
 * its left-to-right time axis, its x labels thin out so none overlaps another, the value labels stay outside
 * the plot, and the arrow keys still step to the next point on the right.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'المنصات حسب الميناء',
    description: 'المنصات المشحونة من كل ميناء أسبوعيًا.',
    xLabel: 'الأسبوع',
    data: Array.from({ length: 12 }, (_, index) => ({
      week: `الأسبوع ${arabicDigits.format(index + 1)}`,
      hamburg: 1200 + index * 40,
      rotterdam: 950 + index * 35,
    })),
    series: [
      { key: 'hamburg', label: 'هامبورغ' },
      { key: 'rotterdam', label: 'روتردام' },
    ],
  },
  render: (args) => (
    <Box maxW="xs">
      <LineChart {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'المنصات حسب الميناء' });
    await expectRightToLeft(figure);
    const plot = canvas.getByRole('img', { name: /المنصات حسب الميناء/ });
    await waitFor(() => expect(xLabelCount(plot)).toBeGreaterThan(1));
    await expectReadableAxes(plot);
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(/^هامبورغ: /)).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText(/^الأسبوع ٢: /)).toBeInTheDocument());
  },
};

/** A chart whose box gets narrower (a window resized, a sidebar opened) redraws to its new width. */
export const Resized: Story = {
  args: Narrow.args,
  render: (args) => (
    <Box data-testid="chart-box" maxW="3xl">
      <LineChart {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    const svgWidth = () => Number(plot.querySelector('svg')?.getAttribute('width') ?? 0);
    await waitFor(() => expect(within(plot).getByText('W2')).toBeInTheDocument());
    const wide = svgWidth();

    canvas.getByTestId('chart-box').className = narrowBox;
    await waitFor(() => expect(svgWidth()).toBeLessThan(wide));
    await expect(svgWidth()).toBeLessThanOrEqual(plot.clientWidth);
    await waitFor(() => expect(within(plot).queryByText('W2')).not.toBeInTheDocument());
  },
};

// 10,000 days of labels printed: a yearly wave, a slow rise, and day-to-day noise from a seeded generator
// (mulberry32), so every run draws the same line.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const noise = seeded(30);
const days = Array.from({ length: 10_000 }, (_, index) => ({
  date: new Date(Date.UTC(1999, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
  labels: Math.round(2000 + index / 10 + 600 * Math.sin((2 * Math.PI * index) / 365.25) + 400 * (noise() - 0.5)),
}));
const labels = (day: (typeof days)[number]) => day.labels.toLocaleString('en');

/**
 * 10,000 points on a plot a few hundred pixels wide: the line goes through each stretch's lowest and
 * highest day, with no dot per day; the arrow keys step through the drawn points, End to the last day. The
 * data table lists all 10,000 days, 25 a page.
 */
export const TenThousandPoints: Story = {
  render: () => (
    <LineChart
      title="Labels printed per day"
      description="Labels printed each day since 1999."
      data={days}
      xKey="date"
      xLabel="Day"
      formatXTick={(day) => day.date.slice(0, 4)}
      series={[{ key: 'labels', label: 'Labels' }]}
    />
  ),
  // "Show code": the days come from the portal's own source, not this story's generator.
  parameters: {
    docs: {
      source: {
        code: `import { LineChart } from '@labelport/ui';

export function LabelsPerDay({ days }: { days: { date: string; labels: number }[] }) {
  return (
    <LineChart
      title="Labels printed per day"
      description="Labels printed each day since 1999."
      data={days}
      xKey="date"
      xLabel="Day"
      formatXTick={(day) => day.date.slice(0, 4)}
      series={[{ key: 'labels', label: 'Labels' }]}
    />
  );
}
`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('img', { name: /Labels printed per day/ });
    // xychart's line: the plot's one path (its grid and axes are lines, its dots circles).
    const line = () => plot.querySelector('svg path');
    await waitFor(() => expect(line()).not.toBeNull());
    // Far fewer points drawn than there are days: no more than the plot has pixels across, and no dots.
    const drawn = line()?.getAttribute('d')?.match(/[ML]/g)?.length ?? 0;
    await expect(drawn).toBeGreaterThan(100);
    await expect(drawn).toBeLessThanOrEqual(plot.clientWidth);
    await expect(plot.querySelectorAll('circle')).toHaveLength(0);

    // The keyboard steps through the drawn points: End reaches the last day, Home the first.
    const [first, last] = [days[0], days[days.length - 1]];
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(body.getByText(`Labels: ${labels(first)}`)).toBeVisible());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(body.getByText(`Labels: ${labels(last)}`)).toBeVisible());
    await expect(canvas.getByText(`${last.date}: Labels ${labels(last)}`)).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(body.getByText(`Labels: ${labels(first)}`)).toBeVisible());
    await expect(canvas.getByText(`${first.date}: Labels ${labels(first)}`)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText(`Labels: ${labels(first)}`)).not.toBeInTheDocument());

    // The table has every day, 25 a page.
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Labels printed per day: data' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(within(table).getByRole('rowheader', { name: first.date })).toBeVisible();
    // The Pagination is a chunk of its own that a long table loads once it shows: wait for it as a user would.
    const pages = await canvas.findByRole('navigation', { name: 'Pages of Labels printed per day: data' });
    await expect(within(pages).getByText('1–25 of 10,000')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByText('26–50 of 10,000')).toBeVisible());
    const day26 = within(table).getByRole('rowheader', { name: days[25].date }).closest('tr') as HTMLElement;
    await expect(within(day26).getByRole('cell', { name: labels(days[25]) })).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: first.date })).not.toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    // Closed again, so the screenshot shows the whole chart.
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    await waitFor(() => expect(table).not.toBeVisible());
  },
};

/** Every value 0: the value axis still runs up from 0 at the baseline, not a lone 0 in the middle of the plot. */
export const AllZero: Story = {
  args: { data: weeks.map((w) => ({ ...w, hamburg: 0, rotterdam: 0 })) },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /Pallets by port/ });
    await waitFor(() => expect(plot.querySelectorAll('circle').length).toBeGreaterThanOrEqual(12));
    // The plot area: xychart's transparent overlay, whose bottom edge is the value 0.
    const overlay = [...plot.querySelectorAll('rect')].find((rect) => rect.getAttribute('fill') === 'transparent') as Element;
    const baseline = overlay.getBoundingClientRect().bottom;
    const zero = within(plot).getByText('0').getBoundingClientRect();
    await expect(Math.abs(zero.top + zero.height / 2 - baseline)).toBeLessThan(2);
    const dot = plot.querySelector('circle')?.getBoundingClientRect() as DOMRect;
    await expect(Math.abs(dot.top + dot.height / 2 - baseline)).toBeLessThan(1);
    // Above it, the axis has ticks up to 1.
    await expect(within(plot).getByText('1')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Grid, Sparkline, Text } from '../../../src';

const meta = {
  title: 'Components/Charts/Sparkline',
  component: Sparkline,
  args: { label: 'Shipments, last 8 weeks', data: [120, 135, 128, 150, 142, 160, 155, 171] },
  parameters: {
    docs: {
      description: {
        component:
          "A KPI card's trend: a small line without axes, as wide as its container. It is an image named by `label` and, in the page's language, its first and last value and its range ('Shipments, last 8 weeks: from 120 to 171, lowest 120, highest 171'); `formatValue` writes the values. `tone` colours it (`accent`, `success`, `danger`, `neutral`, each at AA against the surface) and `area` tints the space under it. For a chart a reader explores value by value, use LineChart.",
      },
    },
  },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** In a KPI card, under its figure: the line spans the card, its highest point at the top. */
export const InAKpiCard: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }} gap="4">
      <Card.Root>
        <Card.Body>
          <Text size="small" tone="muted">
            Shipments this week
          </Text>
          <Text size="lg" weight="semibold">
            171
          </Text>
          <Sparkline {...args} />
        </Card.Body>
      </Card.Root>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('img', {
      name: 'Shipments, last 8 weeks: from 120 to 171, lowest 120, highest 171',
    });
    const body = line.parentElement as HTMLElement;
    const padding = Number.parseFloat(getComputedStyle(body).paddingLeft);
    await expect(box(line).width).toBeCloseTo(box(body).width - 2 * padding, 0);
    // The last point is the highest: the path ends at the top of the box, less the stroke's room.
    const path = line.querySelector('path') as SVGPathElement;
    const end = path.getPointAtLength(path.getTotalLength());
    await expect(end.x).toBeCloseTo(100, 0);
    await expect(end.y).toBeCloseTo(2, 0);
    await expect(within(line).queryByText(/./)).toBeNull();
  },
};

/** Good and bad news in their colours, with the area under the line tinted. */
export const Tones: Story = {
  render: (args) => (
    <Grid columns={2} gap="6">
      <Sparkline {...args} label="On-time deliveries" tone="success" area data={[91, 92, 94, 93, 96, 97]} />
      <Sparkline {...args} label="Damaged pallets" tone="danger" area data={[2, 3, 3, 5, 4, 7]} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const good = canvas.getByRole('img', { name: /^On-time deliveries: from 91 to 97/ });
    const bad = canvas.getByRole('img', { name: /^Damaged pallets: from 2 to 7/ });
    const stroke = (svg: Element) => getComputedStyle(svg.querySelectorAll('path')[1]).stroke;
    await expect(stroke(good)).not.toBe(stroke(bad));
    // The area is drawn under the line: two paths, the first filled.
    await expect(good.querySelectorAll('path')).toHaveLength(2);
    await expect(good.querySelector('path')?.getAttribute('fill-opacity')).toBe('0.12');
  },
};

/** In Swedish, with money: the name and its values in the page's language. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: {
    label: 'Fraktkostnad per vecka',
    data: [48200, 51900, 50350],
    formatValue: (value: number) =>
      new Intl.NumberFormat('sv', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }).format(value),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: /^Fraktkostnad per vecka: från 48\s200\skr till 50\s350\skr, lägst 48\s200\skr, högst 51\s900\skr$/,
      }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Card, DataList, Grid, Link } from '../../../src';

const meta = {
  title: 'Components/Data display/DataList',
  component: DataList.Root,
  args: { orientation: 'horizontal', size: 'md', divided: false },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Labels and their values, as an order\'s details: `DataList.Root` (a `<dl>`), `DataList.Item`, `DataList.Label` (`<dt>`) and `DataList.Value` (`<dd>`), also exported flat as `DataListRoot`… Assistive technology reads each label as a term and its value as the definition. Side by side (`orientation="horizontal"`, the default) every label sits in one column, as wide as the longest label up to 40 % of the list, and every value starts at the same edge; `vertical` puts each value under its label, for a narrow column. `divided` draws a line between items. A value can be anything: text, a Badge, a Link, several lines.',
      },
    },
  },
} satisfies Meta<typeof DataList.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** The term reading `label` (a term takes no name from its text, so it is found by its text). */
function termOf(scope: HTMLElement, label: string) {
  const term = within(scope)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`no term '${label}'`);
  return term;
}

/** The list that holds the term `label` (a `<dl>` has no role of its own to find it by). */
function listWith(scope: HTMLElement, label: string) {
  return termOf(scope, label).closest('dl') as HTMLElement;
}

/** The value of the term named `label`: the `<dd>` after its `<dt>`. */
function definitionOf(list: HTMLElement, label: string) {
  const term = termOf(list, label);
  const value = term.nextElementSibling;
  if (value?.getAttribute('role') !== 'definition' && value?.tagName !== 'DD') throw new Error(`no value after ${label}`);
  return value as HTMLElement;
}

export const OrderDetails: Story = {
  render: (args) => (
    <Card.Root>
      <Card.Header>
        <Card.Title>Order ORD-1042</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root {...args}>
          <DataList.Item>
            <DataList.Label>Status</DataList.Label>
            <DataList.Value>
              <Badge tone="accent">In Transit</Badge>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Product</DataList.Label>
            <DataList.Value>Energy Drink - Tropical, 5,000 cans</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Ship to</DataList.Label>
            <DataList.Value>
              Nordic Brands AB
              <br />
              Sveavägen 12, 111 57 Stockholm
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Tracking number</DataList.Label>
            <DataList.Value>
              <Link href="#tracking">TRK-552-907</Link>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    const list = listWith(canvasElement, 'Status');
    const terms = within(list).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Status', 'Product', 'Ship to', 'Tracking number']);
    await expect(within(definitionOf(list, 'Status')).getByText('In Transit')).toBeVisible();
    await expect(definitionOf(list, 'Product')).toHaveTextContent('Energy Drink - Tropical, 5,000 cans');
    await expect(within(definitionOf(list, 'Tracking number')).getByRole('link', { name: 'TRK-552-907' })).toBeVisible();
    // Side by side: every label in one column as wide as the longest, every value from the same edge.
    const labels = terms.map(box);
    const values = ['Status', 'Product', 'Ship to', 'Tracking number'].map((label) => box(definitionOf(list, label)));
    for (const value of values) await expect(value.left).toBe(values[0].left);
    for (const label of labels) await expect(label.left).toBe(labels[0].left);
    const longest = Math.max(...labels.map((label) => label.right));
    await expect(values[0].left).toBeGreaterThan(longest);
    for (const [index, label] of labels.entries()) await expect(label.top).toBeCloseTo(values[index].top, -1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <DataList.Root {...args}>
      <DataList.Item>
        <DataList.Label>Carrier</DataList.Label>
        <DataList.Value>Nordic Freight</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Pickup</DataList.Label>
        <DataList.Value>May 12, 2025, 08:00–10:00</DataList.Value>
      </DataList.Item>
    </DataList.Root>
  ),
  play: async ({ canvasElement }) => {
    const list = listWith(canvasElement, 'Carrier');
    const label = box(termOf(list, 'Carrier'));
    const value = box(definitionOf(list, 'Carrier'));
    await expect(value.left).toBe(label.left);
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
    await expect(box(termOf(list, 'Pickup')).top).toBeGreaterThan(value.bottom);
  },
};

export const Divided: Story = {
  args: { divided: true },
  render: (args) => (
    <DataList.Root {...args}>
      <DataList.Item data-testid="first">
        <DataList.Label>Invoice</DataList.Label>
        <DataList.Value>INV-2025-014</DataList.Value>
      </DataList.Item>
      <DataList.Item data-testid="last">
        <DataList.Label>Amount due</DataList.Label>
        <DataList.Value>12 500,00 SEK</DataList.Value>
      </DataList.Item>
    </DataList.Root>
  ),
  play: async ({ canvas }) => {
    const border = (testId: string) => Number.parseFloat(getComputedStyle(canvas.getByTestId(testId)).borderBottomWidth);
    // A line under every item but the last.
    await expect(border('first')).toBeGreaterThan(0);
    await expect(border('last')).toBe(0);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Grid columns={3}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DataList.Root key={size} {...args} size={size}>
          <DataList.Item>
            <DataList.Label>Size</DataList.Label>
            <DataList.Value>{size}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const fontSize = (size: string) => Number.parseFloat(getComputedStyle(canvas.getByText(size)).fontSize);
    await expect(fontSize('md')).toBeGreaterThan(fontSize('sm'));
    await expect(fontSize('lg')).toBeGreaterThan(fontSize('md'));
  },
};

/** Two lists side by side from 768 px, one above the other on a phone. */
export const InTwoColumns: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 2 }} gap="8">
      <DataList.Root {...args}>
        <DataList.Item>
          <DataList.Label>Shipment</DataList.Label>
          <DataList.Value>SHP-3301</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Pallets</DataList.Label>
          <DataList.Value>4</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <DataList.Root {...args}>
        <DataList.Item>
          <DataList.Label>Delivery window</DataList.Label>
          <DataList.Value>May 14, 2025, 13:00–15:00</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Dock</DataList.Label>
          <DataList.Value>B2</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const shipment = box(listWith(canvasElement, 'Shipment'));
    const delivery = box(listWith(canvasElement, 'Delivery window'));
    await expect(delivery.top).toBe(shipment.top);
    await expect(delivery.left).toBeGreaterThan(shipment.right);
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar">
      <DataList.Root {...args}>
        <DataList.Item>
          <DataList.Label>الطلب</DataList.Label>
          <DataList.Value>ORD-1042</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>الناقل</DataList.Label>
          <DataList.Value>Nordic Freight</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = listWith(canvasElement, 'الطلب');
    // The labels' column is at the right, each value to its left.
    const label = box(termOf(list, 'الطلب'));
    const value = box(definitionOf(list, 'الطلب'));
    await expect(label.right).toBeCloseTo(box(list).right, 0);
    await expect(value.right).toBeLessThan(label.left);
  },
};

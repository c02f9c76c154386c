import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Breadcrumb, Button, PageHeader } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';

const meta = {
  title: 'Components/Layout/PageHeader',
  component: PageHeader,
  parameters: {
    docs: {
      description: {
        component:
          "The head of a page: a `Breadcrumb` (`breadcrumb`), the title, which is the page's `<h1>` unless `titleLevel` says otherwise, a `description` and `actions` at the end edge, which wrap under the title when the page is narrow. Parts: `PageHeader.Root`, `Breadcrumb`, `Body`, `Content`, `Title` (with `level`), `Description`, `Actions`.",
      },
    },
  },
  args: {
    title: 'Shipments',
    description: 'Every consignment booked this week, by its next step.',
    breadcrumb: (
      <Breadcrumb
        items={[{ label: 'Overview', href: '/' }, { label: 'Operations', href: '/operations' }, { label: 'Shipments' }]}
      />
    ),
    actions: (
      <>
        <Button variant="outline">
          <Download aria-hidden />
          Export
        </Button>
        <Button>
          <Plus aria-hidden />
          New shipment
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** The breadcrumb above, the title and its description, the actions at the end of the title's row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Shipments' });
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(box(crumbs).bottom).toBeLessThanOrEqual(box(title).top);
    await expect(canvas.getByText('Every consignment booked this week, by its next step.')).toBeVisible();
    const newShipment = canvas.getByRole('button', { name: 'New shipment' });
    await expect(box(newShipment).top).toBeLessThan(box(title).bottom);
    await expect(box(newShipment).left).toBeGreaterThan(box(title).right);
    await expectRightOf(newShipment, canvas.getByRole('button', { name: 'Export' }));
  },
};

/** In a narrow column the actions wrap under the title, which keeps its width. */
export const Narrow: Story = {
  render: (args) => (
    <Box maxW="xs">
      <PageHeader {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Shipments' });
    const description = canvas.getByText(/Every consignment/);
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    await expect(box(exportButton).top).toBeGreaterThanOrEqual(box(description).bottom);
    await expect(box(exportButton).left).toBeCloseTo(box(title).left, 0);
  },
};

/** Inside a larger page, a section's head: the title at the level the outline needs, the same look. */
export const TitleLevel: Story = {
  args: { titleLevel: 2, breadcrumb: undefined, title: 'Pickups today', description: undefined },
  render: (args) => (
    <>
      <h1>Depot Göteborg</h1>
      <PageHeader {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Pickups today' });
    await expect(within(heading.parentElement as HTMLElement).queryByRole('paragraph')).toBeNull();
    await expect(canvas.queryAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** Right to left: the actions at the left end, the breadcrumb's chevrons mirrored by Breadcrumb. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الشحنات', description: 'كل الشحنات المحجوزة هذا الأسبوع.' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'الشحنات' });
    await expectRightToLeft(title);
    await expectRightOf(title, canvas.getByRole('button', { name: 'New shipment' }));
  },
};

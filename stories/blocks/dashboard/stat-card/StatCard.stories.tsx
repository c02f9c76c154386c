import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { StatCard, StatCardGrid } from '../../../../src';

const meta = {
  title: 'Blocks/Dashboard/StatCard',
  component: StatCard,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled figure for dashboards (Active Projects 12 on /dashboard, Trucks Booked 5 on /dashboard/logistics). Give `label` as text in the page language, `value` as a number (formatted for the locale, `format` for e.g. compact notation) or a ready string, and an icon name. Screen readers read the label, then the value; the icon is decorative. `StatCardGrid` lays several out as a list: one column at 360 px, two on tablets, four on wide screens.',
      },
    },
  },
  args: { label: 'Active Projects', value: 12, icon: 'projects' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active Projects')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

export const CompactNumber: Story = {
  args: { label: 'Products Shipping', value: 120_000, format: { notation: 'compact' }, icon: 'units' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120K')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { label: 'Documents Pending', value: 9, icon: 'documents', hint: 'Awaiting signature' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Documents Pending')).toBeVisible();
    await expect(canvas.getByText('Awaiting signature')).toBeVisible();
  },
};

/** The four figures of /dashboard, as a list: a portal's own figures, labelled in its words (the card shows the label as it is given). */
export const DashboardGrid: Story = {
  render: () => (
    <Box maxW="6xl">
      <StatCardGrid
        stats={[
          { label: 'Active Projects', value: 12, icon: 'projects' },
          { label: 'Completed Products', value: 26, icon: 'completed' },
          { label: 'Products Shipping', value: 4, icon: 'shipping' },
          { label: 'Documents Pending', value: 9, icon: 'documents' },
        ]}
        aria-label="Overview"
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Overview' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const expected = [
      ['Active Projects', '12'],
      ['Completed Products', '26'],
      ['Products Shipping', '4'],
      ['Documents Pending', '9'],
    ];
    for (const [index, [label, value]] of expected.entries()) {
      await expect(items[index]).toHaveTextContent(`${label}${value}`);
    }
  },
};

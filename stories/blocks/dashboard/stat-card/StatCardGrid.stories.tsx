import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { type StatCardData, StatCardGrid } from '../../../../src';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

const dashboardStats: StatCardData[] = [
  { label: 'Active Projects', value: 12, icon: 'projects' },
  { label: 'Completed Products', value: 26, icon: 'completed' },
  { label: 'Products Shipping', value: 4, icon: 'shipping' },
  { label: 'Documents Pending', value: 9, icon: 'documents' },
];

const meta = {
  title: 'Blocks/Dashboard/StatCardGrid',
  component: StatCardGrid,
  args: { stats: dashboardStats, 'aria-label': 'Overview' },
  render: (args) => (
    <Box maxW="6xl">
      <StatCardGrid {...args} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "StatCards in a responsive grid, as a list named by `aria-label` (the figures themselves: see StatCard). Where the figures come from a server it takes `loading` (card-sized skeletons in the same grid, the area `aria-busy` and 'Loading statistics…' for screen readers), `error` (\"Couldn't load statistics\" with Retry calling `onRetry`); without figures it says 'No statistics yet'.",
      },
    },
  },
} satisfies Meta<typeof StatCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without figures: 'No statistics yet' instead of an empty list. */
export const Empty: Story = {
  args: { stats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No statistics yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loading: a card-sized skeleton for each figure, and screen readers hear 'Loading statistics…'. */
export const Loading: Story = loadingStory('statistics');

/** Loading failed: "Couldn't load statistics" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('statistics');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { recentActivity } from '../../../../app/data/projects';
import { RecentActivity } from '../../../../src';

const meta = {
  title: 'Blocks/Dashboard/RecentActivity',
  component: RecentActivity,
  parameters: {
    docs: {
      description: {
        component:
          "'Recent Activity' on /dashboard/projects: dated project events as an ordered list under a heading. Event texts are message keys with the project's name filled in; dates are `<time>` elements in the locale's long format. Without events it says 'No recent activity.'",
      },
    },
  },
  decorators: [(Story) => <Box maxW="md">{Story()}</Box>],
  args: { events: recentActivity },
} satisfies Meta<typeof RecentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Energy Drink - Tropical moved to In Production');
    await expect(items[0]).toHaveTextContent('April 14, 2025');
    await expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2025-04-14');
    await expect(items[1]).toHaveTextContent('Contract signed for Protein Shake - Vanilla');
    await expect(items[2]).toHaveTextContent('New request received: Collagen Gummies');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent activity.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Letzte Aktivitäten' })).toBeVisible();
    await expect(canvas.getByText('14. April 2025')).toBeVisible();
  },
};

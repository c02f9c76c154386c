import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { type ActivityEvent, RecentActivity } from '../../../../src';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

// A portal's own events, in its words: the card shows each text as it is given, and formats the dates.
const events: ActivityEvent[] = [
  { id: 'a1', text: 'Energy Drink - Tropical moved to In Production', date: '2025-04-14' },
  { id: 'a2', text: 'Contract signed for Protein Shake - Vanilla', date: '2025-04-10' },
  { id: 'a3', text: 'New request received: Collagen Gummies', date: '2025-04-01' },
];

const meta = {
  title: 'Blocks/Dashboard/RecentActivity',
  component: RecentActivity,
  parameters: {
    docs: {
      description: {
        component:
          "'Recent Activity' on /dashboard/projects: dated project events as an ordered list under a heading. Each event's text comes from the portal, in the page's language; dates are `<time>` elements in the locale's long format. Without events it says 'No recent activity.' While `loading` the card and its title stay and skeleton events stand in for the list (screen readers hear 'Loading activity…'); with `error`, \"Couldn't load activity\" with a Retry button calling `onRetry`.",
      },
    },
  },
  decorators: [(Story) => <Box maxW="md">{Story()}</Box>],
  args: { events },
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
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();
    await expect(canvas.getByText('No recent activity.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The card's own words and the dates follow the language; the portal passes the events' texts in it too. */
export const German: Story = {
  globals: { locale: 'de' },
  args: {
    events: [
      { id: 'a1', text: 'Energy Drink - Tropical ist jetzt in Produktion', date: '2025-04-14' },
      { id: 'a2', text: 'Vertrag für Protein Shake - Vanilla unterzeichnet', date: '2025-04-10' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Letzte Aktivitäten' })).toBeVisible();
    await expect(canvas.getByText('14. April 2025')).toBeVisible();
    await expect(canvas.getByText('Energy Drink - Tropical ist jetzt in Produktion')).toBeVisible();
  },
};

const loading = loadingStory('activity');

/** Loading: the card keeps its title, skeleton events stand in for the list, and screen readers hear 'Loading activity…'. */
export const Loading: Story = {
  ...loading,
  play: async ({ canvas }) => {
    await loading.play({ canvas });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loading failed: "Couldn't load activity" and what to do under the card's title, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('activity');

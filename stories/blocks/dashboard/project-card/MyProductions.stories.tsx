import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projects } from '../../../../app/data/projects';
import { MyProductions } from '../../../../src';
import { focusInside } from '../../../support/overlay';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';
import { StoryRouter } from '../support/router';

const navigate = fn();

const meta = {
  title: 'Blocks/Dashboard/MyProductions',
  component: MyProductions,
  parameters: {
    docs: {
      description: {
        component:
          "'My Productions' on /dashboard: a card titled with an h2, a 'View All' link to /dashboard/projects, and the projects as a list of ProjectCards. A card's 'View timeline' opens the Project Timeline dialog for that project; Close, Escape or a click outside closes it and focus goes back to that button. Without projects it says so.",
      },
    },
  },
  args: { projects },
  decorators: [
    (Story) => (
      <StoryRouter onNavigate={navigate}>
        <Story />
      </StoryRouter>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof MyProductions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'My Productions' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const viewAll = canvas.getByRole('link', { name: 'View all projects' });
    await expect(viewAll).toHaveAttribute('href', '/dashboard/projects');
    await userEvent.click(viewAll);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/projects');
  },
};

/** Keyboard only: open a project's timeline, read it, close it with Escape; focus returns to its button. */
export const OpenTimeline: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('button', { name: 'View timeline Collagen Gummies' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Project Timeline' });
    await expect(dialog).toHaveAccessibleDescription('Collagen Gummies');
    await expect(within(dialog).getByText('Current progress: 20% complete')).toBeVisible();
    await expect(within(dialog).getAllByText('Completed on April 14, 2025')).toHaveLength(2);
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No projects yet/)).toBeVisible();
  },
};

/** Loading: skeletons stand in for the data, the area is busy, and screen readers hear 'Loading projects…'. */
export const Loading: Story = loadingStory('projects');

/** Loading failed: "Couldn't load projects" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('projects');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardShell, TopBar, type TopBarMessage, type TopBarNotification } from '../../../../src';
import { focusInside } from '../../../support/overlay';
import { chooseOption } from '../../../support/select';
import { StoryRouter } from '../support/router';

const navigate = fn();
const now = Date.now();
// A portal's own notifications, in its words: the top bar shows each text as it is given.
const notifications: TopBarNotification[] = [
  { id: 'n1', text: 'Production has started for Energy Drink - Tropical.', date: new Date(now - 95 * 60_000) },
  { id: 'n2', text: 'The contract for Protein Shake - Vanilla has been signed.', date: new Date(now - 26 * 3600_000) },
];
const messages: TopBarMessage[] = [
  {
    id: 'm1',
    title: 'Energy Drink - Tropical',
    preview: 'We will adjust it and send a new proof.',
    date: new Date(now - 2 * 3600_000),
  },
  { id: 'm2', title: 'Collagen Gummies', preview: 'Uploaded it this morning.', date: new Date(now - 26 * 3600_000) },
  { id: 'm3', title: 'Protein Shake - Vanilla', preview: 'The contract is signed.', date: new Date(now - 50 * 3600_000) },
];

const meta = {
  title: 'Blocks/Dashboard/TopBar',
  // Reads the theme in JavaScript: rendered and played in each theme (.storybook/story-tests.ts).
  tags: ['theme-dependent'],
  component: TopBar,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's top bar (a `<header>`): 'Welcome back, <first name>' with today's date in the locale's long weekday format (an h1 on the overview), the language select (switches every text at once), the theme toggle, a notifications button named with its count ('Notifications (2 new)', badge 2) and a messages button, each opening a popover listing them (Escape closes it and focus returns), and 'Start New Project', a link to /dashboard/projects#new-request that scrolls to and focuses the request form. Below the desktop breakpoint a menu button opens the sidebar drawer. `DashboardShell` puts sidebar, drawer, top bar and `<main id=\"main\">` together with a skip link.",
      },
    },
  },
  args: { firstName: 'Anna', notifications, messages, today: '2026-03-02', onMenuClick: fn() },
  decorators: [
    (Story) => (
      <StoryRouter onNavigate={navigate}>
        <Story />
      </StoryRouter>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back, Anna')).toBeVisible();
    await expect(canvas.getByText('Monday, March 2, 2026')).toBeVisible();
    // The language picker loads after the block (its own chunk): on a client render it comes a moment later.
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    const start = canvas.getByRole('link', { name: 'Start New Project' });
    await expect(start).toHaveAttribute('href', '/dashboard/projects#new-request');
    await userEvent.click(start);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/projects#new-request');
  },
};

/** The bell's popover lists the two notifications its badge counts; Escape closes it and focus returns. */
export const Notifications: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = canvas.getByRole('button', { name: 'Notifications (2 new)' });
    await expect(bell.parentElement).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = await body.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Production has started for Energy Drink - Tropical.');
    await focusInside(panel);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** The messages popover lists the unread messages and links to the messages page. */
export const Messages: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Messages (3 unread)' }));
    const panel = await body.findByRole('dialog', { name: 'Messages' });
    // Ark moves focus into the panel a frame after it opens: a click before that would lose its focus to it.
    await focusInside(panel);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(panel).getByText('Uploaded it this morning.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('link', { name: 'Open messages' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/messages');
  },
};

/** The greeting as the overview's h1, and the menu button for the drawer. */
export const OnOverview: Story = {
  args: { greetingAs: 'h1' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
    // The menu button shows only below the desktop breakpoint; the story viewport is wide, so press it directly.
    const menu = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
    if (!menu) throw new Error('No menu button');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.click();
    await expect(args.onMenuClick).toHaveBeenCalled();
  },
};

/** Choosing a language switches the bar's text at once. */
export const SwitchLanguage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Language', 'Svenska');
    await waitFor(() => expect(canvas.getByText('Välkommen tillbaka, Anna')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Starta nytt projekt' })).toBeVisible();
    await chooseOption(canvasElement, 'Språk', 'English');
    await waitFor(() => expect(canvas.getByText('Welcome back, Anna')).toBeVisible());
  },
};

/** The whole frame: skip link, sidebar, top bar (greeting as h1 on /dashboard) and main. */
export const Shell: Story = {
  render: function DashboardLayout() {
    const now = Date.now();
    const notifications: TopBarNotification[] = [
      { id: 'n1', text: 'Production has started for Energy Drink - Tropical.', date: new Date(now - 95 * 60_000) },
      { id: 'n2', text: 'The contract for Protein Shake - Vanilla has been signed.', date: new Date(now - 26 * 3600_000) },
    ];
    const messages: TopBarMessage[] = [
      {
        id: 'm1',
        title: 'Energy Drink - Tropical',
        preview: 'We will adjust it and send a new proof.',
        date: new Date(now - 2 * 3600_000),
      },
      { id: 'm2', title: 'Collagen Gummies', preview: 'Uploaded it this morning.', date: new Date(now - 26 * 3600_000) },
      { id: 'm3', title: 'Protein Shake - Vanilla', preview: 'The contract is signed.', date: new Date(now - 50 * 3600_000) },
    ];
    return (
      <DashboardShell
        user={{ name: 'Anna Lindqvist', company: 'Nordic Refreshments AB' }}
        notifications={notifications}
        messages={messages}
        today={new Date(2026, 2, 2)}
      >
        <p>Page content</p>
      </DashboardShell>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('link', { name: 'Messages 3 unread messages' })).toBeVisible();
  },
};

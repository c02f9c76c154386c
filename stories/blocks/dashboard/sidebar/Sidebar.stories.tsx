import type { Meta, StoryObj } from '@storybook/react-vite';
import { Package, Truck } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { currentUser } from '../../../../app/data/user';
import { Sidebar } from '../../../../src';
import { SidebarMenuDrawer } from '../../../examples/SidebarMenuDrawer';
import sidebarMenuDrawerSource from '../../../examples/SidebarMenuDrawer.tsx?raw';
import { expectRightOf, expectRightToLeft } from '../../../support/direction';
import { focusInside, focusReturnedTo } from '../../../support/overlay';
import { StoryRouter } from '../support/router';

/** Where the sidebar's links would navigate. */
const navigate = fn();
/** What the drawer reports when it opens or closes. */
const openChange = fn();

const meta = {
  title: 'Blocks/Dashboard/Sidebar',
  component: Sidebar,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's navigation: Dashboard, My Projects, Uploads, Logistics, Messages (with its unread count) and Settings, then a profile card linking to /dashboard/profile (name, company, initials avatar) and Logout to /. It is a `<nav>` landmark; the link whose path equals the current path has `aria-current=\"page\"`, and the unread badge is read as '3 unread messages'. Below the desktop breakpoint the same content sits in `SidebarDrawer`, a focus-trapping drawer that closes on Escape, outside click, its close button or when a link is followed, and returns focus to the menu button.",
      },
    },
  },
  args: { user: currentUser, unreadMessages: 3 },
  decorators: [
    (Story) => (
      <StoryRouter onNavigate={navigate}>
        <Box maxW="sidebar" h="screenH" maxH="3xl">
          <Story />
        </Box>
      </StoryRouter>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    openChange.mockClear();
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/projects',
      '/dashboard/uploads',
      '/dashboard/logistics',
      '/dashboard/messages',
      '/dashboard/settings',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Messages 3 unread messages' })).toBeVisible();

    const profile = canvas.getByRole('link', { name: /Your profile: Anna Lindqvist/ });
    await expect(profile).toHaveAttribute('href', '/dashboard/profile');
    await expect(profile).toHaveTextContent('AL');
    await expect(profile).toHaveTextContent('Nordic Refreshments AB');
    await expect(canvas.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/');
  },
};

/** Following a link moves `aria-current` to it; only exact path matches count. */
export const FollowingLinks: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'My Projects' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/projects');
    await expect(canvas.getByRole('link', { name: 'My Projects' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('link', { name: /Your profile/ }));
    await expect(canvas.getByRole('link', { name: /Your profile/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'My Projects' })).not.toHaveAttribute('aria-current');
  },
};

/** With no unread messages there is no badge. */
export const NoUnreadMessages: Story = {
  args: { unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Messages 3 messages non lus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Déconnexion' })).toBeVisible();
  },
};

/**
 * A portal's own links in its own words, in Arabic and right to left: each label is the portal's text, the
 * package's own texts (the landmark's name, Logout) are the portal's translation of them, and each icon sits
 * before its text, at the right.
 */
export const OwnLinksRightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    unreadMessages: 0,
    items: [
      { href: '/dashboard', label: 'الطلبات', icon: <Package /> },
      { href: '/dashboard/fleet', label: 'الأسطول', icon: <Truck />, count: 2 },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'لوحة التحكم' });
    await expectRightToLeft(nav);
    const orders = within(nav).getByRole('link', { name: 'الطلبات' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /^الأسطول/ })).toHaveAttribute('href', '/dashboard/fleet');
    await expectRightOf(orders.querySelector('svg') as Element, within(orders).getByText('الطلبات'));
    await expect(canvas.getByRole('link', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};

/** The small-screen drawer: opens from a menu button, closes on Escape or when a link is followed, and gives focus back. */
export const Drawer: Story = {
  render: () => <SidebarMenuDrawer onOpenChange={openChange} />,
  // The menu and its drawer as a portal writes them (stories/examples/SidebarMenuDrawer.tsx).
  parameters: { docs: { source: { code: sidebarMenuDrawerSource, language: 'tsx' } } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Open menu' });

    await userEvent.click(menu);
    const dialog = await body.findByRole('dialog', { name: 'Labelport' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(openChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Labelport' });
    openChange.mockClear();
    await userEvent.click(within(again).getByRole('link', { name: 'Uploads' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/uploads');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Following a link closes the drawer from inside: it reports `{ open }`, as its close button does.
    await expect(openChange).toHaveBeenCalledWith({ open: false });

    await userEvent.click(menu);
    const third = await body.findByRole('dialog', { name: 'Labelport' });
    await focusInside(third);
    await userEvent.click(within(third).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(menu);
  },
};

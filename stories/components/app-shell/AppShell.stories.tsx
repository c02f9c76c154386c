import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { AppShell } from '../../../src';
import { StoryRouter } from '../../blocks/dashboard/support/router';
import { CarrierConsole } from '../../examples/CarrierConsole';
import carrierConsoleSource from '../../examples/CarrierConsole.tsx?raw';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { openMenuWith } from '../../support/menu';
import { focusInside, focusReturnedTo, layerListens } from '../../support/overlay';

/** Where the shell's links would navigate. */
const navigate = fn();
/** The user menu's choices. */
const userAction = fn();
/** The command palette's choices. */
const command = fn();
/** The key the example remembers its collapsed sidebar under. */
const STORAGE_KEY = 'nordfrakt:sidebar-collapsed';

const meta = {
  title: 'Components/Layout/AppShell',
  component: AppShell.Root,
  parameters: {
    layout: 'fullscreen',
    docs: {
      source: { code: carrierConsoleSource, language: 'tsx' },
      description: {
        component:
          "A portal's frame, filled with its own links and texts: a skip link to the page, `AppShell.Sidebar` (an `<aside>` with `AppShell.SidebarHeader`, `AppShell.Nav` of `AppShell.NavGroup`s of `AppShell.NavLink`s, and `AppShell.SidebarFooter`), and `AppShell.Column` with `AppShell.Header` (the banner: `AppShell.MenuButton`, the portal's search, `AppShell.HeaderActions` with `AppShell.UserMenu`) and `AppShell.Main`. A group's heading names its list; a link has an icon, a count (`countLabel` says it to screen readers) and `aria-current=\"page\"` on its path. `AppShell.CollapseButton`, a toggle button, collapses the sidebar to its icons, their texts then in tooltips; `storageKey` remembers it, across visits and tabs. Below `lg` the sidebar is a drawer from the start edge, opened by the menu button; following a link or Escape closes it and focus returns to the button. Every default text (skip link, navigation, buttons) is in the page's language, and the sidebar is on the right in right to left. `useAppShell()` gives a portal's own parts the state.",
      },
    },
  },
  render: () => (
    <StoryRouter initialPath="/" onNavigate={navigate}>
      <CarrierConsole onUserAction={userAction} onCommand={command}>
        <p>This week's shipments go here.</p>
      </CarrierConsole>
    </StoryRouter>
  ),
  beforeEach: () => {
    navigate.mockClear();
    userAction.mockClear();
    command.mockClear();
  },
} satisfies Meta<typeof AppShell.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** The example: landmarks, grouped links, the current link, counts, and the skip link to the page. */
export const CarrierConsoleShell: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary');
    const nav = within(sidebar).getByRole('navigation', { name: 'Console' });
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByRole('searchbox', { name: 'Search shipments' }));
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    // Each group's heading names its list.
    const operations = within(nav).getByRole('list', { name: 'Operations' });
    await expect(within(operations).getAllByRole('link')).toHaveLength(3);
    for (const name of ['Shipments 12 need action', 'Pickups', 'Routes']) {
      await expect(within(operations).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('list', { name: 'Fleet' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // The count is said as the portal wrote it.
    const shipments = () => within(nav).getByRole('link', { name: 'Shipments 12 need action' });
    await userEvent.click(shipments());
    await expect(navigate).toHaveBeenCalledWith('/shipments');
    // Found anew: until the tooltips' chunk is there (a published Storybook fetches it), a link stands alone,
    // and then it is the same link inside its tooltip.
    await waitFor(() => expect(shipments()).toHaveAttribute('aria-current', 'page'));
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    // The sidebar stands beside the column, as wide as its token.
    await expect(box(sidebar).right).toBeLessThanOrEqual(box(main).left);
    await expect(box(sidebar).width).toBeCloseTo(256, 0);

    // The first Tab reaches the skip link, shown while focused.
    shipments().blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(box(skip).width).toBeGreaterThan(1);
    // It leads to the main region, which takes focus (following it here would leave the test's frame).
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
    skip.blur();

    // Ctrl+K opens the console's command palette over the shell; Enter runs the best match.
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await within(document.body).findByRole('dialog', { name: 'Command palette' });
    await userEvent.type(within(palette).getByRole('combobox', { name: 'Command palette' }), 'trucks');
    await waitFor(() => expect(within(palette).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(command).toHaveBeenCalledWith('go:/vehicles');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Collapsed to its icons: the texts become tooltips, the links keep their names, and the choice is stored. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary');
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(box(sidebar).width).toBeCloseTo(72, 0));
    // The group headings and link texts are hidden but still name the lists and links.
    const nav = within(sidebar).getByRole('navigation', { name: 'Console' });
    await expect(within(nav).getByRole('list', { name: 'Operations' })).toBeInTheDocument();
    const pickups = within(nav).getByRole('link', { name: 'Pickups' });
    await expect(box(within(pickups).getByText('Pickups')).width).toBeLessThanOrEqual(1);
    // Keyboard focus shows the text beside the icon: Shift+Tab from the collapse button reaches Settings.
    await userEvent.tab({ shift: true });
    const settings = within(sidebar).getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Settings');
    await waitFor(() => expect(box(tip).left).toBeGreaterThanOrEqual(box(settings).right));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(settings).toHaveFocus();
    await userEvent.tab();
    // The count stays in view, on the icon.
    const shipments = within(nav).getByRole('link', { name: 'Shipments 12 need action' });
    await expect(box(within(shipments).getByText('12')).right).toBeLessThanOrEqual(box(shipments).right);

    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-pressed', 'false');
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('false');
    await waitFor(() => expect(box(sidebar).width).toBeCloseTo(256, 0));
  },
};

/** Collapsed when the page opens, as stored on the last visit; another tab's change is followed, its garbage ignored. */
export const Remembered: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, 'true');
  },
  play: async ({ canvas }) => {
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await waitFor(() => expect(collapse).toHaveAttribute('aria-pressed', 'true'));
    // Garbage from another tab is ignored: the default, expanded.
    const fromAnotherTab = (value: string) => {
      localStorage.setItem(STORAGE_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: value }));
    };
    fromAnotherTab('{oops');
    await waitFor(() => expect(collapse).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getByRole('complementary')).not.toHaveAttribute('data-collapsed');
    // Another tab collapses it again: this one follows.
    fromAnotherTab('true');
    await waitFor(() => expect(collapse).toHaveAttribute('aria-pressed', 'true'));
  },
};

/**
 * Below `lg` the menu button opens the sidebar as a drawer (the story's window is wider, so the button is
 * shown here for the test): Escape, its close button or a followed link close it, and focus goes back.
 */
export const DrawerOnSmallScreens: Story = {
  render: () => (
    <StoryRouter initialPath="/" onNavigate={navigate}>
      <AppShell.Root>
        <AppShell.Sidebar drawerTitle="Nordfrakt">
          <AppShell.SidebarHeader>Nordfrakt</AppShell.SidebarHeader>
          <AppShell.Nav aria-label="Console">
            <AppShell.NavGroup label="Operations">
              <AppShell.NavLink href="/">Overview</AppShell.NavLink>
              <AppShell.NavLink href="/shipments">Shipments</AppShell.NavLink>
            </AppShell.NavGroup>
          </AppShell.Nav>
          <AppShell.SidebarFooter>
            <AppShell.CollapseButton />
          </AppShell.SidebarFooter>
        </AppShell.Sidebar>
        <AppShell.Column>
          <AppShell.Header>
            <AppShell.MenuButton className={css({ display: 'inline-flex' })} />
          </AppShell.Header>
          <AppShell.Main>
            <h1>Overview</h1>
          </AppShell.Main>
        </AppShell.Column>
      </AppShell.Root>
    </StoryRouter>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(menu);
    const dialog = await body.findByRole('dialog', { name: 'Nordfrakt' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The same links; the drawer's title stands for the sidebar's header, and there is nothing to collapse.
    const nav = within(dialog).getByRole('navigation', { name: 'Console' });
    await expect(within(nav).getByRole('list', { name: 'Operations' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
    await expect(within(dialog).queryByText('Nordfrakt', { selector: 'div' })).toBeNull();
    await focusInside(dialog);
    await layerListens();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await focusReturnedTo(menu);

    // Following a link closes it.
    await userEvent.click(menu);
    const again = await body.findByRole('dialog', { name: 'Nordfrakt' });
    await focusInside(again);
    await userEvent.click(within(again).getByRole('link', { name: 'Shipments' }));
    await expect(navigate).toHaveBeenCalledWith('/shipments');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(menu);

    // And its close button, named in the page's language.
    await userEvent.click(menu);
    const third = await body.findByRole('dialog', { name: 'Nordfrakt' });
    await focusInside(third);
    await userEvent.click(within(third).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(menu);

    // Without a `storageKey` the sidebar still collapses, and nothing is stored.
    const stored = Object.keys(localStorage).sort();
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-pressed', 'true');
    await expect(Object.keys(localStorage).sort()).toEqual(stored);
    // Expanded again, for the screenshot.
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-pressed', 'false');
    collapse.blur();
  },
};

/** The user's menu behind their avatar: their name over the actions, the menu button's keys. */
export const UserMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const account = canvas.getByRole('button', { name: 'Account: Maja Berg' });
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openMenuWith(account, '{Enter}');
    const group = within(menu).getByRole('group', { name: /Maja Berg/ });
    await expect(group).toHaveTextContent('Dispatcher, Nordfrakt AB');
    // Enter opens it on its first item.
    const profile = within(group).getByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', profile.id));
    // The menu opens under the avatar, its end edge at the avatar's.
    await waitFor(() => expect(box(menu).top).toBeGreaterThanOrEqual(box(account).bottom));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(userAction).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await focusReturnedTo(account);
  },
};

/** In Arabic: the sidebar on the right, the default texts translated, the collapse icon mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary');
    await expectRightToLeft(sidebar);
    await expectRightOf(sidebar, canvas.getByRole('main'));
    const collapse = canvas.getByRole('button', { name: 'طي الشريط الجانبي' });
    await expectMirrored(collapse.querySelector('svg'));
    await expect(canvas.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveAttribute('href', expect.stringMatching(/^#/));
    // Collapsed, the tooltips open towards the page: to the left.
    await userEvent.click(collapse);
    await userEvent.tab({ shift: true });
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await waitFor(() => expect(box(tip).right).toBeLessThanOrEqual(box(settings).left));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(collapse);
  },
};

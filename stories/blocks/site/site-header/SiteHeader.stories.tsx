import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteNavLinks } from '../../../../app/data/site';
import { SiteHeader } from '../../../../src';
import { focusInside, focusReturnedTo } from '../../../support/overlay';
import { appText } from '../support/copy';
import { navigate, withRouter } from '../support/router';

const meta = {
  title: 'Blocks/Site/SiteHeader',
  // Reads the theme in JavaScript: rendered and played in each theme (.storybook/story-tests.ts).
  tags: ['theme-dependent'],
  component: SiteHeader,
  decorators: [withRouter('/features')],
  args: { links: siteNavLinks(appText('en')) },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public site’s top bar (a `banner` landmark). First comes a ‘Skip to content’ link, visible when focused, that jumps to `#main`. The navigation landmark lists Home, Features, Tracking, Analytics and Pricing; the current page’s link has `aria-current="page"`. ‘Sign Up’ and ‘Get Started’ both lead to /signup. Language and theme controls follow. Below the md breakpoint (or with `collapsed`) a ‘Menu’ button with `aria-expanded` opens the core Drawer (a dialog named ‘Navigation’ that traps focus) with the links, the sign-up links and the language picker; Escape, the close button or following a link closes it and focus returns to the menu button.',
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'Features', 'Tracking', 'Analytics', 'Pricing']);
    await expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('link', { name: 'Sign Up' }));
    await expect(navigate).toHaveBeenLastCalledWith('/signup');
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(navigate).toHaveBeenLastCalledWith('/signup');
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenLastCalledWith('/pricing');

    // The theme button names the theme it switches to.
    const other = globals.theme === 'dark' ? 'light' : 'dark';
    await expect(canvas.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
    // The language picker loads after the block (its own chunk): on a client render it comes a moment later.
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toBeVisible();
    // Wide screens show the links inline, so the menu button is hidden.
    const menu = canvasElement.querySelector('button[aria-label="Menu"]');
    await expect(menu).toBeInTheDocument();
    await expect(menu).not.toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '#main');
    // The first Tab stop, and on screen once focused.
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};

export const CollapsedMenu: Story = {
  args: { collapsed: true },
  decorators: [withRouter('/')],
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('link', { name: 'Get Started' })).toBeVisible();

    // Escape closes the menu and puts focus back on the button.
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());

    // Following a link closes it too.
    await userEvent.click(menu);
    const again = await body.findByRole('dialog', { name: 'Navigation' });
    await focusInside(again);
    await userEvent.click(within(again).getByRole('link', { name: 'Analytics' }));
    await expect(navigate).toHaveBeenLastCalledWith('/analytics');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await focusReturnedTo(menu);
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { links: siteNavLinks(appText('sv')) },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(nav).getByRole('link', { name: 'Funktioner' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Kom igång' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Breadcrumb, type RouterLinkProps, RouterLinkProvider } from '../../../src';

const navigate = fn();
function FakeRouterLink({ href, onClick, ...props }: RouterLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    />
  );
}

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Projects', href: '/projects' },
  { label: 'Energy Drink - Tropical', href: '/projects/energy-drink' },
  { label: 'Artwork', href: '/projects/energy-drink/artwork' },
  { label: 'Label proofs', href: '/projects/energy-drink/artwork/proofs' },
  { label: 'Proof 3' },
];

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Orders', href: '/orders' },
      { label: 'LP-1042', href: '/orders/LP-1042' },
    ],
  },
  render: (args) => (
    <RouterLinkProvider component={FakeRouterLink}>
      <Breadcrumb {...args} />
    </RouterLinkProvider>
  ),
  beforeEach: () => navigate.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          'Where the current page sits: a `nav` landmark named "Breadcrumb" (in the active language) around an ordered list of links to the pages above it, and the current page last, as text with `aria-current="page"` (not a link). Links go through the portal\'s router (`RouterLinkProvider`), or are plain `<a>`s without one. The chevrons between crumbs are hidden from screen readers: the list already says how many crumbs there are. With `maxItems`, the crumbs between the first and the last few collapse into one "Show more" button, a menu button (Menu): Enter, Space or ArrowDown opens it, the arrows move, Enter follows the link, Escape closes and focus returns to the button. Keyboard: Tab goes through the links and the button. Parts: `Breadcrumb.Root`, `List`, `Item`, `Link`, `Current`, `Separator`.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Three crumbs: two links through the router, the current page as text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Orders']);
    await expect(within(nav).getByText('LP-1042')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'LP-1042' })).toBeNull();
    // The chevrons between crumbs are hidden from screen readers; none after the current page.
    const separators = [...nav.querySelectorAll('.breadcrumb__separator')];
    await expect(separators).toHaveLength(2);
    for (const separator of separators) await expect(separator).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/orders');
  },
};

/** Six crumbs, at most three shown: the middle ones behind 'Show more', a menu of links. */
export const Collapsed: Story = {
  args: { items: trail, maxItems: 3 },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Label proofs']);
    await expect(within(nav).getByText('Proof 3')).toHaveAttribute('aria-current', 'page');
    const more = within(nav).getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    // From the keyboard: it opens on the first hidden crumb; Escape closes and focus returns.
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Projects', 'Energy Drink - Tropical', 'Artwork']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    // With the pointer: open it and follow a hidden crumb.
    await userEvent.click(more);
    const again = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(again).toBeVisible());
    const artwork = within(again).getByRole('menuitem', { name: 'Artwork' });
    await expect(artwork).toHaveAttribute('href', '/projects/energy-drink/artwork');
    await userEvent.click(artwork);
    await expect(navigate).toHaveBeenLastCalledWith('/projects/energy-drink/artwork');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Without a router: plain `<a href>` links, the same list and names. */
export const WithoutARouter: Story = {
  render: (args) => <Breadcrumb {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByText('LP-1042')).toHaveAttribute('aria-current', 'page');
  },
};

/** Swedish and narrow: the names in Swedish, long crumbs wrap instead of overflowing. */
export const SwedishNarrow: Story = {
  globals: { locale: 'sv' },
  args: { items: trail, maxItems: 5 },
  render: (args) => (
    <RouterLinkProvider component={FakeRouterLink}>
      <Box maxW="xs">
        <Breadcrumb {...args} />
      </Box>
    </RouterLinkProvider>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(within(nav).getByRole('button', { name: 'Visa fler' })).toBeVisible();
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Energy Drink - Tropical', 'Artwork', 'Label proofs']);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Breadcrumb, Button, type RouterLinkProps, RouterLinkProvider } from '../../../src';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { layerListens } from '../../support/overlay';

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
  title: 'Components/Navigation/Breadcrumb',
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
          'Where the current page sits: a `nav` landmark named "Breadcrumb" (in the active language) around an ordered list of links to the pages above it, and the current page last, as text with `aria-current="page"` (not a link). Links go through the portal\'s router (`RouterLinkProvider`), or are plain `<a>`s without one. The chevrons between crumbs are hidden from screen readers: the list already says how many crumbs there are. With `maxItems`, or when the crumbs do not fit on one line (unless `collapseWhenNarrow={false}`), the crumbs between the first and the last few collapse into one "Show more" button, a menu button (Menu): Enter, Space or ArrowDown opens it, the arrows move, Enter follows the link, Escape closes and focus returns to the button. Keyboard: Tab goes through the links and the button. Parts: `Breadcrumb.Root`, `List`, `Item`, `Link`, `Current`, `Separator`.',
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
    await waitFor(() => expect(menu).toHaveFocus());
    await layerListens();
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

/** The lines the crumbs sit on: the vertical middle of each (they are centred on their line). */
const linesOf = (nav: HTMLElement) =>
  new Set(
    within(nav)
      .getAllByRole('listitem')
      .map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
  );

/**
 * Narrow, in Swedish: the six crumbs do not fit on one line, so the middle ones collapse behind 'Visa fler'
 * until they do, keeping the first crumb and the current page; nothing overflows.
 */
export const SwedishNarrow: Story = {
  globals: { locale: 'sv' },
  args: { items: trail },
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
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links[0]).toBe('Home');
    await expect(links.length).toBeLessThan(trail.length - 1);
    await expect(within(nav).getByText('Proof 3')).toHaveAttribute('aria-current', 'page');
    await expect(linesOf(nav).size).toBe(1);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/**
 * Collapsing follows the room there is: wide, every crumb shows; narrowed, the middle ones go behind 'Show
 * more' and the rest stay on one line; widened again, they all come back. `collapseWhenNarrow={false}` wraps.
 */
export const CollapsesWhenNarrow: Story = {
  args: { items: trail },
  render: (args) => (
    <RouterLinkProvider component={FakeRouterLink}>
      <Box data-testid="room" maxW="4xl">
        <Breadcrumb {...args} />
      </Box>
      <Box maxW="xs" mt="6">
        <Breadcrumb {...args} aria-label="Wrapping breadcrumb" collapseWhenNarrow={false} />
      </Box>
    </RouterLinkProvider>
  ),
  play: async ({ canvas }) => {
    const room = canvas.getByTestId('room');
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(trail.length);
    await expect(within(nav).queryByRole('button', { name: 'Show more' })).toBeNull();

    room.style.maxWidth = 'var(--sizes-xs)';
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Show more' })).toBeVisible());
    await expect(linesOf(nav).size).toBe(1);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(within(nav).getByText('Proof 3')).toHaveAttribute('aria-current', 'page');

    room.style.removeProperty('max-width');
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Show more' })).toBeNull());
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(trail.length);

    // Without collapsing, the same crumbs wrap onto more lines, all of them there.
    const wrapping = canvas.getByRole('navigation', { name: 'Wrapping breadcrumb' });
    await expect(within(wrapping).getAllByRole('listitem')).toHaveLength(trail.length);
    await expect(linesOf(wrapping).size).toBeGreaterThan(1);
  },
};

const shortTrail = [
  { label: 'Home', href: '/' },
  { label: 'Orders', href: '/orders' },
  { label: 'LP-1042', href: '/orders/LP-1042' },
  { label: 'Files', href: '/orders/LP-1042/files' },
  { label: 'Proofs', href: '/orders/LP-1042/files/proofs' },
  { label: 'Proof 3' },
];

/**
 * Six long crumbs collapse in a narrow box; six short ones on the next page fit, and all of them show again,
 * without waiting for the box to change size.
 */
export const ShorterCrumbsShowAgain: Story = {
  render: function MovingTrail() {
    const [short, setShort] = useState(false);
    const projectTrail = [
      { label: 'Home', href: '/' },
      { label: 'Projects', href: '/projects' },
      { label: 'Energy Drink - Tropical', href: '/projects/energy-drink' },
      { label: 'Artwork', href: '/projects/energy-drink/artwork' },
      { label: 'Label proofs', href: '/projects/energy-drink/artwork/proofs' },
      { label: 'Proof 3' },
    ];
    const orderTrail = [
      { label: 'Home', href: '/' },
      { label: 'Orders', href: '/orders' },
      { label: 'LP-1042', href: '/orders/LP-1042' },
      { label: 'Files', href: '/orders/LP-1042/files' },
      { label: 'Proofs', href: '/orders/LP-1042/files/proofs' },
      { label: 'Proof 3' },
    ];
    return (
      <>
        <Box maxW="md">
          <Breadcrumb items={short ? orderTrail : projectTrail} />
        </Box>
        <Button variant="outline" onClick={() => setShort(true)}>
          Go to the order's proofs
        </Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('button', { name: 'Show more' })).toBeVisible();
    const go = canvas.getByRole('button', { name: "Go to the order's proofs" });
    await userEvent.click(go);
    // Whether focus shows a ring depends on how the page was last used: the screenshot must not.
    go.blur();
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Show more' })).toBeNull());
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(shortTrail.length);
    await expect(linesOf(nav).size).toBe(1);
  },
};

/**
 * Right to left, in Arabic: the trail starts at the right, with the home page, and runs leftwards to the current
 * page; the chevrons between the crumbs are mirrored, pointing left, the way the trail goes.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      { label: 'الرئيسية', href: '/' },
      { label: 'الطلبات', href: '/orders' },
      { label: 'LP-1042', href: '/orders/LP-1042' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'مسار التنقل' });
    await expectRightToLeft(nav);
    const home = within(nav).getByRole('link', { name: 'الرئيسية' });
    const orders = within(nav).getByRole('link', { name: 'الطلبات' });
    const current = within(nav).getByText('LP-1042');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expectRightOf(home, orders);
    await expectRightOf(orders, current);
    const separators = [...nav.querySelectorAll('.breadcrumb__separator')];
    await expect(separators).toHaveLength(2);
    for (const separator of separators) await expectMirrored(separator.querySelector('svg'));
    await userEvent.click(orders);
    await expect(navigate).toHaveBeenLastCalledWith('/orders');
    // Whether focus shows a ring depends on how the page was last used: the screenshot must not.
    orders.blur();
  },
};

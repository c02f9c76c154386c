import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Pagination, type RouterLinkProps, RouterLinkProvider } from '../../../src';
import { OrdersDialog, ServerPagedOrders } from '../../examples/ServerPagedOrders';
import serverPagedOrdersSource from '../../examples/ServerPagedOrders.tsx?raw';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { chooseOption } from '../../support/select';

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  args: { count: 500, defaultPageSize: 25, onPageChange: fn(), onPageSizeChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Moves through rows that do not fit one page (Ark Pagination): a summary such as "1–25 of 500", previous and next, the page buttons with ellipses for the pages left out, and with `pageSizeOptions` a "Rows per page" select (the package\'s Select). It is a `nav` landmark named "Pagination"; the current page has `aria-current="page"`; each page button is named "Page 3", previous and next "Previous page" and "Next page", all in the active language with its numbers. The summary is a polite live region, so a screen reader hears the new range after a page change. Keyboard: Tab moves through previous, the pages, next and the select; Enter or Space goes to a page; previous is disabled on the first page and next on the last, so Tab passes them there. Controlled (`page`, `onPageChange`, `pageSize`, `onPageSizeChange`, `count`) for paging on a server, or uncontrolled (`defaultPage`). With `getPageUrl` each page is a link rendered by the `RouterLinkProvider`\'s link component. Parts: `Pagination.Root`, `List`, `Item`, `Ellipsis`, `PrevTrigger`, `NextTrigger`, `FirstTrigger`, `LastTrigger`, `Summary`, `PageSize`.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 500 rows, 25 a page: next, previous and a page button move `aria-current`; the summary follows. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('1–25 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // Tab skips the disabled previous button and walks the pages.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('26–50 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByText('476–500 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(19);
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A 'Rows per page' select: choosing 50 halves the pages, changes the summary and goes back to page 1. */
export const WithPageSize: Story = {
  args: { defaultPage: 3, pageSizeOptions: [25, 50, 100] },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('51–75 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toBeVisible();
    await chooseOption(canvasElement, 'Rows per page', '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('1–50 of 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 20' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Controlled, as a portal pages on its server: the page and size live in state, each change fetches that page. */
export const ControlledServerSide: Story = {
  render: () => <ServerPagedOrders />,
  // The table as a portal writes it (stories/examples/ServerPagedOrders.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: serverPagedOrdersSource, language: 'tsx' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'LP-1001' })).toBeVisible();
    await expect(canvas.getByText('1–10 of 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('cell', { name: 'LP-1011' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'LP-1001' })).toBeNull();
    await expect(canvas.getByText('11–20 of 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 14' }));
    await expect(await canvas.findByRole('cell', { name: 'LP-1137' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 7 + 1);
    await expect(canvas.getByText('131–137 of 137')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** The same table in a table footer inside a Dialog: the page-size list opens above the dialog. */
export const InATableInADialog: Story = {
  render: () => <OrdersDialog />,
  // OrdersDialog is at the end of stories/examples/ServerPagedOrders.tsx.
  parameters: { docs: { source: { code: serverPagedOrdersSource, language: 'tsx' } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show orders' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Orders' });
    await waitFor(() => expect(dialog).toBeVisible());
    // In a table cell in a modal it is still the navigation landmark, as everywhere else.
    const nav = within(dialog).getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toContainElement(within(dialog).getByRole('button', { name: 'Page 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await expect(await within(dialog).findByRole('cell', { name: 'LP-1006' })).toBeVisible();
    await expect(within(dialog).getByText('6–10 of 137')).toBeVisible();
    await chooseOption(dialog, 'Rows per page', '10');
    await expect(await within(dialog).findByRole('cell', { name: 'LP-1001' })).toBeVisible();
    await expect(within(dialog).getByText('1–10 of 137')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Page 14' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Page 28' })).toBeNull();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

// Intl writes Swedish thousands with a no-break space: accessible names keep it, getByText reads plain spaces.
const sv = (n: number) => new Intl.NumberFormat('sv').format(n);
const svText = (n: number) => sv(n).replace(/\s/g, ' ');

/** Swedish: the names, the summary and the page numbers the Swedish way (`50 000`). */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { count: 50000, defaultPage: 1000 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Sidnumrering' });
    await expect(within(nav).getByText(`${svText(24976)}–${svText(25000)} av ${svText(50000)}`)).toBeVisible();
    await expect(within(nav).getByRole('button', { name: `Sida ${sv(1000)}` })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: `Sida ${sv(2000)}` })).toHaveTextContent(svText(2000));
    await userEvent.click(within(nav).getByRole('button', { name: 'Nästa sida' }));
    await expect(within(nav).getByText(`${svText(25001)}–${svText(25025)} av ${svText(50000)}`)).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Föregående sida' })).toBeEnabled();
  },
};

/** 100 pages in a narrow column: the first, the last and those around the current one, ellipses between; the row wraps. */
export const ManyPagesNarrow: Story = {
  args: { count: 1000, defaultPageSize: 10, defaultPage: 50 },
  render: (args) => (
    <Box maxW="xs">
      <Pagination {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    for (const page of [1, 49, 50, 51, 100]) await expect(canvas.getByRole('button', { name: `Page ${page}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 48' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 100' }));
    await expect(canvas.getAllByText('…')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Page 99' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Page 100' })).toHaveAttribute('aria-current', 'page');
  },
};

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

/** With `getPageUrl` each page is a link through the portal's router; previous is a disabled link on page 1. */
export const AsLinks: Story = {
  args: { count: 60, defaultPageSize: 20, getPageUrl: ({ page }) => `/orders?page=${page}` },
  render: (args) => (
    <RouterLinkProvider component={FakeRouterLink}>
      <Pagination {...args} />
    </RouterLinkProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/orders?page=2');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(navigate).toHaveBeenLastCalledWith('/orders?page=2');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/orders?page=3');
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * Right to left, in Arabic: the row runs from the right, so the previous-page button is at the right end, page
 * 1 right of page 2, and next at the left end; both chevrons are mirrored, pointing the way each goes.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { defaultPage: 2 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'ترقيم الصفحات' });
    await expectRightToLeft(nav);
    const previous = within(nav).getByRole('button', { name: 'الصفحة السابقة' });
    const next = within(nav).getByRole('button', { name: 'الصفحة التالية' });
    const page = (n: number) => within(nav).getByRole('button', { name: `الصفحة ${ar(n)}` });
    await expectRightOf(previous, page(1));
    await expectRightOf(page(1), page(2));
    await expectRightOf(page(2), next);
    await expectMirrored(previous.querySelector('svg'));
    await expectMirrored(next.querySelector('svg'));
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(page(3)).toHaveAttribute('aria-current', 'page');
    // Whether focus shows a ring depends on how the page was last used: the screenshot must not.
    next.blur();
  },
};

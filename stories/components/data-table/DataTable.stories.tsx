import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, PackagePlus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button, DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from '../../../src';
import { type Order as ExampleOrder, OrdersTable } from '../../examples/OrdersTable';
import ordersTableSource from '../../examples/OrdersTable.tsx?raw';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { openMenuWith, tabMovesOnWithin } from '../../support/menu';
import { withMotion } from '../../support/motion';
import { focusReturnedTo } from '../../support/overlay';
import { expectPointerReaches } from '../../support/pointer';
import { chooseOption } from '../../support/select';
import { makeOrders, ORDER_COLUMNS, type Order, orderId } from './orders';

const ORDERS = makeOrders(120);
const onExport = fn();
const onDuplicate = fn();
const onRetry = fn();

const meta = {
  title: 'Components/Data display/DataTable',
  component: DataTable<Order>,
  args: {
    'aria-label': 'Orders',
    data: ORDERS,
    columns: ORDER_COLUMNS,
    getRowId: orderId,
    defaultPageSize: 10,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A table for a portal's data, on TanStack Table and TanStack Virtual. Columns are plain objects (`id`, `header`, `value`, optional `cell`, `align`, `width`, `filter`, `rowHeader`): text sorts by the active language's rules, numbers and dates by value. " +
          'A header is a button: click or Enter sorts ascending, again descending, a third time not at all; Shift adds it as a second key. The header cell carries `aria-sort`. ' +
          'The search box and column filters (text, a select of one or several choices, date range) filter as you type, setting case and accents aside (`lumiere` finds Lumière, as in the Combobox), and a polite status line says how many rows match. `layout="paged"` (default) shows a page at a time with the Pagination; `layout="virtual"` keeps every row in a scrolling box with the header in view, and renders only the rows in sight (`aria-rowcount` and `aria-rowindex` tell screen readers where they are). ' +
          "`selectable` adds a checkbox per row (named 'Select' and the row's name) and 'Select all rows on this page' (mixed when some are), then a toolbar that says how many are selected, offers to select every matching row, and holds `bulkActions`. `rowActions` adds a '⋯' menu per row, `renderDetail` a details button that opens a row under the row (or, with `detailsButton={false}`, a cell's own button through the `details` its `cell` gets), `caption` a visible title, `columnsMenu` a menu that hides columns. " +
          "`serverSide` leaves sorting, filtering and paging to the portal's server: the table reports each change (`onSortingChange`, `onFiltersChange`, `onSearchChange`, `onPageChange`) and shows the page it gets, `rowCount` rows in all. `loading` keeps the header over skeleton rows, `error` shows a message with Retry, and no rows an EmptyState. Keep `data` and `columns` stable between renders (module scope, state or `useMemo`).",
      },
    },
  },
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

const productsOnPage = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
/** The line under the toolbar that says how many rows there are or match (a polite live region). */
const countLine = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .find((status) => /\brows?\b/.test(status.textContent ?? ''))!;
/** Whether an element is drawn, rather than kept for screen readers only (a 1 px clipped box). */
const drawn = (element: HTMLElement) => element.getBoundingClientRect().width > 1;
const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) });

// "Show code": each story as a portal writes it. The stories' args hold generated rows (10,000 for Virtual)
// and the columns of ./orders.ts; the snippet writes the columns out as plain objects and takes the orders
// from the portal's own source, as a prop. Imports beside DataTable and DataTableColumn go in `imports`.

/** The columns of ./orders.ts (ORDER_COLUMNS), as a portal writes them, by id. */
const COLUMN_CODE: Record<string, string> = {
  id: `{ id: 'id', header: 'Order', value: (order) => order.id, rowHeader: true, width: 'var(--sizes-32)' },`,
  product: `{ id: 'product', header: 'Product', value: (order) => order.product },`,
  customer: `{
    id: 'customer',
    header: 'Customer',
    value: (order) => order.customer,
    filter: { type: 'select', options: CUSTOMERS.map((customer) => ({ value: customer, label: customer })) },
  },`,
  status: `{
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: { type: 'select', options: STATUSES.map((status) => ({ value: status, label: status })) },
  },`,
  quantity: `{ id: 'quantity', header: 'Units', value: (order) => order.quantity, align: 'end' },`,
  orderedOn: `// A Date, so the cell shows it in the active language and it sorts and filters by day.
  {
    id: 'orderedOn',
    header: 'Ordered',
    value: (order) => new Date(\`\${order.orderedOn}T00:00:00\`),
    filter: { type: 'dateRange' },
  },`,
};
const ALL_COLUMNS = ['id', 'product', 'customer', 'status', 'quantity', 'orderedOn'];

/** The props every story's table has: the orders, their columns and a row id. */
const TABLE_PROPS = ['aria-label="Orders"', 'data={orders}', 'columns={COLUMNS}', 'getRowId={(order) => order.id}'];

/** `<DataTable …/>` with these props, one a line, indented by `indent` spaces. */
function tableCode(props: string[], indent = 4) {
  const pad = (text: string, by: number) => text.replaceAll('\n', `\n${' '.repeat(by)}`);
  const lines = props.map((prop) => `${' '.repeat(indent + 2)}${pad(prop, indent + 2)}`);
  return [`${' '.repeat(indent)}<DataTable`, ...lines, `${' '.repeat(indent)}/>`].join('\n');
}

interface OrdersSnippet {
  /** Import lines beside the package's. */
  imports?: string[];
  /** Names imported from the package beside DataTable and DataTableColumn. */
  ui?: string[];
  /** The columns' ids (ALL_COLUMNS by default). */
  columns?: string[];
  /** Column code instead of COLUMN_CODE's, by id. */
  columnCode?: Record<string, string>;
  /** Module code after the columns. */
  declarations?: string;
  /** The comment over the component. */
  comment: string;
  name?: string;
  /** The component's parameters. */
  params?: string;
  /** The component's code before its `return`. */
  body?: string;
  /** What it returns, indented by 4. */
  jsx: string;
}

/** A story's `parameters` whose "Show code" is a whole portal module: the Order type, the columns and a component. */
function ordersSnippet({
  imports = [],
  ui = [],
  columns = ALL_COLUMNS,
  columnCode = {},
  declarations,
  comment,
  name = 'OrdersPage',
  params = '{ orders }: { orders: Order[] }',
  body,
  jsx,
}: OrdersSnippet) {
  const names = ['DataTable', 'type DataTableColumn', ...ui].sort((a, b) =>
    a.replace('type ', '').localeCompare(b.replace('type ', '')),
  );
  const lists = [
    columns.includes('customer') &&
      "const CUSTOMERS = ['Nordic Fizz AB', 'Öland Organics', 'Alpenquell GmbH', 'Brasserie Lumière', 'Åkerbergs Bryggeri'];",
    columns.includes('status') && "const STATUSES: Order['status'][] = ['Draft', 'In Production', 'Shipped', 'Delivered'];",
  ].filter(Boolean);
  const code = [
    ...imports,
    `import { ${names.join(', ')} } from '@labelport/ui';`,
    '',
    `export interface Order {
  id: string;
  product: string;
  customer: string;
  status: 'Draft' | 'In Production' | 'Shipped' | 'Delivered';
  quantity: number;
  /** The day it was placed, '2026-01-15'. */
  orderedOn: string;
}`,
    '',
    ...(lists.length ? [...lists, ''] : []),
    '// Module scope (or state, or useMemo): a new array on every render would sort and filter every row again.',
    'const COLUMNS: DataTableColumn<Order>[] = [',
    ...columns.map((id) => `  ${columnCode[id] ?? COLUMN_CODE[id]}`),
    '];',
    '',
    ...(declarations ? [declarations, ''] : []),
    ...comment.split('\n').map((line) => `// ${line}`),
    `export function ${name}(${params}) {`,
    ...(body ? [body] : []),
    '  return (',
    jsx,
    '  );',
    '}',
    '',
  ].join('\n');
  return { docs: { source: { code, language: 'tsx' } } };
}

/** Sorting by a header's button, with the mouse and with Enter; Shift adds a second key. Search filters and says how many match. */
export const Default: Story = {
  args: { searchable: true, columnsMenu: true },
  parameters: ordersSnippet({
    comment: "`orders` from the portal's own source (a loader, a query, a store).",
    jsx: tableCode([...TABLE_PROPS, 'defaultPageSize={10}', 'searchable', 'columnsMenu']),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent('120 rows');

    const product = canvas.getByRole('button', { name: 'Product' });
    await userEvent.click(product);
    await expect(header(canvasElement, 'Product')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = productsOnPage(canvasElement);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(ascending[0]).toBe('Apple Kombucha');
    await userEvent.click(product);
    await expect(header(canvasElement, 'Product')).toHaveAttribute('aria-sort', 'descending');
    await expect(productsOnPage(canvasElement)[0]).toBe('Vanilla Tonic');

    // Enter on another header sorts by it instead; Shift adds the product back as the second key.
    canvas.getByRole('button', { name: 'Units' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(header(canvasElement, 'Units')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Product')).toHaveAttribute('aria-sort', 'none');
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(product);
    await user.keyboard('{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Product (sort key 2)' })).toBeVisible();
    await expect(header(canvasElement, 'Units')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'vanilla');
    const vanilla = ORDERS.filter((order) => order.product.startsWith('Vanilla')).length;
    await expect(countLine(canvasElement)).toHaveTextContent(`${vanilla} rows of 120 match`);
    for (const name of productsOnPage(canvasElement)) await expect(name).toMatch(/^Vanilla/);

    // The columns menu: not built until it opens; type-ahead finds a column by its name; Tab closes the
    // menu and moves on.
    const columns = canvas.getByRole('button', { name: 'Columns' });
    await expect(canvasElement.ownerDocument.querySelector('[data-scope="menu"][data-part="item"]')).toBeNull();
    const menu = await openMenuWith(columns, '{Enter}');
    await userEvent.keyboard('u');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Units' })).toHaveAttribute('data-highlighted'),
    );
    await tabMovesOnWithin(canvasElement, columns);
    columns.blur();
  },
};

const EXAMPLE_ORDERS: ExampleOrder[] = makeOrders(40).map(({ id, product, quantity, orderedOn }, index) => ({
  id,
  product,
  status: (['In Production', 'Shipped', 'Delivered'] as const)[index % 3],
  units: quantity,
  orderedOn,
}));
const onReorder = fn();
const onCancel = fn();

/**
 * The copyable example (stories/examples/OrdersTable.tsx; 'Show code' gives the whole file): a status filter,
 * selection with a bulk Reorder, and a menu of actions per row.
 */
export const Example: Story = {
  render: () => <OrdersTable orders={EXAMPLE_ORDERS} onReorder={onReorder} onCancel={onCancel} />,
  parameters: { docs: { source: { code: ordersTableSource, language: 'tsx' } } },
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Status', 'Shipped');
    await expect(countLine(canvasElement)).toHaveTextContent('13 rows of 40 match');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('10 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    await expect(onReorder).toHaveBeenLastCalledWith(
      EXAMPLE_ORDERS.filter((order) => order.status === 'Shipped')
        .slice(0, 10)
        .map((order) => order.id),
    );
    await expect(canvas.queryByText('10 selected')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for PO-00002' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cancel order' }));
    await expect(onCancel).toHaveBeenLastCalledWith(EXAMPLE_ORDERS[1]);
    // The closing menu hands focus back to its button, and again a frame later: blur after the last.
    await focusReturnedTo(canvas.getByRole('button', { name: 'Actions for PO-00002' }));
  },
};

/** A select filter and the search (accents and case set aside) together; nothing matching shows an empty state whose button clears them. */
export const Filters: Story = {
  args: { searchable: true },
  parameters: ordersSnippet({
    comment:
      'The Customer and Status columns have select filters, Ordered a date range; the search box looks through every column.',
    jsx: tableCode([...TABLE_PROPS, 'defaultPageSize={10}', 'searchable']),
  }),
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Status', 'Shipped');
    const shipped = ORDERS.filter((order) => order.status === 'Shipped').length;
    await expect(countLine(canvasElement)).toHaveTextContent(`${shipped} rows of 120 match`);
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Shipped');

    // The search sets accents and case aside: 'lumiere' finds Brasserie Lumière.
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'lumiere');
    const lumiere = ORDERS.filter((order) => order.status === 'Shipped' && order.customer === 'Brasserie Lumière').length;
    await expect(countLine(canvasElement)).toHaveTextContent(`${lumiere} rows of 120 match`);
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Brasserie Lumière');

    await userEvent.clear(search);
    await userEvent.type(search, 'no such order');
    await expect(canvas.getByRole('heading', { name: 'No rows match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(countLine(canvasElement)).toHaveTextContent('120 rows');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
  },
};

/** The Status column with a filter of several choices, as a portal writes it. */
const MULTI_STATUS_COLUMNS = ORDER_COLUMNS.map((column) =>
  column.id === 'status'
    ? {
        ...column,
        filter: {
          type: 'multiSelect' as const,
          options: (['Draft', 'In Production', 'Shipped', 'Delivered'] as const).map((status) => ({
            value: status,
            label: status,
          })),
        },
      }
    : column,
);

/**
 * A filter of several choices (`type: 'multiSelect'`): the list stays open while options are ticked, rows with
 * any of them stay, and the trigger names them; with none ticked it says 'All'.
 */
export const MultiChoiceFilter: Story = {
  args: { columns: MULTI_STATUS_COLUMNS, onFiltersChange: fn() },
  parameters: ordersSnippet({
    comment: "The Status filter takes several choices: 'Draft' and 'Shipped' keep the rows of either.",
    columnCode: {
      status: `{
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: { type: 'multiSelect', options: STATUSES.map((status) => ({ value: status, label: status })) },
  },`,
    },
    jsx: tableCode([...TABLE_PROPS, 'defaultPageSize={10}']),
  }),
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    const option = (name: string) => within(page.getByRole('listbox', { name: 'Status' })).getByRole('option', { name });
    const matching = (...statuses: string[]) => ORDERS.filter((order) => statuses.includes(order.status)).length;
    /** Each tick shows, and the rows follow, before the next choice, as a user sees them. */
    const shows = async (ticked: Record<string, boolean>, count: string) => {
      for (const [name, selected] of Object.entries(ticked)) {
        await waitFor(() => expect(option(name)).toHaveAttribute('aria-selected', String(selected)));
      }
      await waitFor(() => expect(countLine(canvasElement)).toHaveTextContent(count));
    };
    /** Opens the list, ticks or unticks one option, sees it and the rows follow, and closes the list. */
    const toggle = async (name: string, selected: boolean, count: string) => {
      await userEvent.click(trigger);
      const list = await page.findByRole('listbox', { name: 'Status' });
      await expect(list).toHaveAttribute('aria-multiselectable', 'true');
      await userEvent.click(option(name));
      await shows({ [name]: selected }, count);
      // The list stays open for the next choice until Escape.
      await expect(list).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
      await focusReturnedTo(trigger);
    };
    await expect(trigger).toHaveTextContent('All');
    await toggle('Draft', true, `${matching('Draft')} rows of 120 match`);
    await toggle('Shipped', true, `${matching('Draft', 'Shipped')} rows of 120 match`);
    await expect(trigger).toHaveTextContent('Draft, Shipped');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: ['Draft', 'Shipped'] });
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent(/Draft|Shipped/);

    // Unticking both shows every row again.
    await toggle('Draft', false, `${matching('Shipped')} rows of 120 match`);
    await toggle('Shipped', false, '120 rows');
    await expect(trigger).toHaveTextContent('All');
  },
};

/** The Pagination under the table: pages, a page size, and back to page 1 when the order changes. */
export const Paged: Story = {
  args: { pageSizeOptions: [10, 25, 50], onPageChange: fn() },
  parameters: ordersSnippet({
    comment: 'Ten orders a page, and a page size to choose; `onPageChange` gets the page shown.',
    params: '{ orders, onPageChange }: { orders: Order[]; onPageChange?: (page: number) => void }',
    jsx: tableCode([...TABLE_PROPS, 'defaultPageSize={10}', 'pageSizeOptions={[10, 25, 50]}', 'onPageChange={onPageChange}']),
  }),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('1–10 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('11–20 of 120')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'PO-00011' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ordered' }));
    await expect(canvas.getByText('1–10 of 120')).toBeVisible();
    // Oldest first: the last order placed furthest back.
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('PO-00120');
  },
};

const exportSelected: DataTableProps<Order>['bulkActions'] = ({ ids, clear }) => (
  <Button
    size="sm"
    onClick={() => {
      onExport(ids);
      clear();
    }}
  >
    Export
  </Button>
);
const EXPORT_SELECTED_CODE = `bulkActions={({ ids, clear }) => (
  <Button
    size="sm"
    onClick={() => {
      onExport(ids);
      clear();
    }}
  >
    Export
  </Button>
)}`;

/** Rows chosen with their checkboxes; 'select all' on the page, then across pages; the bar says how many and holds the bulk action. */
export const SelectionWithBulkActions: Story = {
  args: { selectable: true, bulkActions: exportSelected },
  parameters: ordersSnippet({
    ui: ['Button'],
    comment: 'Checkboxes per row; the bar over the table, beside the count, says how many are selected and holds Export.',
    params: '{ orders, onExport }: { orders: Order[]; onExport: (ids: string[]) => void }',
    jsx: tableCode([...TABLE_PROPS, 'defaultPageSize={10}', 'selectable', EXPORT_SELECTED_CODE]),
  }),
  play: async ({ canvas, canvasElement }) => {
    // A box's label fills its cell, so a press anywhere in the cell toggles the row.
    const third = canvas.getByRole('checkbox', { name: 'Select PO-00003' });
    const [cell, label] = [third.closest('td')!, third.closest('label')!];
    await expect(label.offsetWidth).toBe(cell.clientWidth);
    await expect(label.offsetHeight).toBe(cell.clientHeight);
    // and the box's input covers the cell too, so a portal's test checks a row by role.
    await expect(third.offsetWidth).toBe(cell.clientWidth);
    await expectPointerReaches(third);
    // The bar comes beside the count, in room kept for it: the rows stay where they were under the pointer, and
    // in a table this wide the count stays in view.
    const rowTop = () => canvas.getByRole('row', { name: /PO-00003/ }).getBoundingClientRect().top;
    const before = rowTop();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select PO-00003' }));
    const bar = canvas.getByRole('toolbar', { name: 'Actions on the selected rows' });
    await expect(rowTop()).toBe(before);
    await expect(bar).toHaveTextContent('1 selected');
    await expect(countLine(canvasElement)).toHaveTextContent('120 rows');
    await expect(drawn(countLine(canvasElement))).toBe(true);
    await expect(canvas.getByRole('row', { name: /PO-00003/ })).toHaveAttribute('aria-selected', 'true');
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(all).toBePartiallyChecked();
    // Every box is drawn checked at once. A page of boxes fading together sent React hundreds of transition
    // events in the frame after the click, which delayed that frame's paint.
    await withMotion(async () => {
      await userEvent.click(all);
      await expect(all).toBeChecked();
      const boxes = canvas.getAllByRole('checkbox').map((box) => box.closest('label')!.querySelector('[data-part="control"]')!);
      await expect(boxes.flatMap((box) => box.getAnimations())).toEqual([]);
    });
    await expect(bar).toHaveTextContent('10 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 120' }));
    await expect(bar).toHaveTextContent('120 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Export' }));
    await expect([...onExport.mock.lastCall![0]].sort()).toEqual(ORDERS.map(orderId));
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(all).not.toBeChecked();

    // From the keyboard: Tab from the last header to the first row's box, which shows the focus ring; Space toggles it.
    canvas.getByRole('button', { name: 'Ordered' }).focus();
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Select PO-00001' });
    await expect(first).toHaveFocus();
    const box = first.closest('label')?.querySelector<HTMLElement>('[data-part="control"]');
    await expect(getComputedStyle(box!).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('1 selected');
    await expect(all).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** A '⋯' menu of actions per row, and details that open under a row, one at a time. */
export const RowActionsAndDetails: Story = {
  args: {
    singleExpand: true,
    rowActions: (order) => [
      { value: 'duplicate', label: 'Duplicate', icon: <Copy aria-hidden />, onSelect: () => onDuplicate(order.id) },
      { value: 'reorder', label: 'Reorder', icon: <PackagePlus aria-hidden /> },
      { type: 'separator' },
      { value: 'delete', label: 'Delete', icon: <Trash2 aria-hidden />, tone: 'danger' },
    ],
    renderDetail: (order) => (
      <p>
        {order.quantity} units of {order.product} for {order.customer}.
      </p>
    ),
  },
  parameters: ordersSnippet({
    imports: ["import { Copy, PackagePlus, Trash2 } from 'lucide-react';"],
    comment: "A '⋯' menu of actions per row, and a details button that opens the row's details under it.",
    params: '{ orders, onDuplicate }: { orders: Order[]; onDuplicate: (id: string) => void }',
    jsx: tableCode([
      ...TABLE_PROPS,
      'defaultPageSize={10}',
      'singleExpand',
      `rowActions={(order) => [
  { value: 'duplicate', label: 'Duplicate', icon: <Copy aria-hidden />, onSelect: () => onDuplicate(order.id) },
  { value: 'reorder', label: 'Reorder', icon: <PackagePlus aria-hidden /> },
  { type: 'separator' },
  { value: 'delete', label: 'Delete', icon: <Trash2 aria-hidden />, tone: 'danger' },
]}`,
      `renderDetail={(order) => (
  <p>
    {order.quantity} units of {order.product} for {order.customer}.
  </p>
)}`,
    ]),
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for PO-00002' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onDuplicate).toHaveBeenLastCalledWith('PO-00002');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for PO-00002' })).toHaveFocus());

    const first = canvas.getByRole('button', { name: 'Details for PO-00001' });
    // In a table scrolled sideways the row's heading sticks where the details column ends: as wide as its inset.
    const heading = canvas.getByRole('rowheader', { name: 'PO-00001' });
    await expect(first.closest('td')?.getBoundingClientRect().width).toBe(
      Number.parseFloat(getComputedStyle(heading).insetInlineStart),
    );
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText(`${ORDERS[0].quantity} units of ${ORDERS[0].product} for ${ORDERS[0].customer}.`),
    ).toBeVisible();
    const second = canvas.getByRole('button', { name: 'Details for PO-00002' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

// The order number as the button that opens the row's details, through the `details` its cell gets.
const DISCLOSURE_COLUMNS: DataTableColumn<Order>[] = [
  {
    ...ORDER_COLUMNS[0],
    cell: (order, details) => (
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={details.expanded}
        aria-controls={details.detailsId}
        onClick={details.toggleExpanded}
      >
        {order.id}
      </Button>
    ),
  },
  ...ORDER_COLUMNS.slice(1),
];

/** A visible caption, and details opened by a cell's own button (the order number) instead of a details column. */
export const DetailsFromACell: Story = {
  args: {
    caption: 'Orders this week',
    columns: DISCLOSURE_COLUMNS,
    detailsButton: false,
    singleExpand: true,
    defaultPageSize: 5,
    defaultExpandedIds: ['PO-00003'],
    renderDetail: (order) => <p>{`${order.quantity} units of ${order.product} for ${order.customer}.`}</p>,
  },
  parameters: ordersSnippet({
    ui: ['Button'],
    columnCode: {
      id: `{
    id: 'id',
    header: 'Order',
    value: (order) => order.id,
    rowHeader: true,
    width: 'var(--sizes-32)',
    // The order number is the button that opens the row's details, through the \`details\` its cell gets.
    cell: (order, details) => (
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={details.expanded}
        aria-controls={details.detailsId}
        onClick={details.toggleExpanded}
      >
        {order.id}
      </Button>
    ),
  },`,
    },
    comment:
      "A visible caption, and details opened by the order number's button instead of a details column;\nthe third order's are open at first.",
    jsx: tableCode([
      ...TABLE_PROPS,
      'caption="Orders this week"',
      'defaultPageSize={5}',
      'detailsButton={false}',
      'singleExpand',
      "defaultExpandedIds={['PO-00003']}",
      `renderDetail={(order) => <p>{\`\${order.quantity} units of \${order.product} for \${order.customer}.\`}</p>}`,
    ]),
  }),
  play: async ({ canvas }) => {
    // The caption names the table; `aria-label` names the scrolling region around it.
    await expect(canvas.getByRole('table', { name: 'Orders this week' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByText('Orders this week')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Details for/ })).toBeNull();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(ORDER_COLUMNS.length);

    // `defaultExpandedIds` opens the third order's details at first; one row at a time, so opening another closes it.
    const third = canvas.getByRole('button', { name: 'PO-00003' });
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText(`${ORDERS[2].quantity} units of ${ORDERS[2].product} for ${ORDERS[2].customer}.`),
    ).toBeVisible();
    const first = canvas.getByRole('button', { name: 'PO-00001' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    const details = canvas.getByText(`${ORDERS[0].quantity} units of ${ORDERS[0].product} for ${ORDERS[0].customer}.`);
    await expect(details.closest('td')).toHaveAttribute('id', first.getAttribute('aria-controls'));
    await expect(details.closest('td')).toHaveAttribute('colspan', String(ORDER_COLUMNS.length));

    const second = canvas.getByRole('button', { name: 'PO-00002' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).not.toHaveAttribute('aria-controls');
    second.blur();
  },
};

const TEN_THOUSAND = makeOrders(10_000);

/** 10,000 rows in a scrolling box: only those in view are in the page; the header stays; sorting sorts them all. */
export const Virtual: Story = {
  args: { data: TEN_THOUSAND, layout: 'virtual', height: 'var(--sizes-sm)', searchable: true },
  parameters: ordersSnippet({
    comment: 'Every order (10,000 here) in one scrolling box: only the rows in view are rendered.',
    jsx: tableCode([...TABLE_PROPS, 'layout="virtual"', 'height="var(--sizes-sm)"', 'searchable']),
  }),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(countLine(canvasElement)).toHaveTextContent('10,000 rows');
    // A long table's rows follow the search a moment after the box shows the text.
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'PO-1000');
    await expect(search).toHaveValue('PO-1000');
    await waitFor(() => expect(countLine(canvasElement)).toHaveTextContent('1 row of 10,000 match'));
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['PO-10000']);
    await userEvent.clear(search);
    await waitFor(() => expect(countLine(canvasElement)).toHaveTextContent('10,000 rows'));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Orders' });
    region.scrollTop = region.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'PO-10000' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // The header is still in view at the bottom of the list.
    const headerBox = canvas.getByRole('columnheader', { name: /^Product/ }).getBoundingClientRect();
    await expect(headerBox.top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    region.scrollTop = 0;
    // The sort lands after the paint, and the scroll may land before it: until both have, PO-10000 can still be the
    // old last row, which the next render removes. So wait for it to be the first row.
    await waitFor(() => {
      const first = canvas.getByRole('rowheader', { name: 'PO-10000' });
      expect(first.closest('tr')).toHaveAttribute('aria-rowindex', '2');
      expect(first).toBeVisible();
    });
    // Whether the clicked header shows a focus ring is the browser's guess: the screenshot must not depend on it.
    canvas.getByRole('button', { name: 'Order' }).blur();
  },
};

/** The orders whose Product cell rendered, in order: ChangesRenderTheirRowsOnly counts them. */
const productCellRenders: string[] = [];
const COUNTED_COLUMNS: DataTableColumn<Order>[] = ORDER_COLUMNS.map((column) =>
  column.id === 'product'
    ? {
        ...column,
        cell: (order) => {
          productCellRenders.push(order.id);
          return order.product;
        },
      }
    : column,
);

/** Checking a row renders that row again, not every row on the page; nor does opening and closing a filter (a test, not in the docs). */
export const ChangesRenderTheirRowsOnly: Story = {
  tags: ['!autodocs'],
  args: { columns: COUNTED_COLUMNS, selectable: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    productCellRenders.length = 0;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select PO-00003' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select PO-00003' })).toBeChecked();
    await expect(productCellRenders).toEqual(['PO-00003']);
    productCellRenders.length = 0;
    await chooseOption(canvasElement, 'Status', 'All');
    await expect(productCellRenders).toEqual([]);
  },
};

/** What a portal's server would do with the table's state: sort, search and cut one page. */
function serverPage(all: Order[], sorting: DataTableSort[], search: string, page: number, pageSize: number) {
  const matching = all.filter((order) => order.product.toLowerCase().includes(search.toLowerCase()));
  const [key] = sorting;
  if (key) {
    const value = (order: Order) => order[key.id as keyof Order];
    matching.sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) * (key.desc ? -1 : 1));
  }
  return { rows: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}

function ServerTable(props: Partial<DataTableProps<Order>>) {
  const [all] = useState(() => makeOrders(500));
  const [sorting, setSorting] = useState<DataTableSort[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ rows: Order[]; total: number } | null>(null);
  useEffect(() => {
    setResult(null);
    // A request that takes a moment, as a server's does.
    const timer = setTimeout(() => setResult(serverPage(all, sorting, search, page, 10)), 150);
    return () => clearTimeout(timer);
  }, [all, sorting, search, page]);
  return (
    <DataTable
      aria-label="Orders"
      columns={ORDER_COLUMNS.filter((column) => !column.filter)}
      getRowId={orderId}
      serverSide
      searchable
      data={result?.rows ?? EMPTY_ORDERS}
      rowCount={result?.total ?? 0}
      loading={!result}
      sorting={sorting}
      onSortingChange={setSorting}
      search={search}
      onSearchChange={setSearch}
      page={page}
      onPageChange={setPage}
      pageSize={10}
      {...props}
    />
  );
}
const EMPTY_ORDERS: Order[] = [];

/** Sorting, search and pages from a server: the table reports each change, shows skeleton rows while the page loads, then the page. */
export const ServerSide: Story = {
  render: () => <ServerTable />,
  parameters: ordersSnippet({
    ui: ['type DataTableSort'],
    columns: ['id', 'product', 'quantity'],
    declarations: `interface OrdersResult {
  rows: Order[];
  total: number;
}

const NO_ORDERS: Order[] = [];`,
    comment:
      'The server sorts, searches and cuts the page: the table reports each change and shows the page it gets.\nSkeleton rows while a page loads.',
    params: '',
    body: `  const [sorting, setSorting] = useState<DataTableSort[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<OrdersResult | null>(null);
  useEffect(() => {
    setResult(null);
    const params = new URLSearchParams({ search, page: String(page), pageSize: '10' });
    for (const key of sorting) params.append('sort', \`\${key.desc ? '-' : ''}\${key.id}\`);
    const controller = new AbortController();
    fetch(\`/api/orders?\${params}\`, { signal: controller.signal })
      .then((response) => response.json() as Promise<OrdersResult>)
      .then(setResult)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      });
    return () => controller.abort();
  }, [sorting, search, page]);`,
    imports: ["import { useEffect, useState } from 'react';"],
    jsx: tableCode([
      'aria-label="Orders"',
      'columns={COLUMNS}',
      'getRowId={(order) => order.id}',
      'serverSide',
      'searchable',
      'data={result?.rows ?? NO_ORDERS}',
      'rowCount={result?.total ?? 0}',
      'loading={!result}',
      'sorting={sorting}',
      'onSortingChange={setSorting}',
      'search={search}',
      'onSearchChange={setSearch}',
      'page={page}',
      'onPageChange={setPage}',
      'pageSize={10}',
    ]),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('1–10 of 500')).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent('500 rows');
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('PO-00500'));
    await expect(canvas.getByRole('columnheader', { name: /^Order/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('PO-00490'));
    await expect(canvas.getByText('11–20 of 500')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'mango');
    const mango = makeOrders(500).filter((order) => order.product.startsWith('Mango')).length;
    await waitFor(() => expect(countLine(canvasElement)).toHaveTextContent(`${mango} rows`));
    await expect(canvas.getByText(`1–10 of ${mango}`)).toBeVisible();
  },
};

/**
 * Loading keeps the header over skeleton rows; an error offers Retry; no rows at all show the empty state,
 * its title a heading at the level `empty.titleLevel` gives (3 by default).
 */
export const LoadingErrorAndEmpty: Story = {
  parameters: ordersSnippet({
    imports: ["import { Stack } from 'styled-system/jsx';"],
    ui: ['Button'],
    declarations: 'const NO_ORDERS: Order[] = [];',
    comment: 'The three states a table can be in before it has rows to show: loading, failed (with Retry) and empty.',
    name: 'OrdersStates',
    params: '{ orders, onRetry }: { orders: Order[]; onRetry: () => void }',
    jsx: `    <Stack gap="8">
${tableCode(['aria-label="Loading orders"', ...TABLE_PROPS.slice(1), 'defaultPageSize={10}', 'loading'], 6)}
${tableCode(['aria-label="Failed orders"', ...TABLE_PROPS.slice(1), 'defaultPageSize={10}', 'error', 'onRetry={onRetry}'], 6)}
${tableCode(
  [
    'aria-label="New orders"',
    'data={NO_ORDERS}',
    ...TABLE_PROPS.slice(2),
    'defaultPageSize={10}',
    `empty={{
  title: 'No orders yet',
  description: 'Orders you place show here.',
  action: <Button size="sm">New order</Button>,
  titleLevel: 2,
}}`,
  ],
  6,
)}
    </Stack>`,
  }),
  render: (args) => (
    <Stack gap="8">
      <DataTable {...args} aria-label="Loading orders" loading />
      <DataTable {...args} aria-label="Failed orders" error onRetry={onRetry} />
      <DataTable
        {...args}
        aria-label="New orders"
        data={EMPTY_ORDERS}
        empty={{
          title: 'No orders yet',
          description: 'Orders you place show here.',
          action: <Button size="sm">New order</Button>,
          titleLevel: 2,
        }}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('region', { name: 'Loading orders' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(within(loading).getByRole('columnheader', { name: /^Product/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("The rows couldn't be loaded.")).toBeVisible();
    // Failed, it gives no row count beside the alert: neither shows nor announces "0 rows".
    const failed = canvas.getByRole('region', { name: 'Failed orders' });
    for (const status of within(failed.parentElement as HTMLElement).getAllByRole('status')) {
      await expect(status).not.toHaveTextContent(/\d rows?\b/);
    }
    // Its title at the level the page gives it: here right under a page's h1.
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New order' })).toBeVisible();
  },
};

/**
 * On a phone's width the table scrolls sideways in its box, the selection boxes and the order number staying in
 * view; the page does not. While rows are selected, the bar of bulk actions takes the count's place on one line.
 */
export const Narrow: Story = {
  args: { selectable: true, bulkActions: exportSelected },
  parameters: ordersSnippet({
    imports: ["import { Box } from 'styled-system/jsx';"],
    ui: ['Button'],
    params: '{ orders, onExport }: { orders: Order[]; onExport: (ids: string[]) => void }',
    comment:
      'In a narrow box the table scrolls sideways, the order number staying in view.\nWhile rows are selected, the bar of bulk actions takes the place of the count.',
    jsx: `    <Box maxW="xs">
${tableCode([...TABLE_PROPS, 'defaultPageSize={10}', 'selectable', EXPORT_SELECTED_CODE], 6)}
    </Box>`,
  }),
  render: (args) => (
    <Box maxW="xs">
      <DataTable {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const order = canvas.getByRole('rowheader', { name: 'PO-00001' });
    const before = order.getBoundingClientRect().left;
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(order.getBoundingClientRect().left).toBeCloseTo(before, 0);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    region.scrollLeft = 0;
    // The filters fit the box too: the date range's fields narrow rather than run past it.
    const range = canvas.getByRole('group', { name: 'Ordered' }).getBoundingClientRect();
    await expect(range.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);

    // Too narrow for both, the bar of bulk actions takes the count's place, on the line kept for it: checking a
    // row leaves the rows where they were under the pointer. The count stays for screen readers.
    const rowTop = () => canvas.getByRole('row', { name: /PO-00002/ }).getBoundingClientRect().top;
    const top = rowTop();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select PO-00002' }));
    const bar = canvas.getByRole('toolbar', { name: 'Actions on the selected rows' });
    await expect(bar).toHaveTextContent('1 selected');
    await expect(rowTop()).toBe(top);
    await expect(countLine(canvasElement)).toHaveTextContent('120 rows');
    await expect(drawn(countLine(canvasElement))).toBe(false);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(bar).toHaveTextContent('10 selected');
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    // Its actions no longer fit: the bar scrolls sideways, and the one focused comes into view.
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    for (const name of ['Select all 120', 'Export', 'Clear selection']) {
      const button = within(bar).getByRole('button', { name });
      button.focus();
      await expect(button).toHaveFocus();
      await waitFor(() => {
        const [box, inBar] = [bar.getBoundingClientRect(), button.getBoundingClientRect()];
        expect(inBar.left).toBeGreaterThanOrEqual(box.left);
        expect(inBar.right).toBeLessThanOrEqual(box.right);
      });
    }
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(rowTop()).toBe(top);
    await expect(drawn(countLine(canvasElement))).toBe(true);
  },
};

const ARABIC_PRODUCTS = ['صودا التفاح', 'تونيك الزنجبيل', 'كومبوتشا المانجو'];
const ARABIC_ORDERS: Order[] = makeOrders(3).map((order, index) => ({ ...order, product: ARABIC_PRODUCTS[index] }));
const ARABIC_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'id', header: 'الطلب', value: (order) => order.id, rowHeader: true, width: 'var(--sizes-32)' },
  { id: 'product', header: 'المنتج', value: (order) => order.product },
  { id: 'quantity', header: 'الوحدات', value: (order) => order.quantity, align: 'end' },
];

/**
 * Right to left, in Arabic: the columns run from the right, the details button first, then the order number
 * and the product; the details chevron is mirrored to point left, into the row, and turns down once open.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // A test, not in the docs: its columns' functions would show as placeholders in the page's "Show code".
  tags: ['!autodocs'],
  args: {
    'aria-label': 'الطلبات',
    data: ARABIC_ORDERS,
    columns: ARABIC_COLUMNS,
    renderDetail: (order) => <p>{`${order.quantity} وحدة من ${order.product}.`}</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'الطلبات' });
    await expectRightToLeft(table);
    await expectRightOf(header(canvasElement, 'الطلب'), header(canvasElement, 'المنتج'));
    await expectRightOf(header(canvasElement, 'المنتج'), header(canvasElement, 'الوحدات'));
    const toggle = canvas.getByRole('button', { name: 'تفاصيل PO-00001' });
    await expectRightOf(toggle, canvas.getByRole('rowheader', { name: 'PO-00001' }));
    const chevron = toggle.querySelector('svg') as SVGElement;
    await expectMirrored(chevron);
    // Where the chevron points: its mirroring, then its turn when open, applied to the arrow it is drawn as.
    const pointing = () => {
      const style = getComputedStyle(chevron);
      const transform = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
      const point = new DOMMatrix().scale(...(style.scale.split(' ').map(Number) as [number, number])).multiply(transform);
      const { x, y } = point.transformPoint({ x: 1, y: 0 });
      // `+ 0` makes a -0 plain 0.
      return { x: Math.round(x) + 0, y: Math.round(y) + 0 };
    };
    await expect(pointing()).toEqual({ x: -1, y: 0 });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(`${ARABIC_ORDERS[0].quantity} وحدة من صودا التفاح.`)).toBeVisible();
    await waitFor(() => expect(pointing()).toEqual({ x: 0, y: 1 }));
    // Whether focus shows a ring depends on how the page was last used: the screenshot must not.
    toggle.blur();
  },
};

import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Combobox,
  ConfirmDialog,
  DataTable,
  DatePicker,
  Dialog,
  Drawer,
  FormDialog,
  Menu,
  Popover,
  Portal,
  Select,
  Tooltip,
  useForm,
} from '../../../src';
import { openMenuWith, tabMovesOnWithin } from '../../support/menu';
import { focusInside, focusReturnedTo, layerListens } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';
import { closedWithFocusOn } from '../../support/select';
import { makeOrders, ORDER_COLUMNS, orderId } from '../data-table/orders';

// Every floating part inside every modal: the stories that combine the package's parts. Each opens the
// modal, opens the floating part, finds it by role (so it is not hidden from screen readers), checks that it
// is the topmost thing where it shows (so it is not behind the modal), picks with a click and then with the
// keyboard, and closes both with Escape: the inner layer first, with focus back on its trigger.

type Modal = 'Dialog' | 'Drawer' | 'FormDialog' | 'ConfirmDialog';
type Floating = 'Select' | 'Combobox' | 'DatePicker' | 'Popover' | 'Tooltip' | 'Menu' | 'DataTable';

const PACKAGES = [
  { value: 'cans', label: 'Cans' },
  { value: 'petBottle', label: 'PET Bottle' },
  { value: 'glass', label: 'Glass' },
  { value: 'sachets', label: 'Sachets' },
];
const STATUSES = ['In Review', 'In Production', 'Completed'];

function PackageSelect() {
  return <Select label="Package Type" name="package" items={PACKAGES} />;
}

const DESTINATIONS = [
  { value: 'koln', label: 'Köln' },
  { value: 'lyon', label: 'Lyon' },
  { value: 'malmo', label: 'Malmö' },
  { value: 'paris', label: 'Paris' },
];

function DestinationCombobox() {
  return <Combobox label="Destination" name="destination" items={DESTINATIONS} />;
}

function ShippingDate() {
  return <DatePicker mode="popover" label="Shipping date" name="shippingDate" defaultValue={new CalendarDate(2026, 1, 15)} />;
}

/** A filter panel: a popover whose buttons set the status shown on its trigger. */
function StatusPopover() {
  const [status, setStatus] = useState(STATUSES[0]);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      title="Status"
      open={open}
      onOpenChange={({ open }) => setOpen(open)}
      trigger={<Button variant="outline">{`Status: ${status}`}</Button>}
    >
      {STATUSES.map((choice) => (
        <Button
          key={choice}
          variant="ghost"
          onClick={() => {
            setStatus(choice);
            setOpen(false);
          }}
        >
          {choice}
        </Button>
      ))}
    </Popover>
  );
}

function HelpTooltip() {
  return (
    <Tooltip content="Pallets hold 240 boxes each.">
      <Button variant="outline">Pallet size</Button>
    </Tooltip>
  );
}

/** A row's actions menu, as an order line in a dialog has: the last action chosen shows beside it. */
function RowActions() {
  const [chosen, setChosen] = useState('none');
  return (
    <p>
      {`Energy Drink, last action: ${chosen} `}
      <Menu
        actionsFor="Energy Drink"
        onSelect={({ value }) => setChosen(value)}
        items={[
          { value: 'edit', label: 'Edit' },
          { value: 'duplicate', label: 'Duplicate' },
          { value: 'delete', label: 'Delete', tone: 'danger' },
        ]}
      />
    </p>
  );
}

// A table in a modal: its status filter (a Select) and each row's actions (a Menu) float above the modal.
const ORDERS = makeOrders(6);
const ORDERS_COLUMNS = ORDER_COLUMNS.filter((column) => ['id', 'product', 'status'].includes(column.id));

function OrdersTable() {
  const [chosen, setChosen] = useState('none');
  return (
    <>
      <p>{`Last action: ${chosen}`}</p>
      <DataTable
        aria-label="Orders"
        data={ORDERS}
        columns={ORDERS_COLUMNS}
        getRowId={orderId}
        size="sm"
        rowActions={(order) => [
          { value: 'duplicate', label: 'Duplicate', onSelect: () => setChosen(`duplicate ${order.id}`) },
          { value: 'delete', label: 'Delete', tone: 'danger', onSelect: () => setChosen(`delete ${order.id}`) },
        ]}
      />
    </>
  );
}

const FLOATING: Record<Floating, () => ReactNode> = {
  Select: PackageSelect,
  Combobox: DestinationCombobox,
  DatePicker: ShippingDate,
  Popover: StatusPopover,
  Tooltip: HelpTooltip,
  Menu: RowActions,
  DataTable: OrdersTable,
};

function FormDialogHost({ children }: { children: ReactNode }) {
  const form = useForm({ initialValues: {}, onSubmit: () => {}, resetOnSubmit: true });
  return (
    <FormDialog form={form} title="Edit Order" submitLabel="Save" trigger={<Button>Open FormDialog</Button>}>
      {children}
    </FormDialog>
  );
}

const MODALS: Record<Modal, (props: { children: ReactNode }) => ReactNode> = {
  Dialog: ({ children }) => (
    <Dialog title="Edit Order" trigger={<Button>Open Dialog</Button>}>
      {children}
    </Dialog>
  ),
  Drawer: ({ children }) => (
    <Drawer title="Edit Order" trigger={<Button>Open Drawer</Button>}>
      {children}
    </Drawer>
  ),
  FormDialog: FormDialogHost,
  ConfirmDialog: ({ children }) => (
    <ConfirmDialog title="Edit Order" trigger={<Button>Open ConfirmDialog</Button>} onConfirm={fn()}>
      {children}
    </ConfirmDialog>
  ),
};

interface CombinationProps {
  modal: Modal;
  floating: Floating;
}

function Combination({ modal, floating }: CombinationProps) {
  const Host = MODALS[modal];
  const Part = FLOATING[floating];
  return (
    <Host>
      <Part />
    </Host>
  );
}

const meta = {
  title: 'Components/Overlays/Portal',
  component: Portal,
  parameters: {
    docs: {
      description: {
        component:
          "Where floating parts go. A modal dialog or drawer makes everything outside it inert and hidden from screen readers, so every floating part (Select's and Combobox's lists, DatePicker's calendar, Popover, Tooltip, Menu) renders through `Portal`, which puts it into the nearest layer: the dialog, drawer or popover it sits in, or the page's body outside any. So it opens above that layer, screen readers and the keyboard reach it, and Escape closes the innermost layer first, giving focus back to that layer's trigger. Dialog, Drawer, FormDialog, ConfirmDialog and Popover contents are layers; `Layer` makes a surface of your own one. Use the package's `Portal` when you compose parts (`<Portal><Select.Positioner>…`), not Ark's. The stories combine each floating part with each modal.",
      },
      source: { type: 'code' },
    },
  },
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<CombinationProps>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The element a pointer at the centre of `element` would hit is `element` or inside it: nothing covers it.
 * A tooltip lets the pointer through (`pointer-events: none` on its positioner), so that is lifted for the look.
 */
function expectOnTop(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const lifted = [element, element.parentElement as HTMLElement];
  for (const part of lifted) part.style.setProperty('pointer-events', 'auto', 'important');
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  for (const part of lifted) part.style.removeProperty('pointer-events');
  // The message names what is on top instead, for a failure seen only where it cannot be inspected.
  return expect(element.contains(hit), `on top: ${hit?.outerHTML.slice(0, 160)}`).toBe(true);
}

/** Whether all of `element` is inside the window. */
function inView(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView!;
  return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
}

/**
 * Waits until Ark has placed `element` in view (it shows a floating part out of view and positions it a
 * moment later), then checks it is on top. Not `waitFor(() => expectOnTop(…))`: the hit-test sets styles,
 * each change wakes waitFor's MutationObserver again, and under load that loop starved the page (the story
 * file hung, its renderer at 90% CPU).
 */
async function expectOnTopOnceInView(element: HTMLElement) {
  await waitFor(() => expect(inView(element)).toBe(true));
  for (let attempt = 0; ; attempt++) {
    try {
      return expectOnTop(element);
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Moves focus to `element` with Tab, as a keyboard user gets there (a tooltip opens only for keyboard focus). */
async function tabTo(element: HTMLElement) {
  element.blur();
  await userEvent.tab({ shift: true });
  while (element.ownerDocument.activeElement !== element) await userEvent.tab();
}

/** Opens the modal from its trigger and waits until it has focus; returns the modal and its trigger. */
async function openModal(canvasElement: HTMLElement, modal: Modal) {
  const trigger = within(canvasElement).getByRole('button', { name: `Open ${modal}` });
  await userEvent.click(trigger);
  const role = modal === 'ConfirmDialog' ? 'alertdialog' : 'dialog';
  const dialog = await body(canvasElement).findByRole(role, { name: 'Edit Order' });
  await focusInside(dialog);
  return { trigger, dialog };
}

/** Escape on the floating part closed only it; a second Escape closes the modal, and focus goes home. */
async function escapeClosesModal(trigger: HTMLElement, dialog: HTMLElement) {
  await expect(dialog).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  await focusReturnedTo(trigger);
}

const PLAYS: Record<Floating, (dialog: HTMLElement) => Promise<void>> = {
  Select: async (dialog) => {
    const d = within(dialog);
    const trigger = d.getByRole('combobox', { name: 'Package Type' });
    await userEvent.click(trigger);
    let listbox = await d.findByRole('listbox', { name: 'Package Type' });
    const glass = within(listbox).getByRole('option', { name: 'Glass' });
    await expectOnTopOnceInView(glass);
    await userEvent.click(glass);
    await closedWithFocusOn(listbox, trigger);
    await expect(trigger).toHaveTextContent('Glass');

    // From the keyboard: Enter opens, ArrowDown moves to the next option, Enter picks it.
    await userEvent.keyboard('{Enter}');
    listbox = await d.findByRole('listbox', { name: 'Package Type' });
    // Ark moves focus into the list a frame after it opens, highlighting the chosen option: keys wait for that.
    await waitFor(() => expect(listbox).toHaveFocus());
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Glass' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await closedWithFocusOn(listbox, trigger);
    await expect(trigger).toHaveTextContent('Sachets');

    // Escape closes the list only.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(listbox, trigger);

    // Tab closes the list, choosing nothing, and moves on in the modal.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox).toHaveFocus());
    await layerListens();
    await userEvent.keyboard('{ArrowDown}');
    await tabMovesOnWithin(dialog, trigger);
    await expect(trigger).toHaveTextContent('Sachets');
  },
  Combobox: async (dialog) => {
    const d = within(dialog);
    const input = d.getByRole('combobox', { name: 'Destination' });
    await userEvent.click(input);
    await userEvent.keyboard('par');
    const listbox = await d.findByRole('listbox', { name: 'Destination' });
    const paris = within(listbox).getByRole('option', { name: 'Paris' });
    await expectOnTopOnceInView(paris);
    await userEvent.click(paris);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('Paris');
    await expect(input).toHaveFocus();

    // From the keyboard: typing filters, ArrowDown highlights the match, Enter picks it.
    await userEvent.clear(input);
    await userEvent.keyboard('lyo{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Lyon' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Lyon'));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));

    // An unfinished edit: Escape closes the list only, a second Escape puts 'Lyon' back and leaves the
    // modal open; the next Escape (escapeClosesModal) has nothing to undo and closes the modal.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveValue('Lyon'));
    await expect(dialog).toBeVisible();
    await expect(input).toHaveFocus();
  },
  DatePicker: async (dialog) => {
    const d = within(dialog);
    const input = d.getByRole('textbox', { name: 'Shipping date' });
    const open = d.getByRole('button', { name: 'Open calendar' });
    await userEvent.click(open);
    const calendar = await d.findByRole('application', { name: 'Shipping date' });
    await waitFor(() => expect(calendar).toBeVisible());
    const day20 = within(calendar).getByRole('button', { name: /January 20, 2026/ });
    await expectOnTopOnceInView(day20);
    await userEvent.click(day20);
    await waitFor(() => expect(calendar).not.toBeVisible());
    await expect((input as HTMLInputElement).value).toMatch(/20/);

    // From the keyboard: Enter on the calendar button opens it on the chosen day; ArrowRight, Enter picks the next.
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calendar).toBeVisible());
    const day21 = within(calendar).getByRole('button', { name: /January 21, 2026/ });
    await waitFor(() => expect(calendar).toContainElement(calendar.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(day21).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calendar).not.toBeVisible());
    await expect((input as HTMLInputElement).value).toMatch(/21/);

    // Escape closes the calendar only.
    await userEvent.click(open);
    await waitFor(() => expect(calendar).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calendar).not.toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
  },
  Popover: async (dialog) => {
    const d = within(dialog);
    let trigger = d.getByRole('button', { name: 'Status: In Review' });
    await userEvent.click(trigger);
    const panel = await d.findByRole('dialog', { name: 'Status' });
    await focusInside(panel);
    const production = within(panel).getByRole('button', { name: 'In Production' });
    await expectOnTopOnceInView(production);
    await userEvent.click(production);
    trigger = d.getByRole('button', { name: 'Status: In Production' });
    await waitFor(() => expect(d.queryByRole('dialog', { name: 'Status' })).toBeNull());
    await focusReturnedTo(trigger);

    // From the keyboard: Enter opens, Tab moves through the panel, Enter picks.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let reopened = await d.findByRole('dialog', { name: 'Status' });
    await focusInside(reopened);
    within(reopened).getByRole('button', { name: 'Completed' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('button', { name: 'Status: Completed' })).toBeVisible());

    // Escape closes the panel only, and focus goes back to its trigger.
    trigger = d.getByRole('button', { name: 'Status: Completed' });
    await userEvent.click(trigger);
    reopened = await d.findByRole('dialog', { name: 'Status' });
    await focusInside(reopened);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(d.queryByRole('dialog', { name: 'Status' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  Tooltip: async (dialog) => {
    const d = within(dialog);
    const trigger = d.getByRole('button', { name: 'Pallet size' });
    await userEvent.hover(trigger);
    const tip = await d.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent('Pallets hold 240 boxes each.');
    await expect(trigger).toHaveAccessibleDescription('Pallets hold 240 boxes each.');
    // Ark shows the tooltip out of view and places it beside its trigger a moment later (with real motion, as
    // in the built Storybook, that moment is seen): check what is on top once it is there.
    await expectOnTopOnceInView(tip);
    // Escape closes the tooltip only.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(d.queryByRole('tooltip')).toBeNull());
    await expect(dialog).toBeVisible();

    // From the keyboard: focus shows it at once, and Escape again closes the tooltip only.
    await tabTo(trigger);
    await d.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(d.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
  Menu: async (dialog) => {
    const d = within(dialog);
    const page = within(dialog.ownerDocument.body);
    const trigger = d.getByRole('button', { name: 'Actions for Energy Drink' });
    await userEvent.click(trigger);
    let menu = await d.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    const duplicate = within(menu).getByRole('menuitem', { name: 'Duplicate' });
    await expectOnTopOnceInView(duplicate);
    await pointAndClick(duplicate);
    await waitFor(() => expect(d.getByText(/last action: duplicate/)).toBeVisible());
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await focusReturnedTo(trigger);

    // From the keyboard: Enter opens on the first item, End moves to the last, Enter chooses it.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    menu = await d.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByText(/last action: delete/)).toBeVisible());
    await focusReturnedTo(trigger);

    // Escape closes the menu only.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    menu = await d.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await focusReturnedTo(trigger);

    // Tab closes the menu, choosing nothing, and moves on in the modal.
    await openMenuWith(trigger, '{Enter}');
    await tabMovesOnWithin(dialog, trigger);
    await expect(page.queryByRole('menu')).toBeNull();
    await expect(d.getByText(/last action: delete/)).toBeVisible();
  },
  DataTable: async (dialog) => {
    const d = within(dialog);
    const page = within(dialog.ownerDocument.body);
    // The status filter's list opens above the modal, and picking in it filters the rows.
    const filter = d.getByRole('combobox', { name: 'Status' });
    await userEvent.click(filter);
    const listbox = await d.findByRole('listbox', { name: 'Status' });
    const shipped = within(listbox).getByRole('option', { name: 'Shipped' });
    await expectOnTopOnceInView(shipped);
    await userEvent.click(shipped);
    await closedWithFocusOn(listbox, filter);
    const shippedIds = ORDERS.filter((order) => order.status === 'Shipped').map(orderId);
    await waitFor(() => expect(d.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(shippedIds));

    // A row's actions: the menu opens above the modal, a click acts on that row, Escape closes the menu only.
    const actions = d.getByRole('button', { name: `Actions for ${shippedIds[0]}` });
    await userEvent.click(actions);
    let menu = await d.findByRole('menu');
    const duplicate = within(menu).getByRole('menuitem', { name: 'Duplicate' });
    await expectOnTopOnceInView(duplicate);
    await pointAndClick(duplicate);
    await waitFor(() => expect(d.getByText(`Last action: duplicate ${shippedIds[0]}`)).toBeVisible());
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await focusReturnedTo(actions);
    actions.focus();
    await userEvent.keyboard('{Enter}');
    menu = await d.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await focusReturnedTo(actions);

    // Tab in a row's menu closes it and moves on in the modal.
    await openMenuWith(actions, '{Enter}');
    await tabMovesOnWithin(dialog, actions);
    await expect(page.queryByRole('menu')).toBeNull();
  },
};

/** Opens the floating part again, so that axe and the screenshot see it open above the modal. */
const SHOW: Record<Floating, (dialog: HTMLElement) => Promise<unknown>> = {
  Select: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Package Type' }));
    await waitFor(() => expect(within(dialog).getByRole('listbox', { name: 'Package Type' })).toBeVisible());
  },
  Combobox: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show options' }));
    await waitFor(() => expect(within(dialog).getByRole('listbox', { name: 'Destination' })).toBeVisible());
  },
  DatePicker: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open calendar' }));
    await waitFor(() => expect(within(dialog).getByRole('application', { name: 'Shipping date' })).toBeVisible());
  },
  Popover: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: /^Status: / }));
    await focusInside(await within(dialog).findByRole('dialog', { name: 'Status' }));
  },
  Tooltip: async (dialog) => {
    await tabTo(within(dialog).getByRole('button', { name: 'Pallet size' }));
    await waitFor(() => expect(within(dialog).getByRole('tooltip')).toBeVisible());
  },
  Menu: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actions for Energy Drink' }));
    await waitFor(() => expect(within(dialog).getByRole('menu')).toHaveFocus());
  },
  DataTable: async (dialog) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await waitFor(() => expect(within(dialog).getByRole('listbox', { name: 'Status' })).toBeVisible());
  },
};

/** Each floating part and modal as a portal writes it, for the stories' "Show code". */
const FLOATING_CODE: Record<Floating, { before?: string; hooks?: string[]; jsx: string }> = {
  Select: {
    jsx: `<Select
  label="Package Type"
  name="package"
  items={[
${PACKAGES.map(({ value, label }) => `    { value: '${value}', label: '${label}' },`).join('\n')}
  ]}
/>`,
  },
  Combobox: {
    jsx: `<Combobox
  label="Destination"
  name="destination"
  items={[
${DESTINATIONS.map(({ value, label }) => `    { value: '${value}', label: '${label}' },`).join('\n')}
  ]}
/>`,
  },
  DatePicker: {
    jsx: '<DatePicker mode="popover" label="Shipping date" name="shippingDate" defaultValue={new CalendarDate(2026, 1, 15)} />',
  },
  Popover: {
    hooks: [`const [status, setStatus] = useState('${STATUSES[0]}');`, 'const [open, setOpen] = useState(false);'],
    jsx: `<Popover
  title="Status"
  open={open}
  onOpenChange={({ open }) => setOpen(open)}
  trigger={<Button variant="outline">{\`Status: \${status}\`}</Button>}
>
  {[${STATUSES.map((status) => `'${status}'`).join(', ')}].map((choice) => (
    <Button
      key={choice}
      variant="ghost"
      onClick={() => {
        setStatus(choice);
        setOpen(false);
      }}
    >
      {choice}
    </Button>
  ))}
</Popover>`,
  },
  Tooltip: {
    jsx: `<Tooltip content="Pallets hold 240 boxes each.">
  <Button variant="outline">Pallet size</Button>
</Tooltip>`,
  },
  Menu: {
    hooks: ["const [chosen, setChosen] = useState('none');"],
    jsx: `<p>
  {\`Energy Drink, last action: \${chosen} \`}
  <Menu
    actionsFor="Energy Drink"
    onSelect={({ value }) => setChosen(value)}
    items={[
      { value: 'edit', label: 'Edit' },
      { value: 'duplicate', label: 'Duplicate' },
      { value: 'delete', label: 'Delete', tone: 'danger' },
    ]}
  />
</p>`,
  },
  DataTable: {
    before: `const orders = [
${ORDERS.map(({ id, product, status }) => `  { id: '${id}', product: '${product}', status: '${status}' },`).join('\n')}
];

const columns: DataTableColumn<(typeof orders)[number]>[] = [
${ORDERS_COLUMNS.map(({ id, header, rowHeader, width, filter }) =>
  [
    '  {',
    `    id: '${id}',`,
    `    header: '${header}',`,
    `    value: (order) => order.${id},`,
    ...(rowHeader ? ['    rowHeader: true,'] : []),
    ...(width ? [`    width: '${width}',`] : []),
    ...(filter?.type === 'select'
      ? [
          '    filter: {',
          "      type: 'select',",
          '      options: [',
          ...filter.options.map(({ value, label }) => `        { value: '${value}', label: '${label}' },`),
          '      ],',
          '    },',
        ]
      : []),
    '  },',
  ].join('\n'),
).join('\n')}
];`,
    hooks: ["const [chosen, setChosen] = useState('none');"],
    jsx: `<p>{\`Last action: \${chosen}\`}</p>
<DataTable
  aria-label="Orders"
  data={orders}
  columns={columns}
  getRowId={(order) => order.id}
  size="sm"
  rowActions={(order) => [
    { value: 'duplicate', label: 'Duplicate', onSelect: () => setChosen(\`duplicate \${order.id}\`) },
    { value: 'delete', label: 'Delete', tone: 'danger', onSelect: () => setChosen(\`delete \${order.id}\`) },
  ]}
/>`,
  },
};

const MODAL_CODE: Record<Modal, { hooks?: string[]; open: string; close: string }> = {
  Dialog: { open: '<Dialog title="Edit Order" trigger={<Button>Open Dialog</Button>}>', close: '</Dialog>' },
  Drawer: { open: '<Drawer title="Edit Order" trigger={<Button>Open Drawer</Button>}>', close: '</Drawer>' },
  FormDialog: {
    hooks: ['const form = useForm({ initialValues: {}, onSubmit: (values) => console.log(values), resetOnSubmit: true });'],
    open: '<FormDialog form={form} title="Edit Order" submitLabel="Save" trigger={<Button>Open FormDialog</Button>}>',
    close: '</FormDialog>',
  },
  ConfirmDialog: {
    open: `<ConfirmDialog
  title="Edit Order"
  trigger={<Button>Open ConfirmDialog</Button>}
  onConfirm={() => console.log('confirmed')}
>`,
    close: '</ConfirmDialog>',
  },
};

const indent = (code: string, by: number) =>
  code
    .split('\n')
    .map((line) => (line ? ' '.repeat(by) + line : line))
    .join('\n');

function combinationCode(floating: Floating, modal: Modal) {
  const inner = FLOATING_CODE[floating];
  const host = MODAL_CODE[modal];
  const jsx = `${host.open}\n${indent(inner.jsx, 2)}\n${host.close}`;
  const hooks = [...(host.hooks ?? []), ...(inner.hooks ?? [])];
  if (!hooks.length) return jsx;
  const component = `function ${floating}In${modal}() {\n${indent(hooks.join('\n'), 2)}\n  return (\n${indent(jsx, 4)}\n  );\n}`;
  return inner.before ? `${inner.before}\n\n${component}` : component;
}

function combination(floating: Floating, modal: Modal): Story {
  return {
    args: { modal, floating },
    parameters: { docs: { source: { code: combinationCode(floating, modal), language: 'tsx' } } },
    render: (args) => <Combination {...args} />,
    play: async ({ canvasElement }) => {
      const first = await openModal(canvasElement, modal);
      await PLAYS[floating](first.dialog);
      await escapeClosesModal(first.trigger, first.dialog);
      const { dialog } = await openModal(canvasElement, modal);
      await SHOW[floating](dialog);
    },
  };
}

export const SelectInDialog = combination('Select', 'Dialog');
export const SelectInDrawer = combination('Select', 'Drawer');
export const SelectInFormDialog = combination('Select', 'FormDialog');
export const SelectInConfirmDialog = combination('Select', 'ConfirmDialog');
export const ComboboxInDialog = combination('Combobox', 'Dialog');
export const ComboboxInDrawer = combination('Combobox', 'Drawer');
export const ComboboxInFormDialog = combination('Combobox', 'FormDialog');
export const ComboboxInConfirmDialog = combination('Combobox', 'ConfirmDialog');
export const DatePickerInDialog = combination('DatePicker', 'Dialog');
export const DatePickerInDrawer = combination('DatePicker', 'Drawer');
export const DatePickerInFormDialog = combination('DatePicker', 'FormDialog');
export const DatePickerInConfirmDialog = combination('DatePicker', 'ConfirmDialog');
export const PopoverInDialog = combination('Popover', 'Dialog');
export const PopoverInDrawer = combination('Popover', 'Drawer');
export const PopoverInFormDialog = combination('Popover', 'FormDialog');
export const PopoverInConfirmDialog = combination('Popover', 'ConfirmDialog');
export const TooltipInDialog = combination('Tooltip', 'Dialog');
export const TooltipInDrawer = combination('Tooltip', 'Drawer');
export const TooltipInFormDialog = combination('Tooltip', 'FormDialog');
export const TooltipInConfirmDialog = combination('Tooltip', 'ConfirmDialog');
export const MenuInDialog = combination('Menu', 'Dialog');
export const MenuInDrawer = combination('Menu', 'Drawer');
export const MenuInFormDialog = combination('Menu', 'FormDialog');
export const MenuInConfirmDialog = combination('Menu', 'ConfirmDialog');
export const DataTableInDialog = combination('DataTable', 'Dialog');
export const DataTableInDrawer = combination('DataTable', 'Drawer');
export const DataTableInFormDialog = combination('DataTable', 'FormDialog');

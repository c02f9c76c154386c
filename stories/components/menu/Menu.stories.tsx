import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Copy, Download, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Stack } from 'styled-system/jsx';
import { Button, Menu, type MenuEntry, Portal, Text } from '../../../src';
import { FileMenu } from '../../examples/FileMenu';
import fileMenuSource from '../../examples/FileMenu.tsx?raw';
import { ProductsTable } from '../../examples/ProductsTable';
import productsTableSource from '../../examples/ProductsTable.tsx?raw';
import { expectMirrored, expectRightToLeft } from '../../support/direction';
import { openMenuWith, tabLeavesMenu, typeAheadForgets } from '../../support/menu';
import { focusReturnedTo, layerListens } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';

const onEdit = fn();
const onDuplicate = fn();
const onDownload = fn();
const onDelete = fn();

const ACTIONS: MenuEntry[] = [
  { value: 'edit', label: 'Edit', onSelect: onEdit },
  { value: 'duplicate', label: 'Duplicate', onSelect: onDuplicate },
  { value: 'download', label: 'Download', onSelect: onDownload },
  { value: 'delete', label: 'Delete', tone: 'danger', onSelect: onDelete },
];

const meta = {
  title: 'Components/Overlays/Menu',
  component: Menu,
  args: { trigger: <Button variant="outline">Order actions</Button>, items: ACTIONS, onSelect: fn() },
  // A control after each menu, where Tab from the open menu goes.
  decorators: [
    (Story) => (
      <Stack direction="row" gap="4" alignItems="flex-start">
        <Story />
        <Button variant="ghost">Print label</Button>
      </Stack>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A list of actions behind a button, on Ark Menu: the WAI-ARIA menu button. The trigger (`aria-haspopup="menu"`, `aria-expanded`) opens a `menu` of `menuitem`s, `menuitemcheckbox`es and `menuitemradio`s, rendered through the package\'s `Portal` so it opens above a Dialog, Drawer or FormDialog. Keyboard: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown, Home and End move (the highlighted item has a visible ring); typing letters jumps to a matching item; Enter or Space choose; Tab and Shift+Tab close it and move on to the control after or before the trigger; ArrowRight opens a submenu and ArrowLeft closes it; Escape closes and focus goes back to the trigger. `Menu.ContextTrigger` opens the same menu at the pointer on right-click, or by keyboard with Shift+F10 or the context-menu key. Items take an icon, a description (it describes the item) and a shortcut hint (hidden from screen readers; announce it with `aria-keyshortcuts`); `tone: \'danger\'` on an entry of `items` (or `tone="danger"` on `Menu.Item`) marks a destructive one. Without a `trigger`, the convenience `Menu` shows a "⋯" icon button named "Actions" (or "Actions for {row}" with `actionsFor`), translated. Compose `Menu.Root`, `Menu.Trigger`, `Menu.Content`, `Menu.Item`… for groups of checkbox and radio items and submenus.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const highlighted = (menu: HTMLElement, name: string, role: 'menuitem' | 'menuitemcheckbox' | 'menuitemradio' = 'menuitem') =>
  waitFor(() => expect(within(menu).getByRole(role, { name })).toHaveAttribute('data-highlighted'));

const nextControl = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Print label' });

/**
 * The menu button by keyboard: Enter opens it on the first item, arrows, End, Home and type-ahead move, Enter
 * chooses and focus goes back to the trigger; ArrowUp opens it on the last item; Escape closes it unchosen;
 * Tab closes it unchosen and moves on to the next control.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Menu
  trigger={<Button variant="outline">Order actions</Button>}
  items={[
    { value: 'edit', label: 'Edit', onSelect: () => console.log('edit') },
    { value: 'duplicate', label: 'Duplicate', onSelect: () => console.log('duplicate') },
    { value: 'download', label: 'Download', onSelect: () => console.log('download') },
    { value: 'delete', label: 'Delete', tone: 'danger', onSelect: () => console.log('delete') },
  ]}
  onSelect={({ value }) => console.log(value)}
/>`,
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Order actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    let menu = await openMenuWith(trigger, '{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Download', 'Delete']);
    await highlighted(menu, 'Edit');
    await userEvent.keyboard('{ArrowDown}');
    await highlighted(menu, 'Duplicate');
    await userEvent.keyboard('{End}');
    await highlighted(menu, 'Delete');
    await userEvent.keyboard('{Home}');
    await highlighted(menu, 'Edit');
    // Type-ahead: a letter goes to the next item that starts with it, and the same letter again to the one
    // after. (Two different letters make one search only within zag's 350 ms, which a loaded machine can
    // stretch between two keys: "do" once found Duplicate, then nothing, in a full run with screenshots.)
    await userEvent.keyboard('dd');
    await highlighted(menu, 'Download');
    await userEvent.keyboard('{Enter}');
    await expect(onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await focusReturnedTo(trigger);

    // ArrowUp opens on the last item; Escape closes without choosing.
    menu = await openMenuWith(trigger, '{ArrowUp}');
    await highlighted(menu, 'Delete');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(onDelete).not.toHaveBeenCalled();
    await focusReturnedTo(trigger);

    // Space opens on the first item too, and a click chooses.
    menu = await openMenuWith(trigger, ' ');
    await highlighted(menu, 'Edit');
    await pointAndClick(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await focusReturnedTo(trigger);

    // A first letter moves to the next item that starts with it; Tab closes without choosing and moves on.
    menu = await openMenuWith(trigger, '{Enter}');
    await userEvent.keyboard('d');
    await highlighted(menu, 'Duplicate');
    await tabLeavesMenu(trigger, nextControl(canvasElement));
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
  },
};

const onShare = fn();
const RICH: MenuEntry[] = [
  {
    type: 'group',
    id: 'order',
    label: 'Order',
    items: [
      { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden />, shortcut: '⌘E', keyShortcuts: 'Meta+E' },
      {
        value: 'duplicate',
        label: 'Duplicate',
        icon: <Copy aria-hidden />,
        shortcut: '⌘D',
        keyShortcuts: 'Meta+D',
        description: 'A new draft with the same products',
      },
    ],
  },
  { type: 'separator' },
  {
    type: 'group',
    id: 'files',
    label: 'Files',
    items: [
      { value: 'download', label: 'Download PDF', icon: <Download aria-hidden /> },
      {
        value: 'share',
        label: 'Share',
        icon: <Share2 aria-hidden />,
        description: 'Send a link to your team',
        onSelect: onShare,
      },
      { value: 'archive', label: 'Archive', disabled: true, description: 'Only completed orders' },
    ],
  },
  { type: 'separator' },
  { value: 'delete', label: 'Delete order', icon: <Trash2 aria-hidden />, tone: 'danger', shortcut: '⌫' },
];

/**
 * Icons, key hints, descriptions, labelled groups and separators. A group is named by its label, a
 * description describes its item, the key hint is not read into the item's name (`aria-keyshortcuts` says
 * it), and a disabled item is skipped by the arrows.
 */
export const IconsShortcutsAndGroups: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Menu
  trigger={
    <Button variant="outline">
      Manage
      <ChevronDown aria-hidden />
    </Button>
  }
  items={[
    {
      type: 'group',
      id: 'order',
      label: 'Order',
      items: [
        { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden />, shortcut: '⌘E', keyShortcuts: 'Meta+E' },
        {
          value: 'duplicate',
          label: 'Duplicate',
          icon: <Copy aria-hidden />,
          shortcut: '⌘D',
          keyShortcuts: 'Meta+D',
          description: 'A new draft with the same products',
        },
      ],
    },
    { type: 'separator' },
    {
      type: 'group',
      id: 'files',
      label: 'Files',
      items: [
        { value: 'download', label: 'Download PDF', icon: <Download aria-hidden /> },
        {
          value: 'share',
          label: 'Share',
          icon: <Share2 aria-hidden />,
          description: 'Send a link to your team',
          onSelect: () => console.log('share'),
        },
        { value: 'archive', label: 'Archive', disabled: true, description: 'Only completed orders' },
      ],
    },
    { type: 'separator' },
    { value: 'delete', label: 'Delete order', icon: <Trash2 aria-hidden />, tone: 'danger', shortcut: '⌫' },
  ]}
  onSelect={({ value }) => console.log(value)}
/>`,
        language: 'tsx',
      },
    },
  },
  args: {
    trigger: (
      <Button variant="outline">
        Manage
        <ChevronDown aria-hidden />
      </Button>
    ),
    items: RICH,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Manage' });
    const menu = await openMenuWith(trigger, '{ArrowDown}');
    const order = within(menu).getByRole('group', { name: 'Order' });
    await expect(
      within(order)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit⌘E', 'DuplicateA new draft with the same products⌘D']);
    // The names are the labels alone; descriptions describe, shortcuts are announced by aria-keyshortcuts.
    const duplicate = within(order).getByRole('menuitem', { name: 'Duplicate' });
    await expect(duplicate).toHaveAccessibleDescription('A new draft with the same products');
    await expect(duplicate).toHaveAttribute('aria-keyshortcuts', 'Meta+D');
    await expect(within(menu).getByRole('group', { name: 'Files' })).toBeInTheDocument();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    const archive = within(menu).getByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    // Down from Share skips the disabled Archive and lands on Delete order.
    await userEvent.keyboard('{End}');
    await highlighted(menu, 'Delete order');
    await userEvent.keyboard('{ArrowUp}');
    await highlighted(menu, 'Share');
    await userEvent.keyboard('{Enter}');
    await expect(onShare).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'share' }));
    await focusReturnedTo(trigger);
    // Type-ahead across groups, by an item's label alone; Tab closes and moves on.
    const again = await openMenuWith(trigger, '{Enter}');
    await userEvent.keyboard('s');
    await highlighted(again, 'Share');
    await tabLeavesMenu(trigger, nextControl(canvasElement));
    await expect(onShare).toHaveBeenCalledTimes(1);
    // Left open for the screenshot: the highlighted item shows its ring.
    const reopened = await openMenuWith(trigger, '{ArrowDown}');
    await highlighted(reopened, 'Edit');
  },
};

/**
 * Checkbox items (`menuitemcheckbox`) turn columns on and off, radio items (`menuitemradio`) in a named group
 * choose one sort order; Space and Enter toggle and, with `closeOnSelect={false}`, the menu stays open.
 */
export const CheckboxAndRadioItems: Story = {
  render: function ViewMenu() {
    const [columns, setColumns] = useState({ status: true, eta: false });
    const [sort, setSort] = useState('date');
    return (
      <Stack gap="2" alignItems="flex-start">
        <Menu.Root closeOnSelect={false}>
          <Menu.Trigger asChild>
            <Button variant="outline">View</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Columns</Menu.ItemGroupLabel>
                  {(['status', 'eta'] as const).map((column) => (
                    <Menu.CheckboxItem
                      key={column}
                      value={column}
                      checked={columns[column]}
                      onCheckedChange={(checked) => setColumns((shown) => ({ ...shown, [column]: checked }))}
                    >
                      <Menu.ItemIndicator>
                        <Menu.Check />
                      </Menu.ItemIndicator>
                      <Menu.ItemText>{column === 'status' ? 'Status' : 'Arrival'}</Menu.ItemText>
                    </Menu.CheckboxItem>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.RadioItemGroup value={sort} onValueChange={(details) => setSort(details.value)}>
                  <Menu.ItemGroupLabel>Sort by</Menu.ItemGroupLabel>
                  {[
                    { value: 'date', label: 'Order date' },
                    { value: 'customer', label: 'Customer' },
                    { value: 'total', label: 'Total' },
                  ].map((option) => (
                    <Menu.RadioItem key={option.value} value={option.value}>
                      <Menu.ItemIndicator>
                        <Menu.Check />
                      </Menu.ItemIndicator>
                      <Menu.ItemText>{option.label}</Menu.ItemText>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Text>{`Columns: ${Object.entries(columns)
          .filter(([, shown]) => shown)
          .map(([column]) => column)
          .join(', ')}; sorted by ${sort}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'View' });
    const menu = await openMenuWith(trigger, '{Enter}');
    const status = within(menu).getByRole('menuitemcheckbox', { name: 'Status' });
    const arrival = within(menu).getByRole('menuitemcheckbox', { name: 'Arrival' });
    await expect(status).toHaveAttribute('aria-checked', 'true');
    await expect(arrival).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(status).toHaveAttribute('data-highlighted'));
    // Type-ahead reads the items' text ('Arrival'), not their values ('eta'). Enter toggles the highlighted
    // checkbox item (Space too, but just after a letter it goes on with the type-ahead), and the menu stays open.
    await userEvent.keyboard('a');
    await highlighted(menu, 'Arrival', 'menuitemcheckbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(arrival).toHaveAttribute('aria-checked', 'true'));
    await expect(menu).toBeVisible();
    const sortBy = within(menu).getByRole('group', { name: 'Sort by' });
    await expect(within(sortBy).getByRole('menuitemradio', { name: 'Order date' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() =>
      expect(within(sortBy).getByRole('menuitemradio', { name: 'Total' })).toHaveAttribute('aria-checked', 'true'),
    );
    await expect(within(sortBy).getByRole('menuitemradio', { name: 'Order date' })).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('Columns: status, eta; sorted by total')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await focusReturnedTo(trigger);
    // Type-ahead on a radio item too; Tab closes the menu and moves on, changing nothing.
    const again = await openMenuWith(trigger, '{Enter}');
    await typeAheadForgets();
    await userEvent.keyboard('c');
    await highlighted(again, 'Customer', 'menuitemradio');
    await tabLeavesMenu(trigger, nextControl(canvasElement));
    await expect(canvas.getByText('Columns: status, eta; sorted by total')).toBeInTheDocument();
    // Open again for the screenshot: the checks show on both columns and on Total.
    const reopened = await openMenuWith(trigger, '{Enter}');
    const total = within(reopened).getByRole('menuitemradio', { name: 'Total' });
    await expect(total).toHaveAttribute('aria-checked', 'true');
    // An unchecked item keeps the check's room: its label lines up with the checked one's.
    const labelLeft = (name: string) => (within(reopened).getByText(name) as HTMLElement).getBoundingClientRect().left;
    await expect(labelLeft('Order date')).toBe(labelLeft('Total'));
  },
};

/**
 * The submenu by keyboard: ArrowRight on its item opens it on its first item, ArrowLeft closes it, Enter
 * chooses and closes both; Tab in the submenu closes both and moves on past the menu's trigger.
 */
export const Submenu: Story = {
  args: { onSelect: fn() },
  // The menu as a portal writes it (stories/examples/FileMenu.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: fileMenuSource, language: 'tsx' } } },
  render: (args) => <FileMenu onSelect={(value) => args.onSelect?.({ value })} />,
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'File' });
    const menu = await openMenuWith(trigger, '{ArrowDown}');
    const exportAs = within(menu).getByRole('menuitem', { name: 'Export as' });
    await expect(exportAs).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(exportAs).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(exportAs).toHaveAttribute('aria-expanded', 'true'));
    const submenu = body(canvasElement)
      .getAllByRole('menu')
      .find((element) => element !== menu) as HTMLElement;
    await waitFor(() => expect(submenu).toHaveFocus());
    await highlighted(submenu, 'PDF');
    // ArrowLeft closes the submenu and puts the parent's highlight back on its item.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(exportAs).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(exportAs).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(exportAs).toHaveAttribute('aria-expanded', 'true'));
    // The submenu takes focus a frame after it opens: an ArrowDown before that goes to the parent menu,
    // which moves its highlight off 'Export as' and closes the submenu (seen under load).
    await waitFor(() => expect(submenu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await highlighted(submenu, 'CSV');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'csv' }));
    await waitFor(() => expect(body(canvasElement).queryAllByRole('menu')).toHaveLength(0));
    await focusReturnedTo(trigger);

    // Type-ahead in each menu; Tab from the submenu closes both.
    const reopened = await openMenuWith(trigger, '{Enter}');
    await userEvent.keyboard('e');
    await highlighted(reopened, 'Export as');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: 'Export as' })).toHaveAttribute('aria-expanded', 'true'),
    );
    const opened = body(canvasElement)
      .getAllByRole('menu')
      .find((element) => element !== reopened) as HTMLElement;
    await waitFor(() => expect(opened).toHaveFocus());
    await userEvent.keyboard('e');
    await highlighted(opened, 'Excel');
    await tabLeavesMenu(trigger, nextControl(canvasElement));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/**
 * A destructive action: `tone: 'danger'` in `items` (or `tone="danger"` on `Menu.Item`) colours it red, highlighted
 * too, and a separator keeps it apart; disabled, it looks as any disabled item does. The default trigger is a "⋯" button named for what the actions are for.
 */
export const DestructiveItem: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Menu
  actionsFor="Order 1042"
  items={[
    { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden /> },
    { type: 'separator' },
    { value: 'delete', label: 'Delete order', icon: <Trash2 aria-hidden />, tone: 'danger', onSelect: () => console.log('delete') },
    { value: 'purge', label: 'Delete history', icon: <Trash2 aria-hidden />, tone: 'danger', disabled: true },
  ]}
/>`,
      },
    },
  },
  args: {
    trigger: undefined,
    actionsFor: 'Order 1042',
    items: [
      { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden /> },
      { type: 'separator' },
      { value: 'delete', label: 'Delete order', icon: <Trash2 aria-hidden />, tone: 'danger', onSelect: onDelete },
      { value: 'purge', label: 'Delete history', icon: <Trash2 aria-hidden />, tone: 'danger', disabled: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Order 1042' });
    // Type-ahead reaches the destructive item as any other; Tab closes without choosing it.
    const first = await openMenuWith(trigger, '{Enter}');
    await userEvent.keyboard('d');
    await highlighted(first, 'Delete order');
    await tabLeavesMenu(trigger, nextControl(canvasElement));
    await expect(onDelete).not.toHaveBeenCalled();
    const menu = await openMenuWith(trigger, '{ArrowUp}');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete order' });
    await highlighted(menu, 'Delete order');
    await expect(remove).toHaveAttribute('data-tone', 'danger');
    // Red text, unlike its neighbour.
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await expect(getComputedStyle(remove).color).not.toBe(getComputedStyle(edit).color);
    // A disabled destructive item is drawn disabled, not red: the disabled text colour, icon included.
    const purge = within(menu).getByRole('menuitem', { name: 'Delete history' });
    await expect(purge).toHaveAttribute('aria-disabled', 'true');
    const probe = menu.ownerDocument.createElement('span');
    probe.style.color = 'var(--colors-fg-disabled)';
    menu.append(probe);
    const disabledColor = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(purge).color).toBe(disabledColor);
    await expect(getComputedStyle(purge.querySelector('svg') as SVGElement).color).toBe(disabledColor);
  },
};

const contextArea = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '6',
  maxWidth: 'sm',
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'sm',
});

/** An order card whose right-click, Shift+F10 or context-menu key opens its actions. */
function OrderCard({ onSelect }: { onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      <Menu.ContextTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that Shift+F10 and the context-menu key reach it; ARIA has no role for an area with a context menu */}
        <div tabIndex={0} className={contextArea}>
          <strong>Order 1042 · Energy Drink</strong>
          <span>Right-click, or focus and press Shift+F10, for its actions.</span>
        </div>
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="open">Open order</Menu.Item>
            <Menu.Item value="duplicate">Duplicate</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="cancel" tone="danger">
              Cancel order
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * A context menu: a right-click opens it at the pointer; from the keyboard, Shift+F10 (or the context-menu
 * key) on the focused area opens it on its first item. Escape closes it and focus goes back to the area.
 */
export const ContextMenu: Story = {
  parameters: {
    docs: {
      source: {
        code: `function OrderCard() {
  return (
    <Menu.Root onSelect={({ value }) => console.log(value)}>
      <Menu.ContextTrigger asChild>
        <div
          tabIndex={0}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            p: '6',
            maxWidth: 'sm',
            borderWidth: 'thin',
            borderStyle: 'dashed',
            borderColor: 'border.strong',
            borderRadius: 'md',
            bg: 'bg.subtle',
            color: 'fg.default',
            fontSize: 'sm',
          })}
        >
          <strong>Order 1042 · Energy Drink</strong>
          <span>Right-click, or focus and press Shift+F10, for its actions.</span>
        </div>
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="open">Open order</Menu.Item>
            <Menu.Item value="duplicate">Duplicate</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="cancel" tone="danger">
              Cancel order
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}`,
        language: 'tsx',
      },
    },
  },
  args: { onSelect: fn() },
  render: (args) => <OrderCard onSelect={(value) => args.onSelect?.({ value })} />,
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByText('Order 1042 · Energy Drink').parentElement as HTMLElement;
    // Right-click near the area's middle: the menu opens there, at the pointer.
    const box = area.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseRight]', target: area, coords: { clientX: box.left + 120, clientY: box.top + 30 } });
    let menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await layerListens();
    await waitFor(() => expect(Math.round(menu.getBoundingClientRect().left)).toBeGreaterThanOrEqual(Math.round(box.left + 100)));
    await userEvent.keyboard('{ArrowDown}');
    await highlighted(menu, 'Open order');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await focusReturnedTo(area);

    // The keyboard: Shift+F10 on the focused area opens the menu on its first item.
    area.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await highlighted(menu, 'Open order');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'duplicate' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await focusReturnedTo(area);

    // Type-ahead; Tab closes it and moves on past the area.
    area.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await highlighted(menu, 'Open order');
    await userEvent.keyboard('c');
    await highlighted(menu, 'Cancel order');
    await tabLeavesMenu(area, nextControl(canvasElement));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);

    // The context-menu key does the same; left open for the screenshot.
    area.focus();
    await userEvent.keyboard('{ContextMenu}');
    menu = await body(canvasElement).findByRole('menu');
    await highlighted(menu, 'Open order');
  },
};

/**
 * Row actions in a table: without a `trigger`, each row's "⋯" button is named "Actions for {row}" (from
 * `actionsFor`, translated), opens that row's menu by pointer or keyboard, and focus goes back to that row's
 * button after a choice. The same menu inside a Dialog, Drawer, FormDialog and ConfirmDialog is in Portal's
 * stories.
 */
export const RowActionsInTable: Story = {
  args: { onSelect: fn() },
  // The table as a portal writes it (stories/examples/ProductsTable.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: productsTableSource, language: 'tsx' } } },
  render: (args) => <ProductsTable onAction={(value) => args.onSelect?.({ value })} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
    const energy = canvas.getByRole('button', { name: 'Actions for Energy Drink' });
    await userEvent.click(energy);
    let menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await pointAndClick(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'delete Energy Drink' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await focusReturnedTo(energy);

    // Another row by keyboard: its own menu, and its own row in the action.
    const tea = canvas.getByRole('button', { name: 'Actions for Iced Tea' });
    menu = await openMenuWith(tea, '{Enter}');
    await highlighted(menu, 'Edit');
    await userEvent.keyboard('{ArrowDown}');
    await highlighted(menu, 'Duplicate');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'duplicate Iced Tea' }));
    await focusReturnedTo(tea);

    // Tab from a row's menu goes on to the next row's button, Shift+Tab back to the row before's.
    const water = canvas.getByRole('button', { name: 'Actions for Sparkling Water' });
    menu = await openMenuWith(energy, '{Enter}');
    await userEvent.keyboard('d');
    await highlighted(menu, 'Duplicate');
    await tabLeavesMenu(energy, water);
    await openMenuWith(tea, '{Enter}');
    await tabLeavesMenu(tea, water, { backwards: true });
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/**
 * Right to left, in Arabic, with the Submenu story's menu: the submenu opens to the left of its item, the way
 * the line runs, and its chevron is mirrored to point there. The arrows follow: ArrowLeft on the item opens
 * the submenu on its first item, ArrowRight closes it and puts the highlight back on the item.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Menu.Root onSelect={(details) => args.onSelect?.(details)}>
      <Menu.Trigger asChild>
        <Button variant="outline">ملف</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="rename">إعادة التسمية</Menu.Item>
            <Menu.Root onSelect={(details) => args.onSelect?.(details)}>
              <Menu.TriggerItem>
                تصدير بصيغة
                <Menu.SubmenuChevron />
              </Menu.TriggerItem>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="pdf">PDF</Menu.Item>
                    <Menu.Item value="csv">CSV</Menu.Item>
                    <Menu.Item value="xlsx">Excel</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Item value="print">طباعة</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'ملف' });
    const menu = await openMenuWith(trigger, '{ArrowDown}');
    await expectRightToLeft(menu);
    const exportAs = within(menu).getByRole('menuitem', { name: 'تصدير بصيغة' });
    await expectMirrored(exportAs.querySelector('svg'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(exportAs).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(exportAs).toHaveAttribute('aria-expanded', 'true'));
    const submenu = body(canvasElement)
      .getAllByRole('menu')
      .find((element) => element !== menu) as HTMLElement;
    await waitFor(() => expect(submenu).toHaveFocus());
    await highlighted(submenu, 'PDF');
    // On the left of its item, against it (as, left to right, it opens on the item's right), and out past
    // the menu's left edge.
    await waitFor(() =>
      expect(Math.abs(submenu.getBoundingClientRect().right - exportAs.getBoundingClientRect().left)).toBeLessThan(1),
    );
    await expect(submenu.getBoundingClientRect().left).toBeLessThan(menu.getBoundingClientRect().left);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(exportAs).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(exportAs).toHaveAttribute('data-highlighted');
    // Open again for the screenshot.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(submenu).toHaveFocus());
    await highlighted(submenu, 'PDF');
  },
};

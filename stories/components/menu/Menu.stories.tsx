import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Copy, Download, Pencil, Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Menu, type MenuEntry } from '../../../src';
import { focusReturnedTo } from '../../support/overlay';

const onEdit = fn();
const onDuplicate = fn();
const onDownload = fn();
const onDelete = fn();

const ACTIONS: MenuEntry[] = [
  { value: 'edit', label: 'Edit', onSelect: onEdit },
  { value: 'duplicate', label: 'Duplicate', onSelect: onDuplicate },
  { value: 'download', label: 'Download', onSelect: onDownload },
  { value: 'delete', label: 'Delete', danger: true, onSelect: onDelete },
];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { trigger: <Button variant="outline">Order actions</Button>, items: ACTIONS, onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A list of actions behind a button, on Ark Menu: the WAI-ARIA menu button. The trigger (`aria-haspopup="menu"`, `aria-expanded`) opens a `menu` of `menuitem`s, `menuitemcheckbox`es and `menuitemradio`s, rendered through the package\'s `Portal` so it opens above a Dialog, Drawer or FormDialog. Keyboard: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown, Home and End move (the highlighted item has a visible ring); typing letters jumps to a matching item; Enter or Space choose; ArrowRight opens a submenu and ArrowLeft closes it; Escape closes and focus goes back to the trigger. `Menu.ContextTrigger` opens the same menu at the pointer on right-click, or by keyboard with Shift+F10 or the context-menu key. Items take an icon, a description (it describes the item) and a shortcut hint (hidden from screen readers; announce it with `aria-keyshortcuts`); `danger` or `tone="danger"` marks a destructive one. Without a `trigger`, the convenience `Menu` shows a "⋯" icon button named "Actions" (or "Actions for {row}" with `actionsFor`), translated. Compose `Menu.Root`, `Menu.Trigger`, `Menu.Content`, `Menu.Item`… for groups of checkbox and radio items and submenus.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the menu with `keys` from the focused trigger and returns it once it has focus. */
async function openWith(canvasElement: HTMLElement, trigger: HTMLElement, keys: string) {
  trigger.focus();
  await userEvent.keyboard(keys);
  const menu = await body(canvasElement).findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  return menu;
}

const highlighted = (menu: HTMLElement, name: string) =>
  waitFor(() => expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('data-highlighted'));

/**
 * The menu button by keyboard: Enter opens it on the first item, arrows, End, Home and type-ahead move, Enter
 * chooses and focus goes back to the trigger; ArrowUp opens it on the last item; Escape closes it unchosen.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Order actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    let menu = await openWith(canvasElement, trigger, '{Enter}');
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
    // Type-ahead: "do" goes to Download.
    await userEvent.keyboard('do');
    await highlighted(menu, 'Download');
    await userEvent.keyboard('{Enter}');
    await expect(onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await focusReturnedTo(trigger);

    // ArrowUp opens on the last item; Escape closes without choosing.
    menu = await openWith(canvasElement, trigger, '{ArrowUp}');
    await highlighted(menu, 'Delete');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(onDelete).not.toHaveBeenCalled();
    await focusReturnedTo(trigger);

    // Space opens on the first item too, and a click chooses.
    menu = await openWith(canvasElement, trigger, ' ');
    await highlighted(menu, 'Edit');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await focusReturnedTo(trigger);
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
  { value: 'delete', label: 'Delete order', icon: <Trash2 aria-hidden />, danger: true, shortcut: '⌫' },
];

/**
 * Icons, key hints, descriptions, labelled groups and separators. A group is named by its label, a
 * description describes its item, the key hint is not read into the item's name (`aria-keyshortcuts` says
 * it), and a disabled item is skipped by the arrows.
 */
export const IconsShortcutsAndGroups: Story = {
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
    const menu = await openWith(canvasElement, trigger, '{ArrowDown}');
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
    await expect(args.onSelect).toHaveBeenLastCalledWith({ value: 'share' });
    await focusReturnedTo(trigger);
    // Left open for the screenshot: the highlighted item shows its ring.
    const reopened = await openWith(canvasElement, trigger, '{ArrowDown}');
    await highlighted(reopened, 'Edit');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LayoutDashboard, PackagePlus, Truck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  CommandPalette,
  type CommandPaletteItem,
  type CommandPaletteProps,
  Dialog,
  Kbd,
  TextField,
  useComboboxSearch,
} from '../../../src';
import { arkAnnouncementDelay } from '../../support/announcer';
import { expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo, layerListens } from '../../support/overlay';

/** What the palette ran. */
const ran = fn();

const COMMANDS: CommandPaletteItem[] = [
  { value: 'go-overview', label: 'Overview', group: 'Go to', icon: <LayoutDashboard />, shortcut: 'G O' },
  { value: 'go-shipments', label: 'Shipments', group: 'Go to', icon: <Truck />, shortcut: 'G S' },
  {
    value: 'go-payments',
    label: 'Payments',
    group: 'Go to',
    icon: <Wallet />,
    keywords: ['invoice', 'bill'],
    description: 'Invoices and receipts',
  },
  {
    value: 'new-shipment',
    label: 'New shipment',
    group: 'Actions',
    icon: <PackagePlus />,
    shortcut: 'Ctrl N',
    keyShortcuts: 'Control+N',
  },
  { value: 'export', label: 'Export shipping list', group: 'Actions', icon: <FileText /> },
  { value: 'archive', label: 'Archive delivered shipments', group: 'Actions', disabled: true },
];

/** The palette on a page with a button, which has focus before the palette opens and gets it back after. */
function PaletteOnAPage(props: CommandPaletteProps) {
  return (
    <>
      <Button variant="outline" onClick={() => undefined}>
        New pallet
      </Button>
      <p>
        Press <Kbd>Ctrl</Kbd> <Kbd>K</Kbd> for the commands.
      </p>
      <CommandPalette {...props} />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/CommandPalette',
  component: CommandPalette,
  parameters: {
    docs: {
      // "Show code": the palette as a portal mounts it once, beside its shell (the stories' args hold test data).
      source: {
        code: `import { CommandPalette, type CommandPaletteItem } from '@labelport/ui';
import { LayoutDashboard, PackagePlus, Truck, Wallet } from 'lucide-react';

const COMMANDS: CommandPaletteItem[] = [
  { value: 'go:/', label: 'Overview', group: 'Go to', icon: <LayoutDashboard /> },
  { value: 'go:/shipments', label: 'Shipments', group: 'Go to', icon: <Truck />, shortcut: 'G S' },
  { value: 'go:/payments', label: 'Payments', group: 'Go to', icon: <Wallet />, keywords: ['invoice', 'bill'] },
  { value: 'new-shipment', label: 'New shipment', group: 'Actions', icon: <PackagePlus />, shortcut: 'Ctrl N', keyShortcuts: 'Control+N' },
];

// Mounted once, beside the portal's shell: Ctrl+K (⌘K on a Mac) opens it from any page.
export function PortalCommands({ onCommand }: { onCommand: (value: string) => void }) {
  return <CommandPalette items={COMMANDS} onSelect={(item) => onCommand(item.value)} />;
}
`,
        language: 'tsx',
      },
      description: {
        component:
          "A search box over the portal's commands, in a dialog near the top of the screen: Ctrl+K (⌘K on a Mac) opens it from anywhere, even over an open dialog (`hotkey`, or `open` for a portal's own button). Typing filters `items` by label, `description` and `keywords` in the page's language, accents aside; `results` are listed as given, e.g. a server's answer (`onInputValueChange`, `loading`, `error`, as `useComboboxSearch` gives them). Rows sit under their `group`'s heading, with an icon and a shortcut; long lists are virtualised. The WAI-ARIA combobox pattern: the first row is highlighted as the list changes, ArrowDown/ArrowUp move, Enter runs the row (its `onSelect`, then the palette's), Escape closes, and focus goes back where it was.",
      },
    },
  },
  args: { items: COMMANDS, onSelect: ran },
  render: (args) => <PaletteOnAPage {...args} />,
  beforeEach: () => {
    ran.mockClear();
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses Ctrl+K and waits for the palette to take focus and listen for Escape. */
async function openPalette(canvasElement: HTMLElement, name = 'Command palette') {
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await focusInside(dialog);
  await layerListens();
  return dialog;
}

/** What the live regions inside `dialog` say (the palette's own, and Ark's, which it keeps silent). */
const said = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((status) => status.textContent ?? '');

/** The option the search box points at: what Enter would run. */
function highlighted(box: HTMLElement) {
  const id = box.getAttribute('aria-activedescendant');
  return id ? box.ownerDocument.getElementById(id) : null;
}

/** Ctrl+K opens it; typing filters, the arrows move, Enter runs and Escape closes, focus back where it was. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'New pallet' });
    opener.focus();
    const dialog = await openPalette(canvasElement);
    const box = within(dialog).getByRole('combobox', { name: 'Command palette' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('listbox');
    // Grouped under headings; the first row is highlighted, so Enter would run it.
    await expect(within(list).getByRole('group', { name: 'Go to' })).toBeVisible();
    const actions = within(list).getByRole('group', { name: 'Actions' });
    await expect(within(actions).getAllByRole('option')).toHaveLength(3);
    await expect(highlighted(box)).toHaveTextContent('Overview');
    // A shortcut is shown and told to screen readers; a description describes its row.
    await expect(within(list).getByRole('option', { name: 'New shipment' })).toHaveAttribute('aria-keyshortcuts', 'Control+N');
    await expect(within(list).getByRole('option', { name: 'Payments' })).toHaveAccessibleDescription('Invoices and receipts');
    await expect(within(list).getByRole('option', { name: 'Archive delivered shipments' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // Typing filters, accents and case aside, and says how many rows are left.
    await userEvent.type(box, 'SHIP');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
    await expect(said(dialog)).toContain('4 results');
    await expect(highlighted(box)).toHaveTextContent('Shipments');
    // The arrows pass over the disabled row and wrap around.
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(box)).toHaveTextContent('New shipment');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(box)).toHaveTextContent('Export shipping list');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(box)).toHaveTextContent('Shipments');
    await userEvent.keyboard('{ArrowUp}');
    await expect(highlighted(box)).toHaveTextContent('Export shipping list');
    // Enter runs the row, closes the palette and gives focus back.
    await userEvent.keyboard('{Enter}');
    await expect(ran).toHaveBeenCalledOnce();
    await expect(ran).toHaveBeenCalledWith(expect.objectContaining({ value: 'export' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expectFocusOn(opener);

    // A keyword finds its row; each opening starts with an empty search. Escape closes.
    const again = await openPalette(canvasElement);
    const box2 = within(again).getByRole('combobox', { name: 'Command palette' });
    await expect(box2).toHaveValue('');
    await userEvent.type(box2, 'bill');
    await waitFor(() => expect(within(again).getAllByRole('option')).toHaveLength(1));
    await expect(highlighted(box2)).toHaveTextContent('Payments');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(ran).toHaveBeenCalledTimes(1);
    await focusReturnedTo(opener);
  },
};

/** A filtered-away highlight returns to the first row; a click runs a row too; nothing matching says so; Ctrl+K again closes. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    const box = within(dialog).getByRole('combobox', { name: 'Command palette' });
    // The highlighted row filtered away: the highlight goes back to the first row, so Enter still runs one.
    await userEvent.type(box, 'ship');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(highlighted(box)).toHaveTextContent('Export shipping list');
    await userEvent.type(box, 'm');
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: 'Export shipping list' })).toBeNull());
    await expect(highlighted(box)).toHaveTextContent('Shipments');
    await userEvent.clear(box);
    await userEvent.type(box, 'pallet jack');
    await waitFor(() => expect(within(dialog).queryAllByRole('option')).toHaveLength(0));
    await expect(within(within(dialog).getByRole('listbox')).getByText('No results')).toBeVisible();
    await expect(said(dialog)).toContain('No results');
    await userEvent.clear(box);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Shipments' }));
    await expect(ran).toHaveBeenCalledOnce();
    await expect(ran).toHaveBeenCalledWith(expect.objectContaining({ value: 'go-shipments' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    const again = await openPalette(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
  },
};

const SHIPMENTS = Array.from({ length: 5000 }, (_, index) => {
  const number = String(index + 1).padStart(5, '0');
  return { value: `SHP-${number}`, label: `SHP-${number}`, group: 'Shipments', description: 'Malmö → Hamburg' };
});

/** A fake server: answers after a moment, fails for "fail", and follows the abort signal. */
function searchShipments(query: string, signal: AbortSignal): Promise<CommandPaletteItem[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (query === 'fail') reject(new Error('offline'));
      else resolve(query ? SHIPMENTS.filter((item) => item.label.includes(query.toUpperCase())).slice(0, 50) : []);
    }, 50);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

function ServerPalette(args: CommandPaletteProps) {
  const search = useComboboxSearch({ load: searchShipments, debounceMs: 100 });
  return (
    <CommandPalette
      {...args}
      results={search.items}
      loading={search.loading}
      error={search.error}
      onInputValueChange={search.onInputValueChange}
    />
  );
}

/** Results from a server under the commands: a loading row while they come, an error when they fail. */
export const ServerResults: Story = {
  render: (args) => <ServerPalette {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    const box = within(dialog).getByRole('combobox', { name: 'Command palette' });
    await userEvent.type(box, 'shp-0420');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Shipments' })).toBeVisible());
    const found = within(dialog).getAllByRole('option');
    await expect(found.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('SHP-04200'), expect.stringContaining('SHP-04209')]),
    );
    await expect(said(dialog)).toContain('10 results');
    await userEvent.keyboard('{Enter}');
    await expect(ran).toHaveBeenCalledOnce();
    await expect(ran).toHaveBeenCalledWith(expect.objectContaining({ value: 'SHP-04200' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    const again = await openPalette(canvasElement);
    await userEvent.type(within(again).getByRole('combobox'), 'fail');
    await expect(await within(within(again).getByRole('listbox')).findByText('The results could not be loaded.')).toBeVisible();
    await expect(said(again)).toContain('The results could not be loaded.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const THOUSANDS = [...COMMANDS, ...SHIPMENTS];

/** Five thousand rows: only those in view are in the page, each told its place, and the arrows reach them all. */
export const Thousands: Story = {
  render: (args) => <PaletteOnAPage {...args} items={THOUSANDS} />,
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'New pallet' });
    opener.focus();
    const dialog = await openPalette(canvasElement);
    const box = within(dialog).getByRole('combobox', { name: 'Command palette' });
    const list = within(dialog).getByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(within(list).getAllByRole('option').length).toBeLessThan(60);
    const first = within(list).getByRole('option', { name: 'Overview' });
    await expect(first).toHaveAttribute('aria-setsize', '5006');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    // A row's group is its description, as a virtualised list has no group elements.
    await expect(within(list).getByRole('option', { name: 'Shipments' })).toHaveAccessibleDescription('Go to');
    // ArrowUp from the first row wraps to the last, brought into view.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(highlighted(box)).toHaveTextContent('SHP-05000'));
    const last = within(list).getByRole('option', { name: 'SHP-05000' });
    await expect(last).toHaveAccessibleDescription('Shipments Malmö → Hamburg');
    await expect(last).toHaveAttribute('aria-posinset', '5006');
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(list.getBoundingClientRect().bottom + 1));
    // Typing narrows thousands at once.
    await userEvent.type(box, '04999');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(ran).toHaveBeenCalledOnce();
    await expect(ran).toHaveBeenCalledWith(expect.objectContaining({ value: 'SHP-04999' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

/** Over a portal's open dialog: Ctrl+K from inside it opens the palette on top; Escape closes only the palette. */
export const OverAnOpenDialog: Story = {
  render: (args) => (
    <>
      <Dialog title="Book a pickup" trigger={<Button>Book a pickup</Button>}>
        <TextField label="Pickup address" />
      </Dialog>
      <CommandPalette {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book a pickup' }));
    const booking = await page(canvasElement).findByRole('dialog', { name: 'Book a pickup' });
    await focusInside(booking);
    const address = within(booking).getByRole('textbox', { name: 'Pickup address' });
    await userEvent.click(address);
    await userEvent.type(address, 'Hamngatan 4');

    const palette = await openPalette(canvasElement);
    await expect(within(palette).getByRole('combobox', { name: 'Command palette' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    // The portal's dialog is still open, with what was typed, and has focus back.
    await expect(booking).toBeVisible();
    await expectFocusOn(address);
    await expect(address).toHaveValue('Hamngatan 4');

    // A command run from there, too, gives focus back to the dialog.
    await openPalette(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(ran).toHaveBeenCalledOnce();
    await expect(ran).toHaveBeenCalledWith(expect.objectContaining({ value: 'go-overview' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    await expectFocusOn(address);
    await layerListens();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Opened by the portal's own button (`open`), with the hotkey turned off. */
export const Controlled: Story = {
  args: { hotkey: false },
  render: function Controlled(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Search
        </Button>
        <CommandPalette {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Command palette' });
    await focusInside(dialog);
    await layerListens();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(button);
  },
};

const ARABIC: CommandPaletteItem[] = [
  { value: 'go-overview', label: 'نظرة عامة', group: 'انتقال', icon: <LayoutDashboard /> },
  { value: 'go-shipments', label: 'الشحنات', group: 'انتقال', icon: <Truck /> },
  { value: 'new-shipment', label: 'شحنة جديدة', group: 'إجراءات', icon: <PackagePlus /> },
];

/** In Arabic: the dialog, the box and the hints are named in Arabic, and the rows start at the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { items: ARABIC },
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, 'لوحة الأوامر');
    const box = within(dialog).getByRole('combobox', { name: 'لوحة الأوامر' });
    await expect(box).toHaveAttribute('placeholder', 'اكتب أمرًا أو ابحث…');
    await expectRightToLeft(dialog);
    const option = within(dialog).getByRole('option', { name: 'الشحنات' });
    const icon = option.querySelector('svg') as SVGElement;
    const text = within(option).getByText('الشحنات');
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().right);
    await userEvent.type(box, 'شحن');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    await expect(said(dialog)).toContain('نتيجتان');
  },
};

/** In Swedish: the names, the placeholder, the count and the key hints. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, 'Kommandopalett');
    const box = within(dialog).getByRole('combobox', { name: 'Kommandopalett' });
    await expect(box).toHaveAttribute('placeholder', 'Skriv ett kommando eller sök…');
    await expect(within(dialog).getByText('Kör')).toBeVisible();
    await userEvent.type(box, 'ship');
    await waitFor(() => expect(said(dialog)).toContain('4 träffar'));
    // Ark announces the count itself a second after typing stops, in English unless told otherwise.
    await arkAnnouncementDelay();
    await expect(said(dialog).join(' ')).not.toMatch(/results?/);
  },
};

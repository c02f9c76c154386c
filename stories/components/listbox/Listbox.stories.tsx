import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Group, Listbox, type ListboxOption, Stack } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { typeAheadForgets } from '../../support/menu';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';

/** The carriers a shipment can go with. */
const CARRIERS: ListboxOption[] = [
  { value: 'dhl', label: 'DHL Freight' },
  { value: 'dsv', label: 'DSV Road' },
  { value: 'postnord', label: 'PostNord' },
  { value: 'schenker', label: 'Schenker' },
  { value: 'ups', label: 'UPS Freight' },
];

/** The warehouses stock can be booked into. */
const WAREHOUSES: ListboxOption[] = [
  { value: 'gbg', label: 'Gothenburg DC' },
  { value: 'mmx', label: 'Malmo Hub' },
  { value: 'sto-n', label: 'Stockholm North' },
  { value: 'sto-s', label: 'Stockholm South' },
  { value: 'upp', label: 'Uppsala' },
];

/** Pallet types, by standard. */
const PALLETS: ListboxOption[] = [
  { value: 'eur1', label: 'EUR 1 (800 × 1200)', group: 'Euro pallets' },
  { value: 'eur2', label: 'EUR 2 (1200 × 1000)', group: 'Euro pallets' },
  { value: 'eur6', label: 'EUR 6 (800 × 600)', group: 'Euro pallets' },
  { value: 'ind', label: 'Industrial (1000 × 1200)', group: 'Other pallets' },
  { value: 'block', label: 'Block pallet (1219 × 1016)', group: 'Other pallets' },
];

const meta = {
  title: 'Components/Forms/Listbox',
  component: Listbox,
  args: { label: 'Carrier', items: CARRIERS, onValueChange: fn() },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A list of options that stays on the page, e.g. the carriers, warehouses or pallet types to pick from, on Ark's listbox, as the WAI-ARIA listbox pattern: a `listbox` named by the label, each option an `option` with `aria-selected`, options that share a `group` in a `group` named by it. The list is one tab stop: focus stays on it and `aria-activedescendant` points at the option in focus, which shows the focus ring; it enters at the first chosen option, else the first. ArrowDown and ArrowUp move (ArrowRight and ArrowLeft with `orientation=\"horizontal\"`, which says `aria-orientation`, swapped in right to left), Home and End go to the first and last option, typing a label's first letters goes to it, Space and Enter choose, as a click does; disabled options are skipped. `selectionMode=\"multiple\"` (`aria-multiselectable`): Space, Enter and a click add an option or take it out, Shift with an arrow extends the choice, Ctrl+A (⌘A) selects every enabled option. `value`/`defaultValue`/`onValueChange` hold the chosen values (an array); a chosen option shows a check. With `name` a form submits each chosen value under it, as a native `<select multiple>` does, and `required` stops a native submit at the list while nothing is chosen. An empty list shows 'No options' in its place, in the page's language (or `emptyText`). Compose `Listbox.Root`, `Label`, `Content`, `Item`, `ItemText`, `ItemIndicator`, `ItemGroup`, `Empty` and `HiddenInput` for another layout.",
      },
    },
  },
} satisfies Meta<typeof Listbox>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The option named `name`. */
const option = (scope: Canvas, name: string) => scope.getByRole('option', { name });
/** The chosen options of `listbox`, in order. */
const chosen = (listbox: HTMLElement) => within(listbox).queryAllByRole('option', { selected: true });
/** Waits until the option in focus (the listbox's `aria-activedescendant`) is the one named `name`. */
async function expectActive(listbox: HTMLElement, name: string) {
  await waitFor(() => expect(listbox).toHaveAttribute('aria-activedescendant', option(within(listbox), name).id));
}
/** Presses `keys` and waits until the option in focus is the one named `name`. */
async function pressTo(listbox: HTMLElement, keys: string, name: string) {
  await userEvent.keyboard(keys);
  await expectActive(listbox, name);
}
/** The option in focus draws the package's focus ring. */
const expectRing = (element: HTMLElement) => waitFor(() => expect(getComputedStyle(element).outlineStyle).toBe('solid'));

/**
 * Every key of the APG listbox, one tab stop, single selection by Enter, Space and a click, and what a screen
 * reader is told: the list's name, each option's name and whether it is chosen.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Carrier' });
    await expect(listbox).not.toHaveAttribute('aria-multiselectable');
    await expect(listbox).not.toHaveAttribute('aria-orientation');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(CARRIERS.map((item) => item.label));
    await expect(chosen(listbox)).toEqual([]);
    await expect(option(canvas, 'DHL Freight')).toHaveAttribute('aria-selected', 'false');

    // One tab stop, the list itself; the first option is in focus, and shows the ring.
    await userEvent.tab();
    await expectFocusOn(listbox);
    await expectActive(listbox, 'DHL Freight');
    await expectRing(option(canvas, 'DHL Freight'));
    await pressTo(listbox, '{ArrowDown}', 'DSV Road');
    await expect(getComputedStyle(option(canvas, 'DHL Freight')).outlineStyle).toBe('none');
    await pressTo(listbox, '{ArrowUp}', 'DHL Freight');
    // The ends: ArrowUp stays on the first option, Home and End go to the first and the last.
    await pressTo(listbox, '{ArrowUp}', 'DHL Freight');
    await pressTo(listbox, '{End}', 'UPS Freight');
    await pressTo(listbox, '{ArrowDown}', 'UPS Freight');
    await pressTo(listbox, '{Home}', 'DHL Freight');
    // Type-ahead: a letter goes to the next label it starts; letters typed together, to the label they start.
    await pressTo(listbox, 'p', 'PostNord');
    await typeAheadForgets();
    await pressTo(listbox, 'ds', 'DSV Road');
    await typeAheadForgets();
    // Moving chooses nothing; Enter chooses.
    await expect(chosen(listbox)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect(chosen(listbox)).toEqual([option(canvas, 'DSV Road')]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['dsv'] }));
    // Space chooses too, one option at a time.
    await pressTo(listbox, '{ArrowDown}', 'PostNord');
    await userEvent.keyboard(' ');
    await expect(chosen(listbox)).toEqual([option(canvas, 'PostNord')]);
    await expect(option(canvas, 'DSV Road')).toHaveAttribute('aria-selected', 'false');
    // The check shows on the chosen option, not on the others.
    await expect(option(canvas, 'PostNord').querySelector('[data-part=item-indicator]')).toBeVisible();
    await expect(option(canvas, 'DSV Road').querySelector('[data-part=item-indicator]')).not.toBeVisible();
    // A click chooses, and puts the option in focus.
    await pointAndClick(option(canvas, 'Schenker'));
    await expect(chosen(listbox)).toEqual([option(canvas, 'Schenker')]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['schenker'] }));
    await expectFocusOn(listbox);
    await expectActive(listbox, 'Schenker');
  },
};

/**
 * `selectionMode="multiple"`: Space and Enter add an option and take it out again, Shift+ArrowDown extends the
 * choice, a click adds or removes one, Ctrl+A chooses every option.
 */
export const MultipleSelection: Story = {
  args: { label: 'Warehouses', items: WAREHOUSES, selectionMode: 'multiple' },
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Warehouses' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await expectActive(listbox, 'Gothenburg DC');
    await userEvent.keyboard(' ');
    await pressTo(listbox, '{ArrowDown}{ArrowDown}', 'Stockholm North');
    await userEvent.keyboard('{Enter}');
    await expect(chosen(listbox)).toEqual([option(canvas, 'Gothenburg DC'), option(canvas, 'Stockholm North')]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['gbg', 'sto-n'] }));
    // Again, it takes the option out.
    await userEvent.keyboard(' ');
    await expect(chosen(listbox)).toEqual([option(canvas, 'Gothenburg DC')]);
    await userEvent.keyboard(' ');
    // Shift+ArrowDown adds the next option to the choice.
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expectActive(listbox, 'Stockholm South');
    await expect(chosen(listbox).map((item) => item.textContent)).toEqual([
      'Gothenburg DC',
      'Stockholm North',
      'Stockholm South',
    ]);
    // Each chosen option shows its check.
    for (const item of chosen(listbox)) await expect(item.querySelector('[data-part=item-indicator]')).toBeVisible();
    // A click takes one out.
    await pointAndClick(option(canvas, 'Gothenburg DC'));
    await expect(chosen(listbox).map((item) => item.textContent)).toEqual(['Stockholm North', 'Stockholm South']);
    // Ctrl+A: every option.
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(chosen(listbox)).toEqual(within(listbox).getAllByRole('option'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: ['gbg', 'mmx', 'sto-n', 'sto-s', 'upp'] }),
    );
  },
};

/** Options with a `group` show under its name, each group a `group` named by it; the keys run through them all. */
export const Grouped: Story = {
  args: { label: 'Pallet type', items: PALLETS },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Pallet type' });
    const euro = within(listbox).getByRole('group', { name: 'Euro pallets' });
    const other = within(listbox).getByRole('group', { name: 'Other pallets' });
    await expect(
      within(euro)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['EUR 1 (800 × 1200)', 'EUR 2 (1200 × 1000)', 'EUR 6 (800 × 600)']);
    await expect(within(other).getAllByRole('option')).toHaveLength(2);
    await userEvent.tab();
    await expectActive(listbox, 'EUR 1 (800 × 1200)');
    // From the last of one group to the first of the next, and back.
    await pressTo(listbox, '{ArrowDown}{ArrowDown}', 'EUR 6 (800 × 600)');
    await pressTo(listbox, '{ArrowDown}', 'Industrial (1000 × 1200)');
    await pressTo(listbox, '{ArrowUp}', 'EUR 6 (800 × 600)');
    await pressTo(listbox, '{End}', 'Block pallet (1219 × 1016)');
    await pressTo(listbox, 'i', 'Industrial (1000 × 1200)');
    await userEvent.keyboard('{Enter}');
    await expect(chosen(listbox)).toEqual([option(canvas, 'Industrial (1000 × 1200)')]);
  },
};

/**
 * Disabled options (`aria-disabled`) show but cannot be chosen: the arrows, Home, End and type-ahead pass over
 * them, focus enters at the first enabled option, a click does nothing, and Ctrl+A leaves them out.
 */
export const DisabledItems: Story = {
  args: {
    label: 'Carriers',
    selectionMode: 'multiple',
    items: [
      { value: 'dhl', label: 'DHL Freight (suspended)', disabled: true },
      { value: 'dsv', label: 'DSV Road' },
      { value: 'postnord', label: 'PostNord (no capacity)', disabled: true },
      { value: 'schenker', label: 'Schenker' },
      { value: 'ups', label: 'UPS Freight' },
      { value: 'bring', label: 'Bring (suspended)', disabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Carriers' });
    const suspended = option(canvas, 'DHL Freight (suspended)');
    await expect(suspended).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expectActive(listbox, 'DSV Road');
    await pressTo(listbox, '{ArrowDown}', 'Schenker');
    await pressTo(listbox, '{ArrowUp}', 'DSV Road');
    await pressTo(listbox, '{ArrowUp}', 'DSV Road');
    await pressTo(listbox, '{End}', 'UPS Freight');
    await pressTo(listbox, '{Home}', 'DSV Road');
    // 'p' would find 'PostNord (no capacity)': it is passed over, and focus stays.
    await userEvent.keyboard('p');
    await typeAheadForgets();
    await expectActive(listbox, 'DSV Road');
    await pointAndClick(suspended);
    await expect(suspended).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Ctrl+A: every option that can be chosen (Ark's own took the disabled ones too).
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(chosen(listbox).map((item) => item.textContent)).toEqual(['DSV Road', 'Schenker', 'UPS Freight']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['dsv', 'schenker', 'ups'] }));
  },
};

/** `orientation="horizontal"`: the options in a row, `aria-orientation`, and ArrowRight and ArrowLeft to move along it. */
export const Horizontal: Story = {
  args: { label: 'Pallet type', items: PALLETS.slice(0, 3).map(({ group, ...item }) => item), orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Pallet type' });
    await expect(listbox).toHaveAttribute('aria-orientation', 'horizontal');
    const [first, second] = within(listbox).getAllByRole('option');
    await expectRightOf(second, first);
    await userEvent.tab();
    await expectActive(listbox, 'EUR 1 (800 × 1200)');
    await pressTo(listbox, '{ArrowRight}', 'EUR 2 (1200 × 1000)');
    await pressTo(listbox, '{ArrowRight}', 'EUR 6 (800 × 600)');
    await pressTo(listbox, '{ArrowLeft}', 'EUR 2 (1200 × 1000)');
    await pressTo(listbox, '{Home}', 'EUR 1 (800 × 1200)');
    await userEvent.keyboard(' ');
    await expect(chosen(listbox)).toEqual([first]);
  },
};

/**
 * Controlled: `value` held by the page, which shows it and sets it from its buttons. Tab then enters the list
 * at the chosen option, not the first, and the keys go on from there.
 */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Stack gap="4" align="start">
        <Group>
          <Button variant="outline" onClick={() => setValue(['schenker'])}>
            Use the contract carrier
          </Button>
          <Button variant="outline" onClick={() => setValue([])}>
            Clear
          </Button>
        </Group>
        <Listbox
          {...args}
          value={value}
          onValueChange={(details) => {
            args.onValueChange?.(details);
            setValue(details.value);
          }}
        />
        <output>Carrier: {value.join(', ') || 'none'}.</output>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status');
    const listbox = canvas.getByRole('listbox', { name: 'Carrier' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use the contract carrier' }));
    await expect(chosen(listbox)).toEqual([option(canvas, 'Schenker')]);
    await expect(output).toHaveTextContent('Carrier: schenker.');
    // Focus enters at the chosen option.
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusOn(listbox);
    await expectActive(listbox, 'Schenker');
    await pressTo(listbox, '{ArrowUp}', 'PostNord');
    await userEvent.keyboard('{Enter}');
    await expect(output).toHaveTextContent('Carrier: postnord.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(output).toHaveTextContent('Carrier: none.');
    await expect(chosen(listbox)).toEqual([]);
  },
};

interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`: `required` stops a submit while nothing is chosen and puts focus on the list; the chosen
 * values submit under `name`, one entry each, as a native `<select multiple>`'s do.
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Book a pickup"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" align="start">
        <Listbox label="Carriers" items={CARRIERS} selectionMode="multiple" name="carrier" required />
        <Button type="submit">Book</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Carriers' });
    await expect(listbox).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expectFocusOn(listbox);
    await pointAndClick(option(canvas, 'DSV Road'));
    await pointAndClick(option(canvas, 'UPS Freight'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([
      ['carrier', 'dsv'],
      ['carrier', 'ups'],
    ]);
  },
};

/** Inside a Dialog: the keys work there, and Escape closes the dialog, focus back on its opener. */
export const InADialog: Story = {
  args: { label: 'Warehouse', items: WAREHOUSES },
  render: (args) => (
    <Dialog title="Book stock in" trigger={<Button variant="outline">Choose a warehouse</Button>}>
      <Listbox {...args} />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Choose a warehouse' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Book stock in' });
    await focusInside(dialog);
    const listbox = within(dialog).getByRole('listbox', { name: 'Warehouse' });
    while (document.activeElement !== listbox && dialog.contains(document.activeElement)) await userEvent.tab();
    await expectFocusOn(listbox);
    await expectActive(listbox, 'Gothenburg DC');
    await pressTo(listbox, '{ArrowDown}', 'Malmo Hub');
    await pressTo(listbox, 'u', 'Uppsala');
    await userEvent.keyboard('{Enter}');
    await expect(chosen(listbox)).toEqual([option(within(dialog), 'Uppsala')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

const ARABIC: ListboxOption[] = [
  { value: 'eur1', label: 'منصة يورو ١' },
  { value: 'eur2', label: 'منصة يورو ٢' },
  { value: 'eur6', label: 'نصف منصة' },
];

/**
 * In Arabic a horizontal list starts at the right: the first option is drawn right of the second, ArrowLeft
 * goes on to the next option and ArrowRight back, as they are drawn.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'نوع المنصة', items: ARABIC, orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'نوع المنصة' });
    await expectRightToLeft(listbox);
    const [first, second, third] = within(listbox).getAllByRole('option');
    await expectRightOf(first, second);
    await expectRightOf(second, third);
    await userEvent.tab();
    await expectActive(listbox, 'منصة يورو ١');
    await pressTo(listbox, '{ArrowLeft}', 'منصة يورو ٢');
    await pressTo(listbox, '{ArrowLeft}', 'نصف منصة');
    await pressTo(listbox, '{ArrowRight}', 'منصة يورو ٢');
    await userEvent.keyboard('{Enter}');
    await expect(chosen(listbox)).toEqual([second]);
  },
};

/**
 * In Swedish a list with no options says so in Swedish, in the list's place: an empty `listbox` (which may hold
 * options only) is not shown, nor is it a tab stop.
 */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Lediga lager', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lediga lager')).toBeVisible();
    await expect(canvas.getByText('Inga alternativ')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

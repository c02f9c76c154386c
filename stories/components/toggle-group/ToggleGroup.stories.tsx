import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List, Table } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { ToggleGroup, type ToggleGroupOption } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';

const VIEWS: ToggleGroupOption[] = [
  { value: 'table', label: 'Table' },
  { value: 'cards', label: 'Cards' },
  { value: 'timeline', label: 'Timeline' },
];

const STATUSES: ToggleGroupOption[] = [
  { value: 'design', label: 'In design' },
  { value: 'production', label: 'In production' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'delivered', label: 'Delivered' },
];

const meta = {
  title: 'Components/Forms/ToggleGroup',
  component: ToggleGroup,
  args: { label: 'View', items: VIEWS, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Toggle buttons side by side (Ark's toggle group), each a `<button>` with `aria-pressed`, in a `group` named by the label: one pressed at a time, e.g. a view switch (Table / Cards), or with `multiple` several, e.g. filter chips. Keyboard: Tab enters the group at its first enabled button and leaves it with the next Tab; ArrowLeft/ArrowRight (ArrowUp/ArrowDown when vertical) move the focus, wrapping at the ends, and Home/End go to the first and last; disabled buttons are passed over; Space or Enter presses or unpresses the focused button. Ark would make a single-choice group radios, but its arrows only move the focus (radios' arrows check), so here both modes are toggle buttons. `value`, `defaultValue` and `onValueChange` are string arrays; in single mode `deselectable={false}` keeps one pressed. An item is text with an optional icon, or an icon alone, which must have an `aria-label` (the type requires it). It is not a form field: Ark gives it no input, so a native form does not submit it and `useForm` cannot focus it by name. It holds view state (the layout, the filters shown), which belongs in the page's state: `value` and `onValueChange`, or `useForm`'s `setValue` if a form needs it (`value={[form.values.view]}`, `onValueChange={([view]) => form.setValue('view', view)}`). For a choice a form must submit and check, use SegmentGroup, RadioGroup or CheckboxGroup, which are native inputs. Compose it from `ToggleGroup.Root` and `ToggleGroup.Item` when needed.",
      },
    },
  },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One view at a time: pressing Cards unpresses Table; with `deselectable={false}` the pressed one stays pressed. */
export const Single: Story = {
  args: { defaultValue: ['table'], deselectable: false },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'View' });
    const button = (name: string) => within(group).getByRole('button', { name });
    await expect(button('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Cards')).toHaveAttribute('aria-pressed', 'false');
    await expect(within(group).queryByRole('radio')).toBeNull();
    await userEvent.click(button('Cards'));
    await expect(button('Cards')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Table')).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['cards']);
    await userEvent.click(button('Cards'));
    await expect(button('Cards')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Filter chips: several pressed at once, each toggled on its own. */
export const Multiple: Story = {
  args: { label: 'Status', items: STATUSES, multiple: true, defaultValue: ['production'] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Status' });
    const button = (name: string) => within(group).getByRole('button', { name });
    await userEvent.click(button('Shipping'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['production', 'shipping']);
    await expect(button('In production')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Shipping')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('In production'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['shipping']);
    await expect(button('In production')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Icons alone, each named by its `aria-label`, in a group whose label is visually hidden. */
export const WithIcons: Story = {
  args: {
    hideLabel: true,
    defaultValue: ['list'],
    items: [
      { value: 'list', icon: <List />, 'aria-label': 'List view' },
      { value: 'table', icon: <Table />, 'aria-label': 'Table view' },
      { value: 'grid', icon: <LayoutGrid />, 'aria-label': 'Grid view' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'View' });
    // The label is visually hidden: a box of at most 1 px, still naming the group.
    await expect(canvas.getByText('View').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['List view', 'Table view', 'Grid view']);
    await userEvent.click(within(group).getByRole('button', { name: 'Grid view' }));
    await expect(within(group).getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A disabled button cannot be pressed and the arrow keys pass over it; a disabled group disables every button.
 */
export const Disabled: Story = {
  args: {
    label: 'Status',
    items: STATUSES.map((item) => (item.value === 'shipping' ? { ...item, disabled: true } : item)),
    multiple: true,
  },
  render: (args) => (
    <Stack gap="6">
      <ToggleGroup {...args} />
      <ToggleGroup label="Archived view" items={VIEWS} defaultValue={['table']} disabled />
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Status' });
    const button = (name: string) => within(group).getByRole('button', { name });
    // A native disabled button: no click reaches it.
    await expect(button('Shipping')).toBeDisabled();
    // From In production, ArrowRight skips Shipping.
    await userEvent.click(button('In production'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['production']);
    await waitFor(() => expect(button('In production')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(button('Delivered')).toHaveFocus());
    for (const archived of within(canvas.getByRole('group', { name: 'Archived view' })).getAllByRole('button')) {
      await expect(archived).toBeDisabled();
    }
  },
};

/**
 * The keyboard: Tab lands on the first button, the arrows move (wrapping at the ends), Home and End go to the
 * ends, Space and Enter press and unpress; the next Tab leaves the group.
 */
export const Keyboard: Story = {
  args: { label: 'Status', items: STATUSES, multiple: true, defaultValue: ['shipping'] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Status' });
    const button = (name: string) => within(group).getByRole('button', { name });
    // Ark moves the focus a frame after each key.
    const focusOn = (name: string) => waitFor(() => expect(button(name)).toHaveFocus());
    await userEvent.tab();
    await focusOn('In design');
    await userEvent.keyboard('{ArrowRight}');
    await focusOn('In production');
    await userEvent.keyboard('{ArrowLeft}');
    await focusOn('In design');
    await userEvent.keyboard('{ArrowLeft}');
    await focusOn('Delivered');
    await userEvent.keyboard('{Home}');
    await focusOn('In design');
    await userEvent.keyboard(' ');
    await expect(button('In design')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['shipping', 'design']);
    await userEvent.keyboard('{End}');
    await focusOn('Delivered');
    await userEvent.keyboard('{Enter}');
    await expect(button('Delivered')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button('Delivered')).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['shipping', 'design']);
    await userEvent.tab();
    await waitFor(() => expect(group).not.toContainElement(document.activeElement as HTMLElement));
  },
};

/**
 * Right to left, in Arabic: the first button is at the right, and the arrows follow the reading direction:
 * ArrowLeft moves the focus to the next button, ArrowRight to the previous one (wrapping at the ends); they
 * only move the focus, Space presses.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'العرض',
    items: [
      { value: 'table', label: 'جدول' },
      { value: 'cards', label: 'بطاقات' },
      { value: 'timeline', label: 'مخطط زمني' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'العرض' });
    await expectRightToLeft(group);
    const [table, cards, timeline] = within(group).getAllByRole('button');
    await expect(table).toHaveAccessibleName('جدول');
    await expectRightOf(table, cards);
    await expectRightOf(cards, timeline);
    await userEvent.tab();
    await waitFor(() => expect(table).toHaveFocus());
    // Ark has taken note of the focus (it ignores arrows until then).
    await waitFor(() => expect(table).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cards).toHaveFocus());
    await expect(cards).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(table).toHaveFocus());
    // Wraps around: before the first is the last.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(timeline).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(timeline).toHaveAttribute('aria-pressed', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, CalendarDate, Time, TimeField, TimeRangeField } from '../../../src';
import { PickupDialog } from '../../examples/PickupDialog';
import pickupDialogSource from '../../examples/PickupDialog.tsx?raw';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { partsOf, press } from '../../support/time';

const meta = {
  title: 'Components/Forms/TimeField',
  component: TimeField,
  args: { label: 'Pickup time', name: 'pickup', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    hourCycle: { control: 'inline-radio', options: [undefined, 12, 24] },
    granularity: { control: 'inline-radio', options: ['minute', 'second'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A time typed in parts, as React Aria's TimeField: hour, minute, optionally second, and the day period where the clock has 12 hours. Each part is a `spinbutton` named in the page's language ('Hour', 'Minute', 'AM/PM'), its value text the part as shown ('Empty' while unfilled), and the parts form a group named by the label. Keyboard: ArrowUp and ArrowDown step the part (the minute by `step`, to its next multiple), digits fill it and move on, Backspace clears it, Home and End go to its limits, ArrowLeft and ArrowRight move between parts in the reading direction, Tab moves through them and on. The order, separators and clock follow the active language (12 hours in English, 24 in Swedish, German and French) unless `hourCycle` says otherwise. The value is a `Time` (`new Time(9, 30)`, `parseTime('09:30')`, both exported); with `name` a form submits it as a native time input does ('09:30'). A time before `min` or after `max`, or one left half-filled, stays as typed with a message by the field, announced, and the browser's own check stops a native submit there, as it does at an empty `required` field. Label, required mark, helper and error text are the Field's. Parts: `useTimeField` with `TimeField.RootProvider`, `Control`, `SegmentGroup`, `Segment` and `HiddenInput`, for a layout of your own.",
      },
    },
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty, in English's 12-hour clock: three parts named Hour, Minute and AM/PM, each 'Empty'. Typing '9', '30'
 * and 'p' fills them in turn and gives 9:30 PM; the form value is '21:30'.
 */
export const Default: Story = {
  args: { helperText: 'The carrier arrives within 30 minutes of this time.' },
  play: async ({ args, canvas, canvasElement }) => {
    const [hour, minute, dayPeriod] = partsOf(canvas, 'Pickup time');
    await expect(hour).toHaveAccessibleName('Hour');
    await expect(minute).toHaveAccessibleName('Minute');
    await expect(dayPeriod).toHaveAccessibleName('AM/PM');
    await expect(hour).toHaveAttribute('aria-valuetext', 'Empty');
    await expect(hour).toHaveAccessibleDescription('The carrier arrives within 30 minutes of this time.');
    await userEvent.click(hour);
    await press('9');
    await expectFocusOn(minute);
    await press('3', '0');
    await expectFocusOn(dayPeriod);
    await press('p');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(21, 30)));
    await expect(hour).toHaveAttribute('aria-valuetext', '09');
    await expect(dayPeriod).toHaveAttribute('aria-valuetext', 'PM');
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="pickup"]');
    await expect(input).toHaveValue('21:30');
  },
};

/**
 * The spin button keys: Up and Down step the hour, the minute by `step` to its next multiple
 * (10 → 30 → 00), Home and End go to a part's limits, Backspace clears it, Left and Right move between parts.
 */
export const Keyboard: Story = {
  args: { step: 30, defaultValue: new Time(8, 10) },
  play: async ({ args, canvas }) => {
    const [hour, minute, dayPeriod] = partsOf(canvas, 'Pickup time');
    await expect(minute).toHaveAttribute('aria-valuetext', '10');
    await userEvent.click(minute);
    await press('{ArrowUp}');
    await waitFor(() => expect(minute).toHaveAttribute('aria-valuetext', '30'));
    await press('{ArrowUp}');
    await waitFor(() => expect(minute).toHaveAttribute('aria-valuetext', '00'));
    await press('{ArrowDown}');
    await waitFor(() => expect(minute).toHaveAttribute('aria-valuetext', '30'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(8, 30));
    await press('{ArrowLeft}');
    await expectFocusOn(hour);
    await press('{ArrowUp}');
    await waitFor(() => expect(hour).toHaveAttribute('aria-valuetext', '09'));
    await press('{End}');
    await waitFor(() => expect(hour).toHaveAttribute('aria-valuetext', '12'));
    await expect(hour).toHaveAttribute('aria-valuemax', '12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(0, 30));
    await press('{Home}');
    await waitFor(() => expect(hour).toHaveAttribute('aria-valuetext', '01'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(1, 30));
    await press('{ArrowRight}', '{ArrowRight}');
    await expectFocusOn(dayPeriod);
    await press('{ArrowUp}');
    await waitFor(() => expect(dayPeriod).toHaveAttribute('aria-valuetext', 'PM'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(13, 30));
    await press('{Backspace}');
    await waitFor(() => expect(dayPeriod).toHaveAttribute('aria-valuetext', 'Empty'));
  },
};

/** Swedish, the 24-hour clock: two parts, 'Timme' and 'Minut', and no day period. 14 and 05 give 14:05. */
export const TwentyFourHours: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Upphämtning', helperText: 'Lastkajen är öppen 06–20.' },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas, 'Upphämtning');
    await expect(parts).toHaveLength(2);
    const [hour, minute] = parts;
    await expect(hour).toHaveAccessibleName('Timme');
    await expect(minute).toHaveAccessibleName('Minut');
    await expect(hour).toHaveAttribute('aria-valuetext', 'Tom');
    await userEvent.click(hour);
    await press('1', '4');
    await expectFocusOn(minute);
    await press('0', '5');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(14, 5)));
    await expect(hour).toHaveAttribute('aria-valuemax', '23');
  },
};

/** `hourCycle={12}` in German, whose own clock has 24 hours, and seconds: four parts, the day period last. */
export const TwelveHoursWithSeconds: Story = {
  globals: { locale: 'de' },
  args: { label: 'Abholung', hourCycle: 12, granularity: 'second', defaultValue: new Time(15, 45, 20) },
  play: async ({ canvas, canvasElement }) => {
    const parts = partsOf(canvas, 'Abholung');
    await expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['Stunde', 'Minute', 'Sekunde', 'AM/PM']);
    await expect(parts[0]).toHaveAttribute('aria-valuetext', '03');
    await expect(parts[2]).toHaveAttribute('aria-valuetext', '20');
    await expect(canvasElement.querySelector('input[name="pickup"]')).toHaveValue('15:45:20');
  },
};

/** Required and invalid: the '*' after the label, `aria-invalid` on every part, the error read with each. */
export const InvalidWithErrorText: Story = {
  args: {
    required: true,
    defaultValue: new Time(22, 0),
    helperText: 'The dock is open 06:00–20:00.',
    errorText: 'The dock is closed at that time.',
  },
  play: async ({ canvas }) => {
    const parts = partsOf(canvas, /^Pickup time/);
    for (const part of parts) await expect(part).toBeInvalid();
    await expect(parts[0]).toHaveAccessibleDescription('The dock is closed at that time. The dock is open 06:00–20:00.');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

/** Disabled: the parts cannot be focused and the time does not submit. Read-only: shown, focusable, unchanged by keys. */
export const DisabledAndReadOnly: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Stack gap="6">
  <TimeField label="Disabled" name="pickup" disabled defaultValue={parseTime('09:00')} />
  <TimeField label="Read-only" name="pickup" readOnly defaultValue={parseTime('09:00')} />
</Stack>`,
      },
    },
  },
  render: (args) => (
    <Stack gap="6">
      <TimeField {...args} label="Disabled" disabled defaultValue={new Time(9, 0)} />
      <TimeField {...args} label="Read-only" readOnly defaultValue={new Time(9, 0)} />
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const [disabledHour] = partsOf(canvas, 'Disabled');
    await expect(disabledHour).toHaveAttribute('aria-disabled', 'true');
    await expect(disabledHour).not.toHaveAttribute('tabindex');
    const [readOnlyHour] = partsOf(canvas, 'Read-only');
    await expect(readOnlyHour).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(readOnlyHour);
    await press('{ArrowUp}', '5');
    await expect(readOnlyHour).toHaveAttribute('aria-valuetext', '09');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Opening hours as `min` and `max`: a time outside them stays as typed, marked invalid, with a message by the
 * field that says which times it takes. A time left half-filled says so once the person leaves it.
 */
export const OutOfRangeAndIncomplete: Story = {
  args: { min: new Time(6, 0), max: new Time(20, 0), hourCycle: 24 },
  play: async ({ canvas, canvasElement }) => {
    const [hour, minute] = partsOf(canvas, 'Pickup time');
    const status = canvas.getByRole('status');
    await userEvent.click(hour);
    await press('2', '1', '1', '5');
    await waitFor(() => expect(status).toHaveTextContent('Choose a time from 06:00 to 20:00.'));
    await expect(hour).toHaveAttribute('aria-valuetext', '21');
    await expect(minute).toHaveAttribute('aria-valuetext', '15');
    await expect(hour).toBeInvalid();
    await expect(hour).toHaveAccessibleDescription('Choose a time from 06:00 to 20:00.');
    await userEvent.click(hour);
    await press('0', '9');
    await waitFor(() => expect(status).toHaveTextContent(''));
    await expect(hour).toBeValid();
    // Half a time, left: the minute cleared, then Tab out.
    await userEvent.click(minute);
    await press('{Backspace}', '{Backspace}');
    await userEvent.tab();
    await waitFor(() => expect(status).toHaveTextContent('This time is incomplete: fill in every part.'));
    // What is shown is what submits: nothing, while a part is empty.
    await expect(canvasElement.querySelector('input[name="pickup"]')).toHaveValue('');
  },
};

/** What the native form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`: the browser's own check stops a submit at the empty required time and focuses its first
 * part; a filled time submits as '09:30' under its name.
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
      <Stack gap="4" alignItems="flex-start">
        <TimeField label="Pickup time" name="pickup" required hourCycle={24} />
        <Button type="submit">Book</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const [hour, minute] = partsOf(canvas, /^Pickup time/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expectFocusOn(hour);
    await press('0', '9', '3', '0');
    await waitFor(() => expect(minute).toHaveAttribute('aria-valuetext', '30'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['pickup', '09:30']]);
  },
};

/**
 * In Arabic the field sits at the right, where the line starts, and its hour, named 'الساعة', comes first at the
 * left: a time reads '09:30' left to right in every language. ArrowRight moves on to the minute beside it,
 * ArrowLeft back, as the parts are drawn.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'وقت الاستلام', defaultValue: new Time(9, 30), hourCycle: 24 },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'وقت الاستلام' });
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    const label = canvas.getByText('وقت الاستلام');
    await expectRightToLeft(label);
    await expect(hour).toHaveAccessibleName('الساعة');
    await expectRightOf(minute, hour);
    // The box at the line's start, the right, as its label (which spans the field) ends there.
    const box = (group.closest('[data-part=control]') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.right - label.getBoundingClientRect().right)).toBeLessThan(1);
    await userEvent.click(hour);
    await press('{ArrowRight}');
    await expectFocusOn(minute);
    await press('{ArrowLeft}');
    await expectFocusOn(hour);
  },
};

/**
 * A carrier's pickup in a FormDialog with `useForm`: a day from today on and a from/to window at 30-minute
 * steps within the dock's hours. Submitted empty, each field shows its problem and focus goes to the first; a
 * window that ends before it opens is refused by the "To" field; the whole booking saves and the dialog
 * closes. 'Show code' gives the example as a portal would paste it (stories/examples/PickupDialog.tsx).
 */
export const InAFormDialog: StoryObj<{ onSubmit: (pickup: object) => void }> = {
  args: { onSubmit: fn() },
  parameters: { docs: { source: { code: pickupDialogSource, language: 'tsx' } } },
  render: ({ onSubmit }) => <PickupDialog onSubmit={onSubmit} />,
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Book a pickup' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Book a pickup' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Book pickup' }));
    const day = d.getByRole('textbox', { name: /^Pickup day/ });
    await expectFocusOn(day);
    await expect(day).toHaveAccessibleDescription('Choose a pickup day.');
    const [fromHour, fromMinute] = partsOf(d, /^From/);
    const [toHour] = partsOf(d, /^To/);
    await expect(fromHour).toHaveAccessibleDescription('Choose when the window opens. The dock is open 6 AM to 8 PM.');
    await expect(toHour).toHaveAccessibleDescription('Choose when the window closes.');

    await userEvent.type(day, '12/31/2099');
    await userEvent.click(fromHour);
    await press('9', '0', '0', 'a');
    await expect(fromMinute).toHaveAttribute('aria-valuetext', '00');
    await userEvent.click(toHour);
    await press('8', '0', '0', 'a');
    await userEvent.click(d.getByRole('button', { name: 'Book pickup' }));
    await waitFor(() => expect(toHour).toHaveAccessibleDescription('End the window after it opens.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The window's end, moved by the hour's ArrowUp: 8 AM → 11 AM.
    await userEvent.click(toHour);
    await press('{ArrowUp}', '{ArrowUp}', '{ArrowUp}');
    await userEvent.click(d.getByRole('button', { name: 'Book pickup' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ day: new CalendarDate(2099, 12, 31), from: new Time(9), to: new Time(11) }),
    );
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

/**
 * `TimeRangeField`: "From" and "To" in a group named by its label, submitted under one name as '09:00/11:30'.
 * An end at or before the start stays as typed, the end marked invalid with a message by the pair, and a
 * native submit stops there; a later end lets it through.
 */
export const TimeRange: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Book a pickup"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start">
        <TimeRangeField label="Pickup window" name="window" required step={30} helperText="The dock is open 6 AM to 8 PM." />
        <Button type="submit">Book</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const pair = within(canvas.getByRole('group', { name: /^Pickup window/ }));
    const [fromHour] = partsOf(pair, /^From/);
    const [toHour, toMinute] = partsOf(pair, /^To/);
    await userEvent.click(fromHour);
    await press('9', '0', '0', 'a');
    await userEvent.click(toHour);
    await press('8', '0', '0', 'a');
    await waitFor(() => expect(pair.getByText('The end is not after the start: choose a later end.')).toBeVisible());
    await expect(toHour).toBeInvalid();
    await expect(fromHour).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();

    await userEvent.click(toHour);
    await press('1', '1');
    await userEvent.click(toMinute);
    await press('{ArrowUp}');
    await waitFor(() => expect(toMinute).toHaveAttribute('aria-valuetext', '30'));
    await expect(pair.queryByText('The end is not after the start: choose a later end.')).toBeNull();
    await expect(toHour).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['window', '09:00/11:30']]);
  },
};

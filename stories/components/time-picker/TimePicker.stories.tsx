import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, Drawer, Time, TimePicker } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn, focusInside } from '../../support/overlay';
import { closedWithFocusOn, listTakingKeys } from '../../support/select';
import { partsOf, press } from '../../support/time';

/** The open list of times named `name`, wherever its layer put it. */
const listOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement.ownerDocument.body).findByRole('listbox', { name });

/** The one highlighted option of an open list. */
const highlighted = (listbox: HTMLElement) => listbox.querySelector('[role=option][data-highlighted]');

const meta = {
  title: 'Components/Forms/TimePicker',
  component: TimePicker,
  args: { label: 'Pickup time', name: 'pickup', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    hourCycle: { control: 'inline-radio', options: [undefined, 12, 24] },
    step: { control: { type: 'number', min: 1, max: 120 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A TimeField with a button beside it that opens a list of times every `step` minutes (30 by default), from `min` (or midnight) to `max` (or the day's end), or the `times` you give (a dock's slots; those outside `min` and `max` are shown but cannot be chosen). The time can be typed in parts, as in TimeField, or chosen from the list, and each shows in the other. The button is a `combobox` named 'Show times' and the field's label; Enter, Space, ArrowDown or a click opens the `listbox`, on the field's time, or on the next listed time when that one is not listed (09:10 opens on 09:30). In the list ArrowUp and ArrowDown move, Home and End go to the first and last time, typing a time's first digits finds it, Enter chooses and closes, Escape closes without choosing, and Tab closes and moves on; focus returns to the button. The list opens in the nearest layer (a Dialog, a Drawer), above it. The step also moves the minute's ArrowUp and ArrowDown. Everything else (label, `min`/`max` and their message, `name` and the form value '09:30', 12 or 24 hours, the page's direction) is TimeField's. Parts: `useTimePickerList` with `TimePicker.RootProvider`, `Trigger`, `Positioner`, `Content`, `Item`, `ItemText` and `ItemIndicator`, beside TimeField's parts, for a layout of your own; `timesBetween(from, to, step)` makes a list.",
      },
    },
  },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * English, every 30 minutes of the day: the list opens on a click, the chosen time shows in the field's parts
 * and submits as '09:30'. A time typed between two listed ones (09:10) opens the list on the next one, 09:30,
 * chosen by no one until Enter.
 */
export const Default: Story = {
  args: { helperText: 'The carrier arrives within 30 minutes of this time.' },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Show times Pickup time' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    let listbox = await listOf(canvasElement, 'Pickup time');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(48);
    await expect(options[0]).toHaveAccessibleName('12:00 AM');
    await userEvent.click(within(listbox).getByRole('option', { name: '09:30 AM' }));
    await closedWithFocusOn(listbox, trigger);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(9, 30));
    const [hour, minute, dayPeriod] = partsOf(canvas, 'Pickup time');
    await expect(hour).toHaveAttribute('aria-valuetext', '09');
    await expect(minute).toHaveAttribute('aria-valuetext', '30');
    await expect(dayPeriod).toHaveAttribute('aria-valuetext', 'AM');
    await expect(canvasElement.querySelector('input[name="pickup"]')).toHaveValue('09:30');

    // 09:10, typed: not a listed time, so the list opens on the next one without choosing it.
    await userEvent.click(minute);
    await press('1', '0');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(9, 10)));
    await userEvent.click(trigger);
    listbox = await listOf(canvasElement, 'Pickup time');
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('09:30 AM'));
    await expect(within(listbox).queryByRole('option', { selected: true })).toBeNull();
    await listTakingKeys(canvasElement, 'Pickup time');
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(listbox, trigger);
    await expect(minute).toHaveAttribute('aria-valuetext', '10');
  },
};

/**
 * The listbox keys, in Swedish's 24-hour clock between the dock's hours: Tab reaches the button after the
 * parts, Enter opens on the first time, End and Home go to the last and the first, ArrowDown moves, Enter
 * chooses. Reopened, the list shows the chosen time; typing '14' finds 14:00, and Tab closes the list
 * choosing nothing and moves on to the next field.
 */
export const Keyboard: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Upphämtning', min: new Time(6), max: new Time(20) },
  parameters: {
    docs: {
      source: {
        code: `<Stack gap="4" alignItems="flex-start">
  <TimePicker label="Upphämtning" name="pickup" min={parseTime('06:00')} max={parseTime('20:00')} />
  <Button>Boka</Button>
</Stack>`,
      },
    },
  },
  render: (args) => (
    <Stack gap="4" alignItems="flex-start">
      <TimePicker {...args} />
      <Button>Boka</Button>
    </Stack>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const [hour, minute] = partsOf(canvas, 'Upphämtning');
    const trigger = canvas.getByRole('combobox', { name: 'Visa tider Upphämtning' });
    await userEvent.click(hour);
    await userEvent.tab();
    await expectFocusOn(minute);
    await userEvent.tab();
    await expectFocusOn(trigger);
    await userEvent.keyboard('{Enter}');
    let listbox = await listTakingKeys(canvasElement, 'Upphämtning');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(29);
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('06:00'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('20:00'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('06:00'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('07:30'));
    await userEvent.keyboard('{Enter}');
    await closedWithFocusOn(listbox, trigger);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(7, 30));
    await expect(hour).toHaveAttribute('aria-valuetext', '07');
    await expect(minute).toHaveAttribute('aria-valuetext', '30');

    await userEvent.keyboard('{ArrowDown}');
    listbox = await listTakingKeys(canvasElement, 'Upphämtning');
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveAccessibleName('07:30');
    await userEvent.keyboard('14');
    await waitFor(() => expect(highlighted(listbox)).toHaveAccessibleName('14:00'));
    await userEvent.tab();
    await waitFor(() => expect(listbox).not.toBeVisible());
    await expectFocusOn(canvas.getByRole('button', { name: 'Boka' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(7, 30));
  },
};

/** Disabled: neither the parts nor the button can be used. Read-only: the time shows, and the list does not open. */
export const DisabledAndReadOnly: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Stack gap="6">
  <TimePicker label="Disabled" name="pickup" disabled defaultValue={parseTime('09:00')} />
  <TimePicker label="Read-only" name="pickup" readOnly defaultValue={parseTime('09:00')} />
</Stack>`,
      },
    },
  },
  render: (args) => (
    <Stack gap="6">
      <TimePicker {...args} label="Disabled" disabled defaultValue={new Time(9, 0)} />
      <TimePicker {...args} label="Read-only" readOnly defaultValue={new Time(9, 0)} />
    </Stack>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Show times Disabled' })).toBeDisabled();
    const readOnly = canvas.getByRole('combobox', { name: 'Show times Read-only' });
    await userEvent.click(readOnly);
    await nextFrames();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(readOnly).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * A dock's own slots as `times`, in a Drawer: the list opens inside the drawer's layer, above it. A slot before
 * `min` is shown but cannot be chosen; Escape closes the list only, and the drawer stays open.
 */
export const DockSlotsInADrawer: Story = {
  args: {
    label: 'Dock slot',
    times: [new Time(8), new Time(10), new Time(12), new Time(14), new Time(16)],
    min: new Time(10),
    hourCycle: 24,
  },
  parameters: {
    docs: {
      source: {
        code: `<Drawer title="Book a dock" trigger={<Button>Book a dock</Button>}>
  <TimePicker
    label="Dock slot"
    name="slot"
    hourCycle={24}
    times={['08:00', '10:00', '12:00', '14:00', '16:00'].map((time) => parseTime(time))}
    min={parseTime('10:00')}
  />
</Drawer>`,
      },
    },
  },
  render: (args) => (
    <Drawer title="Book a dock" trigger={<Button>Book a dock</Button>}>
      <TimePicker {...args} />
    </Drawer>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Book a dock' });
    await userEvent.click(opener);
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Book a dock' });
    await focusInside(drawer);
    const trigger = within(drawer).getByRole('combobox', { name: 'Show times Dock slot' });
    await userEvent.click(trigger);
    // In the drawer's own layer: reachable, where the rest of the page is inert.
    const listbox = await within(drawer).findByRole('listbox', { name: 'Dock slot' });
    const early = within(listbox).getByRole('option', { name: '08:00' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(listbox).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(within(listbox).getByRole('option', { name: '12:00' }));
    await closedWithFocusOn(listbox, trigger);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(12));

    await userEvent.click(trigger);
    const reopened = await listTakingKeys(canvasElement, 'Dock slot');
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(reopened, trigger);
    await expect(drawer).toBeVisible();
    // Open again, for axe and the picture: the list above the drawer, 12:00 chosen.
    await userEvent.click(trigger);
    await waitFor(() => expect(within(drawer).getByRole('option', { name: '12:00' })).toHaveAttribute('data-highlighted'));
  },
};

/** What the native form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`: the browser's own check stops a submit at the empty required time and focuses its first
 * part; a time chosen from the list submits as '09:30' under its name.
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  parameters: {
    docs: {
      source: {
        code: `<form
  aria-label="Book a pickup"
  onSubmit={(event) => {
    event.preventDefault();
    console.log([...new FormData(event.currentTarget).entries()]);
  }}
>
  <Stack gap="4" alignItems="flex-start">
    <TimePicker label="Pickup time" name="pickup" required hourCycle={24} min={parseTime('06:00')} max={parseTime('20:00')} />
    <Button type="submit">Book</Button>
  </Stack>
</form>`,
      },
    },
  },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Book a pickup"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start">
        <TimePicker label="Pickup time" name="pickup" required hourCycle={24} min={new Time(6)} max={new Time(20)} />
        <Button type="submit">Book</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const [hour] = partsOf(canvas, /^Pickup time/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expectFocusOn(hour);
    const trigger = canvas.getByRole('combobox', { name: /^Show times Pickup time/ });
    await userEvent.click(trigger);
    const listbox = await listOf(canvasElement, /^Pickup time/);
    await userEvent.click(within(listbox).getByRole('option', { name: '09:30' }));
    await closedWithFocusOn(listbox, trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['pickup', '09:30']]);
  },
};

/**
 * In Arabic the button sits at the field's left end, where the reading ends, and the list runs right to left,
 * its times in the language's digits. ArrowDown opens it and Enter chooses the first time.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'وقت الاستلام', hourCycle: 24, min: new Time(6), max: new Time(8) },
  play: async ({ args, canvas, canvasElement }) => {
    const [hour] = partsOf(canvas, 'وقت الاستلام');
    const trigger = canvas.getByRole('combobox', { name: 'عرض الأوقات وقت الاستلام' });
    await expectRightToLeft(trigger);
    await expectRightOf(hour, trigger);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await listTakingKeys(canvasElement, 'وقت الاستلام');
    await expectRightToLeft(listbox);
    const first = within(listbox).getAllByRole('option')[0];
    await expect(first).toHaveAccessibleName(
      new Intl.DateTimeFormat('ar', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
        Date.UTC(2000, 0, 1, 6),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await closedWithFocusOn(listbox, trigger);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Time(6));
  },
};

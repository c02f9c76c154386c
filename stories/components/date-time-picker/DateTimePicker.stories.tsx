import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, CalendarDateTime, DateTimePicker, parseZonedDateTime } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { closedWithFocusOn } from '../../support/select';
import { press } from '../../support/time';

/** Chooses `option` in the time list of the picker's time named `name`. */
async function chooseTime(canvasElement: HTMLElement, name: string | RegExp, option: string) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('combobox', {
    name: new RegExp(`^Show times ${typeof name === 'string' ? name : name.source}`),
  });
  await userEvent.click(trigger);
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name });
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await closedWithFocusOn(listbox, trigger);
}

const meta = {
  title: 'Components/Forms/DateTimePicker',
  component: DateTimePicker,
  args: { label: 'Pickup', name: 'pickup', onValueChange: fn() },
  argTypes: { hourCycle: { control: 'inline-radio', options: [undefined, 12, 24] } },
  parameters: {
    docs: {
      description: {
        component:
          "A date and a time as one value, in a group named by its label: a DatePicker (typed in the language's order, or picked in its calendar) and a TimePicker (typed in parts, or chosen from its list every `step` minutes), labelled 'Date' and 'Time' in the page's language unless `dateLabel` and `timeLabel` say otherwise. The value is a `CalendarDateTime`, or with `timeZone` a `ZonedDateTime` in that zone (the portal's own is `useLanguage().timeZone`); a time the clocks skip at a daylight-saving change moves on by the gap, as `@internationalized/date` resolves it, and shows as the time it became. `min` and `max` (`now(zone)` for \"not before now\") disable the days outside them in the calendar and, on their own days, the times outside them. With `name` a form submits '2030-01-15T09:30', as `<input type=\"datetime-local\">` does, or for a zoned value '2030-01-15T09:30:00+01:00[Europe/Stockholm]' (RFC 9557). A day without a time, or a time without a day, is refused by the pair once the person leaves it, and a native submit stops there. The keys are DatePicker's and TimePicker's.",
      },
    },
  },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * English: a day typed in the language's order, then left without a time, is refused by the pair (and moves
 * nothing beside it); a time chosen from the list makes the value, 9:30 AM on 15 January 2030, submitted as
 * '2030-01-15T09:30'.
 */
export const Default: Story = {
  args: { helperText: 'The carrier arrives within 30 minutes of this time.' },
  play: async ({ args, canvas, canvasElement }) => {
    const pair = canvas.getByRole('group', { name: 'Pickup' });
    const day = within(pair).getByRole('textbox', { name: 'Date' });
    await expect(within(pair).getByRole('group', { name: 'Time' })).toBeVisible();
    // Taking the day moves nothing: a click that blurs the day field lands where it was aimed.
    const times = canvas.getByRole('combobox', { name: 'Show times Time' });
    // Measured in the page's own font, as its text is drawn once it has loaded.
    await canvasElement.ownerDocument.fonts.ready;
    const before = times.getBoundingClientRect().left;
    // Nor does a day refused, with its message under the day field.
    await userEvent.type(day, '15.01.2030');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(day).toHaveAccessibleDescription(/is not a date/));
    await expect(times.getBoundingClientRect().left).toBe(before);
    await userEvent.clear(day);
    await userEvent.type(day, '01/15/2030');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Choose both a day and a time.')).toBeVisible());
    await expect(within(pair).getByRole('button', { name: 'Clear date' })).toBeVisible();
    await expect(times.getBoundingClientRect().left).toBe(before);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await chooseTime(canvasElement, 'Time', '09:30 AM');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(new CalendarDateTime(2030, 1, 15, 9, 30)));
    await expect(canvas.queryByText('Choose both a day and a time.')).toBeNull();
    await expect(canvasElement.querySelector('input[name="pickup"]')).toHaveValue('2030-01-15T09:30');
  },
};

/**
 * Not before noon on 15 January 2030: on that day the list of times starts at noon, and a time typed before
 * it is refused by the time field, with the bound in its message.
 */
export const NotBeforeAMoment: Story = {
  args: { min: new CalendarDateTime(2030, 1, 15, 12, 0) },
  parameters: {
    docs: {
      source: {
        code: `// "Not before now" in the portal's time zone: min={now(useLanguage().timeZone)}
<DateTimePicker label="Pickup" name="pickup" min={parseDateTime('2030-01-15T12:00')} />`,
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Date' }), '01/15/2030');
    const trigger = canvas.getByRole('combobox', { name: 'Show times Time' });
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: 'Time' });
    // The list starts at the bound on its day.
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('12:00 PM');
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(listbox, trigger);
    const [hour] = within(canvas.getByRole('group', { name: 'Time' })).getAllByRole('spinbutton');
    await userEvent.click(hour);
    await press('9', '0', '0', 'a');
    await waitFor(() => expect(hour).toHaveAccessibleDescription('Choose 12:00 PM or later.'));
  },
};

/** What the native form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`, in New York's time zone: a day alone stops the submit; on 10 March 2030, when the clocks
 * go from 2:00 to 3:00, 2:30 AM moves on to 3:30 AM, and the instant submits with its offset and zone.
 */
export const InANativeFormInATimeZone: StoryObj<FormStoryArgs> = {
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
    <DateTimePicker label="Pickup" name="pickup" timeZone="America/New_York" />
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
        <DateTimePicker label="Pickup" name="pickup" timeZone="America/New_York" />
        <Button type="submit">Book</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const day = canvas.getByRole('textbox', { name: 'Date' });
    await userEvent.type(day, '03/10/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('Choose both a day and a time.')).toBeVisible());
    const [hour, minute, dayPeriod] = within(canvas.getByRole('group', { name: 'Time' })).getAllByRole('spinbutton');
    await userEvent.click(hour);
    await press('2', '3', '0', 'a');
    await waitFor(() => expect(hour).toHaveAttribute('aria-valuetext', '03'));
    await expect(minute).toHaveAttribute('aria-valuetext', '30');
    await expect(dayPeriod).toHaveAttribute('aria-valuetext', 'AM');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['pickup', '2030-03-10T03:30:00-04:00[America/New_York]']]);
  },
};

/** In Arabic the day comes first at the right, the time to its left; the value is given, and read in its own zone. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الاستلام',
    hourCycle: 24,
    defaultValue: parseZonedDateTime('2030-01-15T09:30[Asia/Riyadh]'),
  },
  parameters: {
    docs: {
      source: {
        code: `<DateTimePicker label="الاستلام" name="pickup" hourCycle={24} defaultValue={parseZonedDateTime('2030-01-15T09:30[Asia/Riyadh]')} />`,
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const day = canvas.getByRole('textbox', { name: 'التاريخ' });
    const time = canvas.getByRole('group', { name: 'الوقت' });
    await expectRightToLeft(day);
    await expectRightOf(day, time);
    const [hour, minute] = within(time).getAllByRole('spinbutton');
    await expect(hour).toHaveAttribute('aria-valuetext', '09');
    await expect(minute).toHaveAttribute('aria-valuetext', '30');
    await expect(canvasElement.querySelector('input[name="pickup"]')).toHaveValue('2030-01-15T09:30:00+03:00[Asia/Riyadh]');
  },
};

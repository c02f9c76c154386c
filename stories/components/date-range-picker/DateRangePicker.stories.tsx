import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { DATE_RANGE_PRESETS, DateRangePicker } from '../../../src';
import { type Delivery, DeliveryDialog, ShippedFilter } from '../../examples/DeliveryWindowForms';
import deliveryWindowFormsSource from '../../examples/DeliveryWindowForms.tsx?raw';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Delivery window', onValueChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['popover', 'inline'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Picks a range of days, as filters ("shipped in the last 30 days") and bookings ("deliver between…") need: a start and an end input with a calendar button (`mode="popover"`, the default), or the calendar itself (`mode="inline"`). ' +
          'The first pick sets the start, the second the end (a day before the start starts again); `onValueChange` gets `{ start, end }`, with `end: null` in between. ' +
          "`presets` adds quick ranges beside the calendar: built-in ones (`thisWeek`, `nextWeek`, `next7Days`, `next30Days`, `last7Days`, `last30Days`, `thisMonth`, `nextMonth`, `lastMonth`) with translated labels, counted from today in the user's time zone with weeks starting as the language starts them, or your own `{ label, range(today, locale) }`. A preset is cut to `min`/`max`, and disabled when none of it can be picked. " +
          'With `name`, a form submits the range as one ISO 8601 interval, `2026-01-12/2026-01-18`. ' +
          'Keyboard as DatePicker: arrows, Page Up/Down, Home/End move, Enter or Space picks an end; the popover keeps Tab inside until Escape. ' +
          'Screen readers hear each day as "Start of range: …", "End of range: …" or "In range: …", the two inputs as "Start date" and "End date" in the group the label names, and the range once it changes ("From … to …"). ' +
          'Composing it yourself: `DatePicker.Root selectionMode="range"` with two `DatePicker.Input index={0|1}`, and `DatePicker.Presets` of `DatePicker.PresetTrigger`.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The trigger element of one day cell, by its ISO date. */
function dayCell(root: HTMLElement, date: CalendarDate): HTMLElement {
  const cell = root.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${date}"]`);
  if (!cell) throw new Error(`No visible cell for ${date}`);
  return cell;
}

/** The spec's long date format, as the range is announced: 'January 05, 2026'. */
const long = (date: CalendarDate) =>
  date.toDate(getLocalTimeZone()).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric' });
/** A day as its cell names it: 'Saturday, January 10, 2026'. */
const dayName = (date: CalendarDate) =>
  date
    .toDate(getLocalTimeZone())
    .toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * With the pointer: the calendar opens from its button, the first day picked is the start and the second the
 * end. The inputs show both, each day between says it is in the range, and the range is announced.
 */
export const Popover: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: 'Delivery window' });
    const start = within(group).getByRole('textbox', { name: 'Start date' });
    const end = within(group).getByRole('textbox', { name: 'End date' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const calendar = await page(canvasElement).findByRole('application', { name: 'Delivery window' });
    await waitFor(() => expect(calendar).toBeVisible());

    const month = today(getLocalTimeZone());
    const [from, to] = [month.set({ day: 10 }), month.set({ day: 14 })];
    await userEvent.click(dayCell(calendar, from));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: from, end: null });
    await expect(canvas.getByText(`From ${long(from)}. Choose the end date.`)).toBeInTheDocument();
    await userEvent.click(dayCell(calendar, to));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: from, end: to });
    await waitFor(() => expect(calendar).not.toBeVisible());

    await expect((start as HTMLInputElement).value).toContain(String(from.year));
    await expect((end as HTMLInputElement).value).not.toBe('');
    await expect(canvas.getByText(`From ${long(from)} to ${long(to)}`)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await waitFor(() => expect(calendar).toBeVisible());
    await expect(dayCell(calendar, from)).toHaveAccessibleName(`Start of range: ${dayName(from)}`);
    await expect(dayCell(calendar, month.set({ day: 12 }))).toHaveAccessibleName(`In range: ${dayName(month.set({ day: 12 }))}`);
    await expect(dayCell(calendar, to)).toHaveAccessibleName(`End of range: ${dayName(to)}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calendar).not.toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // Ark writes the cleared value into the inputs a frame later.
    await waitFor(() => expect(start).toHaveValue(''));
  },
};

/**
 * Quick ranges beside an inline calendar, as a shipments filter has them: "Next 30 days" chooses today and the
 * 29 days after it and is pressed; "Last 7 days" is disabled, as past days cannot be picked.
 */
export const Presets: Story = {
  args: { mode: 'inline', disablePast: true, presets: ['thisWeek', 'next7Days', 'next30Days', 'last7Days'] },
  play: async ({ canvas, args }) => {
    const presets = canvas.getByRole('group', { name: 'Quick ranges' });
    const next30 = within(presets).getByRole('button', { name: 'Next 30 days' });
    await expect(next30).toHaveAttribute('aria-pressed', 'false');
    await expect(within(presets).getByRole('button', { name: 'Last 7 days' })).toBeEnabled();
    await userEvent.click(next30);
    const now = today(getLocalTimeZone());
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: now, end: now.add({ days: 29 }) });
    await expect(next30).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`From ${long(now)} to ${long(now.add({ days: 29 }))}`)).toBeInTheDocument();
    // The past part of "Last 7 days" is cut off: only today is left of it.
    await userEvent.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: now, end: now });
  },
};

/**
 * From the keyboard, inline: Tab reaches the focused day, the arrows move, Enter picks the start and then
 * the end. In Swedish, the weeks start on Monday and the presets follow.
 */
export const KeyboardInSwedish: Story = {
  args: { mode: 'inline', locale: 'sv-SE', presets: ['thisWeek'] },
  globals: { locale: 'sv' },
  play: async ({ canvas, canvasElement, args }) => {
    const now = today(getLocalTimeZone());
    const focusable = canvasElement.querySelector<HTMLElement>('[data-part="table-cell-trigger"][tabindex="0"]');
    if (!focusable) throw new Error('No focusable day');
    focusable.focus();
    await expect(focusable).toHaveAttribute('data-value', now.toString());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: now, end: null });
    const focusedDay = () => canvasElement.ownerDocument.activeElement?.getAttribute('data-value');
    // Picking the start moves the focus on to the next day, the shortest range there is.
    await waitFor(() => expect(focusedDay()).toBe(now.add({ days: 1 }).toString()));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toBe(now.add({ days: 8 }).toString()));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toBe(now.add({ days: 9 }).toString()));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: now, end: now.add({ days: 9 }) });

    // "Den här veckan" runs from Monday to Sunday.
    await userEvent.click(canvas.getByRole('button', { name: 'Den här veckan' }));
    const thisWeek = DATE_RANGE_PRESETS.thisWeek(now, 'sv-SE');
    await expect(thisWeek.start.toDate(getLocalTimeZone()).getDay()).toBe(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(thisWeek);
  },
};

/** What the form story reports: the filter's ISO interval, and the booked delivery. */
interface FormStoryArgs {
  onNativeSubmit: (interval: string) => void;
  onSubmit: (delivery: Delivery) => void;
}

/** The two forms of stories/examples/DeliveryWindowForms.tsx, side by side. */
function BookingForms({ onNativeSubmit, onSubmit }: FormStoryArgs) {
  return (
    <Stack gap="8" alignItems="flex-start">
      <ShippedFilter onFilter={onNativeSubmit} />
      <DeliveryDialog onSubmit={onSubmit} />
    </Stack>
  );
}

/**
 * A native form submits the range under its name as an ISO interval. In a FormDialog with useForm: submitted
 * without a range, the error shows by the field and focus goes to the start input; picked, it books.
 */
export const InAFormAndAFormDialog: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn(), onSubmit: fn() },
  // The two forms as a portal writes them (stories/examples/DeliveryWindowForms.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: deliveryWindowFormsSource, language: 'tsx' } } },
  render: (args) => <BookingForms {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const start = today(getLocalTimeZone()).set({ day: 5 });
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith(`${start}/${start.add({ days: 6 })}`);

    const trigger = canvas.getByRole('button', { name: 'Book a delivery' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Book a delivery' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    const from = d.getByRole('textbox', { name: 'Start date' });
    await expectFocusOn(from);
    await expect(from).toHaveAccessibleDescription('Choose the first and the last delivery day.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(d.getByRole('button', { name: 'Open calendar' }));
    const calendar = await d.findByRole('application', { name: 'Delivery window' });
    await waitFor(() => expect(calendar).toBeVisible());
    await userEvent.click(dayCell(calendar, start));
    await userEvent.click(dayCell(calendar, start.add({ days: 2 })));
    await waitFor(() => expect(calendar).not.toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ window: { start, end: start.add({ days: 2 }) } });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

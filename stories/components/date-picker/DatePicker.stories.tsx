import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { DatePicker, useLanguage } from '../../../src';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Shipping date', onValueChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['inline', 'popover'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Picks one day. Inline it is a month calendar (the logistics scheduler); with `mode="popover"` it is an input with a calendar button. ' +
          'Month and weekday names, the first day of the week and the input format follow the active language, and "today" is in the user\'s time zone (not UTC). ' +
          '`disablePast` or `min` disable earlier days; picking the selected day again clears it unless `required`. ' +
          "Keyboard: Tab reaches the navigation buttons and then the focused day; arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends; Enter or Space picks. " +
          'In the popover, Tab and Shift+Tab go round the calendar (from the day back to the first button) until Escape, a pick or a click outside closes it, as in the WAI-ARIA date picker dialog. ' +
          'Screen readers hear each day as "Choose …", "Selected date: …" or "Not available: …"; the calendar is named by the label and its grid by the visible month (or year, or decade).',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const MARCH_14 = new CalendarDate(2025, 3, 14);

/** The trigger element of one day cell, by its ISO date. */
function dayCell(root: HTMLElement, date: CalendarDate): HTMLElement {
  const cell = root.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${date}"]`);
  if (!cell) throw new Error(`No visible cell for ${date}`);
  return cell;
}
const isSelected = (cell: HTMLElement) => cell.closest('[role="gridcell"]')?.getAttribute('aria-selected') === 'true';

/**
 * The grid on show is named by the visible month (or year, or decade), as in the WAI-ARIA date picker, and
 * its id can be pointed at: no whitespace, and it finds the grid.
 */
async function expectGridNamed(root: HTMLElement, name: string) {
  const grid = within(root).getByRole('grid', { name });
  await expect(grid.id).not.toMatch(/\s/);
  await expect(grid.ownerDocument.getElementById(grid.id)).toBe(grid);
  return grid;
}

export const Inline: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('application', { name: 'Shipping date' })).toBeVisible();
    // The month on show is today's: January 2026 in the story tests, the real one in a browsed Storybook.
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(await expectGridNamed(canvasElement, month)).toBeVisible();

    // Pick the 15th of the month on show (no limits here, so every day of it can be picked).
    const target = today(getLocalTimeZone()).set({ day: 15 });
    const cell = dayCell(canvasElement, target);
    await expect(cell).toHaveAccessibleName(/^Choose /);
    await userEvent.click(cell);
    await waitFor(() => expect(isSelected(cell)).toBe(true));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(target);
    await expect(cell).toHaveAccessibleName(/^Selected date: .*Select it again to clear it\.$/);

    // The same day again clears it, so a choice can be undone without another control.
    await userEvent.click(cell);
    await waitFor(() => expect(isSelected(cell)).toBe(false));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvasElement.querySelector('[data-part="table-cell-trigger"][data-selected]')).toBeNull();
  },
};

export const DisablePast: Story = {
  args: { disablePast: true },
  play: async ({ canvas, canvasElement, args }) => {
    const now = today(getLocalTimeZone());
    // Today can be picked.
    const todayCell = dayCell(canvasElement, now);
    await expect(todayCell).not.toHaveAttribute('aria-disabled');
    await expect(todayCell.closest('[role="gridcell"]')).toHaveAttribute('aria-current', 'date');
    // Every earlier day of this month is disabled and named as not available.
    for (let day = 1; day < now.day; day++) {
      const past = dayCell(canvasElement, now.set({ day }));
      await expect(past).toHaveAttribute('aria-disabled', 'true');
      await expect(past).toHaveAccessibleName(/^Not available: /);
    }
    // The previous month lies wholly in the past, so it cannot be shown.
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    if (now.day > 1) {
      await userEvent.click(dayCell(canvasElement, now.set({ day: 1 })), { pointerEventsCheck: 0 });
      await expect(args.onValueChange).not.toHaveBeenCalled();
    }
    await userEvent.click(todayCell);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(now);
  },
};

export const WithMinimum: Story = {
  args: { defaultValue: MARCH_14, min: new CalendarDate(2025, 3, 10) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('March 2025')).toBeVisible();
    for (const day of [1, 5, 9]) {
      await expect(dayCell(canvasElement, MARCH_14.set({ day }))).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(dayCell(canvasElement, MARCH_14.set({ day: 10 }))).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dayCell(canvasElement, MARCH_14.set({ day: 5 })), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(isSelected(dayCell(canvasElement, MARCH_14))).toBe(true);

    await userEvent.click(dayCell(canvasElement, MARCH_14.set({ day: 20 })));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 20));
    await expect(isSelected(dayCell(canvasElement, MARCH_14))).toBe(false);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: MARCH_14 },
  play: async ({ canvas, canvasElement, args }) => {
    // Tab order: previous month, month/year switch, next month, then the focused (selected) day.
    canvas.getByRole('button', { name: 'Previous month' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'March 2025, choose a month' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dayCell(canvasElement, MARCH_14)).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dayCell(canvasElement, MARCH_14.add({ days: 1 }))).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const march22 = MARCH_14.add({ days: 8 });
    await waitFor(() => expect(dayCell(canvasElement, march22)).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(isSelected(dayCell(canvasElement, march22))).toBe(true));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(march22);

    // Enter on the selected day clears it; Space picks again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(isSelected(dayCell(canvasElement, march22))).toBe(false));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(isSelected(dayCell(canvasElement, march22))).toBe(true));
    await expect(dayCell(canvasElement, march22)).toHaveFocus();

    // Page Down shows the next month, and the grid is named by it.
    await expectGridNamed(canvasElement, 'March 2025');
    await userEvent.keyboard('{PageDown}');
    await expect(await canvas.findByText('April 2025')).toBeVisible();
    await expectGridNamed(canvasElement, 'April 2025');
  },
};

export const Required: Story = {
  args: { defaultValue: MARCH_14, required: true },
  play: async ({ canvasElement, args }) => {
    const cell = dayCell(canvasElement, MARCH_14);
    await expect(cell).toHaveAccessibleName(/^Selected date: [^.]*2025$/);
    await userEvent.click(cell);
    await expect(isSelected(cell)).toBe(true);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The Field anatomy of every field: a '*' after the label, a hint and, while invalid, the error with its icon. */
export const PopoverWithHelperAndError: Story = {
  args: {
    mode: 'popover',
    required: true,
    name: 'shippingDate',
    helperText: 'The day the first truck leaves.',
    errorText: 'Choose a shipping date.',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Shipping date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a shipping date. The day the first truck leaves.');
    await expect(canvasElement.querySelector('[data-scope="field"][data-part="required-indicator"]')).toHaveTextContent('*');
    await expect(canvas.getByText('Choose a shipping date.').querySelector('svg')).not.toBeNull();
  },
};

/** Inline, the calendar itself is described by the hint. */
export const InlineWithHelperText: Story = {
  args: { helperText: 'Trucks leave on weekdays.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('application', { name: 'Shipping date' })).toHaveAccessibleDescription(
      'Trucks leave on weekdays.',
    );
  },
};

export const MonthAndYearViews: Story = {
  args: { defaultValue: MARCH_14 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'March 2025, choose a month' }));
    // The months' grid is named by the year on show, the years' grid by the decade.
    await expectGridNamed(canvasElement, '2025');
    await userEvent.click(await canvas.findByRole('button', { name: /^Jun/ }));
    await expect(await canvas.findByText('June 2025')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'June 2025, choose a month' }));
    await userEvent.click(await canvas.findByRole('button', { name: '2025, choose a year' }));
    await expectGridNamed(canvasElement, '2020 - 2029');
    await userEvent.click(await canvas.findByRole('button', { name: /2027/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Jan/ }));
    await expect(await canvas.findByText('January 2027')).toBeVisible();
  },
};

export const Popover: Story = {
  args: { mode: 'popover' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'Shipping date' });
    await expect(input).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const calendar = await body.findByRole('application', { name: 'Shipping date' });
    await waitFor(() => expect(calendar).toBeVisible());

    const target = today(getLocalTimeZone()).set({ day: 15 });
    await userEvent.click(dayCell(calendar, target));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(target);
    await waitFor(() => expect(calendar).not.toBeVisible());
    await expect((input as HTMLInputElement).value).toContain(String(target.year));

    // Not required, so a clear button removes the date again.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // The input shows the cleared value once React has rendered it: under load, a moment after the callback.
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/**
 * From the keyboard, as in the WAI-ARIA date picker dialog: the open calendar keeps the focus, Tab and
 * Shift+Tab cycle through its buttons and the focused day, and Escape closes it, back on the button.
 */
export const PopoverKeyboard: Story = {
  args: { mode: 'popover', defaultValue: MARCH_14 },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open calendar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await body.findByRole('application', { name: 'Shipping date' });
    await focusInside(calendar);
    const day = dayCell(calendar, MARCH_14);
    await expectFocusOn(day);
    await expectGridNamed(calendar, 'March 2025');

    const previous = within(calendar).getByRole('button', { name: 'Previous month' });
    const next = within(calendar).getByRole('button', { name: 'Next month' });
    // From the day, the last stop, Tab goes round to the first button, not out to the page.
    await userEvent.tab();
    await expectFocusOn(previous);
    await expect(calendar).toBeVisible();
    // And Shift+Tab from the first button goes back round to the day.
    await userEvent.tab({ shift: true });
    await expectFocusOn(day);
    await userEvent.tab({ shift: true });
    await expectFocusOn(next);
    await userEvent.tab();
    await expectFocusOn(day);
    await expect(calendar).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calendar).not.toBeVisible());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Open calendar' }));
  },
};

/**
 * Typing: a date in the language's form is taken when the input loses focus; text that is not a date, or a
 * day that cannot be picked, stays as typed with a message below that says why and how to type one.
 */
export const TypedDate: Story = {
  args: { mode: 'popover', min: new CalendarDate(2025, 1, 1) },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Shipping date' });
    await userEvent.type(input, '14 March');
    await userEvent.tab();
    await expect(input).toHaveValue('14 March');
    await expect(canvas.getByRole('status')).toHaveTextContent('“14 March” is not a date. Type it as mm/dd/yyyy.');
    await expect(input).toHaveAccessibleDescription('“14 March” is not a date. Type it as mm/dd/yyyy.');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '12/31/2024{Enter}');
    await expect(input).toHaveValue('12/31/2024');
    await expect(canvas.getByRole('status')).toHaveTextContent('“12/31/2024” cannot be chosen here.');

    await userEvent.clear(input);
    await userEvent.type(input, '3/14/2025');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(MARCH_14);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

/** Controlled, as the logistics 'Schedule Logistics' panel uses it: the summary shows the date or 'Not selected'. */
export const Controlled: Story = {
  render: function ShippingDateSummary() {
    const { formatDate } = useLanguage();
    const [date, setDate] = useState<CalendarDate | null>(null);
    return (
      <Stack gap="4">
        <DatePicker label="Shipping date" disablePast value={date} onValueChange={setDate} />
        <p data-testid="summary">Shipping date: {date ? formatDate(date.toString(), 'long') : 'Not selected'}</p>
      </Stack>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByTestId('summary');
    await expect(summary).toHaveTextContent('Shipping date: Not selected');
    const now = today(getLocalTimeZone());
    await userEvent.click(dayCell(canvasElement, now));
    await expect(summary).toHaveTextContent(String(now.year));
    await userEvent.click(dayCell(canvasElement, now));
    await expect(summary).toHaveTextContent('Shipping date: Not selected');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { defaultValue: MARCH_14, label: 'Versanddatum' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('März 2025')).toBeVisible();
    // German weeks start on Monday.
    await expect(canvasElement.querySelector('thead th')).toHaveAttribute('abbr', 'Montag');
    await expect(canvas.getByRole('button', { name: 'Vorheriger Monat' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nächster Monat' })).toBeEnabled();
    await expect(dayCell(canvasElement, MARCH_14)).toHaveAccessibleName(/^Ausgewähltes Datum: Freitag, 14\. März 2025/);
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { defaultValue: MARCH_14, label: 'Leveransdatum' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^mars 2025$/i)).toBeVisible();
    await expect(canvasElement.querySelector('thead th')).toHaveAttribute('abbr', 'måndag');
    await expect(canvas.getByRole('button', { name: 'Nästa månad' })).toBeEnabled();
  },
};

/**
 * Right to left, in Arabic: the days of each week run from the right, so the previous-month button is at the
 * right and the next-month button at the left, their chevrons mirrored to point outwards. The arrows follow the
 * rows: ArrowLeft moves to the next day, ArrowRight to the previous one.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: MARCH_14, label: 'تاريخ الشحن' },
  play: async ({ args, canvas, canvasElement }) => {
    const calendar = canvas.getByRole('application', { name: 'تاريخ الشحن' });
    await expectRightToLeft(calendar);
    const previous = canvas.getByRole('button', { name: 'الشهر السابق' });
    const next = canvas.getByRole('button', { name: 'الشهر التالي' });
    await expectRightOf(previous, next);
    await expectMirrored(previous.querySelector('svg'));
    await expectMirrored(next.querySelector('svg'));
    // Thursday the 13th and Friday the 14th share a week, whichever day it starts on: the 13th is at the right.
    const march14 = dayCell(canvasElement, MARCH_14);
    await expectRightOf(dayCell(canvasElement, MARCH_14.set({ day: 13 })), march14);

    // Tab from the next-month button reaches the focused (selected) day.
    next.focus();
    await userEvent.tab();
    await expect(march14).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dayCell(canvasElement, MARCH_14.add({ days: 1 }))).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(dayCell(canvasElement, MARCH_14.subtract({ days: 1 }))).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(MARCH_14.subtract({ days: 1 }));
  },
};

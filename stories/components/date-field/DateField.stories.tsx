import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, CalendarDate, DateField, FormDialog, useForm } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { partsOf, press } from '../../support/time';

const meta = {
  title: 'Components/Forms/DateField',
  component: DateField,
  args: { label: 'Delivery date', name: 'delivery', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A date typed in parts, as React Aria's DateField: the day, the month and the year in the active language's order and separators (12/31/2026 in English, 2026-12-31 in Swedish, 31.12.2026 in German) and the page's direction. Each part is a `spinbutton` named in the page's language ('Day', 'Month', 'Year'), its value text the part as shown, the month by its name ('December'), 'Empty' while unfilled; the parts form a group named by the label. Keyboard: ArrowUp and ArrowDown step the part (wrapping: December → January), digits fill it and move on, Backspace clears it a digit at a time, Home and End go to its limits, ArrowLeft and ArrowRight move between parts in the reading direction (mirrored in right to left), Tab moves through them and on. An empty part starts from `placeholder` (today, within `min` and `max`, by default). The value is a `CalendarDate` (`parseDate('2026-12-31')`, `new CalendarDate(2026, 12, 31)`, both exported); with `name` a form submits it as a native date input does ('2026-12-31'). A date before `min` or after `max`, or one left half-filled, stays as typed with a message by the field, announced, and the browser's own check stops a native submit there, as it does at an empty `required` field. Label, required mark, helper and error text are the Field's. Parts: `useDateField` with `DateField.RootProvider`, `Control`, `SegmentGroup`, `Segment` and `HiddenInput`, for a layout of your own; they are TimeField's, shared.",
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const LAST_DAY = new CalendarDate(2026, 12, 31);

/**
 * Empty, in English: three parts in its order, Month, Day and Year, each 'Empty'. Typing 12, 31 and 2026 fills
 * them in turn, focus moving on by itself; the month reads 'December' and the form value is '2026-12-31'.
 */
export const Default: Story = {
  args: { helperText: 'We deliver Monday to Friday.' },
  play: async ({ args, canvas, canvasElement }) => {
    const [month, day, year] = partsOf(canvas, 'Delivery date');
    await expect(month).toHaveAccessibleName('Month');
    await expect(day).toHaveAccessibleName('Day');
    await expect(year).toHaveAccessibleName('Year');
    await expect(month).toHaveAttribute('aria-valuetext', 'Empty');
    await expect(month).toHaveAccessibleDescription('We deliver Monday to Friday.');
    await userEvent.click(month);
    await press('1', '2');
    await expectFocusOn(day);
    await press('3', '1');
    await expectFocusOn(year);
    await press('2', '0', '2', '6');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(LAST_DAY));
    await expect(month).toHaveAttribute('aria-valuetext', 'December');
    await expect(day).toHaveAttribute('aria-valuetext', '31');
    await expect(year).toHaveAttribute('aria-valuetext', '2026');
    await expect(canvasElement.querySelector('input[name="delivery"]')).toHaveValue('2026-12-31');
  },
};

/**
 * The spin button keys, on 12/31/2026: Up and Down step a part and wrap (December → January → December,
 * 31 → 1), Home and End go to its limits, Backspace clears it a digit at a time, digits fill it again, Left and
 * Right move between parts.
 */
export const Keys: Story = {
  args: { defaultValue: LAST_DAY },
  play: async ({ args, canvas, canvasElement }) => {
    const [month, day, year] = partsOf(canvas, 'Delivery date');
    await userEvent.click(month);
    await press('{ArrowUp}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'January'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 1, 31));
    await press('{ArrowDown}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'December'));
    await press('{Home}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'January'));
    await press('{End}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'December'));

    await press('{ArrowRight}');
    await expectFocusOn(day);
    await press('{ArrowUp}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '01'));
    await press('{ArrowDown}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '31'));
    await press('{Home}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '01'));
    await expect(day).toHaveAttribute('aria-valuemin', '1');
    await press('{End}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '31'));
    await expect(day).toHaveAttribute('aria-valuemax', '31');

    await press('{ArrowRight}');
    await expectFocusOn(year);
    await press('{ArrowUp}');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2027'));
    await press('{ArrowDown}');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2026'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(LAST_DAY);

    await press('{ArrowLeft}');
    await expectFocusOn(day);
    await press('{Backspace}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '3'));
    await press('{Backspace}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', 'Empty'));
    // What is shown is what submits: nothing, while a part is empty.
    const input = canvasElement.querySelector('input[name="delivery"]');
    await expect(input).toHaveValue('');
    await press('0', '5');
    await expectFocusOn(year);
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '05'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 5));
    await expect(input).toHaveValue('2026-12-05');
  },
};

/**
 * `placeholder`: where an empty field starts. The first ArrowUp on each empty part gives the placeholder's
 * month, day and year (15 June 2026) rather than stepping, and the date is taken once all three are filled.
 */
export const Placeholder: Story = {
  args: { placeholder: new CalendarDate(2026, 6, 15) },
  play: async ({ args, canvas }) => {
    const [month, day, year] = partsOf(canvas, 'Delivery date');
    await userEvent.click(month);
    await press('{ArrowUp}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'June'));
    await press('{ArrowRight}', '{ArrowUp}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '15'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await press('{ArrowRight}', '{ArrowUp}');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2026'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 6, 15));
  },
};

/**
 * German writes the day first, then the month and the year, with full stops: 'Tag', 'Monat', 'Jahr', read as
 * 31.12.2026, the month by its German name. Swedish, year first, is in the Swedish story.
 */
export const Locales: Story = {
  globals: { locale: 'de' },
  args: { label: 'Liefertermin', defaultValue: LAST_DAY },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Liefertermin' });
    const parts = within(group).getAllByRole('spinbutton');
    await expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['Tag', 'Monat', 'Jahr']);
    await expect(group).toHaveTextContent('31.12.2026');
    await expect(parts[1]).toHaveAttribute('aria-valuetext', 'Dezember');
  },
};

/**
 * Delivery between 5 January and 31 December 2026. A date before `min` stays as typed, marked invalid, with a
 * message by the field that says which dates it takes, and does not submit; a date inside clears it. A date
 * left half-filled says so once the person leaves it.
 */
export const MinMax: Story = {
  args: { min: new CalendarDate(2026, 1, 5), max: LAST_DAY },
  play: async ({ canvas, canvasElement }) => {
    const [month, day, year] = partsOf(canvas, 'Delivery date');
    const status = canvas.getByRole('status');
    const input = canvasElement.querySelector('input[name="delivery"]');
    await userEvent.click(month);
    await press('0', '1', '0', '2', '2', '0', '2', '6');
    await waitFor(() => expect(status).toHaveTextContent('Choose a date from Jan 5, 2026 to Dec 31, 2026.'));
    await expect(month).toHaveAttribute('aria-valuetext', 'January');
    await expect(day).toHaveAttribute('aria-valuetext', '02');
    await expect(year).toHaveAttribute('aria-valuetext', '2026');
    await expect(day).toBeInvalid();
    await expect(day).toHaveAccessibleDescription('Choose a date from Jan 5, 2026 to Dec 31, 2026.');
    await expect(input).toHaveValue('2026-01-02');
    await expect((input as HTMLInputElement).validationMessage).toBe('Choose a date from Jan 5, 2026 to Dec 31, 2026.');

    await userEvent.click(day);
    await press('1', '0');
    await waitFor(() => expect(status).toHaveTextContent(''));
    await expect(day).toBeValid();
    await expect(input).toHaveValue('2026-01-10');
    // Half a date, left: the year cleared, then Tab out.
    await userEvent.click(year);
    await press('{Backspace}', '{Backspace}', '{Backspace}', '{Backspace}');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', 'Empty'));
    await userEvent.tab();
    await waitFor(() => expect(status).toHaveTextContent('This date is incomplete: fill in the day, the month and the year.'));
    await expect(input).toHaveValue('');
  },
};

/** Disabled: the parts cannot be focused and the date does not submit. Read-only: shown, focusable, unchanged by keys. */
export const DisabledAndReadOnly: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Stack gap="6">
  <DateField label="Disabled" name="delivery" disabled defaultValue={parseDate('2026-12-31')} />
  <DateField label="Read-only" name="delivery" readOnly defaultValue={parseDate('2026-12-31')} />
</Stack>`,
      },
    },
  },
  render: (args) => (
    <Stack gap="6">
      <DateField {...args} label="Disabled" disabled defaultValue={LAST_DAY} />
      <DateField {...args} label="Read-only" readOnly defaultValue={LAST_DAY} />
    </Stack>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const [disabledMonth] = partsOf(canvas, 'Disabled');
    await expect(disabledMonth).toHaveAttribute('aria-disabled', 'true');
    await expect(disabledMonth).not.toHaveAttribute('tabindex');
    const [readOnlyMonth] = partsOf(canvas, 'Read-only');
    await expect(readOnlyMonth).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(readOnlyMonth);
    await press('{ArrowUp}', '5');
    await expect(readOnlyMonth).toHaveAttribute('aria-valuetext', 'December');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const [disabledInput, readOnlyInput] = canvasElement.querySelectorAll('input[name="delivery"]');
    await expect(disabledInput).toBeDisabled();
    await expect(readOnlyInput).toHaveValue('2026-12-31');
  },
};

/** What the native form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`: the browser's own check stops a submit at the empty required date and focuses its first
 * part; a whole date submits as '2026-12-31' under its name.
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Schedule a delivery"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start">
        <DateField label="Delivery date" name="delivery" required />
        <Button type="submit">Schedule</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const [month, , year] = partsOf(canvas, /^Delivery date/);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expectFocusOn(month);
    await press('1', '2', '3', '1', '2', '0', '2', '6');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2026'));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['delivery', '2026-12-31']]);
  },
};

/** A delivery as useForm holds it. */
interface Delivery {
  delivery: CalendarDate | null;
}

// One object for every render: useForm compares initial values field by field.
const NO_DELIVERY: Delivery = { delivery: null };
const FIRST_DAY = new CalendarDate(2026, 1, 5);

const checkDelivery = ({ delivery }: Delivery) => ({
  delivery: !delivery
    ? 'Choose a delivery date.'
    : delivery.compare(FIRST_DAY) < 0
      ? 'We deliver from 5 January 2026.'
      : undefined,
});

/** "Show code" of the useForm stories: what a portal writes (the stories' own helpers are test data). */
const deliverySource = (inADialog: boolean) => `import { CalendarDate } from '@internationalized/date';
import { Button, DateField, ${inADialog ? 'FormDialog' : 'Stack'}, useForm } from '@labelport/ui';

interface Delivery {
  delivery: CalendarDate | null;
}

const NO_DELIVERY: Delivery = { delivery: null };
const FIRST_DAY = new CalendarDate(2026, 1, 5);
const checkDelivery = ({ delivery }: Delivery) => ({
  delivery: !delivery
    ? 'Choose a delivery date.'
    : delivery.compare(FIRST_DAY) < 0
      ? 'We deliver from 5 January 2026.'
      : undefined,
});

export function ScheduleDelivery({ onSubmit }: { onSubmit: (delivery: Delivery) => void }) {
  const form = useForm<Delivery>({ initialValues: NO_DELIVERY, validate: checkDelivery, onSubmit${inADialog ? ', resetOnSubmit: true' : ''} });
  const field = (
    <DateField
      label="Delivery date"
      name="delivery"
      required
      value={form.values.delivery}
      onValueChange={(delivery) => form.setValue('delivery', delivery)}
      errorText={form.errors.delivery}
    />
  );
  return ${
    inADialog
      ? `(
    <FormDialog form={form} title="Schedule a delivery" submitLabel="Schedule" trigger={<Button>Schedule a delivery</Button>}>
      {field}
    </FormDialog>
  );`
      : `(
    <form aria-label="Schedule a delivery" {...form.formProps}>
      <Stack gap="4" alignItems="flex-start">
        {field}
        <Button type="submit">Schedule</Button>
      </Stack>
    </form>
  );`
  }
}
`;

function DeliveryForm({ onSubmit }: { onSubmit: (delivery: Delivery) => void }) {
  const form = useForm<Delivery>({ initialValues: NO_DELIVERY, validate: checkDelivery, onSubmit });
  return (
    <form aria-label="Schedule a delivery" {...form.formProps}>
      <Stack gap="4" alignItems="flex-start">
        <DateField
          label="Delivery date"
          name="delivery"
          required
          value={form.values.delivery}
          onValueChange={(delivery) => form.setValue('delivery', delivery)}
          errorText={form.errors.delivery}
        />
        <Button type="submit">Schedule</Button>
      </Stack>
    </form>
  );
}

/**
 * With the package's `useForm`: submitted empty, the error shows by the field, each part is invalid and
 * described by it, and focus goes to the first part; a date before the first delivery day is refused the same
 * way; a whole date inside clears the error and submits the `CalendarDate`.
 */
export const WithUseForm: StoryObj<{ onSubmit: (delivery: Delivery) => void }> = {
  args: { onSubmit: fn() },
  parameters: { docs: { source: { code: deliverySource(false), language: 'tsx' } } },
  render: ({ onSubmit }) => <DeliveryForm onSubmit={onSubmit} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    const [month, day, year] = partsOf(canvas, /^Delivery date/);
    await expectFocusOn(month);
    await expect(month).toHaveAccessibleDescription('Choose a delivery date.');
    await expect(month).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await press('0', '1', '0', '2', '2', '0', '2', '6');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2026'));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('We deliver from 5 January 2026.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(day);
    await press('1', '2');
    await waitFor(() => expect(day).toBeValid());
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ delivery: new CalendarDate(2026, 1, 12) });
  },
};

function DeliveryDialog({ onSubmit }: { onSubmit: (delivery: Delivery) => void }) {
  const form = useForm<Delivery>({ initialValues: NO_DELIVERY, validate: checkDelivery, onSubmit, resetOnSubmit: true });
  return (
    <FormDialog form={form} title="Schedule a delivery" submitLabel="Schedule" trigger={<Button>Schedule a delivery</Button>}>
      <DateField
        label="Delivery date"
        name="delivery"
        required
        helperText="We deliver Monday to Friday."
        value={form.values.delivery}
        onValueChange={(delivery) => form.setValue('delivery', delivery)}
        errorText={form.errors.delivery}
      />
    </FormDialog>
  );
}

/**
 * In a FormDialog with `useForm`: submitted empty, the error shows by the field and focus goes to its first
 * part; typed, the dialog submits the `CalendarDate`, closes, and gives focus back to its button.
 */
export const InAFormDialog: StoryObj<{ onSubmit: (delivery: Delivery) => void }> = {
  args: { onSubmit: fn() },
  parameters: { docs: { source: { code: deliverySource(true), language: 'tsx' } } },
  render: ({ onSubmit }) => <DeliveryDialog onSubmit={onSubmit} />,
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Schedule a delivery' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Schedule a delivery' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Schedule' }));
    const [month, , year] = partsOf(d, /^Delivery date/);
    await expectFocusOn(month);
    await expect(month).toHaveAccessibleDescription('Choose a delivery date. We deliver Monday to Friday.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await press('1', '2', '3', '1', '2', '0', '2', '6');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '2026'));
    await userEvent.click(d.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ delivery: LAST_DAY }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

/**
 * In Arabic the date reads right to left: the day, named 'اليوم', comes first at the right, then the month and
 * the year to its left, and the field sits at the line's start. The arrows follow the reading: ArrowLeft moves
 * on to the month, ArrowRight back to the day.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تاريخ التسليم', defaultValue: LAST_DAY },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'تاريخ التسليم' });
    const [day, month, year] = within(group).getAllByRole('spinbutton');
    const label = canvas.getByText('تاريخ التسليم');
    await expectRightToLeft(label);
    await expect(day).toHaveAccessibleName('اليوم');
    await expect(month).toHaveAccessibleName('الشهر');
    await expect(year).toHaveAccessibleName('السنة');
    await expect(day).toHaveAttribute('aria-valuenow', '31');
    await expectRightOf(day, month);
    await expectRightOf(month, year);
    // The box at the line's start, the right, as its label (which spans the field) ends there.
    const box = (group.closest('[data-part=control]') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.right - label.getBoundingClientRect().right)).toBeLessThan(1);
    await userEvent.click(day);
    await press('{ArrowLeft}');
    await expectFocusOn(month);
    await press('{ArrowLeft}');
    await expectFocusOn(year);
    await press('{ArrowRight}');
    await expectFocusOn(month);
  },
};

/**
 * Swedish writes the year first, with hyphens: 'År', 'Månad', 'Dag', 2026-12-31. Typed in that order, the
 * date is taken; outside `min` and `max` the message by the field is Swedish too.
 */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Leveransdatum', min: new CalendarDate(2026, 1, 5), max: LAST_DAY },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Leveransdatum' });
    const parts = within(group).getAllByRole('spinbutton');
    await expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['År', 'Månad', 'Dag']);
    const [year, month, day] = parts;
    await expect(year).toHaveAttribute('aria-valuetext', 'Tom');
    await userEvent.click(year);
    await press('2', '0', '2', '6');
    await expectFocusOn(month);
    await press('1', '2');
    await expectFocusOn(day);
    await press('3', '1');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(LAST_DAY));
    await expect(group).toHaveTextContent('2026-12-31');
    await expect(month).toHaveAttribute('aria-valuetext', 'december');
    await userEvent.click(year);
    await press('2', '0', '2', '7');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Välj ett datum mellan 5 jan. 2026 och 31 dec. 2026.'),
    );
  },
};

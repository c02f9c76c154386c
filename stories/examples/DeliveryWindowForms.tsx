// A DateRangePicker as a portal writes it twice: a filter in a plain <form>, which submits the range under its
// name as one ISO 8601 interval ('2026-01-05/2026-01-11'), and a booking in a FormDialog with useForm, where
// the value is a { start, end } range and a range without its end is refused with the focus on its start.
import { getLocalTimeZone, today } from '@internationalized/date';
import { Button, type DateRange, DateRangePicker, FormDialog, useForm } from '@labelport/ui';

export interface ShippedFilterProps {
  /** The chosen range, as an ISO 8601 interval. */
  onFilter: (interval: string) => void;
}

export function ShippedFilter({ onFilter }: ShippedFilterProps) {
  // The 5th to the 11th of this month, in the user's time zone.
  const start = today(getLocalTimeZone()).set({ day: 5 });
  return (
    <form
      aria-label="Shipments"
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(String(new FormData(event.currentTarget).get('shipped')));
      }}
    >
      <DateRangePicker label="Shipped" name="shipped" defaultValue={{ start, end: start.add({ days: 6 }) }} />
      <Button type="submit">Filter</Button>
    </form>
  );
}

export interface Delivery {
  window: DateRange | null;
}

// One object for every render: useForm compares initial values field by field.
const NO_WINDOW: Delivery = { window: null };

export interface DeliveryDialogProps {
  onSubmit: (delivery: Delivery) => void | Promise<void>;
}

export function DeliveryDialog({ onSubmit }: DeliveryDialogProps) {
  const form = useForm<Delivery>({
    initialValues: NO_WINDOW,
    validate: ({ window }) => ({ window: window?.end ? undefined : 'Choose the first and the last delivery day.' }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Book a delivery" submitLabel="Book" trigger={<Button>Book a delivery</Button>}>
      <DateRangePicker
        label="Delivery window"
        name="window"
        required
        value={form.values.window}
        onValueChange={(window) => form.setValue('window', window)}
        errorText={form.errors.window}
      />
    </FormDialog>
  );
}

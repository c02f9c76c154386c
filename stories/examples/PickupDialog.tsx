// A carrier's pickup, booked in a dialog: a day from today on and a time window at 30-minute steps within the
// dock's hours, each problem by its field. Everything it needs, "not before today" included, comes from the
// package. The TimeField docs' copyable example, shown as it is.
import { Button, type CalendarDate, DatePicker, FormDialog, Time, TimeField, useForm, useToday } from '@labelport/ui';

export interface Pickup {
  day: CalendarDate | null;
  from: Time | null;
  to: Time | null;
}

const EMPTY: Pickup = { day: null, from: null, to: null };
const DOCK_OPENS = new Time(6);
const DOCK_CLOSES = new Time(20);

export function PickupDialog({ onSubmit }: { onSubmit: (pickup: Pickup) => void | Promise<void> }) {
  const todayHere = useToday();
  const form = useForm<Pickup>({
    initialValues: EMPTY,
    validate: ({ day, from, to }) => ({
      day: !day ? 'Choose a pickup day.' : day.compare(todayHere) < 0 ? 'Choose today or a later day.' : undefined,
      from: from ? undefined : 'Choose when the window opens.',
      to: !to ? 'Choose when the window closes.' : from && to.compare(from) <= 0 ? 'End the window after it opens.' : undefined,
    }),
    onSubmit,
    resetOnSubmit: true,
  });
  const { values, errors, setValue } = form;
  return (
    <FormDialog form={form} title="Book a pickup" submitLabel="Book pickup" trigger={<Button>Book a pickup</Button>}>
      <DatePicker
        mode="popover"
        label="Pickup day"
        name="day"
        required
        disablePast
        value={values.day}
        onValueChange={(day) => setValue('day', day)}
        errorText={errors.day}
      />
      <TimeField
        label="From"
        name="from"
        required
        step={30}
        min={DOCK_OPENS}
        max={DOCK_CLOSES}
        helperText="The dock is open 6 AM to 8 PM."
        value={values.from}
        onValueChange={(from) => setValue('from', from)}
        errorText={errors.from}
      />
      <TimeField
        label="To"
        name="to"
        required
        step={30}
        min={DOCK_OPENS}
        max={DOCK_CLOSES}
        value={values.to}
        onValueChange={(to) => setValue('to', to)}
        errorText={errors.to}
      />
    </FormDialog>
  );
}

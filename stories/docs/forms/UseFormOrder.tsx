// The package's useForm: values in state, problems by their fields after a submit, focus on the first
// field with one, and nothing typed lost. Text fields spread `form.input(name)`; the others take
// `value` and `onValueChange` (or `checked` and `onCheckedChange`).
import {
  Button,
  Checkbox,
  type DateRange,
  DateRangePicker,
  NumberInput,
  Select,
  TextField,
  type Time,
  TimePicker,
  useForm,
} from '../../../src';

interface Order {
  brand: string;
  cases: number;
  packaging: string;
  window: DateRange | null;
  pickup: Time | null;
  terms: boolean;
}

// One object for every render: useForm starts over when its initial values change.
const EMPTY: Order = { brand: '', cases: Number.NaN, packaging: '', window: null, pickup: null, terms: false };
const packaging = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass' },
];

export function UseFormOrder({ onSend }: { onSend: (order: Order) => void }) {
  const form = useForm<Order>({
    initialValues: EMPTY,
    validate: (order) => ({
      brand: order.brand.trim() ? undefined : 'Enter the brand.',
      cases: Number.isNaN(order.cases) ? 'Enter how many cases.' : undefined,
      packaging: order.packaging ? undefined : 'Choose a packaging.',
      window: order.window?.end ? undefined : 'Choose a delivery window.',
      pickup: order.pickup ? undefined : 'Choose a pickup time.',
      terms: order.terms ? undefined : 'Accept the terms to order.',
    }),
    onSubmit: onSend,
  });
  const { values, errors, setValue } = form;
  return (
    <form aria-label="New order" {...form.formProps} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextField label="Brand" required {...form.input('brand')} errorText={errors.brand} />
      <NumberInput
        label="Cases"
        name="cases"
        required
        min={1}
        value={values.cases}
        onValueChange={(cases) => setValue('cases', cases)}
        errorText={errors.cases}
      />
      <Select
        label="Packaging"
        name="packaging"
        required
        items={packaging}
        value={values.packaging || null}
        onValueChange={(choice) => setValue('packaging', choice)}
        errorText={errors.packaging}
      />
      <DateRangePicker
        label="Delivery window"
        name="window"
        required
        value={values.window}
        onValueChange={(window) => setValue('window', window)}
        errorText={errors.window}
      />
      <TimePicker
        label="Pickup time"
        name="pickup"
        required
        value={values.pickup}
        onValueChange={(pickup) => setValue('pickup', pickup)}
        errorText={errors.pickup}
      />
      <Checkbox
        name="terms"
        checked={values.terms}
        onCheckedChange={({ checked }) => setValue('terms', checked === true)}
        errorText={errors.terms}
      >
        I accept the terms
      </Checkbox>
      <Button type="submit">Place order</Button>
    </form>
  );
}

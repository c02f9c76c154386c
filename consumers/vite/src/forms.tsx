// A portal's 'New order' form built with react-hook-form (the page at /forms): the text controls through
// `register`, the others through `Controller`. scripts/consumers.mjs submits it empty (each required field
// shows its message by the field) and then filled, and reads the values the portal received.
import {
  Button,
  Checkbox,
  Combobox,
  DatePicker,
  type DateRange,
  DateRangePicker,
  DateTimePicker,
  type DateTimeValue,
  Grid,
  NumberInput,
  PasswordInput,
  PinInput,
  RadioGroup,
  SegmentGroup,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextareaField,
  TextField,
  type Time,
  TimeField,
  TimePicker,
  type TimeRange,
  TimeRangeField,
} from '@labelport/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

type CalendarDate = NonNullable<DateRange['end']>;

interface Order {
  brand: string;
  notes: string;
  password: string;
  cases: number;
  packaging: string;
  plan: string;
  billing: string;
  shipOn: CalendarDate | null;
  window: DateRange | null;
  pickup: Time | null;
  dropOff: Time | null;
  dock: TimeRange;
  collection: DateTimeValue | null;
  terms: boolean;
  samples: boolean;
  customer: string[];
  flavours: string[];
  code: string;
}

const packaging = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass' },
];
const plans = [
  { value: 'starter', label: 'Starter' },
  { value: 'growth', label: 'Growth' },
];
const customers = [
  { value: 'nordic', label: 'Nordic Drinks' },
  { value: 'alpine', label: 'Alpine Waters' },
  { value: 'coastal', label: 'Coastal Brews' },
];
const billing = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** What the portal's server would receive, as text a test can read. */
function received(order: Order) {
  return JSON.stringify({
    ...order,
    shipOn: order.shipOn?.toString() ?? null,
    window: order.window?.end ? `${order.window.start}/${order.window.end}` : null,
    pickup: order.pickup?.toString().slice(0, 5) ?? null,
    dropOff: order.dropOff?.toString().slice(0, 5) ?? null,
    dock: order.dock.start && order.dock.end ? `${order.dock.start}/${order.dock.end}` : null,
    collection: order.collection?.toString() ?? null,
  });
}

export function NewOrder() {
  const [sent, setSent] = useState('');
  const { register, control, handleSubmit, formState } = useForm<Order>({
    defaultValues: {
      brand: '',
      notes: '',
      password: '',
      cases: Number.NaN,
      packaging: '',
      plan: '',
      billing: 'monthly',
      shipOn: null,
      window: null,
      pickup: null,
      dropOff: null,
      dock: { start: null, end: null },
      collection: null,
      terms: false,
      samples: false,
      customer: [],
      flavours: [],
      code: '',
    },
  });
  const { errors } = formState;
  const required = (message: string) => ({ required: message });
  return (
    // Laid out with the package alone (this portal has no Panda): a column of fields, two side by side from 768 px.
    <Stack asChild gap="5">
      <form aria-label="New order" noValidate onSubmit={handleSubmit((order) => setSent(received(order)))}>
        <Grid columns={{ base: 1, md: 2 }}>
          <TextField
            label="Brand"
            required
            {...register('brand', required('Enter the brand.'))}
            errorText={errors.brand?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...register('password', required('Enter your password.'))}
            errorText={errors.password?.message}
          />
        </Grid>
        <TextareaField
          label="Notes"
          maxLength={200}
          {...register('notes', required('Tell us what the label says.'))}
          errorText={errors.notes?.message}
        />
        <Controller
          name="cases"
          control={control}
          rules={{ validate: (cases) => !Number.isNaN(cases) || 'Enter how many cases.' }}
          render={({ field, fieldState }) => (
            <NumberInput
              label="Cases"
              name={field.name}
              min={1}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="packaging"
          control={control}
          rules={required('Choose a packaging.')}
          render={({ field, fieldState }) => (
            <Select
              label="Packaging"
              items={packaging}
              name={field.name}
              value={field.value || null}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="plan"
          control={control}
          rules={required('Choose a plan.')}
          render={({ field, fieldState }) => (
            <RadioGroup
              label="Plan"
              items={plans}
              name={field.name}
              value={field.value || null}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="billing"
          control={control}
          render={({ field }) => (
            <SegmentGroup label="Billing" items={billing} name={field.name} value={field.value} onValueChange={field.onChange} />
          )}
        />
        <Controller
          name="shipOn"
          control={control}
          rules={{ validate: (date) => date !== null || 'Choose a shipping date.' }}
          render={({ field, fieldState }) => (
            <DatePicker
              label="Shipping date"
              mode="popover"
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="window"
          control={control}
          rules={{ validate: (range) => Boolean(range?.end) || 'Choose a delivery window.' }}
          render={({ field, fieldState }) => (
            <DateRangePicker
              label="Delivery window"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="pickup"
          control={control}
          rules={{ validate: (time) => Boolean(time) || 'Choose a pickup time.' }}
          render={({ field, fieldState }) => (
            <TimeField
              label="Pickup time"
              name={field.name}
              hourCycle={24}
              step={30}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="dropOff"
          control={control}
          rules={{ validate: (time) => Boolean(time) || 'Choose a drop-off time.' }}
          render={({ field, fieldState }) => (
            <TimePicker
              label="Drop-off time"
              name={field.name}
              hourCycle={24}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="dock"
          control={control}
          rules={{ validate: (dock) => Boolean(dock.start && dock.end) || 'Choose the dock window.' }}
          render={({ field, fieldState }) => (
            <TimeRangeField
              label="Dock window"
              name={field.name}
              hourCycle={24}
              step={30}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="collection"
          control={control}
          rules={{ validate: (moment) => Boolean(moment) || 'Choose when to collect.' }}
          render={({ field, fieldState }) => (
            <DateTimePicker
              label="Collection"
              name={field.name}
              hourCycle={24}
              timeZone="Europe/Stockholm"
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="customer"
          control={control}
          rules={{ validate: (chosen) => chosen.length > 0 || 'Choose a customer.' }}
          render={({ field, fieldState }) => (
            <Combobox
              label="Customer"
              items={customers}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="flavours"
          control={control}
          rules={{ validate: (tags) => tags.length > 0 || 'Add at least one flavour.' }}
          render={({ field, fieldState }) => (
            <TagsInput
              label="Flavours"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="code"
          control={control}
          rules={{ validate: (code) => code.length === 6 || 'Enter the 6-digit code.' }}
          render={({ field, fieldState }) => (
            <PinInput
              label="Confirmation code"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="terms"
          control={control}
          rules={{ validate: (terms) => terms || 'Accept the terms to order.' }}
          render={({ field, fieldState }) => (
            <Checkbox
              name={field.name}
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              errorText={fieldState.error?.message}
            >
              I accept the terms
            </Checkbox>
          )}
        />
        <Controller
          name="samples"
          control={control}
          render={({ field }) => (
            <Switch name={field.name} checked={field.value} onCheckedChange={({ checked }) => field.onChange(checked)}>
              Send samples first
            </Switch>
          )}
        />
        <Button type="submit">Place order</Button>
        <output aria-label="Received">{sent}</output>
      </form>
    </Stack>
  );
}

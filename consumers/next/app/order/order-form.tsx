'use client';
// The package's form controls in a plain <form> whose action is a Server Action: each control submits
// its value under its name, and the page lists what the server received.
import {
  Button,
  Checkbox,
  Combobox,
  DateRangePicker,
  NumberInput,
  PasswordInput,
  PinInput,
  RadioGroup,
  SegmentGroup,
  Select,
  Switch,
  TagsInput,
  TextareaField,
  TextField,
} from '@labelport/ui';
import { useActionState } from 'react';
import { placeOrder } from './actions';

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
];
const billing = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

export function OrderForm() {
  const [received, action, pending] = useActionState(placeOrder, null);
  return (
    <>
      <form action={action} aria-label="Order">
        <TextField label="Brand" name="brand" required />
        <TextareaField label="Notes" name="notes" maxLength={200} />
        <PasswordInput label="Password" name="password" autoComplete="current-password" />
        <NumberInput label="Cases" name="cases" min={1} defaultValue={1200} />
        <Select label="Packaging" name="packaging" items={packaging} />
        <RadioGroup label="Plan" name="plan" items={plans} defaultValue="starter" />
        <SegmentGroup label="Billing" name="billing" items={billing} defaultValue="monthly" />
        <DateRangePicker label="Delivery window" name="window" />
        <Combobox label="Customer" name="customer" items={customers} />
        <TagsInput label="Flavours" name="flavours" />
        <PinInput label="Confirmation code" name="code" />
        <Checkbox name="terms" value="accepted">
          I accept the terms
        </Checkbox>
        <Switch name="samples" value="yes">
          Send samples first
        </Switch>
        <Button type="submit" disabled={pending}>
          Place order
        </Button>
      </form>
      {received && (
        <dl aria-label="Received">
          {received.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

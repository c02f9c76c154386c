// A plain <form>: each control submits its value under its `name`, as inputs do. Read it with FormData on
// submit, or post it to a Server Action with <form action={…}>.

import type { FormEvent } from 'react';
import { Button, Checkbox, DateRangePicker, NumberInput, RadioGroup, Select, TextField, Time, TimeField } from '../../../src';

const packaging = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass' },
];
const plans = [
  { value: 'starter', label: 'Starter' },
  { value: 'growth', label: 'Growth' },
];

export function NativeOrderForm({ onSend }: { onSend: (entries: [string, FormDataEntryValue][]) => void }) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend([...new FormData(event.currentTarget).entries()]);
  };
  return (
    <form aria-label="New order" onSubmit={send} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextField label="Brand" name="brand" required defaultValue="Fizz" />
      <NumberInput label="Cases" name="cases" min={1} defaultValue={1200} />
      <Select label="Packaging" name="packaging" items={packaging} defaultValue="glass" />
      <RadioGroup label="Plan" name="plan" items={plans} defaultValue="growth" />
      <DateRangePicker label="Delivery window" name="window" />
      <TimeField label="Pickup time" name="pickup" defaultValue={new Time(9, 30)} step={30} />
      <Checkbox name="terms" value="accepted" defaultChecked>
        I accept the terms
      </Checkbox>
      <Button type="submit">Place order</Button>
    </form>
  );
}

// A 'New Order' form in a dialog, as a portal writes one: useForm holds the values and the problems,
// FormDialog shows them. This file is the FormDialog docs' copyable example, shown as it is, and
// consumers/types compiles the same file against the packed package.
import { Button, DatePicker, type DatePickerProps, FormDialog, Select, TextField, useForm } from '@labelport/ui';

interface Order {
  packageType: string;
  shippingDate: DatePickerProps['value'];
  reference: string;
}

const PACKAGE_TYPES = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass' },
];

export function NewOrderDialog({ onSubmit }: { onSubmit: (order: Order) => void | Promise<void> }) {
  const form = useForm<Order>({
    initialValues: { packageType: '', shippingDate: null, reference: '' },
    validate: ({ packageType, shippingDate, reference }) => ({
      packageType: packageType ? undefined : 'Choose a package type.',
      shippingDate: shippingDate ? undefined : 'Choose a shipping date.',
      reference: reference.trim() ? undefined : 'Enter your reference.',
    }),
    onSubmit,
    // Empty again for the next order once this one is saved.
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="New Order" submitLabel="Save Order" trigger={<Button>New Order</Button>}>
      <Select
        label="Package Type"
        name="packageType"
        required
        items={PACKAGE_TYPES}
        value={form.values.packageType}
        onValueChange={(value) => form.setValue('packageType', value)}
        errorText={form.errors.packageType}
      />
      <DatePicker
        mode="popover"
        label="Shipping date"
        name="shippingDate"
        required
        value={form.values.shippingDate}
        onValueChange={(date) => form.setValue('shippingDate', date)}
        errorText={form.errors.shippingDate}
      />
      <TextField {...form.input('reference')} label="Reference" required errorText={form.errors.reference} />
    </FormDialog>
  );
}

// A shipment booked in a dialog, as a portal writes one: useForm holds the chosen values and the problems,
// each Combobox shows its own, and FormDialog focuses the first invalid one. The Combobox stories render
// it, and 'Show code' shows this file as it is.
import { Button, Combobox, type ComboboxOption, FormDialog, useForm } from '@labelport/ui';

export const destinations: ComboboxOption[] = [
  { value: 'goteborg', label: 'Göteborg' },
  { value: 'koln', label: 'Köln' },
  { value: 'lyon', label: 'Lyon' },
  { value: 'malmo', label: 'Malmö' },
  { value: 'munchen', label: 'München' },
  { value: 'paris', label: 'Paris' },
  { value: 'stockholm', label: 'Stockholm' },
  { value: 'zurich', label: 'Zürich' },
];

export const packaging: ComboboxOption[] = [
  { value: 'cans', label: 'Cans', group: 'Beverages' },
  { value: 'petBottle', label: 'PET Bottle', group: 'Beverages' },
  { value: 'glass', label: 'Glass', group: 'Beverages' },
  { value: 'sachets', label: 'Sachets', group: 'Supplements' },
  { value: 'tubs', label: 'Tubs', group: 'Supplements' },
  { value: 'blister', label: 'Blister packs', group: 'Supplements', disabled: true },
];

export interface Shipment {
  destination: string[];
  packaging: string[];
}

// One object for every render: useForm compares initial values field by field.
const EMPTY_SHIPMENT: Shipment = { destination: [], packaging: [] };

export interface ShipmentDialogProps {
  onSubmit: (shipment: Shipment) => void | Promise<void>;
}

export function ShipmentDialog({ onSubmit }: ShipmentDialogProps) {
  const form = useForm<Shipment>({
    initialValues: EMPTY_SHIPMENT,
    validate: ({ destination, packaging: chosen }) => ({
      destination: destination.length ? undefined : 'Choose where the shipment goes.',
      packaging: chosen.length ? undefined : 'Choose at least one packaging.',
    }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="New shipment" submitLabel="Book" trigger={<Button>New shipment</Button>}>
      <Combobox
        label="Destination"
        name="destination"
        required
        items={destinations}
        value={form.values.destination}
        onValueChange={(value) => form.setValue('destination', value)}
        errorText={form.errors.destination}
      />
      <Combobox
        label="Packaging"
        name="packaging"
        required
        multiple
        items={packaging}
        value={form.values.packaging}
        onValueChange={(value) => form.setValue('packaging', value)}
        errorText={form.errors.packaging}
      />
    </FormDialog>
  );
}

// A reorder with a NumberInput of cases, a TextareaField and a PasswordInput, as a portal writes it twice: in
// a plain <form>, whose FormData holds the number as plain digits ('1200'), and in a FormDialog with useForm,
// where the number is a number (NaN while empty) and the first problem gets the focus.
import { Button, FormDialog, NumberInput, PasswordInput, TextareaField, useForm } from '@labelport/ui';

export interface Reorder {
  cases: number;
  notes: string;
  password: string;
}

export interface ReorderProps {
  onSubmit: (reorder: Reorder) => void | Promise<void>;
}

export function ReorderForm({ onSubmit }: ReorderProps) {
  return (
    <form
      aria-label="Reorder"
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start', maxWidth: '28rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({ cases: Number(data.get('cases')), notes: String(data.get('notes')), password: String(data.get('password')) });
      }}
    >
      <NumberInput label="Cases" name="cases" min={1} max={5000} defaultValue={1200} />
      <TextareaField label="Notes" name="notes" maxLength={200} defaultValue="Same label as last time." />
      <PasswordInput label="Password" name="password" autoComplete="current-password" />
      <Button type="submit">Send reorder</Button>
    </form>
  );
}

// One object for every render: useForm compares initial values field by field.
const EMPTY_REORDER: Reorder = { cases: Number.NaN, notes: '', password: '' };

export function ReorderDialog({ onSubmit }: ReorderProps) {
  const form = useForm<Reorder>({
    initialValues: EMPTY_REORDER,
    validate: ({ cases, notes, password }) => ({
      cases: Number.isNaN(cases) ? 'Enter how many cases you need.' : undefined,
      notes: notes.trim() ? undefined : 'Tell us what the label should say.',
      password: password ? undefined : 'Enter your password to confirm.',
    }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Reorder" submitLabel="Send" trigger={<Button>Reorder in a dialog</Button>}>
      <NumberInput
        label="Cases"
        name="cases"
        required
        min={1}
        max={500}
        value={form.values.cases}
        onValueChange={(cases) => form.setValue('cases', cases)}
        errorText={form.errors.cases}
      />
      <TextareaField label="Notes" required maxLength={200} {...form.input('notes')} errorText={form.errors.notes} />
      <PasswordInput
        label="Password"
        required
        autoComplete="current-password"
        {...form.input('password')}
        errorText={form.errors.password}
      />
    </FormDialog>
  );
}

// A quote request with a CheckboxGroup of services and a terms Checkbox, as a portal writes it twice: in a
// plain <form>, where the browser checks `required` and FormData holds one `services` pair per checked box,
// and in a FormDialog with useForm, which checks the same in `validate` and focuses the first problem.
import { Button, Checkbox, CheckboxGroup, type CheckboxGroupOption, FormDialog, useForm } from '@labelport/ui';

const SERVICES: CheckboxGroupOption[] = [
  { value: 'design', label: 'Label design' },
  { value: 'printing', label: 'Label printing' },
  { value: 'filling', label: 'Filling' },
  { value: 'storage', label: 'Storage' },
];

export interface QuoteRequest {
  services: string[];
  terms: boolean;
}

export interface QuoteRequestProps {
  onSubmit: (request: QuoteRequest) => void | Promise<void>;
}

export function QuoteRequestForm({ onSubmit }: QuoteRequestProps) {
  return (
    <form
      aria-label="Quote request"
      style={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({ services: data.getAll('services').map(String), terms: data.get('terms') === 'accepted' });
      }}
    >
      <CheckboxGroup legend="Services" name="services" items={SERVICES} required max={2} />
      <Checkbox name="terms" value="accepted" required>
        I accept the terms of delivery
      </Checkbox>
      <Button type="submit">Send request</Button>
    </form>
  );
}

// One object for every render: useForm compares initial values field by field.
const EMPTY_REQUEST: QuoteRequest = { services: [], terms: false };

export function QuoteRequestDialog({ onSubmit }: QuoteRequestProps) {
  const form = useForm<QuoteRequest>({
    initialValues: EMPTY_REQUEST,
    validate: ({ services, terms }) => ({
      // Any text stops the submit; the group, marked `invalid`, shows its own 'Choose at least 1 option.'
      services: services.length >= 1 ? undefined : 'min',
      terms: terms ? undefined : 'Accept the terms to send the request.',
    }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Request a Quote" submitLabel="Send" trigger={<Button>Request a Quote</Button>}>
      <CheckboxGroup
        legend="Services"
        name="services"
        items={SERVICES}
        required
        max={2}
        value={form.values.services}
        onValueChange={(services) => form.setValue('services', services)}
        invalid={form.errors.services !== undefined}
      />
      <Checkbox
        name="terms"
        required
        checked={form.values.terms}
        onCheckedChange={({ checked }) => form.setValue('terms', checked === true)}
        errorText={form.errors.terms}
      >
        I accept the terms of delivery
      </Checkbox>
    </FormDialog>
  );
}

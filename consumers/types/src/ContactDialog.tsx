// A contact form in a dialog, as a portal writes one: useForm holds the values and the problems, FormDialog
// shows them. The FormDialog stories render it, and 'Show code' shows this file as it is.
import { Button, FormDialog, TextField, useForm } from '@labelport/ui';

export interface Contact {
  name: string;
  email: string;
}

export interface ContactDialogProps {
  onSubmit: (contact: Contact) => void | Promise<void>;
  onOpenChange?: (details: { open: boolean }) => void;
}

export function ContactDialog({ onSubmit, onOpenChange }: ContactDialogProps) {
  const form = useForm<Contact>({
    initialValues: { name: '', email: '' },
    validate: ({ name, email }) => ({
      name: name.trim() ? undefined : 'Enter a name.',
      email: email.includes('@') ? undefined : 'Enter an e-mail address.',
    }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog
      form={form}
      title="Add Contact"
      description="Who should receive shipping updates?"
      submitLabel="Add Contact"
      trigger={<Button>Add Contact</Button>}
      onOpenChange={onOpenChange}
    >
      <TextField {...form.input('name')} label="Name" autoComplete="name" errorText={form.errors.name} />
      <TextField {...form.input('email')} label="Email" type="email" autoComplete="email" errorText={form.errors.email} />
    </FormDialog>
  );
}

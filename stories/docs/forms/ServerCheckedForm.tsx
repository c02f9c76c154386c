// Problems only the server can find (an email already registered), shown by their fields as the form's own.
// `via="action"` is a Next.js Server Action or a React Router action: `useActionState` holds its answer
// and `useForm` takes it as `errors`. `via="onSubmit"` is a fetch: `onSubmit` resolves to the problems.
import { startTransition, useActionState } from 'react';
import { Button, type FormErrors, TextField, useForm } from '../../../src';

interface Signup {
  company: string;
  email: string;
}

const EMPTY: Signup = { company: '', email: '' };

/** What the server answers: the problems it found, or none once it has saved the signup. */
async function register(signup: Signup): Promise<FormErrors<Signup>> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return signup.email.trim().toLowerCase() === 'taken@example.com' ? { email: 'This email already has an account.' } : {};
}

export function ServerCheckedForm({ via, onSaved }: { via: 'action' | 'onSubmit'; onSaved: (signup: Signup) => void }) {
  const [answer, act] = useActionState(async (_: FormErrors<Signup>, signup: Signup) => {
    const errors = await register(signup);
    if (Object.keys(errors).length === 0) onSaved(signup);
    return errors;
  }, {});
  const form = useForm<Signup>({
    initialValues: EMPTY,
    validate: (signup) => ({ company: signup.company.trim() ? undefined : 'Enter the company.' }),
    errors: via === 'action' ? answer : undefined,
    onSubmit:
      via === 'action'
        ? (signup) => startTransition(() => act(signup))
        : async (signup) => {
            const errors = await register(signup);
            if (Object.keys(errors).length === 0) onSaved(signup);
            return errors;
          },
  });
  return (
    <form aria-label="Sign up" {...form.formProps} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextField label="Company" required {...form.input('company')} errorText={form.errors.company} />
      <TextField label="Email" type="email" required {...form.input('email')} errorText={form.errors.email} />
      <Button type="submit">Sign up</Button>
    </form>
  );
}

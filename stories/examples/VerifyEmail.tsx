// A 6-digit code from an email, checked with useForm: a short code is refused with the message by the field and
// the focus on the first cell to fill. Storybook's 'Show code' on PinInput › With Use Form shows this file as it is.
import { Button, PinInput, useForm } from '@labelport/ui';

// One object for every render: useForm compares initial values field by field.
const NO_CODE = { code: '' };

export interface VerifyEmailProps {
  /** Called with the full code. */
  onVerify: (code: string) => Promise<void> | void;
}

export function VerifyEmail({ onVerify }: VerifyEmailProps) {
  const form = useForm({
    initialValues: NO_CODE,
    validate: ({ code }) => ({ code: code.length === 6 ? undefined : 'Enter the 6-digit code from the email.' }),
    onSubmit: ({ code }) => onVerify(code),
  });
  return (
    <form aria-label="Verify email" style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }} {...form.formProps}>
      <PinInput
        label="Verification code"
        name="code"
        required
        otp
        value={form.values.code}
        onValueChange={(code) => form.setValue('code', code)}
        errorText={form.errors.code}
      />
      <Button type="submit">Verify</Button>
    </form>
  );
}

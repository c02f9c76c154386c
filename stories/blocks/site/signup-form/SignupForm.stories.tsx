import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { privacyHref, termsHref } from '../../../../app/data/site';
import { SignupBenefits, SignupForm } from '../../../../src';

const meta = {
  title: 'Blocks/Site/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn(), onProviderClick: fn(), termsHref, privacyHref },
  parameters: {
    docs: {
      description: {
        component:
          '‘Create Your Account’: full name, e-mail, password and company, all required. The form is named by its heading. On submit every problem gets a message under its field (linked with `aria-describedby`, the input gets `aria-invalid`), focus moves to the first problem and nothing typed is lost; a message goes away once its field is fixed. A valid form calls `onSubmit` and confirms in a status message (announced politely). The password is masked; ‘Show password’ is a toggle button (`aria-pressed`). Google and Microsoft report `onProviderClick` (the reference app says in a toast that they are not connected yet); without it they are not shown. `SignupBenefits` is the titled benefit list beside it.',
      },
    },
  },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Create Your Account' })).toBeVisible();
    for (const name of ['Full Name', 'Email', 'Password', 'Company Name']) {
      const input = canvas.getByLabelText(new RegExp(`^${name}`));
      await expect(input).toBeRequired();
      await expect(input).toHaveValue('');
    }
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', termsHref);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', privacyHref);
  },
};

export const MissingValues: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anna@nordfrakt');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const name = canvas.getByLabelText(/^Full Name/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter your full name/);
    await expect(name).toHaveFocus();
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    // Nothing typed is lost.
    await expect(email).toHaveValue('anna@nordfrakt');
    await expect(canvas.getByText('Enter a password.')).toBeVisible();
    await expect(canvas.getByText('Enter your company name.')).toBeVisible();

    // Fixing a field removes its message at once.
    await userEvent.type(name, 'Anna Svensson');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Enter your full name.')).toBeNull();
    await expect(canvas.getByText('Enter your company name.')).toBeVisible();
  },
};

export const FirstInvalidGetsFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Anna Svensson');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anna@nordfrakt.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const portalRef = createRef<HTMLFormElement>();

/** A portal may pass its own `ref`: it gets the form, and focus still moves to the first problem. */
export const WithPortalRef: Story = {
  args: { ref: portalRef },
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        // What a portal writes: its own ref (the story's is shared with its test).
        code: `function SignupPage() {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <SignupForm
      ref={formRef}
      termsHref="mailto:legal@labelport.example?subject=Terms%20of%20Service"
      privacyHref="mailto:legal@labelport.example?subject=Privacy%20Policy"
      onSubmit={(account) => fetch('/api/signup', { method: 'POST', body: JSON.stringify(account) })}
      onProviderClick={(provider) => window.location.assign(\`/auth/\${provider.toLowerCase()}\`)}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(portalRef.current).toBe(canvas.getByRole('form', { name: 'Create Your Account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveFocus();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Full Name/), '  Anna Svensson ');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anna@nordfrakt.se');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'hunter22');
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Nordfrakt');

    // Show and hide the password.
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Anna Svensson',
      email: 'anna@nordfrakt.se',
      password: 'hunter22',
      company: 'Nordfrakt',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks, Anna Svensson! Your account details were received.');
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('Nordfrakt');
  },
};

/** A double click on 'Create Account' sends the account once; after a change, a new submit counts again. */
export const DoubleClickSubmitsOnce: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Anna Svensson');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anna@nordfrakt.se');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'hunter22');
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Nordfrakt');
    const submit = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.dblClick(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Enter again with nothing changed does nothing more either.
    await userEvent.type(canvas.getByLabelText(/^Company Name/), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks, Anna Svensson! Your account details were received.');

    await userEvent.type(canvas.getByLabelText(/^Company Name/), ' AB');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ company: 'Nordfrakt AB' }));
  },
};

export const ProviderButtons: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Or continue with')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onProviderClick).toHaveBeenLastCalledWith('Google');
    await userEvent.click(canvas.getByRole('button', { name: 'Microsoft' }));
    await expect(args.onProviderClick).toHaveBeenLastCalledWith('Microsoft');
  },
};

/** Without `onProviderClick` there is nothing to continue with. */
export const WithoutProviders: Story = {
  args: { onProviderClick: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Or continue with')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Google' })).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Konto erstellen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konto erstellen' }));
    await expect(canvas.getByText('Geben Sie Ihren vollständigen Namen ein.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible();
  },
};

export const Benefits: Story = {
  render: () => (
    <SignupBenefits
      title="What you get"
      benefits={[
        '14-day free trial with all features',
        'No credit card required to start',
        'Cancel anytime with no obligations',
        'Personalized onboarding assistance',
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What you get' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      '14-day free trial with all features',
      'No credit card required to start',
      'Cancel anytime with no obligations',
      'Personalized onboarding assistance',
    ]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordInput } from '../../../src';

const meta = {
  title: 'Components/Forms/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', onVisibilityChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A password with a button that shows and hides it (Ark's password input), named 'Show password' or 'Hide password' in the page's language; unlike Ark's, the button is in the tab order and Enter or Space toggles it. `autoComplete` is `current-password` on a sign-in form and `new-password` where one is chosen, so password managers fill or suggest the right one. Label, required mark, helper and error text are the Field's, as in TextField.",
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typed hidden; the button shows it (and is then named 'Hide password'), and hides it again, by pointer and
 * by keyboard. The box keeps `autocomplete="current-password"` and its name.
 */
export const Toggle: Story = {
  args: { helperText: 'At least 12 characters.' },
  play: async ({ args, canvas }) => {
    // A password box has no role: find it by its label.
    const box = canvas.getByLabelText('Password');
    await expect(box).toHaveAttribute('type', 'password');
    await expect(box).toHaveAttribute('autocomplete', 'current-password');
    await expect(box).toHaveAttribute('name', 'password');
    await expect(box).toHaveAccessibleDescription('At least 12 characters.');
    await userEvent.type(box, 'hunter2-labels');
    await expect(box).toHaveValue('hunter2-labels');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(box).toHaveAttribute('type', 'text'));
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(box).toHaveValue('hunter2-labels');

    // From the keyboard: Tab reaches the button, Enter hides the password again.
    await userEvent.click(box);
    await userEvent.tab();
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveAttribute('type', 'password'));
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(false);
    await expect(box).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** A new password, required and invalid, in German: the button's name and the error are read with the box. */
export const NewPasswordInvalidGerman: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Neues Passwort',
    autoComplete: 'new-password',
    required: true,
    errorText: 'Mindestens 12 Zeichen.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText(/^Neues Passwort/);
    await expect(box).toHaveAttribute('autocomplete', 'new-password');
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Mindestens 12 Zeichen.');
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingsTabs, toaster } from '../../../../src';
import { expectUniqueIds } from '../../../support/ids';
import { focusInside, focusReturnedTo } from '../../../support/overlay';

const KEY = 'labelport:settings:story';

const meta = {
  title: 'Blocks/Dashboard/SettingsTabs',
  component: SettingsTabs,
  args: { storageKey: KEY, defaultInvoiceEmail: 'billing@nordicrefreshments.se', onDeleteAccount: fn() },
  beforeEach: async () => {
    localStorage.removeItem(KEY);
    // Toasts of earlier stories would match the same text: start each story without any.
    await clearToasts();
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Settings page in four tabs (Appearance first). The tab list follows the WAI-ARIA tabs pattern: arrow keys move between tabs, Home/End jump, Tab moves into the panel. Appearance: a "Dark Mode" switch bound to the theme, with a live preview. Notifications: e-mail and SMS switches (on at first) and a save button that confirms with a toast. Billing: the saved card ("Visa ending 4242, expires 12/28") with an "Update" button that opens a dialog with a validated card form (number with checksum, expiry MM/YY not in the past, 3–4 digit code); the invoice e-mail (validated, with the message next to the field); the monthly statement switch (on at first); a save button with a toast. Account: "Change Password" opens a dialog with current, new and confirm fields (required, at least 8 characters, different from the current one, confirmation matching); "Delete Account" asks in an alertdialog titled "Are you sure?" and confirming shows the destructive toast. Dialogs trap focus and return it to the button that opened them. Every value is kept in localStorage (`labelport:settings`).',
      },
    },
  },
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dismisses every toast, including one an earlier story created a moment ago, and waits until all are gone. */
async function clearToasts() {
  await new Promise((resolve) => setTimeout(resolve, 100));
  toaster.dismiss();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull(), {
    timeout: 3000,
  });
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

export const Appearance: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Appearance', 'Notifications', 'Billing', 'Account']);
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    const dark = canvas.getByRole('switch', { name: 'Dark Mode' });
    const root = canvasElement.ownerDocument.documentElement;
    const startedDark = root.classList.contains('dark');
    await expect(dark).toHaveProperty('checked', startedDark);
    await expect(canvas.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await userEvent.click(dark);
    await waitFor(() => expect(root.classList.contains('dark')).toBe(!startedDark));
    await expect(canvas.getByText(startedDark ? 'Currently: Light Mode' : 'Currently: Dark Mode')).toBeVisible();
    await userEvent.click(dark);
    await waitFor(() => expect(root.classList.contains('dark')).toBe(startedDark));
  },
};

export const Notifications: Story = {
  args: { defaultTab: 'notifications' },
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('switch', { name: 'Email Notifications' });
    const sms = canvas.getByRole('switch', { name: 'SMS Notifications' });
    await expect(email).toBeChecked();
    await expect(sms).toBeChecked();
    await userEvent.click(sms);
    await expect(sms).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Notification Preferences' }));
    await expect(
      await body(canvasElement).findAllByText('Notification preferences saved', {}, { timeout: 4000 }),
    ).not.toHaveLength(0);
    await expect(stored()).toMatchObject({ notifications: { email: true, sms: false } });
  },
};

export const Billing: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Visa ending 4242, expires 12/28')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Monthly Statement' })).toBeChecked();
    const email = canvas.getByRole('textbox', { name: 'Invoice Email' });
    await expect(email).toHaveValue('billing@nordicrefreshments.se');
    await userEvent.clear(email);
    await userEvent.type(email, 'invoices@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Billing Preferences' }));
    await expect(canvas.getByText('Enter a valid e-mail address, for example name@company.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(stored()).toBeNull();

    await userEvent.type(email, 'nordicrefreshments.se');
    await userEvent.click(canvas.getByRole('switch', { name: 'Monthly Statement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Billing Preferences' }));
    await expect(await body(canvasElement).findAllByText('Billing preferences saved', {}, { timeout: 4000 })).not.toHaveLength(0);
    await expect(stored()).toMatchObject({
      billing: { invoiceEmail: 'invoices@nordicrefreshments.se', monthlyStatement: false },
    });
  },
};

export const UpdateCard: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvas, canvasElement }) => {
    const update = canvas.getByRole('button', { name: 'Update payment card' });
    await userEvent.click(update);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Update Card' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(d.getByText('Enter the card number.')).toBeVisible();
    await expect(d.getByText('Enter the expiry date.')).toBeVisible();
    await expect(d.getByText('Enter the security code.')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Card number' })).toHaveFocus();

    await userEvent.type(d.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await userEvent.type(d.getByRole('textbox', { name: /Expiry date/ }), '1/30');
    await userEvent.type(d.getByRole('textbox', { name: /Security code/ }), '12');
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(d.getByText('This card number is not valid. Check the digits.')).toBeVisible();
    await expect(d.getByText('Write the expiry date as MM/YY, for example 08/29.')).toBeVisible();
    await expect(d.getByText('The security code is 3 or 4 digits.')).toBeVisible();

    const number = d.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, '5555 5555 5555 4444');
    const expiry = d.getByRole('textbox', { name: /Expiry date/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '03/31');
    await userEvent.type(d.getByRole('textbox', { name: /Security code/ }), '3');
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(await body(canvasElement).findAllByText('Card updated', {}, { timeout: 4000 })).not.toHaveLength(0);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Update Card' })).toBeNull());
    await expect(canvas.getByText('Mastercard ending 4444, expires 03/31')).toBeVisible();
    await expect(stored()).toMatchObject({
      billing: { card: { brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2031 } },
    });
    await waitFor(() => expect(update).toHaveFocus());
  },
};

export const ChangePassword: Story = {
  args: { defaultTab: 'account' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change Password' });
    await focusInside(dialog);
    const d = within(dialog);
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(d.getByText('Enter your current password.')).toBeVisible();
    await expect(d.getByText('Enter a new password.')).toBeVisible();
    await expect(d.getByText('Repeat the new password.')).toBeVisible();

    await userEvent.type(field('current'), 'old-secret');
    await userEvent.type(field('next'), 'short');
    await userEvent.type(field('confirm'), 'other');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(d.getByText('The new password needs at least 8 characters.')).toBeVisible();
    await expect(d.getByText('The passwords do not match.')).toBeVisible();

    await userEvent.clear(field('next'));
    await userEvent.type(field('next'), 'old-secret');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(d.getByText('The new password must be different from the current one.')).toBeVisible();

    await userEvent.clear(field('next'));
    await userEvent.type(field('next'), 'new-secret-1');
    await userEvent.clear(field('confirm'));
    await userEvent.type(field('confirm'), 'new-secret-1');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(await body(canvasElement).findAllByText('Password changed', {}, { timeout: 4000 })).not.toHaveLength(0);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Change Password' })).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'Change Password' }));
  },
};

export const DeleteAccount: Story = {
  args: { defaultTab: 'account' },
  play: async ({ canvas, canvasElement, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete Account' });
    await userEvent.click(remove);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This action cannot be undone.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expect(args.onDeleteAccount).toHaveBeenCalled();
    const toasts = await body(canvasElement).findAllByText(
      /This action cannot be undone/,
      { selector: '[data-part="description"]' },
      { timeout: 4000 },
    );
    await expect(toasts).not.toHaveLength(0);
  },
};

export const KeyboardDeleteAccount: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const account = canvas.getByRole('tab', { name: 'Account' });
    await waitFor(() => expect(account).toHaveFocus());
    // Focus moves at once; the selection that follows it is rendered a moment later.
    await waitFor(() => expect(account).toHaveAttribute('aria-selected', 'true'));
    // Tab on into the panel until Delete Account (past the panel and Change Password).
    const remove = await canvas.findByRole('button', { name: 'Delete Account' });
    for (let i = 0; i < 5 && canvasElement.ownerDocument.activeElement !== remove; i++) await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteAccount).toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await focusReturnedTo(remove);
  },
};

export const RestoredAfterReload: Story = {
  args: { defaultTab: 'billing' },
  beforeEach: () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        notifications: { email: false, sms: true },
        billing: {
          invoiceEmail: 'saved@example.com',
          monthlyStatement: false,
          card: { brand: 'Visa', last4: '1881', expMonth: 7, expYear: 2029 },
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visa ending 1881, expires 07/29')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Invoice Email' })).toHaveValue('saved@example.com');
    await expect(canvas.getByRole('switch', { name: 'Monthly Statement' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'SMS Notifications' })).toBeChecked();
  },
};

/** What another open tab's save looks like to this one: the stored value changes and a storage event arrives. */
function saveInAnotherTab(value: unknown) {
  localStorage.setItem(KEY, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
}

/** Another tab saves: a form nobody has touched here follows it; one with edits keeps them. */
export const FollowsAnotherTab: Story = {
  args: { defaultTab: 'notifications' },
  play: async ({ canvas }) => {
    const sms = canvas.getByRole('switch', { name: 'SMS Notifications' });
    await expect(sms).toBeChecked();
    saveInAnotherTab({ notifications: { email: true, sms: false } });
    await waitFor(() => expect(sms).not.toBeChecked());

    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    const email = canvas.getByRole('textbox', { name: 'Invoice Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mine@example.com');
    saveInAnotherTab({
      notifications: { email: true, sms: false },
      billing: {
        invoiceEmail: 'theirs@example.com',
        monthlyStatement: false,
        card: { brand: 'Visa', last4: '1881', expMonth: 7, expYear: 2029 },
      },
    });
    // The saved card is shown as stored, so it follows; the edited invoicing form keeps what was typed.
    await expect(await canvas.findByText('Visa ending 1881, expires 07/29')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Monthly Statement' })).toBeChecked();
    await expect(email).toHaveValue('mine@example.com');
  },
};

export const French: Story = {
  args: { defaultTab: 'billing' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Facturation' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Visa se terminant par 4242, expire le 12/28')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer les préférences de facturation' })).toBeVisible();
  },
};

/** Two on one page: every label, heading and description still points at its own element. */
export const TwoOnOnePage: Story = {
  args: { defaultTab: 'billing' },
  // Two copies of the same settings give two landmarks of the same name, which axe rightly reports; a
  // portal would name each copy's context. Every other rule still runs.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <>
      <SettingsTabs {...args} />
      <SettingsTabs {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('region', { name: 'Payment Method' })).toHaveLength(2);
    await expectUniqueIds(canvasElement);
    for (const tab of canvas.getAllByRole('tab', { name: 'Account' })) await userEvent.click(tab);
    await expect(await canvas.findAllByRole('region', { name: 'Delete Account' })).toHaveLength(2);
    await expectUniqueIds(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AccountSettings, DEFAULT_SETTINGS, SettingsTabs, type SettingsTabsProps } from '../../../../src';
import { expectUniqueIds } from '../../../support/ids';
import { focusInside, focusReturnedTo } from '../../../support/overlay';

const SETTINGS: AccountSettings = {
  ...DEFAULT_SETTINGS,
  billing: { ...DEFAULT_SETTINGS.billing, invoiceEmail: 'billing@nordicrefreshments.se' },
};

const meta = {
  title: 'Blocks/Dashboard/SettingsTabs',
  component: SettingsTabs,
  args: {
    defaultSettings: SETTINGS,
    onSaveNotifications: fn(),
    onSaveBilling: fn(),
    onSaveCard: fn(),
    onChangePassword: fn(),
    onDeleteAccount: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Settings page in four tabs (Appearance first). The tab list follows the WAI-ARIA tabs pattern: arrow keys move between tabs, Home/End jump, Tab moves into the panel. Appearance: a "Dark Mode" switch bound to the theme, with a live preview. Notifications: e-mail and SMS switches and a save button. Billing: the saved card ("Visa ending 4242, expires 12/28") with an "Update" button that opens a dialog with a validated card form (number with checksum, expiry MM/YY not in the past, 3–4 digit code); the invoice e-mail (validated, with the message next to the field); the monthly statement switch; a save button. Account: "Change Password" opens a dialog with current, new and confirm fields (required, at least 8 characters, different from the current one, confirmation matching); "Delete Account" asks in an alertdialog titled "Are you sure?". Dialogs trap focus and return it to the button that opened them. The block keeps nothing and shows no toast: it takes `settings` (or `defaultSettings`) and reports each save through `onSaveNotifications`, `onSaveBilling`, `onSaveCard`, `onChangePassword` and `onDeleteAccount`; the page stores the values and confirms them. A callback may return a promise: the button is busy until it settles, and if it rejects, everything typed stays.',
      },
    },
  },
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Appearance: Story = {
  // The dark mode switch reads the theme in JavaScript: rendered and played in each theme.
  tags: ['theme-dependent'],
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
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('switch', { name: 'Email Notifications' });
    const sms = canvas.getByRole('switch', { name: 'SMS Notifications' });
    await expect(email).toBeChecked();
    await expect(sms).toBeChecked();
    await userEvent.click(sms);
    await expect(sms).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Notification Preferences' }));
    await expect(args.onSaveNotifications).toHaveBeenCalledOnce();
    await expect(args.onSaveNotifications).toHaveBeenCalledWith({ email: true, sms: false });
    // Saving again with nothing changed is a deliberate act, and counts.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Notification Preferences' }));
    await expect(args.onSaveNotifications).toHaveBeenCalledTimes(2);
  },
};

export const Billing: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Visa ending 4242, expires 12/28')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Monthly Statement' })).toBeChecked();
    const email = canvas.getByRole('textbox', { name: 'Invoice Email' });
    await expect(email).toHaveValue('billing@nordicrefreshments.se');
    await userEvent.clear(email);
    await userEvent.type(email, 'invoices@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Billing Preferences' }));
    await expect(canvas.getByText('Enter a valid e-mail address, for example name@company.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));
    await expect(email).toHaveFocus();
    await expect(args.onSaveBilling).not.toHaveBeenCalled();

    await userEvent.type(email, 'nordicrefreshments.se');
    await userEvent.click(canvas.getByRole('switch', { name: 'Monthly Statement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Billing Preferences' }));
    await expect(args.onSaveBilling).toHaveBeenCalledOnce();
    await expect(args.onSaveBilling).toHaveBeenCalledWith({
      invoiceEmail: 'invoices@nordicrefreshments.se',
      monthlyStatement: false,
    });
  },
};

export const UpdateCard: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvas, canvasElement, args }) => {
    const update = canvas.getByRole('button', { name: 'Update payment card' });
    await userEvent.click(update);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Update Card' });
    await focusInside(dialog);
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
    await expect(args.onSaveCard).not.toHaveBeenCalled();

    const number = d.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, '5555 5555 5555 4444');
    const expiry = d.getByRole('textbox', { name: /Expiry date/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '03/31');
    await userEvent.type(d.getByRole('textbox', { name: /Security code/ }), '3');
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(args.onSaveCard).toHaveBeenCalledOnce();
    await expect(args.onSaveCard).toHaveBeenCalledWith(
      { brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
      { number: '5555 5555 5555 4444', expiry: '03/31', cvc: '123' },
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Update Card' })).toBeNull());
    await expect(canvas.getByText('Mastercard ending 4444, expires 03/31')).toBeVisible();
    await focusReturnedTo(update);
  },
};

/** Makes the next card save fail, as a payment provider that does not answer. */
let failNextSave = false;

/**
 * The form mechanism every form shares, seen through the card dialog: a refused save puts focus on the first
 * field with a problem; a double click on a valid form saves once; a save that fails keeps the dialog open
 * with everything typed, and the next try goes through.
 */
export const CardSaveOnceAndRetry: Story = {
  args: {
    defaultTab: 'billing',
    onSaveCard: fn(() => {
      if (!failNextSave) return;
      failNextSave = false;
      return Promise.reject(new Error('The payment provider did not answer'));
    }),
  },
  beforeEach: () => {
    failNextSave = true;
  },
  play: async ({ canvas, canvasElement, args }) => {
    const update = canvas.getByRole('button', { name: 'Update payment card' });
    await userEvent.click(update);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Update Card' });
    await focusInside(dialog);
    const d = within(dialog);
    const number = d.getByRole('textbox', { name: 'Card number' });
    const expiry = d.getByRole('textbox', { name: /Expiry date/ });
    await userEvent.type(number, '5555 5555 5555 4444');
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(expiry).toHaveFocus();
    await expect(expiry).toHaveAccessibleDescription(expect.stringContaining('Enter the expiry date.'));
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(expiry, '03/31');
    await userEvent.type(d.getByRole('textbox', { name: /Security code/ }), '123');
    // The first try fails: the dialog stays, with what was typed, and the button can be pressed again.
    await userEvent.click(d.getByRole('button', { name: 'Save Card' }));
    await expect(args.onSaveCard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(d.getByRole('button', { name: 'Save Card' })).toBeEnabled());
    await expect(body(canvasElement).getByRole('dialog', { name: 'Update Card' })).toBeVisible();
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await expect(expiry).toHaveValue('03/31');

    await userEvent.dblClick(d.getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Update Card' })).toBeNull());
    await expect(args.onSaveCard).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('Mastercard ending 4444, expires 03/31')).toBeVisible();
    await focusReturnedTo(update);
  },
};

export const ChangePassword: Story = {
  args: { defaultTab: 'account' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change Password' });
    await focusInside(dialog);
    const d = within(dialog);
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(d.getByText('Enter your current password.')).toBeVisible();
    await expect(d.getByText('Enter a new password.')).toBeVisible();
    await expect(d.getByText('Repeat the new password.')).toBeVisible();
    await expect(field('current')).toHaveFocus();

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
    await expect(args.onChangePassword).not.toHaveBeenCalled();

    await userEvent.clear(field('next'));
    await userEvent.type(field('next'), 'new-secret-1');
    await userEvent.clear(field('confirm'));
    await userEvent.type(field('confirm'), 'new-secret-1');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current: 'old-secret',
      next: 'new-secret-1',
      confirm: 'new-secret-1',
    });
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
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
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

/** Saved settings passed in, as a page does after a reload: every tab shows them. */
export const RestoredAfterReload: Story = {
  args: {
    defaultTab: 'billing',
    settings: {
      notifications: { email: false, sms: true },
      billing: {
        invoiceEmail: 'saved@example.com',
        monthlyStatement: false,
        card: { brand: 'Visa', last4: '1881', expMonth: 7, expYear: 2029 },
      },
    },
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

/** Set by the FollowsAnotherTab story: changes the settings its page holds, as another tab's save would. */
let saveElsewhere: (settings: AccountSettings) => void = () => {};

/** A page that holds the settings, so they can change from outside the block. */
function HeldSettings(args: SettingsTabsProps) {
  const [settings, setSettings] = useState(SETTINGS);
  saveElsewhere = setSettings;
  return <SettingsTabs {...args} settings={settings} />;
}

/** Another tab saves: a form nobody has touched here follows the new value; one with edits keeps them. */
export const FollowsAnotherTab: Story = {
  args: { defaultTab: 'notifications' },
  render: (args) => <HeldSettings {...args} />,
  parameters: {
    docs: {
      source: {
        code: `import { type AccountSettings, DEFAULT_SETTINGS, repairAccountSettings, SettingsTabs, useStoredState } from '@labelport/ui';

const repair = (stored: unknown) => repairAccountSettings(stored, DEFAULT_SETTINGS);

// Settings kept in the browser with useStoredState, which follows the other open tabs: when one of them
// saves, a form nobody has touched here shows the new value, and one with edits keeps them.
export function SettingsPage() {
  const [settings, setSettings] = useStoredState<AccountSettings>('portal:settings', DEFAULT_SETTINGS, repair);
  return (
    <SettingsTabs
      settings={settings}
      defaultTab="notifications"
      onSaveNotifications={(notifications) => setSettings((current) => ({ ...current, notifications }))}
      onSaveBilling={(billing) => setSettings((current) => ({ ...current, billing: { ...current.billing, ...billing } }))}
      onSaveCard={(card) => setSettings((current) => ({ ...current, billing: { ...current.billing, card } }))}
    />
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    const sms = canvas.getByRole('switch', { name: 'SMS Notifications' });
    await expect(sms).toBeChecked();
    saveElsewhere({ ...SETTINGS, notifications: { email: true, sms: false } });
    await waitFor(() => expect(sms).not.toBeChecked());

    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    const email = canvas.getByRole('textbox', { name: 'Invoice Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mine@example.com');
    saveElsewhere({
      notifications: { email: true, sms: false },
      billing: {
        invoiceEmail: 'theirs@example.com',
        monthlyStatement: false,
        card: { brand: 'Visa', last4: '1881', expMonth: 7, expYear: 2029 },
      },
    });
    // The saved card is shown as saved, so it follows; the edited invoicing form keeps what was typed.
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

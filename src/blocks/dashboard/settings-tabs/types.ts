import type { AccountSettings } from '../../../domain/profile';

/** The four tabs of the Settings screen. */
export type SettingsTab = 'appearance' | 'notifications' | 'billing' | 'account';

/** The Notifications tab's values: the e-mail and SMS switches. */
export type NotificationSettings = AccountSettings['notifications'];

/** The Billing tab's invoicing form: the invoice e-mail (trimmed) and the monthly statement switch. */
export type BillingPreferences = Omit<AccountSettings['billing'], 'card'>;

/**
 * What a save callback returns: nothing when it is done at once, or a promise. While the promise is
 * pending the save button shows that it is busy; if it rejects (or the callback throws), the form keeps
 * everything as the user typed it, for another try, and the callback reports the failure.
 */
export type SaveResult = void | Promise<void>;

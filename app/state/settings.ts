import { type AccountSettings, DEFAULT_SETTINGS, repairAccountSettings, useStoredState } from '../../src';
import { sampleProfile } from '../data/profile';
import { STORAGE_KEYS } from './storage-keys';

/** Until the user saves an invoice e-mail, invoices go to the profile's e-mail. */
const INITIAL_SETTINGS: AccountSettings = {
  ...DEFAULT_SETTINGS,
  billing: { ...DEFAULT_SETTINGS.billing, invoiceEmail: sampleProfile.email },
};

/** The user's settings, kept in localStorage: they survive a reload and follow other open tabs. */
export function useStoredSettings() {
  return useStoredState<AccountSettings>(STORAGE_KEYS.settings, INITIAL_SETTINGS, (stored) =>
    repairAccountSettings(stored, INITIAL_SETTINGS),
  );
}

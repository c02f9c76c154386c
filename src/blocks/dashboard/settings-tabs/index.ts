export { SettingsTabs, type SettingsTabsProps } from './SettingsTabs';
export type { BillingPreferences, NotificationSettings, SaveResult, SettingsTab } from './types';

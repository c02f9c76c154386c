export { SETTINGS_STORAGE_KEY, type SettingsTab, SettingsTabs, type SettingsTabsProps } from './SettingsTabs';

import type { HTMLAttributes, RefAttributes } from 'react';
import { cx } from 'styled-system/css';
import { settingsTabs } from 'styled-system/recipes';
import { Tabs } from '../../../components/tabs';
import {
  type AccountSettings,
  type CardInput,
  DEFAULT_SETTINGS,
  type PasswordChange,
  type SavedCard,
} from '../../../domain/profile';
import { useControllableState } from '../../../lib/use-controllable-state';
import { useLanguage } from '../../language';
import { AccountPanel } from './AccountPanel';
import { AppearancePanel } from './AppearancePanel';
import { BillingPanel } from './BillingPanel';
import { NotificationsPanel } from './NotificationsPanel';
import type { BillingPreferences, NotificationSettings, SaveResult, SettingsTab } from './types';

export interface SettingsTabsProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue'>,
    RefAttributes<HTMLDivElement> {
  /** The tab open at first. Defaults to `appearance`, the first tab. */
  defaultTab?: SettingsTab;
  /**
   * The saved settings, when the page holds them (it saves what the callbacks report and passes the result
   * back). A form the user has not touched follows a new value; one with edits keeps them.
   */
  settings?: AccountSettings;
  /** The settings to start from when the page does not hold them; each save then updates the block's own copy. Defaults to DEFAULT_SETTINGS. */
  defaultSettings?: AccountSettings;
  /** Called with both notification switches when 'Save Notification Preferences' is pressed. */
  onSaveNotifications?: (notifications: NotificationSettings) => SaveResult;
  /** Called with the invoice e-mail (checked and trimmed) and the monthly statement switch on 'Save Billing Preferences'. */
  onSaveBilling?: (billing: BillingPreferences) => SaveResult;
  /**
   * Called with a valid new card from the 'Update Card' dialog: the card as shown and kept (brand, last four
   * digits, expiry; never the number or the code), and what was typed, for a payment provider. The dialog
   * closes when it succeeds.
   */
  onSaveCard?: (card: SavedCard, entered: CardInput) => SaveResult;
  /** Called with a valid password change (current, new, confirmation) from the 'Change Password' dialog, which closes when it succeeds. */
  onChangePassword?: (change: PasswordChange) => SaveResult;
  /** Called when the user confirms 'Delete Account'. The question stays open until a returned promise resolves, and stays if it rejects. */
  onDeleteAccount?: () => SaveResult;
  /** Extra class names for the tabs root. */
  className?: string;
}

/** Runs `next` once `result` is done: at once for a plain return, after the promise for an async one. */
function andThen(result: SaveResult, next: () => void): SaveResult {
  return result instanceof Promise ? result.then(next) : next();
}

/**
 * The Settings screen (/dashboard/settings): four tabs, Appearance first. Appearance switches light/dark
 * through `useTheme` with a live preview; Notifications has e-mail and SMS switches and a save button;
 * Billing shows the saved card with 'Update' (a dialog with a validated card form), the validated invoice
 * e-mail and the monthly statement switch with a save button; Account has 'Change Password' (a dialog with
 * current, new and confirm fields, validated) and 'Delete Account' behind an 'Are you sure?' confirmation.
 * The block keeps nothing and shows no toast: it takes the settings as props and reports each save through
 * its callback, so the page stores them and confirms them its own way.
 */
export function SettingsTabs({
  defaultTab = 'appearance',
  settings: settingsProp,
  defaultSettings = DEFAULT_SETTINGS,
  onSaveNotifications,
  onSaveBilling,
  onSaveCard,
  onChangePassword,
  onDeleteAccount,
  className,
  ...props
}: SettingsTabsProps) {
  const { t } = useLanguage();
  const styles = settingsTabs();
  const [settings, update] = useControllableState(settingsProp, defaultSettings);
  const setBilling = (billing: Partial<AccountSettings['billing']>) =>
    update((previous) => ({ ...previous, billing: { ...previous.billing, ...billing } }));

  return (
    <div className={cx(styles.root, className)} {...props}>
      <Tabs
        label={t('settings.tabsLabel')}
        defaultValue={defaultTab}
        lazyMount
        items={[
          { value: 'appearance', label: t('settings.appearance'), content: <AppearancePanel /> },
          {
            value: 'notifications',
            label: t('settings.notifications'),
            content: (
              <NotificationsPanel
                saved={settings.notifications}
                onSave={(notifications) =>
                  andThen(onSaveNotifications?.(notifications), () => update((previous) => ({ ...previous, notifications })))
                }
              />
            ),
          },
          {
            value: 'billing',
            label: t('settings.billing'),
            content: (
              <BillingPanel
                saved={settings.billing}
                onSave={(billing) => andThen(onSaveBilling?.(billing), () => setBilling(billing))}
                onSaveCard={(card, entered) => andThen(onSaveCard?.(card, entered), () => setBilling({ card }))}
              />
            ),
          },
          {
            value: 'account',
            label: t('settings.account'),
            content: (
              <AccountPanel
                onChangePassword={(change) => onChangePassword?.(change)}
                onDeleteAccount={() => onDeleteAccount?.()}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

import { css } from 'styled-system/css';
import { useLanguage } from '../../src';
import { useAppText } from '../i18n';
import { SettingsTabs } from '../lazy/routes/settings';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';
import { useStoredSettings } from '../state/settings';

export function Component() {
  const title = usePageTitle('page.settings');
  const { t } = useLanguage();
  const text = useAppText();
  const [settings, setSettings] = useStoredSettings();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <SettingsTabs
        settings={settings}
        onSaveNotifications={(notifications) => {
          setSettings((previous) => ({ ...previous, notifications }));
          toaster.create({ type: 'success', title: text('settings.notificationSaved') });
        }}
        onSaveBilling={(billing) => {
          setSettings((previous) => ({ ...previous, billing: { ...previous.billing, ...billing } }));
          toaster.create({ type: 'success', title: text('settings.billingSaved') });
        }}
        onSaveCard={(card) => {
          setSettings((previous) => ({ ...previous, billing: { ...previous.billing, card } }));
          toaster.create({ type: 'success', title: text('settings.cardSaved') });
        }}
        // There is no account server, so no request is made: the change is confirmed here.
        onChangePassword={() => {
          toaster.create({
            type: 'success',
            title: text('settings.passwordChanged'),
            description: text('settings.passwordChangedDesc'),
          });
        }}
        onDeleteAccount={() => {
          toaster.create({ type: 'error', title: t('settings.areYouSure'), description: t('settings.deleteWarning') });
        }}
      />
    </div>
  );
}

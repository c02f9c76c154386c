import { css } from 'styled-system/css';
import { DataState, Skeleton, useLanguage } from '../../src';
import { remoteData, settingsQuery, useSaveSettings, useSettingsQuery } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText } from '../i18n';
import { SettingsTabs } from '../lazy/routes/settings';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';

export const handle: RouteData = { queries: [settingsQuery] };

export function Component() {
  const title = usePageTitle('page.settings');
  const { t } = useLanguage();
  const text = useAppText();
  const query = useSettingsQuery();
  const saveSettings = useSaveSettings();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <DataState label={text('data.settings')} skeleton={<Skeleton height="var(--sizes-md)" />} {...remoteData(query)}>
        {query.data ? (
          <SettingsTabs
            settings={query.data}
            onSaveNotifications={(notifications) =>
              saveSettings(
                (previous) => ({ ...previous, notifications }),
                () => toaster.create({ type: 'success', title: text('settings.notificationSaved') }),
              )
            }
            onSaveBilling={(billing) =>
              saveSettings(
                (previous) => ({ ...previous, billing: { ...previous.billing, ...billing } }),
                () => toaster.create({ type: 'success', title: text('settings.billingSaved') }),
              )
            }
            onSaveCard={(card) =>
              saveSettings(
                (previous) => ({ ...previous, billing: { ...previous.billing, card } }),
                () => toaster.create({ type: 'success', title: text('settings.cardSaved') }),
              )
            }
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
        ) : null}
      </DataState>
    </div>
  );
}

import { settingsTabs } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { Switch } from '../../../components/switch';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';
import type { NotificationSettings, SaveResult } from './types';

/** The Notifications tab: e-mail and SMS switches and a save button. */
export function NotificationsPanel({
  saved,
  onSave,
}: {
  /** The saved switches: the form starts from them and follows them until the user changes one. */
  saved: NotificationSettings;
  /** Called with both switches on save; each press saves again, even with nothing changed. */
  onSave: (notifications: NotificationSettings) => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const form = useForm({ initialValues: saved, onSubmit: onSave });
  return (
    <form className={styles.panel} {...form.formProps}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.notifications')}</CardTitle>
          <CardDescription>{t('settings.notificationsDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <div className={styles.row}>
            <div className={styles.rowText}>
              <Switch
                name="emailNotifications"
                checked={form.values.email}
                onCheckedChange={({ checked }) => form.setValue('email', checked)}
              >
                {t('settings.emailNotifications')}
              </Switch>
              <span className={styles.sectionText}>{t('settings.emailNotificationsDesc')}</span>
            </div>
          </div>
          <div className={styles.row}>
            <div className={styles.rowText}>
              <Switch
                name="smsNotifications"
                checked={form.values.sms}
                onCheckedChange={({ checked }) => form.setValue('sms', checked)}
              >
                {t('settings.smsNotifications')}
              </Switch>
              <span className={styles.sectionText}>{t('settings.smsNotificationsDesc')}</span>
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={form.submitting}>
              {t('settings.saveNotificationPreferences')}
            </Button>
          </div>
        </CardBody>
      </CardRoot>
    </form>
  );
}

import { settingsTabs } from 'styled-system/recipes';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import type { PasswordChange } from '../../../domain/profile';
import { useLanguage } from '../../language';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import type { SaveResult } from './types';

/** The Account tab: 'Password & Security' and 'Delete Account'. */
export function AccountPanel({
  onChangePassword,
  onDeleteAccount,
}: {
  /** Called with a valid password change. */
  onChangePassword: (change: PasswordChange) => SaveResult;
  /** Called when the user confirms the deletion. */
  onDeleteAccount: () => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.account')}</CardTitle>
          <CardDescription>{t('settings.accountDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <PasswordSection onChangePassword={onChangePassword} />
          <DeleteAccountSection onDeleteAccount={onDeleteAccount} />
        </CardBody>
      </CardRoot>
    </div>
  );
}

import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cx } from 'styled-system/css';
import { settingsTabs } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLanguage } from '../../language';
import type { SaveResult } from './types';

/** Account's 'Delete Account': the button asks 'Are you sure?' in an alertdialog before anything happens. */
export function DeleteAccountSection({
  onDeleteAccount,
}: {
  /** Called when the user confirms. */
  onDeleteAccount: () => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={cx(styles.sectionTitle, styles.danger)}>
          {t('settings.deleteAccount')}
        </h3>
        <p className={styles.sectionText}>{t('settings.deleteAccountDesc')}</p>
      </div>
      <div className={styles.actions}>
        <ConfirmDialog
          title={t('settings.areYouSure')}
          description={t('settings.deleteWarning')}
          cancelLabel={t('settings.cancel')}
          confirmLabel={t('settings.deleteAccount')}
          tone="danger"
          trigger={
            <Button tone="danger">
              <Trash2 aria-hidden />
              {t('settings.deleteAccount')}
            </Button>
          }
          onConfirm={onDeleteAccount}
        />
      </div>
    </section>
  );
}

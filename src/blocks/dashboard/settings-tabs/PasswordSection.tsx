import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { settingsTabs } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { FormDialog } from '../../../components/form-dialog';
import {
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordError,
  type PasswordField,
  validatePasswordChange,
} from '../../../domain/profile';
import type { MessageKey } from '../../../i18n/messages';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';
import type { SaveResult } from './types';

const PASSWORD_MESSAGES: Record<PasswordField, Partial<Record<PasswordError, MessageKey>>> = {
  current: { required: 'settings.error.currentRequired' },
  next: {
    required: 'settings.error.newRequired',
    tooShort: 'settings.error.newTooShort',
    sameAsCurrent: 'settings.error.newSame',
  },
  confirm: { required: 'settings.error.confirmRequired', mismatch: 'settings.error.confirmMismatch' },
};
const FIELDS: { field: PasswordField; label: MessageKey; autoComplete: string }[] = [
  { field: 'current', label: 'settings.currentPassword', autoComplete: 'current-password' },
  { field: 'next', label: 'settings.newPassword', autoComplete: 'new-password' },
  { field: 'confirm', label: 'settings.confirmPassword', autoComplete: 'new-password' },
];
const EMPTY_PASSWORDS: PasswordChange = { current: '', next: '', confirm: '' };

/** Account's 'Password & Security': 'Change Password' opens a dialog with current, new and confirm fields, validated. */
export function PasswordSection({
  onChangePassword,
}: {
  /** Called with a valid change; the dialog closes when it succeeds. */
  onChangePassword: (change: PasswordChange) => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const titleId = useId();
  const form = useForm<PasswordChange, PasswordError>({
    initialValues: EMPTY_PASSWORDS,
    validate: validatePasswordChange,
    onSubmit: onChangePassword,
    resetOnSubmit: true,
  });
  const message = (field: PasswordField) => {
    const error = form.errors[field];
    const key = error ? PASSWORD_MESSAGES[field][error] : undefined;
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {t('settings.passwordSecurity')}
        </h3>
        <p className={styles.sectionText}>{t('settings.passwordSecurityDesc')}</p>
      </div>
      <div className={styles.actions}>
        <FormDialog
          form={form}
          title={t('settings.changePassword')}
          description={t('settings.passwordSecurityDesc')}
          submitLabel={t('settings.changePassword')}
          cancelLabel={t('settings.cancel')}
          trigger={
            <Button variant="outline">
              <KeyRound aria-hidden />
              {t('settings.changePassword')}
            </Button>
          }
        >
          {FIELDS.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              {...form.input(field)}
              type="password"
              label={t(label)}
              autoComplete={autoComplete}
              helperText={field === 'next' ? t('settings.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
              errorText={message(field)}
            />
          ))}
        </FormDialog>
      </div>
    </section>
  );
}

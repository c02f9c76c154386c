import { useId } from 'react';
import { settingsTabs } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { TextField } from '../../../components/field';
import { Switch } from '../../../components/switch';
import { type AccountSettings, type CardInput, type EmailError, emailError, type SavedCard } from '../../../domain/profile';
import type { MessageKey } from '../../../i18n/messages';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';
import { PaymentMethod } from './PaymentMethod';
import type { BillingPreferences, SaveResult } from './types';

const EMAIL_MESSAGES: Record<EmailError, MessageKey> = {
  required: 'settings.error.emailRequired',
  invalid: 'settings.error.emailInvalid',
};

/** The Billing tab: the saved card with its 'Update' dialog, and the invoicing form (invoice e-mail, monthly statement). */
export function BillingPanel({
  saved,
  onSave,
  onSaveCard,
}: {
  /** The saved billing settings: the card shown, and the values the invoicing form starts from and follows until edited. */
  saved: AccountSettings['billing'];
  /** Called with the invoicing form's values once the e-mail is valid (trimmed). */
  onSave: (billing: BillingPreferences) => SaveResult;
  /** Called with a valid new card from the dialog. */
  onSaveCard: (card: SavedCard, entered: CardInput) => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const invoicingTitleId = useId();
  const form = useForm<BillingPreferences, EmailError>({
    initialValues: { invoiceEmail: saved.invoiceEmail, monthlyStatement: saved.monthlyStatement },
    validate: ({ invoiceEmail }) => {
      const problem = emailError(invoiceEmail);
      return problem ? { invoiceEmail: problem } : {};
    },
    onSubmit: ({ invoiceEmail, monthlyStatement }) => onSave({ invoiceEmail: invoiceEmail.trim(), monthlyStatement }),
  });
  const emailProblem = form.errors.invoiceEmail;

  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.billing')}</CardTitle>
          <CardDescription>{t('settings.billingDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <PaymentMethod card={saved.card} onSave={onSaveCard} />
          <form className={styles.section} {...form.formProps} aria-labelledby={invoicingTitleId}>
            <h3 id={invoicingTitleId} className={styles.sectionTitle}>
              {t('settings.invoicingPreferences')}
            </h3>
            <TextField
              {...form.input('invoiceEmail')}
              type="email"
              autoComplete="email"
              label={t('settings.invoiceEmail')}
              helperText={t('settings.invoiceEmailHint')}
              errorText={emailProblem ? t(EMAIL_MESSAGES[emailProblem]) : undefined}
            />
            <div className={styles.row}>
              <div className={styles.rowText}>
                <Switch
                  name="monthlyStatement"
                  checked={form.values.monthlyStatement}
                  onCheckedChange={({ checked }) => form.setValue('monthlyStatement', checked)}
                >
                  {t('settings.monthlyStatement')}
                </Switch>
                <span className={styles.sectionText}>{t('settings.monthlyStatementDesc')}</span>
              </div>
            </div>
            <div className={styles.actions}>
              <Button type="submit" loading={form.submitting}>
                {t('settings.saveBillingPreferences')}
              </Button>
            </div>
          </form>
        </CardBody>
      </CardRoot>
    </div>
  );
}

import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { settingsTabs } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { FormDialog } from '../../../components/form-dialog';
import {
  type CardError,
  type CardField,
  type CardInput,
  formatCardExpiry,
  type SavedCard,
  toSavedCard,
  validateCard,
} from '../../../domain/profile';
import type { MessageKey } from '../../../i18n/messages';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';
import type { SaveResult } from './types';

const CARD_MESSAGES: Record<CardField, Partial<Record<CardError, MessageKey>>> = {
  number: { required: 'settings.error.cardNumberRequired', invalid: 'settings.error.cardNumberInvalid' },
  expiry: {
    required: 'settings.error.expiryRequired',
    format: 'settings.error.expiryFormat',
    expired: 'settings.error.expiryExpired',
  },
  cvc: { required: 'settings.error.cvcRequired', invalid: 'settings.error.cvcInvalid' },
};
const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/** Billing's 'Payment Method': the saved card, and 'Update', which opens a dialog with a validated card form. */
export function PaymentMethod({
  card,
  onSave,
}: {
  /** The saved card shown. */
  card: SavedCard;
  /** Called with a valid new card; the dialog closes when it succeeds. */
  onSave: (card: SavedCard, entered: CardInput) => SaveResult;
}) {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const titleId = useId();
  const form = useForm<CardInput, CardError>({
    initialValues: EMPTY_CARD,
    validate: (input) => validateCard(input),
    onSubmit: (input) => onSave(toSavedCard(input), input),
    resetOnSubmit: true,
  });
  const message = (field: CardField) => {
    const error = form.errors[field];
    const key = error ? CARD_MESSAGES[field][error] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('settings.paymentMethod')}
      </h3>
      <div className={styles.row}>
        <p className={styles.cardLine}>
          <CreditCard aria-hidden />
          <span>
            {t('settings.savedCard', {
              brand: card.brand,
              last4: card.last4,
              expires: t('settings.expiresOn', { date: formatCardExpiry(card) }),
            })}
          </span>
        </p>
        <FormDialog
          form={form}
          title={t('settings.updateCardTitle')}
          description={t('settings.updateCardDesc')}
          submitLabel={t('settings.saveCard')}
          cancelLabel={t('settings.cancel')}
          trigger={
            <Button variant="ghost" size="sm" aria-label={t('settings.updateCardLabel')}>
              {t('settings.update')}
            </Button>
          }
        >
          <TextField
            {...form.input('number')}
            label={t('settings.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            errorText={message('number')}
          />
          <TextField
            {...form.input('expiry')}
            label={t('settings.cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            errorText={message('expiry')}
          />
          <TextField
            {...form.input('cvc')}
            label={t('settings.cardCvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            errorText={message('cvc')}
          />
        </FormDialog>
      </div>
    </section>
  );
}

import { CreditCard, KeyRound, Moon, Sun, Trash2 } from 'lucide-react';
import { type FormEvent, type HTMLAttributes, type ReactElement, type RefAttributes, useId, useState } from 'react';
import { cx } from 'styled-system/css';
import { settingsTabs } from 'styled-system/recipes';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { Switch } from '../../../components/switch';
import { Tabs } from '../../../components/tabs';
import { toaster } from '../../../components/toaster';
import {
  type AccountSettings,
  type CardErrors,
  type CardField,
  type CardInput,
  DEFAULT_SETTINGS,
  emailError,
  formatCardExpiry,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordErrors,
  type PasswordField,
  repairAccountSettings,
  toSavedCard,
  validateCard,
  validatePasswordChange,
} from '../../../domain/profile';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MessageKey } from '../../../i18n/messages';
import { useStoredState } from '../../../lib/use-stored-state';
import { useTheme } from '../../../theme/ThemeProvider';
import { useDraft } from './useDraft';

/** Where every settings value is kept (the theme itself is kept by the ThemeProvider under 'theme'). */
export const SETTINGS_STORAGE_KEY = 'labelport:settings';

/** The four tabs of the Settings screen. */
export type SettingsTab = 'appearance' | 'notifications' | 'billing' | 'account';

export interface SettingsTabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** The tab open at first. Defaults to `appearance`, the first tab. */
  defaultTab?: SettingsTab;
  /** localStorage key of the settings. Defaults to `labelport:settings`. */
  storageKey?: string;
  /** The invoice e-mail until the user saves one, e.g. the profile's e-mail. */
  defaultInvoiceEmail?: string;
  /** Called after the user confirms 'Delete Account' (the destructive toast is already shown). */
  onDeleteAccount?: () => void;
  /** Extra class names for the tabs root. */
  className?: string;
}

type Styles = ReturnType<typeof settingsTabs>;

/**
 * The Settings screen (/dashboard/settings): four tabs, Appearance first. Appearance switches
 * light/dark through `useTheme` with a live preview; Notifications has e-mail and SMS switches (both on at
 * first) and a save button; Billing shows the saved card with 'Update' (a dialog with a validated card
 * form), the validated invoice e-mail and the monthly statement switch (on at first) with a save button;
 * Account has 'Change Password' (a dialog with current, new and confirm fields, validated) and 'Delete
 * Account' behind an 'Are you sure?' confirmation. Every value is kept in localStorage and survives a reload;
 * each save confirms itself with a translated toast.
 */
export function SettingsTabs({
  defaultTab = 'appearance',
  storageKey = SETTINGS_STORAGE_KEY,
  defaultInvoiceEmail = '',
  onDeleteAccount,
  className,
  ...props
}: SettingsTabsProps) {
  const { t } = useLanguage();
  const styles = settingsTabs();
  const initial: AccountSettings = {
    ...DEFAULT_SETTINGS,
    billing: { ...DEFAULT_SETTINGS.billing, invoiceEmail: defaultInvoiceEmail },
  };
  const [settings, setSettings] = useStoredState<AccountSettings>(storageKey, initial, (stored) =>
    repairAccountSettings(stored, initial),
  );

  return (
    <div className={cx(styles.root, className)} {...props}>
      <Tabs
        label={t('settings.tabsLabel')}
        defaultValue={defaultTab}
        lazyMount
        items={[
          { value: 'appearance', label: t('settings.appearance'), content: <AppearancePanel styles={styles} /> },
          {
            value: 'notifications',
            label: t('settings.notifications'),
            content: (
              <NotificationsPanel
                styles={styles}
                saved={settings.notifications}
                onSave={(notifications) => setSettings((previous) => ({ ...previous, notifications }))}
              />
            ),
          },
          {
            value: 'billing',
            label: t('settings.billing'),
            content: (
              <BillingPanel
                styles={styles}
                saved={settings.billing}
                onSave={(billing) => setSettings((previous) => ({ ...previous, billing: { ...previous.billing, ...billing } }))}
              />
            ),
          },
          {
            value: 'account',
            label: t('settings.account'),
            content: <AccountPanel styles={styles} onDeleteAccount={onDeleteAccount} />,
          },
        ]}
      />
    </div>
  );
}

// ---- Appearance ---------------------------------------------------------------------------------------

function AppearancePanel({ styles }: { styles: Styles }) {
  const { t } = useLanguage();
  const { theme, setTheme } = useTheme();
  const mode = theme === 'dark' ? t('settings.darkMode') : t('settings.lightMode');
  const previewId = useId();
  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.appearance')}</CardTitle>
          <CardDescription>{t('settings.appearanceDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <div className={styles.row}>
            <div className={styles.rowText}>
              <Switch checked={theme === 'dark'} onCheckedChange={({ checked }) => setTheme(checked ? 'dark' : 'light')}>
                {t('settings.darkMode')}
              </Switch>
              <span className={styles.sectionText} aria-live="polite">
                {t('settings.themeNow', { mode })}
              </span>
            </div>
            {theme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
          </div>
          <section className={styles.section} aria-labelledby={previewId}>
            <h3 id={previewId} className={styles.sectionTitle}>
              {t('settings.preview')}
            </h3>
            <div className={cx(styles.preview, theme)} data-theme={theme}>
              <p className={styles.previewTitle}>{mode}</p>
              <p className={styles.previewText}>{t('settings.previewText')}</p>
              <div className={styles.previewSample}>
                <Badge tone="accent">{t('settings.previewStatus')}</Badge>
                <Badge tone="success">{t('settings.notifications')}</Badge>
              </div>
            </div>
          </section>
        </CardBody>
      </CardRoot>
    </div>
  );
}

// ---- Notifications ------------------------------------------------------------------------------------

function NotificationsPanel({
  styles,
  saved,
  onSave,
}: {
  styles: Styles;
  saved: AccountSettings['notifications'];
  onSave: (value: AccountSettings['notifications']) => void;
}) {
  const { t } = useLanguage();
  const [draft, setDraft] = useDraft(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
    toaster.create({ type: 'success', title: t('settings.notificationSaved') });
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
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
                checked={draft.email}
                onCheckedChange={({ checked }) => setDraft((previous) => ({ ...previous, email: checked }))}
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
                checked={draft.sms}
                onCheckedChange={({ checked }) => setDraft((previous) => ({ ...previous, sms: checked }))}
              >
                {t('settings.smsNotifications')}
              </Switch>
              <span className={styles.sectionText}>{t('settings.smsNotificationsDesc')}</span>
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('settings.saveNotificationPreferences')}</Button>
          </div>
        </CardBody>
      </CardRoot>
    </form>
  );
}

// ---- Billing ------------------------------------------------------------------------------------------

const EMAIL_MESSAGES: Record<'required' | 'invalid', MessageKey> = {
  required: 'settings.error.emailRequired',
  invalid: 'settings.error.emailInvalid',
};

function BillingPanel({
  styles,
  saved,
  onSave,
}: {
  styles: Styles;
  saved: AccountSettings['billing'];
  onSave: (value: Partial<AccountSettings['billing']>) => void;
}) {
  const { t } = useLanguage();
  const [draft, setDraft] = useDraft({ invoiceEmail: saved.invoiceEmail, monthlyStatement: saved.monthlyStatement });
  const { invoiceEmail, monthlyStatement } = draft;
  const [error, setError] = useState<'required' | 'invalid' | undefined>();
  const [cardOpen, setCardOpen] = useState(false);
  const card = saved.card;
  const paymentTitleId = useId();
  const invoicingTitleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(invoiceEmail);
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="invoiceEmail"]')?.focus();
      return;
    }
    onSave({ invoiceEmail: invoiceEmail.trim(), monthlyStatement });
    toaster.create({ type: 'success', title: t('settings.billingSaved') });
  };

  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.billing')}</CardTitle>
          <CardDescription>{t('settings.billingDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <section className={styles.section} aria-labelledby={paymentTitleId}>
            <h3 id={paymentTitleId} className={styles.sectionTitle}>
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
              <CardDialog
                styles={styles}
                open={cardOpen}
                onOpenChange={setCardOpen}
                trigger={
                  <Button variant="ghost" size="sm" aria-label={t('settings.updateCardLabel')}>
                    {t('settings.update')}
                  </Button>
                }
                onSave={(input) => {
                  onSave({ card: toSavedCard(input) });
                  setCardOpen(false);
                  toaster.create({ type: 'success', title: t('settings.cardSaved') });
                }}
              />
            </div>
          </section>
          <form className={styles.section} onSubmit={submit} noValidate aria-labelledby={invoicingTitleId}>
            <h3 id={invoicingTitleId} className={styles.sectionTitle}>
              {t('settings.invoicingPreferences')}
            </h3>
            <TextField
              name="invoiceEmail"
              type="email"
              autoComplete="email"
              label={t('settings.invoiceEmail')}
              helperText={t('settings.invoiceEmailHint')}
              value={invoiceEmail}
              errorText={error ? t(EMAIL_MESSAGES[error]) : undefined}
              onChange={(event) => {
                setDraft((previous) => ({ ...previous, invoiceEmail: event.target.value }));
                if (error) setError(undefined);
              }}
            />
            <div className={styles.row}>
              <div className={styles.rowText}>
                <Switch
                  name="monthlyStatement"
                  checked={monthlyStatement}
                  onCheckedChange={({ checked }) => setDraft((previous) => ({ ...previous, monthlyStatement: checked }))}
                >
                  {t('settings.monthlyStatement')}
                </Switch>
                <span className={styles.sectionText}>{t('settings.monthlyStatementDesc')}</span>
              </div>
            </div>
            <div className={styles.actions}>
              <Button type="submit">{t('settings.saveBillingPreferences')}</Button>
            </div>
          </form>
        </CardBody>
      </CardRoot>
    </div>
  );
}

const CARD_MESSAGES: Record<CardField, Partial<Record<NonNullable<CardErrors[CardField]>, MessageKey>>> = {
  number: { required: 'settings.error.cardNumberRequired', invalid: 'settings.error.cardNumberInvalid' },
  expiry: {
    required: 'settings.error.expiryRequired',
    format: 'settings.error.expiryFormat',
    expired: 'settings.error.expiryExpired',
  },
  cvc: { required: 'settings.error.cvcRequired', invalid: 'settings.error.cvcInvalid' },
};
const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

function CardDialog({
  styles,
  open,
  onOpenChange,
  onSave,
  trigger,
}: {
  styles: Styles;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (card: CardInput) => void;
  trigger: ReactElement;
}) {
  const { t } = useLanguage();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const formId = useId();

  const change = (field: CardField, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateCard(card);
    setErrors(problems);
    const first = (['number', 'expiry', 'cvc'] as const).find((field) => problems[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSave(card);
    setCard(EMPTY_CARD);
  };
  const message = (field: CardField) => {
    const error = errors[field];
    const key = error ? CARD_MESSAGES[field][error] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <Dialog
      open={open}
      trigger={trigger}
      onOpenChange={({ open: next }) => {
        onOpenChange(next);
        if (!next) {
          setCard(EMPTY_CARD);
          setErrors({});
        }
      }}
      title={t('settings.updateCardTitle')}
      description={t('settings.updateCardDesc')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('settings.saveCard')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          name="number"
          label={t('settings.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          errorText={message('number')}
          onChange={(event) => change('number', event.target.value)}
        />
        <TextField
          name="expiry"
          label={t('settings.cardExpiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          errorText={message('expiry')}
          onChange={(event) => change('expiry', event.target.value)}
        />
        <TextField
          name="cvc"
          label={t('settings.cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          errorText={message('cvc')}
          onChange={(event) => change('cvc', event.target.value)}
        />
      </form>
    </Dialog>
  );
}

// ---- Account ------------------------------------------------------------------------------------------

function AccountPanel({ styles, onDeleteAccount }: { styles: Styles; onDeleteAccount?: () => void }) {
  const { t } = useLanguage();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordTitleId = useId();
  const deleteTitleId = useId();
  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.account')}</CardTitle>
          <CardDescription>{t('settings.accountDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <section className={styles.section} aria-labelledby={passwordTitleId}>
            <div className={styles.sectionHeader}>
              <h3 id={passwordTitleId} className={styles.sectionTitle}>
                {t('settings.passwordSecurity')}
              </h3>
              <p className={styles.sectionText}>{t('settings.passwordSecurityDesc')}</p>
            </div>
            <div className={styles.actions}>
              <PasswordDialog
                styles={styles}
                open={passwordOpen}
                onOpenChange={setPasswordOpen}
                trigger={
                  <Button variant="outline">
                    <KeyRound aria-hidden />
                    {t('settings.changePassword')}
                  </Button>
                }
              />
            </div>
          </section>
          <section className={styles.section} aria-labelledby={deleteTitleId}>
            <div className={styles.sectionHeader}>
              <h3 id={deleteTitleId} className={cx(styles.sectionTitle, styles.danger)}>
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
                destructive
                trigger={
                  <Button variant="danger">
                    <Trash2 aria-hidden />
                    {t('settings.deleteAccount')}
                  </Button>
                }
                onConfirm={() => {
                  toaster.create({
                    type: 'error',
                    title: t('settings.areYouSure'),
                    description: t('settings.deleteWarning'),
                  });
                  onDeleteAccount?.();
                }}
              />
            </div>
          </section>
        </CardBody>
      </CardRoot>
    </div>
  );
}

const PASSWORD_MESSAGES: Record<PasswordField, Partial<Record<NonNullable<PasswordErrors[PasswordField]>, MessageKey>>> = {
  current: { required: 'settings.error.currentRequired' },
  next: {
    required: 'settings.error.newRequired',
    tooShort: 'settings.error.newTooShort',
    sameAsCurrent: 'settings.error.newSame',
  },
  confirm: { required: 'settings.error.confirmRequired', mismatch: 'settings.error.confirmMismatch' },
};
const EMPTY_PASSWORDS: PasswordChange = { current: '', next: '', confirm: '' };

function PasswordDialog({
  styles,
  open,
  onOpenChange,
  trigger,
}: {
  styles: Styles;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}) {
  const { t } = useLanguage();
  const [values, setValues] = useState<PasswordChange>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const formId = useId();

  const reset = () => {
    setValues(EMPTY_PASSWORDS);
    setErrors({});
  };
  const change = (field: PasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validatePasswordChange(values);
    setErrors(problems);
    const first = (['current', 'next', 'confirm'] as const).find((field) => problems[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    // There is no account server, so no request is made: the change is confirmed locally.
    onOpenChange(false);
    reset();
    toaster.create({ type: 'success', title: t('settings.passwordChanged'), description: t('settings.passwordChangedDesc') });
  };
  const message = (field: PasswordField) => {
    const error = errors[field];
    const key = error ? PASSWORD_MESSAGES[field][error] : undefined;
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };
  const fields: { field: PasswordField; label: MessageKey; autoComplete: string }[] = [
    { field: 'current', label: 'settings.currentPassword', autoComplete: 'current-password' },
    { field: 'next', label: 'settings.newPassword', autoComplete: 'new-password' },
    { field: 'confirm', label: 'settings.confirmPassword', autoComplete: 'new-password' },
  ];

  return (
    <Dialog
      open={open}
      trigger={trigger}
      onOpenChange={({ open: next }) => {
        onOpenChange(next);
        if (!next) reset();
      }}
      title={t('settings.changePassword')}
      description={t('settings.passwordSecurityDesc')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('settings.changePassword')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        {fields.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            name={field}
            type="password"
            label={t(label)}
            autoComplete={autoComplete}
            helperText={field === 'next' ? t('settings.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            value={values[field]}
            errorText={message(field)}
            onChange={(event) => change(field, event.target.value)}
          />
        ))}
      </form>
    </Dialog>
  );
}

import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, type RefAttributes, useState } from 'react';
import { alert } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MessageKey } from '../../i18n/messages';
import { createParts } from '../../lib/parts';
import { IconButton, type IconButtonProps } from '../button';
import { VisuallyHidden } from '../visually-hidden';

const { withProvider, withContext } = createParts(alert);

/** What the message is about; it sets the colours, the icon and the word read before the title. */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertRootProps extends HTMLArkProps<'div'> {
  /** `info` (the default), `success`, `warning` or `danger`. */
  tone?: AlertTone;
}
export interface AlertIconProps extends HTMLArkProps<'span'> {}
export interface AlertContentProps extends HTMLArkProps<'div'> {}
export interface AlertTitleProps extends HTMLArkProps<'p'> {}
export interface AlertDescriptionProps extends HTMLArkProps<'div'> {}
export interface AlertActionsProps extends HTMLArkProps<'div'> {}
export interface AlertCloseTriggerProps extends IconButtonProps {}

/**
 * The tinted box. It sets no role: give it `role="status"` (polite) or, only for a message that must
 * interrupt, `role="alert"`; the `Alert` convenience component does this from its `urgent` prop.
 */
export const AlertRoot = /* @__PURE__ */ withProvider<typeof ark.div, { tone?: AlertTone }>(ark.div, 'root');
/** The tone's icon. Hide the icon itself from screen readers (`aria-hidden`) and say the tone in words in the title. */
export const AlertIcon = /* @__PURE__ */ withContext(ark.span, 'icon');
/** The column holding title, description and actions. */
export const AlertContent = /* @__PURE__ */ withContext(ark.div, 'content');
/** The message in a few words, in bold. */
export const AlertTitle = /* @__PURE__ */ withContext(ark.p, 'title');
/** What happened and what to do about it. */
export const AlertDescription = /* @__PURE__ */ withContext(ark.div, 'description');
/** Buttons or links under the text, e.g. 'Retry'. */
export const AlertActions = /* @__PURE__ */ withContext(ark.div, 'actions');
/** The icon button that dismisses the alert. Its `aria-label` is required. */
export const AlertCloseTrigger = /* @__PURE__ */ withContext(IconButton, 'closeTrigger');

const ICONS: Record<AlertTone, ReactNode> = {
  info: <Info aria-hidden />,
  success: <CircleCheck aria-hidden />,
  warning: <TriangleAlert aria-hidden />,
  danger: <CircleAlert aria-hidden />,
};
const TONE_LABELS: Record<AlertTone, MessageKey> = {
  info: 'core.alert.info',
  success: 'core.alert.success',
  warning: 'core.alert.warning',
  danger: 'core.alert.danger',
};

export interface AlertProps extends Omit<AlertRootProps, 'title' | 'children' | 'role'>, RefAttributes<HTMLDivElement> {
  /** `info` (the default), `success`, `warning` or `danger`: the colours, the icon and the word read before the title. */
  tone?: AlertTone;
  /** The message in a few words, e.g. 'Payment failed'. Screen readers hear the tone first ('Error: Payment failed'). */
  title?: ReactNode;
  /** More detail under the title: what happened and what to do. */
  description?: ReactNode;
  /** Extra content under the description. */
  children?: ReactNode;
  /** An action the caller owns, e.g. `<Button size="sm" variant="outline" onClick={retry}>Retry</Button>`. */
  action?: ReactNode;
  /** Another icon than the tone's. It is decorative: the tone is still said in words. */
  icon?: ReactNode;
  /**
   * Interrupts a screen reader (`role="alert"`, assertive) instead of waiting for a pause (`role="status"`,
   * polite, the default). Only for what the user must hear now, e.g. a failed save they are waiting on.
   */
  urgent?: boolean;
  /** Shows a close button named 'Dismiss message'. Clicking it (or Enter / Space on it) hides the alert and calls `onDismiss`. */
  dismissible?: boolean;
  /** Called when the user dismisses the alert. */
  onDismiss?: () => void;
}

/**
 * A message in the page: info, success, warning or danger, with an icon, a title, a description, an
 * optional action and an optional close button. The tone is said in words too (visually hidden), so colour
 * and icon are not the only cue. It is `role="status"` (polite) unless `urgent`, then `role="alert"`.
 */
export function Alert({
  tone = 'info',
  title,
  description,
  children,
  action,
  icon,
  urgent = false,
  dismissible = false,
  onDismiss,
  ...props
}: AlertProps) {
  const { t } = useLanguage();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const toneLabel = <VisuallyHidden>{`${t(TONE_LABELS[tone])}: `}</VisuallyHidden>;
  return (
    <AlertRoot role={urgent ? 'alert' : 'status'} tone={tone} {...props}>
      <AlertIcon>{icon ?? ICONS[tone]}</AlertIcon>
      <AlertContent>
        {title != null ? (
          <AlertTitle>
            {toneLabel}
            {title}
          </AlertTitle>
        ) : (
          toneLabel
        )}
        {description != null && <AlertDescription>{description}</AlertDescription>}
        {children}
        {action != null && <AlertActions>{action}</AlertActions>}
      </AlertContent>
      {dismissible && (
        <AlertCloseTrigger
          size="sm"
          aria-label={t('core.alert.dismiss')}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <X aria-hidden />
        </AlertCloseTrigger>
      )}
    </AlertRoot>
  );
}

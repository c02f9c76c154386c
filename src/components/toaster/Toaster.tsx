import { Portal } from '@ark-ui/react/portal';
import {
  ToastActionTrigger as ArkToastActionTrigger,
  type ToastActionTriggerProps as ArkToastActionTriggerProps,
  ToastCloseTrigger as ArkToastCloseTrigger,
  type ToastCloseTriggerProps as ArkToastCloseTriggerProps,
  ToastDescription as ArkToastDescription,
  type ToastDescriptionProps as ArkToastDescriptionProps,
  Toaster as ArkToaster,
  type ToasterProps as ArkToasterProps,
  ToastRoot as ArkToastRoot,
  type ToastRootProps as ArkToastRootProps,
  ToastTitle as ArkToastTitle,
  type ToastTitleProps as ArkToastTitleProps,
  type CreateToasterReturn,
  type ToastOptions,
} from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import type { ComponentProps, ReactNode, RefAttributes } from 'react';
import { toast } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MessageKey } from '../../i18n/messages';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Button, IconButton } from '../button';
import { type ToastType, toaster } from './store';

const { withProvider, withContext } = createParts(toast);

export interface ToastRootProps extends ArkToastRootProps {}
export interface ToastTitleProps extends ArkToastTitleProps {}
export interface ToastDescriptionProps extends ArkToastDescriptionProps {}
export interface ToastActionTriggerProps extends ArkToastActionTriggerProps {}
export interface ToastCloseTriggerProps extends ArkToastCloseTriggerProps {}
export interface ToastIconProps extends ComponentProps<'span'> {}
export interface ToastBodyProps extends ComponentProps<'div'> {}

const StyledGroup = /* @__PURE__ */ withProvider(ArkToaster, 'group');
/** One toast (role `status`); Escape dismisses it while focused. */
export const ToastRoot = /* @__PURE__ */ withContext(ArkToastRoot, 'root');
export const ToastTitle = /* @__PURE__ */ withContext(ArkToastTitle, 'title');
export const ToastDescription = /* @__PURE__ */ withContext(ArkToastDescription, 'description');
export const ToastActionTrigger = /* @__PURE__ */ withContext(ArkToastActionTrigger, 'actionTrigger');
/** Dismisses the toast. Give it an accessible name. */
export const ToastCloseTrigger = /* @__PURE__ */ withContext(ArkToastCloseTrigger, 'closeTrigger');
/** The type icon, coloured by the toast's type. */
export const ToastIcon = /* @__PURE__ */ withContext('span', 'icon');
/** The column holding title, description and action. */
export const ToastBody = /* @__PURE__ */ withContext('div', 'body');

const ICONS: Record<ToastType, ReactNode> = {
  success: <CircleCheck aria-hidden />,
  error: <CircleAlert aria-hidden />,
  warning: <TriangleAlert aria-hidden />,
  info: <Info aria-hidden />,
  loading: <LoaderCircle aria-hidden />,
};
const TYPE_LABELS: Record<ToastType, MessageKey> = {
  success: 'overlay.toast.success',
  error: 'overlay.toast.error',
  warning: 'overlay.toast.warning',
  info: 'overlay.toast.info',
  loading: 'overlay.toast.loading',
};
const isToastType = (type: unknown): type is ToastType => typeof type === 'string' && type in ICONS;

export interface ToasterProps extends Omit<ArkToasterProps, 'toaster' | 'children'>, RefAttributes<HTMLDivElement> {
  /** Another store from `createToaster`, for a second toast area. Defaults to the shared `toaster`. */
  toaster?: CreateToasterReturn;
}

/**
 * Shows the toasts of `toaster`: bottom-right, at most three (the rest wait their turn), each with an
 * icon, title, description and a dismiss button. The area is a polite live region named
 * 'Notifications (Alt+T)'; Alt+T moves focus into it. Render it once, inside the LanguageProvider.
 */
export function Toaster({ toaster: store = toaster, ...props }: ToasterProps) {
  const { t } = useLanguage();
  return (
    <Portal>
      <StyledGroup toaster={store} aria-label={t('overlay.toast.region')} {...props}>
        {(options: ToastOptions) => {
          const type: ToastType = isToastType(options.type) ? options.type : 'info';
          return (
            <ToastRoot aria-busy={type === 'loading' || undefined}>
              <ToastIcon>{ICONS[type]}</ToastIcon>
              <ToastBody>
                {options.title != null && (
                  <ToastTitle>
                    {/* The type in words too, not only as an icon and colour. */}
                    <span className={visuallyHidden}>{`${t(TYPE_LABELS[type])}: `}</span>
                    {options.title}
                  </ToastTitle>
                )}
                {options.description != null && <ToastDescription>{options.description}</ToastDescription>}
                {options.action && (
                  <ToastActionTrigger asChild>
                    <Button size="sm" variant="outline">
                      {options.action.label}
                    </Button>
                  </ToastActionTrigger>
                )}
              </ToastBody>
              {options.closable !== false && (
                <ToastCloseTrigger asChild>
                  <IconButton size="sm" aria-label={t('overlay.toast.dismiss')}>
                    <X aria-hidden />
                  </IconButton>
                </ToastCloseTrigger>
              )}
            </ToastRoot>
          );
        }}
      </StyledGroup>
    </Portal>
  );
}

export type { CreateToasterReturn, ToastOptions };

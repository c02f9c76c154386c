export * as Toast from './namespace';
export { createToaster, TOAST_GAP, TOAST_HOTKEY, TOAST_MAX_VISIBLE, TOAST_PLACEMENT, type ToastType, toaster } from './store';
export {
  type CreateToasterReturn,
  ToastActionTrigger,
  type ToastActionTriggerProps,
  ToastBody,
  type ToastBodyProps,
  ToastCloseTrigger,
  type ToastCloseTriggerProps,
  ToastDescription,
  type ToastDescriptionProps,
  Toaster,
  type ToasterProps,
  ToastIcon,
  type ToastIconProps,
  type ToastOptions,
  ToastRoot,
  type ToastRootProps,
  ToastTitle,
  type ToastTitleProps,
} from './Toaster';

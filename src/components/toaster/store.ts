// The toast store and its rules, apart from the toast area that shows them: a page that only creates toasts
// (through LabelportProvider's area, which loads after the page) does not load the area's machines with it.
import { type CreateToasterReturn, createToaster } from '@ark-ui/react/toast';
import { TOAST_GAP_PX } from '../../../tokens/spacing';

export { createToaster };

/** What a toast is about; it sets the icon and colours. `error` is the destructive one. */
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** The toast area's rules: bottom-right, at most 3 at a time, 14 px apart, Alt+T focuses it. */
export const TOAST_PLACEMENT = 'bottom-end' as const;
export const TOAST_MAX_VISIBLE = 3;
/** The gap between toasts in pixels: the `toastGap` spacing token's. */
export const TOAST_GAP = TOAST_GAP_PX;
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

/**
 * The app's toast store. Call `toaster.create({ title, description, type })` from anywhere; the one
 * `<Toaster />` rendered near the root shows them. Also `toaster.success/error/info/loading(...)`,
 * `toaster.update(id, …)`, `toaster.dismiss(id?)` and `toaster.promise(...)`.
 */
export const toaster: CreateToasterReturn = createToaster({
  placement: TOAST_PLACEMENT,
  max: TOAST_MAX_VISIBLE,
  gap: TOAST_GAP,
  overlap: false,
  hotkey: TOAST_HOTKEY,
});

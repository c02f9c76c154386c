import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toast = defineSlotRecipe({
  className: 'toast',
  // `icon` and `body` are ours: the type icon and the column holding title and description.
  slots: [...toastAnatomy.keys(), 'icon', 'body'],
  base: {
    group: {
      // zag's group (1.47) turns 'bottom-end' into 'bottom-left' for right to left, then places the area by a
      // logical side (inset-inline-start), which right to left puts back at the right. The area's end is the
      // left in Arabic: it goes there, its toasts aligned to it.
      '&[dir=rtl][data-placement$=end]': {
        insetInlineStart: 'auto !important',
        // The notch's inset, where a phone has one (0% is no inset: tokens/ holds the package's lengths).
        insetInlineEnd: 'calc(env(safe-area-inset-left, 0%) + var(--viewport-offset-left)) !important',
        alignItems: 'flex-end !important',
      },
    },
    root: {
      // Ark positions and stacks the toasts through these variables.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'slow',
      transitionTimingFunction: 'default',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'toast',
      maxWidth: 'calc(100vw - token(spacing.8))',
      p: '4',
      pe: '12',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      overflowWrap: 'anywhere',
      '&[data-type=error]': { bg: 'danger.subtle', color: 'danger.subtleFg', borderColor: 'danger.border' },
    },
    icon: {
      display: 'inline-flex',
      flexShrink: 0,
      mt: '0.5',
      color: 'info.fg',
      '& svg': { width: 'icon', height: 'icon' },
      '[data-type=success] &': { color: 'success.fg' },
      '[data-type=error] &': { color: 'danger.subtleFg' },
      '[data-type=warning] &': { color: 'warning.fg' },
      '[data-type=loading] &': { color: 'fg.muted', '& svg': { animation: 'spin 1s linear infinite' } },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    title: { fontSize: 'sm', fontWeight: 'semibold' },
    description: {
      fontSize: 'sm',
      color: 'fg.muted',
      '[data-type=error] &': { color: 'danger.subtleFg' },
    },
    actionTrigger: { alignSelf: 'flex-start', mt: '1' },
    closeTrigger: {
      position: 'absolute',
      top: '2',
      insetEnd: '2',
      '[data-type=error] &': { color: 'danger.subtleFg', _hover: { bg: 'danger.border' } },
    },
  },
});

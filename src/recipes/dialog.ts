import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  // `header`, `body` and `footer` are ours: the layout of the content; `closeButton` is the × in the
  // corner (plain close triggers, such as a Cancel button in the footer, stay where they are).
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer', 'closeButton'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      _open: { animation: 'fadeIn token(durations.normal) token(easings.default)' },
      _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      // The margin around the dialog on narrow screens: it is as wide as the screen minus this.
      p: '4',
      overflow: 'auto',
      overscrollBehaviorY: 'none',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      width: 'full',
      maxHeight: 'full',
      overflowY: 'auto',
      p: '6',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      boxShadow: 'xl',
      _open: { animation: 'scaleIn token(durations.normal) token(easings.default)' },
      _closed: { animation: 'scaleOut token(durations.fast) token(easings.default)' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1.5', pe: '8' },
    title: { textStyle: 'h4', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm' },
    footer: { display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: '3' },
    closeTrigger: {},
    closeButton: { position: 'absolute', top: '3', insetEnd: '3' },
    trigger: {},
  },
  variants: {
    size: {
      sm: { content: { maxWidth: 'sm' } },
      md: { content: { maxWidth: 'md' } },
      lg: { content: { maxWidth: 'xl' } },
      xl: { content: { maxWidth: '3xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});

import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A side sheet: Ark's Dialog docked to the start or end edge (mobile sidebar, site header menu).
// `header`, `body` and `footer` are ours: the layout of the content.
export const drawer = defineSlotRecipe({
  className: 'drawer',
  jsx: ['Drawer', /^Drawer[A-Z]/],
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
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
      alignItems: 'stretch',
      overscrollBehaviorY: 'none',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      height: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'xl',
      borderColor: 'border.default',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      py: '4',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
    },
    title: { textStyle: 'h4', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted', mt: '1' },
    body: { flex: '1', display: 'flex', flexDirection: 'column', gap: '3', px: '5', py: '4', overflowY: 'auto' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap-reverse',
      justifyContent: 'flex-end',
      gap: '3',
      px: '5',
      py: '4',
      borderTopWidth: 'thin',
      borderColor: 'border.default',
    },
    closeTrigger: { flexShrink: 0, mt: '-1', me: '-2' },
    trigger: {},
  },
  variants: {
    placement: {
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          borderEndWidth: 'thin',
          _open: { animation: 'slideInStart token(durations.slow) token(easings.default)' },
          _closed: { animation: 'slideOutStart token(durations.normal) token(easings.default)' },
        },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          borderStartWidth: 'thin',
          _open: { animation: 'slideInEnd token(durations.slow) token(easings.default)' },
          _closed: { animation: 'slideOutEnd token(durations.normal) token(easings.default)' },
        },
      },
    },
    size: {
      sm: { content: { maxWidth: 'xs' } },
      md: { content: { maxWidth: 'sm' } },
      lg: { content: { maxWidth: 'lg' } },
    },
  },
  defaultVariants: { placement: 'end', size: 'sm' },
});

import { popoverAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A non-modal panel anchored to its trigger: the top bar's notification and message lists.
// `header` and `body` are ours: the layout of the content.
export const popover = defineSlotRecipe({
  className: 'popover',
  jsx: ['Popover', /^Popover[A-Z]/],
  slots: [...popoverAnatomy.keys(), 'header', 'body'],
  base: {
    // On the content: Ark's positioner takes its z-index from it (see the select recipe).
    positioner: {},
    content: {
      zIndex: 'popover',
      // The arrow takes its size and colour from these.
      '--arrow-size': 'sizes.3',
      '--arrow-background': 'colors.bg.surface',
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '4',
      width: 'calc(100vw - token(spacing.8))',
      // No overflow here (it would clip the arrow, which sticks out): the body scrolls instead.
      maxHeight: 'var(--available-height)',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      _open: { animation: 'scaleIn token(durations.fast) token(easings.default)' },
      _closed: { animation: 'scaleOut token(durations.fast) token(easings.default)' },
      transformOrigin: 'var(--transform-origin)',
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' },
    title: { fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', minHeight: '0', overflowY: 'auto' },
    closeTrigger: { flexShrink: 0, mt: '-2', me: '-2' },
    arrow: {},
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'border.default' },
    anchor: {},
    trigger: {},
    indicator: {
      display: 'inline-flex',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
    },
  },
  variants: {
    size: {
      sm: { content: { maxWidth: 'xs' } },
      md: { content: { maxWidth: 'sm' } },
      lg: { content: { maxWidth: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
});

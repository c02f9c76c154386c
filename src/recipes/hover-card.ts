import { hoverCardAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A card of extra information about a link, shown on hover or keyboard focus. It looks like the popover
// (surface, border, shadow) but holds no focus of its own: it only adds to what the link's page says.
export const hoverCard = defineSlotRecipe({
  className: 'hover-card',
  slots: hoverCardAnatomy.keys(),
  base: {
    // On the content: Ark's positioner takes its z-index from it (see the select recipe), so the card
    // opens above a Dialog or Drawer it is in.
    positioner: {},
    content: {
      zIndex: 'popover',
      '--arrow-size': 'sizes.3',
      '--arrow-background': 'colors.bg.surface',
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: '4',
      width: 'calc(100vw - token(spacing.8))',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      _open: { animation: 'fadeIn token(durations.fast) token(easings.default)' },
      _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
    },
    arrow: {},
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'border.default' },
    trigger: {},
  },
  variants: {
    size: {
      sm: { content: { maxWidth: 'xs' } },
      md: { content: { maxWidth: 'sm' } },
    },
  },
  defaultVariants: { size: 'sm' },
});

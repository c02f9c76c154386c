import { tooltipAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    // On the content: Ark's positioner takes its z-index from it (see the select recipe).
    positioner: {},
    content: {
      zIndex: 'tooltip',
      maxWidth: 'xs',
      px: '2.5',
      py: '1.5',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      borderRadius: 'md',
      boxShadow: 'md',
      fontSize: 'xs',
      fontWeight: 'medium',
      lineHeight: 'snug',
      _open: { animation: 'fadeIn token(durations.fast) token(easings.default)' },
      _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
      // Moving from one tooltip to the next within the skip delay shows it at once, without a fade.
      '&[data-instant]': { animation: 'none' },
    },
    arrow: {
      '--arrow-size': 'token(sizes.2)',
      '--arrow-background': 'token(colors.bg.inverted)',
    },
    arrowTip: {},
    trigger: {},
  },
});

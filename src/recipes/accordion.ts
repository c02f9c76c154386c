import { accordionAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const accordion = defineSlotRecipe({
  className: 'accordion',
  // `heading` is ours: the trigger sits in a heading, as the WAI-ARIA accordion pattern asks.
  slots: [...accordionAnatomy.keys(), 'heading'],
  base: {
    root: { width: 'full', borderTopWidth: 'thin', borderColor: 'border.default' },
    item: { borderBottomWidth: 'thin', borderColor: 'border.default' },
    heading: { margin: '0', fontSize: 'md', fontWeight: 'medium' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: 'full',
      py: '4',
      px: '1',
      textAlign: 'start',
      fontSize: 'md',
      fontWeight: 'medium',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { color: 'accent.fg' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55, _hover: { color: 'fg.default' } },
    },
    itemIndicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: 'icon', height: 'icon' },
    },
    itemContent: {
      px: '1',
      pb: '4',
      fontSize: 'sm',
      color: 'fg.muted',
      lineHeight: 'relaxed',
      _open: { animation: 'fadeIn token(durations.normal) token(easings.default)' },
      _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
    },
  },
});

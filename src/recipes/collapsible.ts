import { collapsibleAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// A disclosure: a button that shows and hides the content under it, which grows open and shrinks closed.
export const collapsible = defineSlotRecipe({
  className: 'collapsible',
  jsx: ['Collapsible', 'CollapsibleRoot', 'CollapsibleRootProvider'],
  // `body` is ours: the padded box inside the content, so the content can clip its growth (overflow hidden)
  // without clipping the focus ring of a control inside.
  slots: [...collapsibleAnatomy.keys(), 'body'],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      alignSelf: 'flex-start',
      minH: '9',
      px: '1',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      textAlign: 'start',
      cursor: 'pointer',
      _hover: { color: 'accent.fg' },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled', _hover: { color: 'fg.disabled' } },
    },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      transitionTimingFunction: 'default',
      _open: { transform: 'rotate(180deg)' },
      _motionReduce: { transitionDuration: '0s' },
      '& svg': { width: 'icon', height: 'icon' },
    },
    content: {
      overflow: 'hidden',
      // Ark measures the open content into --height; it grows from 0 to it, and shrinks back on close
      // (Ark keeps it shown until the animation ends). No growing for those who asked for less motion.
      _open: {
        animation: 'expandHeight token(durations.normal) token(easings.default)',
        _motionReduce: { animation: 'none' },
      },
      _closed: {
        animation: 'collapseHeight token(durations.fast) token(easings.default)',
        _motionReduce: { animation: 'none' },
      },
    },
    body: { px: '1', pt: '2', pb: '3', fontSize: 'sm', color: 'fg.default', lineHeight: 'relaxed' },
  },
});

import { marqueeAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { iconButton } from './carousel';

// The fade at one end of the strip, from the colour the strip sits on (`--marquee-edge-color`) to nothing.
const fade = (towards: string) => `linear-gradient(to ${towards}, var(--marquee-edge-color), transparent)`;

// A row of items that scrolls by itself, e.g. carrier logos (Ark's marquee). zag lays out the root (a clipping
// flex row) and the copies of the content it loops; the animation is ours: each copy moves one copy's width
// towards `side` (slideOutStart or slideOutEnd, signed by the direction), then starts again. The pause button
// sits at the start, outside the moving part; the root's padding leaves room for its focus ring, which zag's
// clipping would cut.
export const marquee = defineSlotRecipe({
  className: 'marquee',
  jsx: ['Marquee', /^Marquee[A-Z]/],
  slots: [...marqueeAnatomy.keys(), 'pauseTrigger'],
  base: {
    root: {
      alignItems: 'center',
      gap: '2',
      width: 'full',
      minWidth: '0',
      p: '1',
      '--marquee-edge-color': '{colors.bg.canvas}',
    },
    // What moves is clipped here, so that it does not slide under the pause button; its padding leaves room for
    // the focus ring of a link among the items.
    viewport: { flex: '1', minWidth: '0', overflow: 'hidden', position: 'relative', py: '1' },
    content: {
      alignItems: 'center',
      animationName: 'slideOutStart',
      animationDuration: 'var(--marquee-duration)',
      animationDelay: 'var(--marquee-delay)',
      animationIterationCount: 'var(--marquee-loop-count)',
      animationTimingFunction: 'linear',
      '&[data-side=end]': { animationName: 'slideOutEnd' },
      '&[data-reverse]': { animationDirection: 'reverse' },
      '[data-scope=marquee][data-part=root][data-paused] &': { animationPlayState: 'paused' },
      // Still for a reader who asks for less motion; over the side's rule, which is more specific.
      _motionReduce: { animation: 'none !important' },
    },
    // The fades over each end; zag places them and lets the pointer through.
    edge: {
      zIndex: 'sticky',
      width: '12',
      '&[data-side=start]': { bgImage: fade('right'), '&[dir=rtl]': { bgImage: fade('left') } },
      '&[data-side=end]': { bgImage: fade('left'), '&[dir=rtl]': { bgImage: fade('right') } },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      fontSize: 'lg',
      fontWeight: 'bold',
      letterSpacing: 'tight',
      '& > img, & > svg': { display: 'block', height: '8', width: 'auto' },
    },
    pauseTrigger: iconButton,
  },
});

import { defineSlotRecipe } from '@pandacss/dev';

// Each status and the danger tone, as the item writes them (Timeline.tsx).
const COMPLETE = '[data-status=complete] &';
const CURRENT = '[data-status=current] &';
const UPCOMING = '[data-status=upcoming] &';
const DANGER = '[data-tone=danger] &';

// A vertical list of dated events, as a shipment's tracking history. Ark has no timeline anatomy: the slots
// are our own. Each item is a grid of two columns: the indicator, with the line to the next item under it,
// and the content beside both; grid columns follow the direction, so right to left puts the indicator at the right.
// The status never rests on colour alone: a hollow, ringed or filled dot, and words for screen readers.
export const timeline = defineSlotRecipe({
  className: 'timeline',
  jsx: ['Timeline', 'TimelineRoot'],
  slots: ['root', 'item', 'indicator', 'content', 'title', 'description', 'time'],
  base: {
    root: { listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', minW: '0', color: 'fg.default' },
    item: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      columnGap: '3',
      // The line down to the next item's indicator: the second row of the first column, which the content's
      // height stretches. The last item has none.
      '&:not(:last-child)::after': {
        content: '""',
        gridColumn: '1',
        gridRow: '2',
        justifySelf: 'center',
        w: '0.5',
        my: '1',
        borderRadius: 'full',
        bg: 'border.default',
      },
      '&[data-status=complete]:not(:last-child)::after': { bg: 'success.solid' },
    },
    indicator: {
      gridColumn: '1',
      gridRow: '1',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      borderWidth: 'thick',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.muted',
      [COMPLETE]: { borderColor: 'success.solid', bg: 'success.solid', color: 'success.contrast' },
      [CURRENT]: { borderColor: 'accent.solid', color: 'accent.fg' },
      // A current item without an icon: a dot in the ring, "you are here".
      '[data-status=current] &:empty::before': { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'currentColor' },
      [DANGER]: { borderColor: 'danger.solid', bg: 'danger.solid', color: 'danger.contrast' },
    },
    content: {
      gridColumn: '2',
      gridRow: '1 / span 2',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      minW: '0',
    },
    title: {
      m: '0',
      fontWeight: 'semibold',
      color: 'fg.default',
      [UPCOMING]: { color: 'fg.muted', fontWeight: 'medium' },
      [DANGER]: { color: 'danger.fg' },
    },
    time: { color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    description: { m: '0', color: 'fg.muted' },
  },
  variants: {
    size: {
      // The title's line is as tall as the indicator, so the two sit level.
      sm: {
        indicator: { w: '5', h: '5', '& svg': { w: '3', h: '3' } },
        content: { '*:not(:last-child) > &': { pb: '4' } },
        title: { textStyle: 'small' },
        time: { textStyle: 'caption' },
        description: { textStyle: 'caption' },
      },
      md: {
        indicator: { w: '6', h: '6', '& svg': { w: '3.5', h: '3.5' } },
        content: { '*:not(:last-child) > &': { pb: '6' } },
        title: { textStyle: 'body' },
        time: { textStyle: 'small' },
        description: { textStyle: 'small' },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

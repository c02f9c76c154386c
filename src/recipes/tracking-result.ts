import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no timeline anatomy: the slots are our own. Completed and pending steps differ by icon and
// by their written status, not by colour alone.
export const trackingResult = defineSlotRecipe({
  className: 'tracking-result',
  slots: ['summary', 'term', 'detail', 'events', 'event', 'marker', 'eventBody', 'eventTitle', 'eventMeta', 'metaItem'],
  base: {
    summary: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      gap: '4',
      m: '0',
      p: '4',
      bg: 'bg.subtle',
      borderRadius: 'lg',
    },
    term: { textStyle: 'small', color: 'fg.muted' },
    detail: { m: '0', fontWeight: 'semibold', color: 'fg.default' },
    events: { listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' },
    event: {
      position: 'relative',
      display: 'flex',
      gap: '3',
      pb: '5',
      _last: { pb: '0' },
      // The line joining one step's marker to the next.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        top: '7',
        bottom: '1',
        insetInlineStart: '3',
        w: '0.5',
        bg: 'border.default',
      },
      '&[data-state=completed]:not(:last-child)::before': { bg: 'success.solid' },
    },
    marker: {
      flexShrink: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '6',
      h: '6',
      '& svg': { w: '6', h: '6' },
      '[data-state=completed] &': { color: 'success.fg' },
      '[data-state=pending] &': { color: 'fg.subtle' },
    },
    eventBody: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    eventTitle: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '2',
      fontWeight: 'semibold',
      color: 'fg.default',
    },
    eventMeta: { display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', textStyle: 'small', color: 'fg.muted' },
    metaItem: { display: 'inline-flex', alignItems: 'center', gap: '1', '& svg': { w: '4', h: '4', flexShrink: '0' } },
  },
});

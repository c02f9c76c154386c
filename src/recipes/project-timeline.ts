import { defineSlotRecipe } from '@pandacss/dev';

// The ten lifecycle steps as a vertical list: an icon on a connecting line, the step name and its state text.
// Ark has no timeline anatomy: the slots are our own.
export const projectTimeline = defineSlotRecipe({
  className: 'project-timeline',
  jsx: ['ProjectTimeline', 'ProjectTimelineDialog'],
  slots: ['root', 'summary', 'list', 'step', 'indicator', 'content', 'title', 'description'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    summary: { textStyle: 'small', fontWeight: 'semibold', color: 'fg.default' },
    list: { listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' },
    step: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: '3',
      pb: '4',
      // The line joining this step's icon to the next one.
      _before: {
        content: '""',
        position: 'absolute',
        insetInlineStart: '3',
        top: '7',
        bottom: '1',
        borderInlineStartWidth: 'thick',
        borderColor: 'border.default',
        transform: 'translateX(-50%)',
      },
      _last: { pb: '0', _before: { display: 'none' } },
      '&[data-state=completed]': { _before: { borderColor: 'success.fg' } },
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '6',
      h: '6',
      borderRadius: 'full',
      color: 'fg.subtle',
      bg: 'bg.surface',
      '& svg': { w: '5', h: '5' },
      '[data-state=completed] &': { color: 'success.fg' },
      '[data-state=current] &': { color: 'accent.fg' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', pt: '0.5' },
    title: {
      textStyle: 'small',
      fontWeight: 'medium',
      color: 'fg.muted',
      '[data-state=completed] &': { color: 'fg.default' },
      '[data-state=current] &': { color: 'fg.default', fontWeight: 'semibold' },
    },
    description: {
      textStyle: 'caption',
      color: 'fg.muted',
      '[data-state=current] &': { color: 'accent.fg' },
    },
  },
});

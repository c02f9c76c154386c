import { defineSlotRecipe } from '@pandacss/dev';

// The project's lifecycle: a summary line over the Steps component (read-only, vertical), which draws the steps.
export const projectTimeline = defineSlotRecipe({
  className: 'project-timeline',
  jsx: ['ProjectTimeline', 'ProjectTimelineDialog'],
  slots: ['root', 'summary'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    summary: { textStyle: 'small', fontWeight: 'semibold', color: 'fg.default' },
  },
});

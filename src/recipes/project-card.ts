import { defineSlotRecipe } from '@pandacss/dev';

// A project on /dashboard ('My Productions'). The frame is a Card; the slots lay out its facts.
export const projectCard = defineSlotRecipe({
  className: 'project-card',
  jsx: ['ProjectCard', 'MyProductions'],
  slots: ['root', 'headerRow', 'header', 'title', 'submitted', 'facts', 'fact', 'term', 'detail', 'footer', 'grid', 'empty'],
  base: {
    root: { h: 'full', p: '5', gap: '4' },
    headerRow: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
    title: { textStyle: 'h4', color: 'fg.default', overflowWrap: 'anywhere' },
    submitted: { textStyle: 'caption', color: 'fg.muted', mt: '0.5' },
    facts: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: '3',
      m: '0',
    },
    fact: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    term: { textStyle: 'caption', color: 'fg.muted' },
    detail: { textStyle: 'small', fontWeight: 'medium', color: 'fg.default', m: '0', overflowWrap: 'anywhere' },
    footer: { display: 'flex', justifyContent: 'flex-end', mt: 'auto' },
    grid: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      listStyle: 'none',
      m: '0',
      p: '0',
    },
    empty: { textStyle: 'small', color: 'fg.muted' },
  },
});

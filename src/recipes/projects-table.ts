import { defineSlotRecipe } from '@pandacss/dev';

// 'All Projects' on /dashboard/projects: filters above a Table, and the project details dialog's facts.
export const projectsTable = defineSlotRecipe({
  className: 'projects-table',
  jsx: ['ProjectsTable', 'ProjectDetailsDialog'],
  slots: ['filters', 'filter', 'count', 'name', 'progress', 'empty', 'facts', 'fact', 'term', 'detail'],
  base: {
    filters: { display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' },
    filter: { flex: '1', minW: { base: 'full', sm: '24' }, maxW: { sm: 'xs' } },
    count: { textStyle: 'small', color: 'fg.muted' },
    name: { fontWeight: 'semibold', textAlign: 'start', whiteSpace: 'nowrap' },
    progress: { minW: '24' },
    empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' },
    facts: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      gap: '3',
      m: '0',
    },
    fact: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    term: { textStyle: 'caption', color: 'fg.muted' },
    detail: { textStyle: 'small', fontWeight: 'medium', color: 'fg.default', m: '0', overflowWrap: 'anywhere' },
  },
});

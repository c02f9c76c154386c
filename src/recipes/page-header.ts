import { defineSlotRecipe } from '@pandacss/dev';

// The head of a page: where it sits (a breadcrumb), its title and description, and its actions at the end
// edge, wrapping under the title on a narrow screen. Ark has no anatomy for it: the slots are our own.
export const pageHeader = defineSlotRecipe({
  className: 'page-header',
  slots: ['root', 'breadcrumb', 'body', 'content', 'title', 'description', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
    breadcrumb: { minW: '0' },
    body: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' },
    // Grows beside the actions, and wraps above them once narrower than `xs`.
    content: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flexGrow: '1', flexBasis: 'xs' },
    title: { textStyle: 'h1', color: 'fg.default', overflowWrap: 'anywhere', m: '0' },
    description: { textStyle: 'body', color: 'fg.muted', m: '0', maxW: 'prose' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  },
});

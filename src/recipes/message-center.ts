import { defineSlotRecipe } from '@pandacss/dev';

// Lays out ThreadList and ChatPane side by side from `md` up; below it (or always, with layout 'stacked')
// they stack and only one shows at a time: the list, or the open conversation with a button back to the list.
export const messageCenter = defineSlotRecipe({
  className: 'message-center',
  jsx: ['MessageCenter'],
  slots: ['root', 'list', 'pane'],
  base: {
    root: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'token(sizes.xs) minmax(0, 1fr)' },
      alignItems: 'start',
    },
  },
  variants: {
    layout: {
      responsive: {
        list: { '[data-view=pane] &': { display: { base: 'none', md: 'flex' } } },
        pane: { '[data-view=list] &': { display: { base: 'none', md: 'flex' } } },
      },
      stacked: {
        root: { gridTemplateColumns: 'minmax(0, 1fr)' },
        list: { '[data-view=pane] &': { display: 'none' } },
        pane: { '[data-view=list] &': { display: 'none' } },
      },
    },
  },
  defaultVariants: { layout: 'responsive' },
});

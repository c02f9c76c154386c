import { defineSlotRecipe } from '@pandacss/dev';

// "Nothing here yet" inside a card, a page section or a panel: centred, quiet, with room for one action.
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  jsx: ['EmptyState', 'EmptyStateRoot'],
  slots: ['root', 'icon', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      width: 'full',
      textAlign: 'center',
      color: 'fg.default',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      mb: '2',
      borderRadius: 'full',
      bg: 'bg.muted',
      color: 'fg.muted',
    },
    title: { textStyle: 'h4', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted', maxW: 'prose' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '3' },
  },
  variants: {
    size: {
      sm: { root: { py: '6', px: '4' }, icon: { p: '2', '& svg': { width: '5', height: '5' } } },
      md: { root: { py: '10', px: '6' }, icon: { p: '3', '& svg': { width: '6', height: '6' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

import { defineSlotRecipe } from '@pandacss/dev';

// A list of terms and their values (an order's details). Ark has no such anatomy: the slots are our own.
// Side by side, the root is a two-column grid and each item a subgrid of it, so every label shares one
// column as wide as the longest (up to 40 % of the list) and every value starts at the same edge.
export const dataList = defineSlotRecipe({
  className: 'data-list',
  jsx: ['DataList', 'DataListRoot'],
  slots: ['root', 'item', 'label', 'value'],
  base: {
    root: { minW: '0', margin: '0', color: 'fg.default' },
    item: { minW: '0' },
    label: { color: 'fg.muted', fontWeight: 'medium' },
    value: { minW: '0', margin: '0', overflowWrap: 'anywhere' },
  },
  variants: {
    orientation: {
      horizontal: {
        root: { display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', columnGap: '6' },
        item: { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline' },
      },
      vertical: {
        root: { display: 'flex', flexDirection: 'column' },
        item: { display: 'flex', flexDirection: 'column', gap: '1' },
      },
    },
    size: {
      sm: { root: { textStyle: 'small', rowGap: '2' }, item: { rowGap: '0.5' } },
      md: { root: { textStyle: 'body', rowGap: '3' } },
      lg: { root: { fontSize: 'lg', lineHeight: 'normal', rowGap: '4' } },
    },
    // A line between items, for a long list read row by row.
    divided: {
      true: {
        root: { rowGap: '0' },
        item: {
          py: '3',
          '&:not(:last-child)': { borderBottomWidth: 'thin', borderColor: 'border.default' },
        },
      },
    },
  },
  defaultVariants: { orientation: 'horizontal', size: 'md' },
});

import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no table anatomy: the slots are our own. `root` is the scrollable region around `table`.
export const table = defineSlotRecipe({
  className: 'table',
  jsx: ['Table', 'TableRoot'],
  slots: ['root', 'table', 'caption', 'head', 'body', 'footer', 'row', 'header', 'cell', 'empty'],
  base: {
    root: {
      // Positioned, so absolutely placed screen-reader text inside cells stays in the scroll box
      // instead of widening the page.
      position: 'relative',
      width: 'full',
      maxWidth: 'full',
      overflowX: 'auto',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
    },
    table: {
      width: 'full',
      borderCollapse: 'collapse',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.default',
    },
    caption: {
      captionSide: 'top',
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.default',
    },
    // Borders on the row groups work because the table collapses its borders.
    head: { bg: 'bg.subtle', borderBottomWidth: 'thin', borderColor: 'border.default' },
    body: {},
    footer: { bg: 'bg.subtle', fontWeight: 'medium', borderTopWidth: 'thin', borderColor: 'border.default' },
    row: {
      borderColor: 'border.default',
      '&:not(:last-child)': { borderBottomWidth: 'thin' },
    },
    header: {
      textAlign: 'start',
      // A column header: small, bold and muted, at the bottom of its cell. (`:where` adds no specificity,
      // so a block's own class on a header still wins, as before.)
      '&:where(:not([scope=row]))': {
        verticalAlign: 'bottom',
        fontSize: 'xs',
        fontWeight: 'semibold',
        color: 'fg.muted',
        whiteSpace: 'nowrap',
      },
      // A row header (`scope="row"`) is a header for screen readers only: it looks like the cells of its
      // row, in the body or the footer. Without specificity, so any class restyles it (a bold product name).
      ':where(&[scope=row])': { verticalAlign: 'middle', fontWeight: 'inherit' },
    },
    cell: { textAlign: 'start', verticalAlign: 'middle' },
    empty: { textAlign: 'center', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: {
        table: { fontSize: 'sm' },
        caption: { px: '3', py: '2' },
        header: { px: '3', py: '2' },
        cell: { px: '3', py: '2' },
        empty: { px: '3', py: '6' },
      },
      md: {
        table: { fontSize: 'sm' },
        caption: { px: '4', py: '3' },
        header: { px: '4', py: '3' },
        cell: { px: '4', py: '3' },
        empty: { px: '4', py: '10' },
      },
    },
    /** Rows highlight under the pointer, for tables whose rows hold actions. */
    interactive: {
      true: { row: { _hover: { bg: 'bg.subtle' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

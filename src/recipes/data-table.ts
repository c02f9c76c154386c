import { defineSlotRecipe } from '@pandacss/dev';
import { containerSizes } from '../../tokens/spacing';
import { nativeInputOver } from './input';

// Kept in view when a wide table scrolls sideways, from the inline start: the selection box and the details
// button (each column 3rem wide), then the row's heading, in the head as in the body.
const sticky = {
  position: 'sticky',
  zIndex: '1',
  bg: 'bg.surface',
  'thead &': { bg: 'bg.subtle' },
  'tr:hover > &': { bg: 'bg.subtle' },
  'tr[data-selected] > &': { bg: 'accent.subtle' },
} as const;
const afterLeadColumns = {
  ...sticky,
  insetInlineStart: '0',
  'table[data-selectable] &, table[data-details] &': { insetInlineStart: '12' },
  'table[data-selectable][data-details] &': { insetInlineStart: '24' },
} as const;

// The DataTable around the Table's own parts: the toolbar (search, filters, Columns), the polite count, the bar
// of bulk actions, the sort buttons in the headers, the select / details / actions columns, and the scroll box
// of the virtual layout. The table's own look (borders, padding, header text) stays the Table recipe's.
export const dataTable = defineSlotRecipe({
  className: 'data-table',
  jsx: ['DataTable'],
  slots: [
    'root',
    'toolbar',
    'search',
    'filter',
    'columnsButton',
    'summary',
    'count',
    'actionBar',
    'selectedCount',
    'region',
    'scroller',
    'table',
    'fixedTable',
    'head',
    'header',
    'sortButton',
    'sortHint',
    'sortOrder',
    'row',
    'cell',
    'selectCell',
    'expandCell',
    'expandButton',
    'actionsCell',
    'detailRow',
    'detailCell',
    'message',
    'hiddenText',
    'pagination',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' },
    toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' },
    search: { flex: '1 1 var(--sizes-xs)', maxWidth: 'sm' },
    filter: { flex: '0 1 var(--sizes-xs)', minWidth: '0' },
    columnsButton: { marginInlineStart: 'auto' },
    // The count, and while rows are selected the bar of bulk actions beside it, on one line: a selectable table
    // keeps the bar's line from the start, so that checking a row does not push the rows down under the pointer.
    // Where the line is too narrow for both, the bar takes the count's place and the count stays for screen
    // readers. Actions that do not fit scroll sideways, on one line. The line is a container: the table's width,
    // not the window's, decides.
    summary: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      containerType: 'inline-size',
      '&[data-selectable]': { minHeight: '10' },
    },
    count: {
      textStyle: 'small',
      color: 'fg.muted',
      '&[data-covered]': { whiteSpace: 'nowrap', [`@container (width < ${containerSizes.wide})` as const]: { srOnly: true } },
    },
    actionBar: {
      flex: '1 1 auto',
      minWidth: '0',
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '10',
      px: '3',
      py: '1',
      borderRadius: 'lg',
      bg: 'accent.subtle',
      color: 'fg.default',
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      '& > *': { flexShrink: '0' },
    },
    selectedCount: { fontWeight: 'semibold', whiteSpace: 'nowrap', marginInlineEnd: 'auto' },
    region: {},
    // The virtual layout's box: it scrolls both ways, and the header row stays at its top.
    scroller: {
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      '& thead th': { position: 'sticky', top: '0', zIndex: '2', bg: 'bg.subtle' },
    },
    table: {},
    // Virtual rows come and go as the box scrolls: with the widths taken from the rows in view, the columns
    // would change width, and rows height, as it does. Fixed widths (`width`, or equal shares) stay put.
    fixedTable: { tableLayout: 'fixed', minWidth: '3xl' },
    head: {},
    header: {
      // Headers with a sort button and those without line up.
      '&[scope=col]': { verticalAlign: 'middle' },
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-align=center]': { textAlign: 'center' },
      '&[aria-sort]': { py: '1.5' },
      '&[data-sticky]': afterLeadColumns,
    },
    // The header's whole text is the button, so its name is the column's name; aria-sort on the cell says the order.
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      mx: '-1.5',
      px: '1.5',
      py: '1.5',
      borderRadius: 'sm',
      font: 'inherit',
      color: 'inherit',
      textAlign: 'inherit',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      '&[data-sorted]': { color: 'fg.default' },
      '& svg': { width: '3.5', height: '3.5', flexShrink: '0' },
      '[data-align=end] &': { flexDirection: 'row-reverse' },
    },
    sortHint: { opacity: '0.5' },
    sortOrder: { fontSize: '2xs', fontWeight: 'bold', color: 'accent.fg' },
    row: {
      '&[data-selected]': { bg: 'accent.subtle' },
      '&[data-selected]:hover': { bg: 'accent.subtle' },
    },
    cell: {
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-align=center]': { textAlign: 'center' },
      '&[data-sticky]': afterLeadColumns,
    },
    // The checkbox's label covers the cell (the sticky cell places it), so a press anywhere in the cell toggles
    // the row and hovering it marks the box, as hovering a Checkbox's label does.
    // Its box changes colour at once: a page's boxes change together, and each box's colour transition sends
    // transition events that React's root listener handles, a long task for a page of rows.
    selectCell: {
      ...sticky,
      insetInlineStart: '0',
      width: '12',
      // Its box's native input covers the whole cell too.
      '& label': {
        position: 'absolute',
        inset: '0',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...nativeInputOver({ width: '100%', height: '100%' }),
      },
      '& [data-part=control]': { transition: 'none', marginBlockStart: '0' },
      '& label:hover > [data-part=control]:not([data-state=checked], [data-state=indeterminate], [data-disabled])': {
        borderColor: 'fg.muted',
      },
    },
    expandCell: {
      ...sticky,
      insetInlineStart: '0',
      'table[data-selectable] &': { insetInlineStart: '12' },
      width: '12',
      textAlign: 'center',
    },
    expandButton: {
      // It reaches into its cell's padding, which is the Table's size variant and so outranks any base style
      // of the cell: in it, the 32 px button made the column 16 px wider than 3rem, under the sticky row heading.
      mx: '-2',
      '& svg': { transition: 'transform token(durations.fast) token(easings.default)' },
      '&[aria-expanded=true] svg': { transform: 'rotate(90deg)' },
    },
    actionsCell: { width: '14', textAlign: 'end' },
    detailRow: { bg: 'bg.subtle' },
    detailCell: {},
    message: { py: '8' },
    hiddenText: { srOnly: true },
    pagination: {},
  },
  variants: {
    size: {
      sm: {},
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
});

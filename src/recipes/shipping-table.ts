import { defineSlotRecipe } from '@pandacss/dev';

// ShippingTable composes DataTable, Progress, Badge and Button (ShippingRow the Table's parts); these slots
// lay out its cells and the detail row (pallet, box and unit totals).
export const shippingTable = defineSlotRecipe({
  className: 'shipping-table',
  slots: ['disclosure', 'chevron', 'status', 'actions', 'detailsCell', 'details', 'detail', 'detailTerm', 'detailValue'],
  base: {
    disclosure: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: 'touch',
      px: '1',
      ms: '-1',
      borderRadius: 'md',
      fontWeight: 'semibold',
      color: 'fg.default',
      textAlign: 'start',
      cursor: 'pointer',
      bg: 'transparent',
      _hover: { bg: 'bg.muted' },
    },
    chevron: {
      flexShrink: 0,
      width: 'icon',
      height: 'icon',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      '[aria-expanded=true] > &': { transform: 'rotate(90deg)' },
    },
    status: { minW: '32' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    detailsCell: { bg: 'bg.subtle' },
    details: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      gap: '4',
      m: '0',
    },
    detail: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    detailTerm: { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    detailValue: { m: '0', fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
  },
});

import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no metric anatomy: the slots are our own. The change's colour is never its only signal:
// it also carries a trend icon and a visually hidden 'increase'/'decrease'.
export const metricCard = defineSlotRecipe({
  className: 'metric-card',
  slots: ['root', 'label', 'value', 'change', 'icon', 'period', 'grid'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', h: 'full' },
    label: { textStyle: 'small', fontWeight: 'medium', color: 'fg.muted' },
    value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
    change: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '1.5',
      textStyle: 'small',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
    },
    icon: { flexShrink: '0', w: '4', h: '4' },
    period: { fontWeight: 'normal', color: 'fg.muted' },
    grid: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      listStyle: 'none',
      p: '0',
      m: '0',
    },
  },
  variants: {
    direction: {
      increase: { change: { color: 'success.fg' } },
      decrease: { change: { color: 'danger.fg' } },
    },
  },
  defaultVariants: { direction: 'increase' },
});

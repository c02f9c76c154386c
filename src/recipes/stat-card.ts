import { defineSlotRecipe } from '@pandacss/dev';

// A figure on the dashboard: label, big value, optional hint, and an icon in a tinted square.
// Ark has no anatomy for it: the slots are our own. The frame itself is a Card.
export const statCard = defineSlotRecipe({
  className: 'stat-card',
  jsx: ['StatCard', 'StatCardGrid'],
  slots: ['root', 'body', 'text', 'label', 'value', 'hint', 'icon', 'grid'],
  base: {
    root: { h: 'full' },
    body: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', p: '5' },
    text: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    label: { textStyle: 'small', color: 'fg.muted', fontWeight: 'medium' },
    value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
    hint: { textStyle: 'caption', color: 'fg.muted' },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '10',
      h: '10',
      borderRadius: 'lg',
      bg: 'accent.subtle',
      color: 'accent.fg',
      '& svg': { w: '5', h: '5' },
    },
    grid: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
      listStyle: 'none',
      p: '0',
      m: '0',
    },
  },
});

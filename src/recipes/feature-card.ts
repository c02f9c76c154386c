import { defineSlotRecipe } from '@pandacss/dev';

// One product feature (icon, title, text) and the grid that lays them out. Slots are our own.
export const featureCard = defineSlotRecipe({
  className: 'feature-card',
  jsx: ['FeatureCard', 'FeatureGrid'],
  slots: ['grid', 'root', 'icon', 'title', 'description'],
  base: {
    grid: {
      display: 'grid',
      gap: { base: '4', md: '6' },
      gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    },
    root: { h: 'full' },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      borderRadius: 'lg',
      bg: 'accent.subtle',
      color: 'accent.fg',
      '& svg': { w: '6', h: '6' },
    },
    title: {},
    description: { color: 'fg.muted', lineHeight: 'relaxed' },
  },
});

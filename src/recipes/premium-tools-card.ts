import { defineSlotRecipe } from '@pandacss/dev';

// The upsell card on /dashboard. The frame is a Card; these slots add the icon and the layout.
export const premiumToolsCard = defineSlotRecipe({
  className: 'premium-tools-card',
  jsx: ['PremiumToolsCard'],
  slots: ['root', 'icon', 'content'],
  base: {
    root: { bg: 'accent.subtle', borderColor: 'accent.border' },
    content: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { base: 'flex-start', sm: 'center' },
      gap: '4',
      p: '6',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'accent.solid',
      color: 'accent.contrast',
      '& svg': { w: '6', h: '6' },
    },
  },
});

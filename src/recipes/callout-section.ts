import { defineSlotRecipe } from '@pandacss/dev';

// The tracking and analytics pages' closing call-outs (GlobalTrackingCoverage, CustomAnalyticsSolutions):
// an icon, a heading with a short text, and one action. Ark has no anatomy for it: the slots are our own.
export const calloutSection = defineSlotRecipe({
  className: 'callout-section',
  slots: ['root', 'icon', 'body', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'flex-start', md: 'center' },
      gap: { base: '4', md: '6' },
      p: { base: '6', md: '8' },
      bg: 'accent.subtle',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'accent.border',
      borderRadius: 'xl',
    },
    icon: {
      flexShrink: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'accent.solid',
      color: 'accent.contrast',
      '& svg': { w: '6', h: '6' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '0' },
    action: { flexShrink: '0' },
  },
});

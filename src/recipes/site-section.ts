import { defineSlotRecipe } from '@pandacss/dev';

// A titled band of the public site, and the call-to-action banner. No Ark anatomy: the slots are our own.
export const siteSection = defineSlotRecipe({
  className: 'site-section',
  jsx: ['SiteSection', 'CtaBanner'],
  slots: ['root', 'inner', 'header', 'title', 'description', 'body', 'actions'],
  base: {
    root: { scrollMarginTop: '20', py: { base: '12', md: '16' } },
    inner: { maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '8' },
    header: { display: 'flex', flexDirection: 'column', gap: '3', maxW: '3xl' },
    title: { overflowWrap: 'break-word' },
    description: { fontSize: 'lg', lineHeight: 'relaxed', color: 'fg.muted' },
    body: { minW: '0' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '3' },
  },
  variants: {
    tone: {
      plain: { root: { bg: 'bg.canvas' } },
      subtle: { root: { bg: 'bg.subtle' } },
      accent: {
        root: { bg: 'accent.subtle' },
        description: { color: 'fg.default' },
      },
    },
    align: {
      start: {},
      center: { header: { mx: 'auto', textAlign: 'center', alignItems: 'center' }, actions: { justifyContent: 'center' } },
    },
  },
  defaultVariants: { tone: 'plain', align: 'start' },
});

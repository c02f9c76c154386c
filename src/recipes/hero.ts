import { defineSlotRecipe } from '@pandacss/dev';

// The home page's opening section. No Ark anatomy: the slots are our own.
export const hero = defineSlotRecipe({
  className: 'hero',
  jsx: ['Hero'],
  slots: ['root', 'content', 'eyebrow', 'title', 'subtitle', 'actions', 'stats', 'stat', 'statLabel', 'statValue'],
  base: {
    root: {
      display: 'grid',
      gap: { base: '10', lg: '12' },
      gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
      alignItems: 'center',
      maxW: '6xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: { base: '12', md: '20' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '5', minW: '0' },
    eyebrow: {
      alignSelf: 'flex-start',
      px: '3',
      py: '1',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.fg',
      textStyle: 'small',
      fontWeight: 'semibold',
    },
    title: { textStyle: 'display', overflowWrap: 'break-word' },
    subtitle: { fontSize: 'lg', lineHeight: 'relaxed', color: 'fg.muted', maxW: 'prose' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '3' },
    stats: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: '4',
    },
    stat: {
      display: 'flex',
      flexDirection: 'column-reverse',
      gap: '1',
      p: { base: '4', md: '6' },
      borderRadius: 'xl',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.subtle',
    },
    statLabel: { textStyle: 'small', color: 'fg.muted' },
    statValue: { fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', color: 'accent.fg', lineHeight: 'tight' },
  },
});

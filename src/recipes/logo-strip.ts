import { defineSlotRecipe } from '@pandacss/dev';

// A row of customer names. No Ark anatomy: the slots are our own.
export const logoStrip = defineSlotRecipe({
  className: 'logo-strip',
  jsx: ['LogoStrip'],
  slots: ['root', 'title', 'list', 'item'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '6',
      maxW: '6xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: '10',
    },
    title: {
      textStyle: 'small',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
      color: 'fg.muted',
      textAlign: 'center',
    },
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignItems: 'center',
      columnGap: { base: '6', md: '12' },
      rowGap: '4',
    },
    item: { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', letterSpacing: 'tight', color: 'fg.muted' },
  },
});

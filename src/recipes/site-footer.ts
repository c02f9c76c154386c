import { defineSlotRecipe } from '@pandacss/dev';

// The public site's footer. No Ark anatomy: the slots are our own.
export const siteFooter = defineSlotRecipe({
  className: 'site-footer',
  jsx: ['SiteFooter'],
  slots: ['root', 'inner', 'about', 'brand', 'tagline', 'group', 'groupTitle', 'list', 'link', 'contact', 'bottom'],
  base: {
    root: { bg: 'bg.subtle', borderTopWidth: 'thin', borderColor: 'border.default', color: 'fg.default' },
    inner: {
      display: 'grid',
      gap: '8',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr 1.5fr' },
      maxW: '6xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: { base: '10', md: '12' },
    },
    about: { display: 'flex', flexDirection: 'column', gap: '3' },
    brand: { fontWeight: 'bold', fontSize: 'lg' },
    tagline: { textStyle: 'small', color: 'fg.muted', maxW: 'xs' },
    group: { display: 'flex', flexDirection: 'column', gap: '3', minW: '0' },
    groupTitle: { textStyle: 'small', fontWeight: 'semibold', color: 'fg.default' },
    list: { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'small' },
    link: {
      color: 'fg.muted',
      textDecoration: 'underline',
      textDecorationColor: 'transparent',
      overflowWrap: 'anywhere',
      _hover: { color: 'fg.default', textDecorationColor: 'currentColor' },
    },
    contact: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      textStyle: 'small',
      fontStyle: 'normal',
      '& dt': { fontWeight: 'medium', color: 'fg.default' },
      '& dd': { mb: '1' },
    },
    bottom: {
      maxW: '6xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: '6',
      borderTopWidth: 'thin',
      borderColor: 'border.default',
      textStyle: 'small',
      color: 'fg.muted',
    },
  },
});

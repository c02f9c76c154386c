import { defineSlotRecipe } from '@pandacss/dev';

// Ark has no card anatomy: the slots are our own.
export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card', 'CardRoot'],
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      minW: '0',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'xl',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1' },
    title: { fontFamily: 'heading', textStyle: 'h4', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', flex: '1' },
    footer: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' },
  },
  variants: {
    variant: {
      outline: {},
      elevated: { root: { boxShadow: 'sm' } },
      subtle: { root: { bg: 'bg.subtle', borderColor: 'transparent' } },
    },
    size: {
      sm: {
        header: { px: '4', pt: '4' },
        body: { px: '4', py: '4' },
        footer: { px: '4', pb: '4' },
      },
      md: {
        header: { px: '6', pt: '6' },
        body: { px: '6', py: '5' },
        footer: { px: '6', pb: '6' },
      },
      lg: {
        header: { px: '8', pt: '8' },
        body: { px: '8', py: '6' },
        footer: { px: '8', pb: '8' },
      },
    },
  },
  defaultVariants: { variant: 'outline', size: 'md' },
});

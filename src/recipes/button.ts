import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderWidth: 'thin',
    borderColor: 'transparent',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: 'fast',
    textDecoration: 'none',
    _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'accent.contrast',
        _hover: { _enabled: { bg: 'accent.solidHover' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      subtle: {
        bg: 'accent.subtle',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.muted' } },
      },
      danger: {
        bg: 'danger.solid',
        color: 'white',
        _hover: { _enabled: { opacity: 0.9 } },
      },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', minW: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md' },
    },
    iconOnly: {
      true: { px: '0' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

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
    },
    // What the action means, apart from its weight: `danger` for one that deletes or cannot be undone.
    tone: {
      default: {},
      danger: {},
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
  compoundVariants: [
    {
      tone: 'danger',
      variant: 'solid',
      css: { bg: 'danger.solid', color: 'danger.contrast', _hover: { _enabled: { opacity: 0.9 } } },
    },
    {
      tone: 'danger',
      variant: 'outline',
      css: { color: 'danger.fg', borderColor: 'danger.border', _hover: { _enabled: { bg: 'danger.subtle' } } },
    },
    { tone: 'danger', variant: 'ghost', css: { color: 'danger.fg', _hover: { _enabled: { bg: 'danger.subtle' } } } },
    {
      tone: 'danger',
      variant: 'subtle',
      css: { bg: 'danger.subtle', color: 'danger.subtleFg', _hover: { _enabled: { bg: 'danger.border' } } },
    },
  ],
  defaultVariants: { variant: 'solid', size: 'md', tone: 'default' },
});

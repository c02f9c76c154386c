import { defineRecipe } from '@pandacss/dev';
import { labelToneProperties } from './tones';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    borderRadius: 'full',
    borderWidth: 'thin',
    fontWeight: 'medium',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'middle',
    '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
  },
  variants: {
    tone: labelToneProperties('badge'),
    variant: {
      subtle: {
        bg: 'var(--badge-subtle-bg)',
        color: 'var(--badge-subtle-fg)',
        borderColor: 'var(--badge-subtle-border)',
      },
      solid: {
        bg: 'var(--badge-solid-bg)',
        color: 'var(--badge-solid-fg)',
        borderColor: 'transparent',
      },
    },
    size: {
      sm: { minH: '5', px: '2', fontSize: 'xs' },
      md: { minH: '6', px: '2.5', fontSize: 'sm' },
    },
    /** A number badge: round when it holds one digit, a pill when it holds more. */
    count: {
      true: { px: '1.5', minW: '5', fontWeight: 'semibold' },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});

import { defineRecipe } from '@pandacss/dev';

// Each tone sets the colours of both variants as custom properties; the variant picks which to use.
// Every pair below meets AA contrast in light and dark (see tokens/semantic.ts).
const tone = (subtleBg: string, subtleFg: string, border: string, solidBg: string, solidFg: string) => ({
  '--badge-subtle-bg': `{colors.${subtleBg}}`,
  '--badge-subtle-fg': `{colors.${subtleFg}}`,
  '--badge-subtle-border': `{colors.${border}}`,
  '--badge-solid-bg': `{colors.${solidBg}}`,
  '--badge-solid-fg': `{colors.${solidFg}}`,
});
const status = (name: string) =>
  tone(`${name}.subtle`, `${name}.subtleFg`, `${name}.border`, `${name}.solid`, `${name}.contrast`);

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
    tone: {
      neutral: tone('bg.muted', 'fg.default', 'border.default', 'bg.inverted', 'fg.inverted'),
      accent: tone('accent.subtle', 'accent.fg', 'accent.border', 'accent.solid', 'accent.contrast'),
      success: status('success'),
      danger: status('danger'),
      warning: status('warning'),
      purple: status('purple'),
      info: status('info'),
    },
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

import { progressAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** The fill colour of each tone, shared with the circular progress (`progress-circle.ts`). */
export const progressToneColors = {
  accent: 'accent.solid',
  success: 'success.solid',
  warning: 'warning.solid',
  danger: 'danger.solid',
  purple: 'purple.solid',
} as const;

const tone = (fill: string) => ({ range: { bg: fill } });

export const progress = defineSlotRecipe({
  className: 'progress',
  jsx: ['Progress', 'ProgressRoot'],
  slots: progressAnatomy.keys(),
  base: {
    // Label and value text share the first row; the track spans the second.
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'baseline',
      columnGap: '3',
      rowGap: '1.5',
      width: 'full',
    },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
    track: {
      gridColumn: '1 / -1',
      position: 'relative',
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'bg.emphasized',
    },
    range: {
      height: 'full',
      borderRadius: 'full',
      transitionProperty: 'width',
      transitionDuration: 'slow',
      _indeterminate: {
        width: '40%',
        animation: 'indeterminate 1.4s ease-in-out infinite',
        // Without motion, a calm full-width bar still says "working" without pretending to a value.
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'full', opacity: 0.5 },
      },
    },
  },
  variants: {
    tone: {
      accent: tone(progressToneColors.accent),
      success: tone(progressToneColors.success),
      warning: tone(progressToneColors.warning),
      danger: tone(progressToneColors.danger),
      purple: tone(progressToneColors.purple),
    },
    size: {
      sm: { track: { height: '1.5' } },
      md: { track: { height: '2' } },
      lg: { track: { height: '3' } },
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

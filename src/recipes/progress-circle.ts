import { defineSlotRecipe } from '@pandacss/dev';
import { progressToneColors } from './progress';

const tone = (stroke: string) => ({ circleRange: { stroke } });

// The circular progress: Ark's svg (role `progressbar`) with a track ring and a range arc, the percentage in
// the middle and the label below. Ark draws the arc from `--size` and `--thickness`, set here per size.
// Root, svg and value text share one grid cell, so the value text sits in the ring without a wrapper.
export const progressCircle = defineSlotRecipe({
  className: 'progress-circle',
  jsx: ['ProgressCircle', 'ProgressCircleRoot'],
  slots: ['root', 'label', 'valueText', 'circle', 'circleTrack', 'circleRange'],
  base: {
    root: {
      display: 'inline-grid',
      gridTemplateAreas: '"circle" "label"',
      justifyItems: 'center',
      alignItems: 'center',
      rowGap: '1.5',
    },
    label: { gridArea: 'label', fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', textAlign: 'center' },
    valueText: {
      gridArea: 'circle',
      color: 'fg.default',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      lineHeight: 'none',
    },
    circle: { gridArea: 'circle', display: 'block' },
    circleTrack: { stroke: 'bg.emphasized' },
    circleRange: {
      strokeLinecap: 'round',
      transitionProperty: 'stroke-dashoffset',
      transitionDuration: 'slow',
      _indeterminate: {
        // A quarter of the ring that turns.
        strokeDasharray: 'calc(var(--circumference) * 0.25) var(--circumference)',
        strokeDashoffset: '0',
        animation: 'spin 1s linear infinite',
        // Without motion, a calm full ring still says "working" without pretending to a value.
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', strokeDasharray: 'none', opacity: 0.5 },
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
      sm: { root: { '--size': 'sizes.12', '--thickness': 'sizes.1' }, valueText: { fontSize: '2xs' } },
      md: { root: { '--size': 'sizes.16', '--thickness': 'sizes.1.5' }, valueText: { fontSize: 'sm' } },
      lg: { root: { '--size': 'sizes.24', '--thickness': 'sizes.2' }, valueText: { fontSize: 'xl' } },
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

import { defineSlotRecipe } from '@pandacss/dev';

// A ring with one coloured quarter that turns. Under reduced motion it stands still: the ring with its
// quarter still reads as "working", and the label says it in words.
export const spinner = defineSlotRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  slots: ['root', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted' },
    indicator: {
      display: 'inline-block',
      flexShrink: 0,
      borderRadius: 'full',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderTopColor: 'accent.solid',
      animation: 'spin 0.8s linear infinite',
      _motionReduce: { animation: 'none' },
    },
    label: { fontSize: 'sm' },
  },
  variants: {
    size: {
      sm: { indicator: { width: '4', height: '4', borderWidth: 'thick' } },
      md: { indicator: { width: '6', height: '6', borderWidth: 'thick' } },
      lg: { indicator: { width: '10', height: '10', borderWidth: 'thick' } },
    },
  },
  defaultVariants: { size: 'md' },
});

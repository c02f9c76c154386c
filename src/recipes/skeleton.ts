import { defineSlotRecipe } from '@pandacss/dev';

// Placeholders while content loads. The shimmer is a light band sweeping across; under reduced motion it
// is a still grey shape (the preset's global rule only shortens animations, which would make it flicker).
export const skeleton = defineSlotRecipe({
  className: 'skeleton',
  slots: ['region', 'shape', 'lines', 'status'],
  base: {
    region: { position: 'relative' },
    shape: {
      display: 'block',
      flexShrink: 0,
      bgColor: 'bg.muted',
      bgImage: 'linear-gradient(90deg, transparent 0%, {colors.bg.emphasized} 50%, transparent 100%)',
      bgSize: '200% 100%',
      bgRepeat: 'no-repeat',
      animation: 'shimmer 1.6s linear infinite',
      _motionReduce: { animation: 'none', bgImage: 'none' },
    },
    lines: { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    status: { srOnly: true },
  },
  variants: {
    shape: {
      block: { shape: { borderRadius: 'md', width: 'full', height: '20' } },
      text: { shape: { borderRadius: 'sm', width: 'full', height: '3', '&:last-child:not(:first-child)': { width: '60%' } } },
      circle: { shape: { borderRadius: 'full', width: '10', height: '10' } },
    },
  },
  defaultVariants: { shape: 'block' },
});

import { defineSlotRecipe } from '@pandacss/dev';

// Placeholders while content loads. The shimmer is a light band sweeping across; under reduced motion it
// is a still grey shape (the preset's global rule only shortens animations, which would make it flicker).
export const skeleton = defineSlotRecipe({
  className: 'skeleton',
  slots: ['region', 'shape', 'lines', 'status'],
  base: {
    // DataState keeps its region once the data is there (a live region must be in place before it speaks),
    // marked `data-loaded`: the region is then only its content, as if it were not there, in a flex or grid
    // layout too. A block passed `loading={false}` looks exactly as one passed nothing.
    region: { position: 'relative', '&[data-loaded]': { display: 'contents' } },
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

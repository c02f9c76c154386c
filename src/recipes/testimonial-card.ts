import { defineSlotRecipe } from '@pandacss/dev';

// A customer quote with the person's photo (core Avatar), name, role and company. Slots are our own.
export const testimonialCard = defineSlotRecipe({
  className: 'testimonial-card',
  jsx: ['TestimonialCard', 'TestimonialList'],
  slots: ['list', 'root', 'quote', 'mark', 'caption', 'person', 'author', 'role'],
  base: {
    list: {
      display: 'grid',
      gap: { base: '4', md: '6' },
      gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    },
    root: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: '6',
      h: 'full',
      p: { base: '6', md: '8' },
      borderRadius: 'xl',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
    },
    quote: { display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'md', lineHeight: 'relaxed', color: 'fg.default' },
    mark: { color: 'accent.fg', '& svg': { w: '8', h: '8' } },
    caption: { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
    person: { display: 'flex', flexDirection: 'column', minW: '0' },
    author: { fontWeight: 'semibold', color: 'fg.default' },
    role: { textStyle: 'small', color: 'fg.muted' },
  },
});

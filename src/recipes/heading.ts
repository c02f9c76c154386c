import { defineRecipe } from '@pandacss/dev';

/** Headings take their sizes from the named text styles in tokens/typography.ts. */
export const heading = defineRecipe({
  className: 'heading',
  jsx: ['Heading'],
  base: { fontFamily: 'heading', color: 'fg.default', fontWeight: 'semibold' },
  variants: {
    size: {
      display: { textStyle: 'display' },
      h1: { textStyle: 'h1' },
      h2: { textStyle: 'h2' },
      h3: { textStyle: 'h3' },
      h4: { textStyle: 'h4' },
      body: { textStyle: 'body' },
      small: { textStyle: 'small' },
    },
  },
  defaultVariants: { size: 'h2' },
});

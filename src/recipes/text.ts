import { defineRecipe } from '@pandacss/dev';

/** Body copy in the named text styles of tokens/typography.ts. */
export const text = defineRecipe({
  className: 'text',
  jsx: ['Text'],
  base: {},
  variants: {
    size: {
      lg: { fontSize: 'lg', lineHeight: 'relaxed' },
      body: { textStyle: 'body' },
      small: { textStyle: 'small' },
      caption: { textStyle: 'caption' },
    },
    tone: {
      default: { color: 'fg.default' },
      muted: { color: 'fg.muted' },
    },
    weight: {
      normal: { fontWeight: 'normal' },
      medium: { fontWeight: 'medium' },
      semibold: { fontWeight: 'semibold' },
    },
  },
  defaultVariants: { size: 'body' },
});

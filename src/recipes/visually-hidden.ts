import { defineRecipe } from '@pandacss/dev';

/** Hides content visually but keeps it for screen readers. */
export const srOnly = defineRecipe({
  className: 'sr-only',
  jsx: ['VisuallyHidden'],
  base: { srOnly: true },
});

import { defineRecipe } from '@pandacss/dev';
import { textareaBase, textareaSizes } from './input';

export const textarea = defineRecipe({
  className: 'textarea',
  jsx: ['Textarea'],
  base: textareaBase,
  variants: { size: textareaSizes },
  defaultVariants: { size: 'md' },
});

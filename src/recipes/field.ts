import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase, inputSizes, labelBase, textareaBase, textareaSizes } from './input';

export const field = defineSlotRecipe({
  className: 'field',
  jsx: ['Field', 'FieldRoot', 'TextField'],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    requiredIndicator: { color: 'danger.fg' },
    input: inputBase,
    textarea: textareaBase,
    select: { ...inputBase, cursor: 'pointer' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      color: 'danger.fg',
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
  },
  variants: {
    size: {
      sm: { input: inputSizes.sm, select: inputSizes.sm, textarea: textareaSizes.sm },
      md: { input: inputSizes.md, select: inputSizes.md, textarea: textareaSizes.md },
      lg: { input: inputSizes.lg, select: inputSizes.lg, textarea: textareaSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

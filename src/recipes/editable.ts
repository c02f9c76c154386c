import { editableAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase, inputSizes, labelBase } from './input';

// Text shown as text until edited in place (a shipment's note): the preview and the box take the same
// height, so the row does not jump when editing starts or ends.
export const editable = defineSlotRecipe({
  className: 'editable',
  jsx: ['Editable', 'EditableRoot'],
  // `row` is ours: the convenience Editable's text and its buttons side by side.
  slots: [...editableAnatomy.keys(), 'row'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', w: 'full' },
    label: labelBase,
    row: { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
    // As wide as its text while not editing, so Edit sits right after it; the whole row while editing.
    area: { display: 'flex', alignItems: 'center', flex: '0 1 auto', minW: '0', '&:has(input:not([hidden]))': { flex: '1' } },
    preview: {
      display: 'flex',
      alignItems: 'center',
      w: 'full',
      minW: '0',
      borderWidth: 'thin',
      borderColor: 'transparent',
      borderRadius: 'md',
      color: 'fg.default',
      overflowWrap: 'anywhere',
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
      _hover: { '&:not([data-disabled])': { bg: 'bg.subtle' } },
      '&[data-disabled]': { color: 'fg.muted', cursor: 'not-allowed' },
    },
    input: inputBase,
    control: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
  },
  variants: {
    size: {
      sm: { preview: { minH: '8', px: '2.5', fontSize: 'sm' }, input: inputSizes.sm },
      md: { preview: { minH: '10', px: '3', fontSize: 'md' }, input: inputSizes.md },
      lg: { preview: { minH: '12', px: '4', fontSize: 'md' }, input: inputSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

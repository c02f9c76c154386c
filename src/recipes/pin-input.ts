import { pinInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { fieldNotice, inputBase, labelBase } from './input';

// A one-time code: a row of square cells, one character each.
export const pinInput = defineSlotRecipe({
  className: 'pin-input',
  jsx: ['PinInput', 'PinInputRoot'],
  // `message` is ours: the live text under the cells when a character the code cannot hold is refused.
  slots: [...pinInputAnatomy.keys(), 'message'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', maxW: 'full' },
    label: labelBase,
    control: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    input: {
      ...inputBase,
      width: 'var(--pin-input-cell-size)',
      height: 'var(--pin-input-cell-size)',
      flexShrink: 0,
      px: '0',
      textAlign: 'center',
      fontVariantNumeric: 'tabular-nums',
      // One character per cell: the placeholder circle is a hint, not a value.
      _placeholder: { color: 'fg.subtle', opacity: 1 },
      _focus: { _placeholder: { color: 'transparent' } },
    },
    message: fieldNotice,
  },
  variants: {
    size: {
      sm: { root: { '--pin-input-cell-size': '{sizes.8}' }, input: { fontSize: 'sm' } },
      md: { root: { '--pin-input-cell-size': '{sizes.10}' }, input: { fontSize: 'md' } },
      lg: { root: { '--pin-input-cell-size': '{sizes.12}' }, input: { fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
});

import { clipboardAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { inputBase, inputSizes, labelBase } from './input';

// A value to copy: an optional read-only box with the copy button at its end, and a line that says it was
// copied, or that copying failed. `valueText` and `status` are ours: the value as text, and the polite live
// region under the control.
export const clipboard = defineSlotRecipe({
  className: 'clipboard',
  jsx: ['Clipboard', /^Clipboard[A-Z]/],
  slots: [...clipboardAnatomy.keys(), 'valueText', 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', maxW: 'full' },
    label: labelBase,
    control: { display: 'flex', alignItems: 'center', gap: '2', width: 'full' },
    input: {
      ...inputBase,
      flex: '1',
      fontFamily: 'mono',
      textOverflow: 'ellipsis',
    },
    trigger: {},
    indicator: { display: 'inline-flex' },
    valueText: { fontFamily: 'mono', wordBreak: 'break-all' },
    status: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      color: 'success.fg',
      // Empty, it stays a live region (so the next message is announced) but takes no room.
      '&:empty': { position: 'absolute' },
      '&[data-failed]': { color: 'warning.fg' },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
  },
  variants: {
    size: {
      sm: { input: inputSizes.sm },
      md: { input: inputSizes.md },
      lg: { input: inputSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

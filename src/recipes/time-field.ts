import { dateInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { fieldNotice, inputBase, inputSizes, labelBase } from './input';

// A time or a date typed in parts: one box like every text box, each part (hour, minute, AM/PM; day, month,
// year) a spin button in it. TimeField and DateField share it, as they share their parts (time-field/segments.tsx).
export const timeField = defineSlotRecipe({
  className: 'time-field',
  jsx: ['TimeField', 'TimeFieldRoot', 'TimeFieldRootProvider', 'DateField', 'DateFieldRootProvider'],
  // `message` is ours: why the value is not taken (incomplete, too early, too late), by the field.
  slots: [...dateInputAnatomy.keys(), 'message'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', maxW: 'full' },
    label: labelBase,
    control: {
      ...inputBase,
      display: 'inline-flex',
      alignItems: 'center',
      width: 'fit-content',
      cursor: 'text',
      fontVariantNumeric: 'tabular-nums',
      // The box shows focus as a text box does; the part being edited is marked inside it.
      _focusWithin: { borderColor: 'accent.solid' },
      '&:has([aria-invalid=true])': { borderColor: 'danger.solid' },
      '&[data-disabled]': { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
      '&[data-readonly]': { bg: 'bg.subtle' },
    },
    segmentGroup: { display: 'inline-flex', alignItems: 'center' },
    segment: {
      px: '0.5',
      borderRadius: 'sm',
      outline: 'none',
      textAlign: 'end',
      '&[data-type=literal]': { px: '0', color: 'fg.muted' },
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
      _focus: { bg: 'accent.solid', color: 'accent.contrast' },
      '&[data-disabled]': { color: 'fg.muted' },
    },
    message: fieldNotice,
  },
  variants: {
    size: {
      sm: { control: inputSizes.sm },
      md: { control: inputSizes.md },
      lg: { control: inputSizes.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

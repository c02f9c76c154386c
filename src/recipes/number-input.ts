import { numberInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev';
import { fieldNotice, inputBase, inputSizes } from './input';

/**
 * An input size, with room for the two buttons inside the box's end: set with the size's own padding, which
 * would otherwise override it, so a long number never runs under the buttons.
 */
const sized = (size: keyof typeof inputSizes): SystemStyleObject => ({
  ...inputSizes[size],
  paddingInlineEnd: 'calc(var(--number-input-trigger-size) * 2 + {spacing.2})',
});

/** A step button: a square the height of the box, inside its end, with a line before it. */
const trigger: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'var(--number-input-trigger-size)',
  height: 'full',
  color: 'fg.muted',
  bg: 'transparent',
  borderInlineStartWidth: 'thin',
  borderColor: 'border.default',
  cursor: 'pointer',
  transitionProperty: 'background, color',
  transitionDuration: 'fast',
  _hover: { _enabled: { bg: 'bg.subtle', color: 'fg.default' } },
  _disabled: { cursor: 'not-allowed', opacity: 0.45 },
  '& svg': { width: 'icon', height: 'icon' },
};

export const numberInput = defineSlotRecipe({
  className: 'number-input',
  jsx: ['NumberInput', 'NumberInputRoot'],
  // `message` is ours: the live text under the field when typed, pasted or left text is not a number.
  slots: [...numberInputAnatomy.keys(), 'message'],
  base: {
    root: { position: 'relative', width: 'full' },
    label: {},
    input: { ...inputBase, fontVariantNumeric: 'tabular-nums' },
    control: {
      position: 'absolute',
      insetBlock: '0',
      insetInlineEnd: '0',
      display: 'flex',
      // Inside the input's border, so the border and focus ring stay whole.
      padding: 'px',
      borderEndRadius: 'md',
      overflow: 'hidden',
    },
    decrementTrigger: trigger,
    incrementTrigger: trigger,
    valueText: {},
    scrubber: {},
    message: fieldNotice,
  },
  variants: {
    size: {
      sm: { root: { '--number-input-trigger-size': '{sizes.8}' }, input: sized('sm') },
      md: { root: { '--number-input-trigger-size': '{sizes.10}' }, input: sized('md') },
      lg: { root: { '--number-input-trigger-size': '{sizes.12}' }, input: sized('lg') },
    },
  },
  defaultVariants: { size: 'md' },
});

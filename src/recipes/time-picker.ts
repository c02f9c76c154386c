import { defineSlotRecipe } from '@pandacss/dev';
import { listItem, listItemIndicator, listPanel } from './listbox';

// TimePicker: a TimeField's box with a button beside it that opens a list of times, the list Select opens.
export const timePicker = defineSlotRecipe({
  className: 'time-picker',
  jsx: ['TimePicker', /^TimePicker[A-Z]/],
  slots: ['root', 'trigger', 'positioner', 'content', 'item', 'itemText', 'itemIndicator'],
  base: {
    // Select's root holds the field's box and the button, side by side.
    root: { display: 'flex', alignItems: 'center', gap: '2' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      cursor: 'pointer',
      transitionProperty: 'background',
      transitionDuration: 'fast',
      _hover: { _enabled: { bg: 'bg.muted' } },
      _disabled: { cursor: 'not-allowed', opacity: 0.4 },
      '& svg': { width: 'icon', height: 'icon' },
    },
    // Ark writes `z-index: var(--z-index)` on the positioner and sets `--z-index` from the content's z-index.
    positioner: {},
    // Wide enough for '12:30 PM' and its check, though the button it opens from is narrow.
    content: { ...listPanel, minWidth: '36' },
    item: listItem,
    itemText: { flex: '1', fontVariantNumeric: 'tabular-nums' },
    itemIndicator: listItemIndicator,
  },
  variants: {
    // The button is as tall as the box beside it, and square.
    size: {
      sm: { trigger: { h: '8', w: '8' } },
      md: { trigger: { h: '10', w: '10' } },
      lg: { trigger: { h: '12', w: '12' } },
    },
  },
  defaultVariants: { size: 'md' },
});

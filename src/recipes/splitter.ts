import { splitterAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// Panes side by side (horizontal) or stacked (vertical), with a handle between each two: a thin line in a wider
// hit area, a grip in its middle, and the accent colour while pointed at, focused or dragged.
export const splitter = defineSlotRecipe({
  className: 'splitter',
  jsx: ['Splitter', 'SplitterRoot'],
  slots: splitterAnatomy.keys(),
  base: {
    root: { minHeight: '0', minWidth: '0' },
    panel: { overflow: 'auto', minWidth: '0', minHeight: '0' },
    resizeTrigger: {
      position: 'relative',
      flexShrink: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bg: 'transparent',
      outline: 'none',
      // The line: a border-coloured stripe through the middle of the hit area.
      _before: {
        content: '""',
        position: 'absolute',
        bg: 'border.default',
        transitionProperty: 'background-color',
        transitionDuration: 'fast',
      },
      _hover: { _before: { bg: 'accent.solid' } },
      '&[data-dragging]': { _before: { bg: 'accent.solid' } },
      _focusVisible: {
        _before: { bg: 'accent.solid' },
        ...focusRing,
        outlineOffset: '-0.5',
        borderRadius: 'sm',
      },
      '&[data-disabled]': { cursor: 'not-allowed', _before: { bg: 'border.muted' } },
      '&[data-orientation=horizontal]': {
        width: '3',
        cursor: 'col-resize',
        _before: { insetBlock: '0', insetInline: '0', marginInline: 'auto', width: 'px' },
      },
      '&[data-orientation=vertical]': {
        height: '3',
        cursor: 'row-resize',
        _before: { insetInline: '0', top: '50%', height: 'px', transform: 'translateY(-50%)' },
      },
    },
    // The grip: a short rounded bar across the line, so the handle reads as something to drag.
    resizeTriggerIndicator: {
      position: 'relative',
      borderRadius: 'full',
      bg: 'fg.subtle',
      '&[data-orientation=horizontal]': { width: '1', height: '6' },
      '&[data-orientation=vertical]': { width: '6', height: '1' },
      '&[data-focus], &[data-dragging]': { bg: 'accent.solid' },
    },
  },
});

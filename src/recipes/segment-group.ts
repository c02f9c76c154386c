import { segmentGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase, nativeInputOver } from './input';

// A segmented control: options side by side on a track, the checked one on a raised indicator that slides to it.
export const segmentGroup = defineSlotRecipe({
  className: 'segment-group',
  jsx: ['SegmentGroup', 'SegmentGroupRoot'],
  // `items` is ours: the track under the label, which the indicator is positioned in.
  slots: [...segmentGroupAnatomy.keys(), 'items'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', maxW: 'full' },
    label: labelBase,
    items: {
      // Ark measures each item from here (offsetLeft/offsetTop) and places the indicator on the checked one.
      position: 'relative',
      isolation: 'isolate',
      display: 'inline-flex',
      flexWrap: 'wrap',
      gap: '1',
      p: '1',
      maxW: 'full',
      borderRadius: 'lg',
      bg: 'bg.muted',
      '[data-orientation=vertical] > &': { flexDirection: 'column', alignItems: 'stretch' },
    },
    indicator: {
      // Ark writes the position (left or top, by orientation) and the size as --left, --top, --width, --height,
      // and animates between them with --transition-duration and --transition-timing-function.
      width: 'var(--width)',
      height: 'var(--height)',
      zIndex: -1,
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
      boxShadow: 'sm',
      '--transition-duration': '{durations.normal}',
      '--transition-timing-function': '{easings.default}',
      _horizontal: { top: 'var(--top)' },
      // physical: Ark measures the chosen item's offsetLeft, which is the same in both directions.
      _vertical: { left: 'var(--left)' },
      // No sliding for those who asked for less motion: the indicator jumps to the new option.
      _motionReduce: { '--transition-duration': '0s' },
    },
    item: {
      position: 'relative',
      // The segment is the control: its radio covers it, text and all.
      ...nativeInputOver({ width: '100%', height: '100%' }),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minH: '9',
      px: '4',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _checked: { color: 'fg.default' },
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled', _hover: { color: 'fg.disabled' } },
      // The radio inside is transparent; its keyboard focus is drawn on the item.
      _focusVisible: focusRing,
    },
    itemText: {},
    itemControl: {},
  },
});

import { stepsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// Each state as Ark writes it on the item (ours, see Steps.tsx), the indicator, the separator and the trigger.
const DONE = '&[data-complete]';
const NOW = '&[data-current]';
const ITEM_DONE = '[data-complete] &';
const ITEM_NOW = '[data-current] &';

// A stepper: numbered circles joined by lines, in a row or a column, each step completed, current or upcoming.
export const steps = defineSlotRecipe({
  className: 'steps',
  jsx: ['Steps', 'StepsRoot', 'StepsRootProvider'],
  // Ours: `text` holds a step's `title` and `description` beside its indicator; `footer` the Back and Next buttons.
  slots: [...stepsAnatomy.keys(), 'text', 'title', 'description', 'footer'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6', width: 'full' },
    list: {
      listStyle: 'none',
      m: '0',
      p: '0',
      display: 'flex',
      gap: '3',
      _horizontal: { flexDirection: 'row', alignItems: 'flex-start' },
      _vertical: { flexDirection: 'column', gap: '0' },
    },
    item: {
      position: 'relative',
      display: 'flex',
      gap: '3',
      minW: '0',
      // In a row, the line between two steps takes the room left; the last step needs none.
      _horizontal: { flex: '1', alignItems: 'center', _last: { flex: 'none' } },
      // In a column, the line runs down from under the indicator to the next step.
      _vertical: { alignItems: 'flex-start', pb: '5', _last: { pb: '0' } },
    },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minW: '0',
      p: '1',
      m: '-1',
      borderRadius: 'md',
      textAlign: 'start',
      cursor: 'pointer',
      _vertical: { alignItems: 'flex-start' },
      _hover: { '& [data-part=title]': { color: 'accent.fg' } },
      _focusVisible: focusRing,
    },
    indicator: {
      position: 'relative',
      zIndex: 1,
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'full',
      borderWidth: 'thick',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.muted',
      fontSize: 'sm',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      '& svg': { w: '4', h: '4' },
      [NOW]: { borderColor: 'accent.solid', color: 'accent.fg' },
      [DONE]: { borderColor: 'success.solid', bg: 'success.solid', color: 'success.contrast' },
    },
    separator: {
      bg: 'border.default',
      [DONE]: { bg: 'success.solid' },
      _horizontal: { flex: '1', h: '0.5', minW: '4', borderRadius: 'full' },
      _vertical: {
        position: 'absolute',
        insetInlineStart: '4',
        top: '8',
        bottom: '0',
        w: '0.5',
        transform: 'translateX(calc(-50% * var(--inline-sign, 1)))',
      },
    },
    // In a column, the title sits level with the middle of its indicator.
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', '[data-orientation=vertical] > &': { pt: '1' } },
    title: {
      textStyle: 'small',
      fontWeight: 'medium',
      color: 'fg.muted',
      [ITEM_DONE]: { color: 'fg.default' },
      [ITEM_NOW]: { color: 'fg.default', fontWeight: 'semibold' },
    },
    description: { textStyle: 'caption', color: 'fg.muted', [ITEM_NOW]: { color: 'accent.fg' } },
    content: { _focusVisible: { ...focusRing, outlineOffset: '2' } },
    footer: { display: 'flex', justifyContent: 'space-between', gap: '3' },
    nextTrigger: {},
    prevTrigger: {},
    progress: {},
  },
});

import { timerAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// A countdown or a stopwatch (Ark's timer): the label, the digits in a row, the buttons under them and, once it
// completes, the completion message. The digits keep their width as they change (tabular figures), so the row
// never jitters from one second to the next.
export const timer = defineSlotRecipe({
  className: 'timer',
  jsx: ['Timer', /^Timer[A-Z]/],
  // `label` and `status` are ours: the visible name of the timer, and the message shown once it completes.
  slots: [...timerAnatomy.keys(), 'label', 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' },
    label: { ...labelBase, color: 'fg.muted' },
    area: {
      display: 'inline-flex',
      alignItems: 'baseline',
      gap: '1',
      fontSize: '3xl',
      fontWeight: 'semibold',
      lineHeight: 'tight',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
      // A clock reads hours to seconds from left to right in Arabic too, so the digits do not follow the page.
      direction: 'ltr',
    },
    item: { minWidth: '2ch', textAlign: 'center' },
    separator: { color: 'fg.muted' },
    control: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    actionTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      h: '8',
      minW: '8',
      px: '3',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transitionProperty: 'background, border-color, color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.muted' },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
      // zag hides the actions that do not apply (Pause while stopped…); the display above would show them again.
      '&[hidden]': { display: 'none' },
      '& svg': { flexShrink: 0, width: 'icon', height: 'icon' },
    },
    status: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
  },
});

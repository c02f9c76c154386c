import { signaturePadAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// A box to sign in with a finger, a stylus or the mouse (Ark's signature pad), e.g. a recipient's signature for a
// proof of delivery. The box is framed as a text box is, with a line near its foot to sign on and 'Sign here' at its
// start while it is empty; the ink follows the theme on screen (the image a form submits is always black on
// transparent). The clear button sits under the box at its start.
export const signaturePad = defineSlotRecipe({
  className: 'signature-pad',
  jsx: ['SignaturePad', /^SignaturePad[A-Z]/],
  // `placeholder` is ours: the 'Sign here' over the line while nothing is drawn.
  slots: [...signaturePadAnatomy.keys(), 'placeholder'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '1.5', width: 'full', minWidth: '0' },
    label: labelBase,
    control: {
      // 9rem: room for a signature written with a finger on a phone; a portal's `className` sets another height.
      height: '36',
      width: 'full',
      overflow: 'hidden',
      bg: 'bg.surface',
      borderWidth: 'thin',
      // Strong border: the box must be visible against the page (3:1 for non-text contrast).
      borderColor: 'border.strong',
      borderRadius: 'md',
      cursor: 'crosshair',
      transitionProperty: 'border-color',
      transitionDuration: 'fast',
      // On any focus, not only the keyboard's: useForm and a refused native submit move focus here.
      _focus: focusRing,
      '&[data-invalid]': { borderColor: 'danger.solid' },
      '&[data-readonly]': { bg: 'bg.subtle', cursor: 'default' },
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed', opacity: 0.55 },
    },
    // The ink: the page's text colour, so it reads in both themes.
    segment: { fill: 'fg.default', zIndex: '1' },
    segmentPath: {},
    guide: {
      position: 'absolute',
      insetInline: '4',
      insetBlockEnd: '8',
      display: 'flex',
      alignItems: 'flex-end',
      borderBlockEndWidth: 'thin',
      borderBlockEndStyle: 'dashed',
      // fg.subtle: a line that stands out from the box in both themes without looking like ink.
      borderColor: 'fg.subtle',
      pointerEvents: 'none',
    },
    // Not in a disabled box, which takes no signature.
    placeholder: { paddingBlockEnd: '1', fontSize: 'sm', color: 'fg.muted', '[data-disabled] > &': { display: 'none' } },
    // Under the box at its start, where a signature begins; only as wide as its text.
    clearTrigger: { alignSelf: 'flex-start' },
  },
});

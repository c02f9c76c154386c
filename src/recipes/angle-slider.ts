import { angleSliderAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// A dial to choose an angle (Ark's angle slider), e.g. a label's rotation on a bottle. The thumb covers the whole
// dial and zag turns it by the angle (`rotate: var(--angle)`), so its needle, drawn at the top, points at the value
// and its focus ring rings the dial; each marker is turned the same way, its tick drawn at the top.
export const angleSlider = defineSlotRecipe({
  className: 'angle-slider',
  jsx: ['AngleSlider', /^AngleSlider[A-Z]/],
  // `header` is ours: the row holding the label and the value text.
  slots: [...angleSliderAnatomy.keys(), 'header'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', minWidth: '24' },
    label: labelBase,
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    control: {
      position: 'relative',
      flexShrink: 0,
      width: '24',
      height: '24',
      borderRadius: 'full',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      cursor: 'pointer',
      // The hub the needle turns on.
      _after: {
        content: '""',
        position: 'absolute',
        inset: '0',
        margin: 'auto',
        width: '3',
        height: '3',
        borderRadius: 'full',
        bg: 'accent.solid',
      },
      _invalid: { borderColor: 'danger.solid', _after: { bg: 'danger.solid' } },
      _readOnly: { cursor: 'default' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    track: { position: 'absolute', inset: '2', borderRadius: 'full', bg: 'bg.muted' },
    markerGroup: { position: 'absolute', inset: '0', pointerEvents: 'none' },
    marker: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      justifyContent: 'center',
      paddingBlockStart: '0.5',
      _before: { content: '""', width: '0.5', height: '1.5', borderRadius: 'full', bg: 'fg.subtle' },
      '&[data-state=at-value]::before': { bg: 'accent.solid' },
    },
    thumb: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      justifyContent: 'center',
      paddingBlockStart: '2',
      borderRadius: 'full',
      outline: 'none',
      _focusVisible: focusRing,
      _before: { content: '""', width: '1', height: '42%', borderRadius: 'full', bg: 'accent.solid' },
      '&[data-invalid]::before': { bg: 'danger.solid' },
      _disabled: { _before: { bg: 'fg.subtle' } },
    },
  },
});

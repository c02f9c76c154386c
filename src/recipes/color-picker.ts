import { colorPickerAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { fieldNotice, inputBase, inputSizes, labelBase } from './input';

// A colour as a text box and a button that opens a popover (Ark's color picker): the saturation and brightness
// area, the hue and opacity sliders, the swatches. The colours are the value's own, drawn by zag in inline
// styles; around them, a thin ring of the theme's strong border keeps a swatch apart from the page, and a
// thumb is white with a black ring (the palette's, in both themes), which shows on any colour.
const ring = 'inset 0 0 0 token(borderWidths.thin) token(colors.border.strong)';
const thumbRing = '0 0 0 token(borderWidths.thin) token(colors.black), token(shadows.sm)';

export const colorPicker = defineSlotRecipe({
  className: 'color-picker',
  jsx: ['ColorPicker', /^ColorPicker[A-Z]/],
  // `hexInput`, `well`, `notice`, `tools` and `sliders` are ours: the convenience's text box, the trigger's
  // inner box, why typed text was not taken, and the row and column that hold the eye dropper and the sliders.
  slots: [...colorPickerAnatomy.keys(), 'hexInput', 'well', 'notice', 'tools', 'sliders'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', maxWidth: 'full' },
    label: labelBase,
    control: { display: 'flex', alignItems: 'center', gap: '2' },
    hexInput: {
      ...inputBase,
      ...inputSizes.md,
      width: '32',
      fontFamily: 'mono',
      fontSize: 'sm',
      fontVariantNumeric: 'tabular-nums',
    },
    channelInput: {
      ...inputBase,
      ...inputSizes.sm,
      fontVariantNumeric: 'tabular-nums',
    },
    trigger: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      width: '10',
      height: '10',
      p: '1',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      cursor: 'pointer',
      transitionProperty: 'border-color',
      transitionDuration: 'fast',
      _hover: { _enabled: { borderColor: 'fg.muted' } },
      _focusVisible: focusRing,
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    // The trigger's inner box: the chosen colour over the chequered ground that shows how see-through it is,
    // the ground alone while there is no colour, and the ring above both.
    well: {
      position: 'relative',
      display: 'block',
      width: 'full',
      height: 'full',
      borderRadius: 'sm',
      overflow: 'hidden',
      _after: {
        content: '""',
        position: 'absolute',
        inset: '0',
        borderRadius: 'inherit',
        boxShadow: ring,
        pointerEvents: 'none',
      },
    },
    // zag places the ground, absolutely, over its nearest positioned box.
    transparencyGrid: { borderRadius: 'inherit' },
    // A swatch's colour, and the chosen colour in the trigger (Ark's ValueSwatch is a swatch too).
    swatch: { width: 'full', height: 'full', borderRadius: 'inherit', boxShadow: ring },
    // On the content: Ark's positioner takes its z-index from it (see the select recipe).
    positioner: {},
    content: {
      zIndex: 'popover',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '3',
      width: 'calc(100vw - token(spacing.8))',
      maxWidth: 'xs',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      outline: 'none',
      '&:not([data-inline])': {
        boxShadow: 'lg',
        _open: { animation: 'scaleIn token(durations.fast) token(easings.default)' },
        _closed: { animation: 'scaleOut token(durations.fast) token(easings.default)' },
      },
      transformOrigin: 'var(--transform-origin)',
    },
    area: {
      position: 'relative',
      height: '36',
      borderRadius: 'md',
      cursor: 'crosshair',
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
      // Right to left, zag draws the area mirrored (white at the right) and places the thumb so: the area is
      // turned back, as a picture keeps its sides in any language (ColorPickerArea handles the pointer).
      // Its own direction, which zag sets on the content from the picker's: the one its pointer and keys follow.
      '&:dir(rtl)': { transform: 'scaleX(-1)' },
    },
    areaBackground: { height: 'full', borderRadius: 'inherit', boxShadow: ring },
    areaThumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      borderWidth: 'thick',
      borderColor: 'white',
      boxShadow: thumbRing,
      cursor: 'grab',
      outline: 'none',
      // On any focus, not only the keyboard's: a click on the area moves focus here, and so does an arrow key.
      _focus: focusRing,
    },
    tools: { display: 'flex', alignItems: 'center', gap: '3' },
    sliders: { display: 'flex', flexDirection: 'column', gap: '3', flex: '1', minWidth: '0' },
    channelSlider: { position: 'relative', borderRadius: 'full', _disabled: { opacity: 0.55 } },
    channelSliderLabel: labelBase,
    channelSliderValueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    channelSliderTrack: { height: '3', borderRadius: 'full', boxShadow: ring, cursor: 'pointer' },
    channelSliderThumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      borderWidth: 'thick',
      borderColor: 'white',
      boxShadow: thumbRing,
      // zag sets where the thumb's box starts (its left in either direction): its middle goes there.
      transform: 'translate(-50%, -50%)',
      cursor: 'grab',
      outline: 'none',
      _focus: focusRing,
    },
    eyeDropperTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '8',
      height: '8',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { _enabled: { bg: 'bg.muted' } },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
      '& svg': { width: 'icon', height: 'icon' },
    },
    swatchGroup: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    swatchTrigger: {
      position: 'relative',
      display: 'inline-flex',
      width: '7',
      height: '7',
      borderRadius: 'md',
      cursor: 'pointer',
      // The chosen swatch: a ring in the accent around it, besides its check.
      '&[aria-pressed=true]': {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'accent.solid',
        outlineOffset: '0.5',
      },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    swatchIndicator: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      // The check in whichever of white and black stands out more from the swatch (data-on, set by the convenience).
      color: 'white',
      '&[data-on=light]': { color: 'black' },
      _hidden: { display: 'none' },
      '& svg': { width: 'icon', height: 'icon' },
    },
    // At the start of its line; a colour in it is written left to right (dir="ltr"), in every language.
    valueText: { alignSelf: 'flex-start', fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    formatTrigger: {},
    formatSelect: { ...inputBase, ...inputSizes.sm, width: 'auto' },
    view: { display: 'flex', gap: '2' },
    // Why typed text was not taken as a colour.
    notice: fieldNotice,
  },
});

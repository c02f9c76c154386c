import { carouselAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// Previous, next and the rotation button (and Marquee's pause button): square icon buttons on the surface, a
// ring when focused by keyboard.
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  h: '9',
  minW: '9',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  cursor: 'pointer',
  transitionProperty: 'background, border-color, color',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
  _disabled: { cursor: 'not-allowed', color: 'fg.disabled', _hover: { bg: 'bg.surface' } },
  '& svg': { width: 'icon', height: 'icon' },
} as const;

// Slides in a row (or a column) that scrolls a page at a time, e.g. a product's photos (Ark's carousel). zag
// lays out the item group itself (a grid of `--slide-item-size` tracks, scroll snapping, no scrollbar); the
// recipe gives it its frame. The buttons sit above the slides, the rotation button first, as the WAI-ARIA
// carousel pattern orders them; the indicators below.
export const carousel = defineSlotRecipe({
  className: 'carousel',
  jsx: ['Carousel', /^Carousel[A-Z]/],
  slots: carouselAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', width: 'full', minWidth: '0' },
    control: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '2' },
    // The rotation button at the start, previous and next at the end.
    autoplayTrigger: { ...iconButton, marginInlineEnd: 'auto' },
    prevTrigger: iconButton,
    nextTrigger: iconButton,
    itemGroup: {
      borderRadius: 'lg',
      // zag turns the scrollbar off for Firefox; this does it for Chromium and Safari.
      '&::-webkit-scrollbar': { display: 'none' },
      // zag makes it a tab stop while its slides hold nothing focusable: the arrow keys turn them there.
      _focusVisible: focusRing,
      // A column's slides are as tall as the frame, which takes its height from its width.
      '&[data-orientation=vertical]': { aspectRatio: '4 / 3' },
    },
    item: {
      overflow: 'hidden',
      borderRadius: 'lg',
      bg: 'bg.muted',
      '& > img': { display: 'block', width: 'full', height: 'full', objectFit: 'cover' },
    },
    indicatorGroup: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '1' },
    // A target of 24 px around a small dot; the current one is a wider dot in the accent, not the colour alone.
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      borderRadius: 'full',
      cursor: 'pointer',
      _focusVisible: focusRing,
      _before: {
        content: '""',
        width: '2',
        height: '2',
        borderRadius: 'full',
        bg: 'border.strong',
        transitionProperty: 'width, background',
        transitionDuration: 'fast',
      },
      _hover: { _before: { bg: 'fg.muted' } },
      '&[data-current]::before': { width: '5', bg: 'accent.solid' },
    },
    progressText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  },
});

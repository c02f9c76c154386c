import { scrollAreaAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// The browser's own scrollbars are hidden on the viewport and Ark's scrollbars drawn over its edges instead,
// the same in every browser and in both themes. The thumb is fg.subtle, which keeps 3:1 against the surface.
export const scrollArea = defineSlotRecipe({
  className: 'scroll-area',
  jsx: ['ScrollArea', 'ScrollAreaRoot'],
  slots: scrollAreaAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', overflow: 'hidden', minHeight: '0', minWidth: '0' },
    viewport: {
      flex: '1',
      minHeight: '0',
      width: 'full',
      borderRadius: 'inherit',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
      _focusVisible: { ...focusRing, outlineOffset: '-0.5' },
    },
    content: {},
    scrollbar: {
      p: '0.5',
      bg: 'transparent',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.muted' },
      '&[data-orientation=vertical]': { width: '2.5' },
      '&[data-orientation=horizontal]': { height: '2.5' },
      // Ark keeps both scrollbars mounted: the one whose axis does not overflow is not drawn.
      '&[data-orientation=vertical]:not([data-overflow-y])': { display: 'none' },
      '&[data-orientation=horizontal]:not([data-overflow-x])': { display: 'none' },
    },
    // Ark sizes the thumb along its axis (--thumb-height / --thumb-width) and moves it with a transform.
    thumb: {
      '&[data-orientation=vertical]': { width: 'full' },
      '&[data-orientation=horizontal]': { height: 'full' },
      borderRadius: 'full',
      bg: 'fg.subtle',
      _hover: { bg: 'fg.muted' },
      '&[data-dragging]': { bg: 'fg.muted' },
    },
    corner: { bg: 'bg.subtle' },
  },
});

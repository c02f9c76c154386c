import { ratingGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// A row of stars (Ark's rating group): each star is a radio. The star is drawn twice, an outline and over it
// the fill, which covers the whole star while highlighted and its inline-start half for a half star (zag
// measures the half from the start too, so in right to left the right half fills).
export const ratingGroup = defineSlotRecipe({
  className: 'rating-group',
  jsx: ['RatingGroup', 'RatingGroupRoot'],
  // `itemFill` is ours: the filled star laid over the outline.
  slots: [...ratingGroupAnatomy.keys(), 'itemFill'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '1.5',
      // 1.5rem: a star is also the pointer's target, and 24 px is WCAG's smallest.
      '--rating-star-size': '{sizes.6}',
    },
    label: labelBase,
    control: { display: 'inline-flex', gap: '1' },
    item: {
      position: 'relative',
      display: 'inline-flex',
      width: 'var(--rating-star-size)',
      height: 'var(--rating-star-size)',
      borderRadius: 'sm',
      // fg.subtle: an outline that stands out from the page in both themes, as a radio's ring does.
      color: 'fg.subtle',
      cursor: 'pointer',
      '& svg': { flexShrink: 0, width: 'var(--rating-star-size)', height: 'var(--rating-star-size)' },
      // On any focus, not only the keyboard's: useForm moves focus here after a refused submit.
      _focus: focusRing,
      '[aria-invalid=true] > &': { color: 'danger.solid' },
      _readOnly: { cursor: 'default' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    itemFill: {
      position: 'absolute',
      insetBlockStart: '0',
      insetInlineStart: '0',
      display: 'flex',
      width: '0',
      height: 'full',
      overflow: 'hidden',
      // Amber, the colour a star is read in; warning.solid meets 3:1 against the page in both themes.
      color: 'warning.solid',
      '[data-highlighted] > &': { width: 'full' },
      '[data-half] > &': { width: '50%' },
    },
  },
});

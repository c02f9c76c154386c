import { listboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase } from './input';

// The list box that Select and Combobox open: its panel, its options and their groups, one look for both.

/** The floating panel. Ark writes `z-index: var(--z-index)` on the positioner from the content's z-index. */
export const listPanel = {
  zIndex: 'popover',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '1',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
  minWidth: 'var(--reference-width)',
  // Ark sets --available-height a frame or more after the list opens. Until then the list is already no
  // taller than sizes.xs: without the fallback it had no limit, and a long list rendered every option once.
  maxHeight: 'min(token(sizes.xs), var(--available-height, token(sizes.xs)))',
  overflowY: 'auto',
  _open: { animation: 'scaleIn token(durations.fast) token(easings.default)' },
  _closed: { animation: 'fadeOut token(durations.fast) token(easings.default)' },
} as const;

/** One option: its text, and the check of a chosen one at the end. */
export const listItem = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minHeight: '9',
  px: '2.5',
  py: '1.5',
  borderRadius: 'sm',
  fontSize: 'sm',
  cursor: 'pointer',
  userSelect: 'none',
  _highlighted: { bg: 'bg.muted' },
  _selected: { fontWeight: 'semibold' },
  _disabled: { color: 'fg.muted', cursor: 'not-allowed', opacity: 0.7 },
} as const;

export const listItemIndicator = {
  display: 'inline-flex',
  color: 'accent.fg',
  '& svg': { width: 'icon', height: 'icon' },
} as const;
export const listItemGroup = { display: 'flex', flexDirection: 'column', gap: '0.5' } as const;
export const listItemGroupLabel = { px: '2.5', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' } as const;

// The Listbox component: the same options, in a list that stays on the page (no panel, no trigger), e.g. a
// form's carriers, warehouses or pallet types. Focus stays on the `listbox` (zag points `aria-activedescendant`
// at the option), so the ring is drawn on the option Ark marks highlighted, which it does for the keyboard only.
const insetRing = { ...focusRing, outlineOffset: '-0.5' } as const;
/** The box the options sit in, and the empty message in their place. */
const box = {
  p: '1',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
} as const;

export const listbox = defineSlotRecipe({
  className: 'listbox',
  jsx: ['Listbox', /^Listbox[A-Z]/],
  slots: listboxAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    content: {
      ...box,
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      overflowY: 'auto',
      // The ring is on the highlighted option; the list's own shows while it has focus and none is highlighted.
      outline: 'none',
      '&:focus-visible:not([aria-activedescendant])': insetRing,
      '&[data-orientation=horizontal]': { flexDirection: 'row', flexWrap: 'wrap', overflowY: 'visible' },
      '&[aria-disabled=true]': { bg: 'bg.muted', cursor: 'not-allowed' },
      // A `listbox` holds options only: with none, the empty message beside it takes its place.
      '&[data-empty]': { display: 'none' },
    },
    item: {
      ...listItem,
      _hover: { bg: 'bg.muted' },
      // Not the colour alone: a chosen option's text is also heavier, and it shows its check.
      _selected: { bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'semibold', _hover: { bg: 'accent.muted' } },
      _highlighted: insetRing,
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '&[data-orientation=horizontal]': { justifyContent: 'center' },
    },
    itemText: { flex: '1', minWidth: '0', overflowWrap: 'anywhere', '[data-orientation=horizontal] > &': { flex: 'none' } },
    // Ark hides an unchosen option's check with `hidden`, which a `display` of ours would outweigh.
    itemIndicator: { ...listItemIndicator, '&[hidden]': { display: 'none' } },
    itemGroup: listItemGroup,
    itemGroupLabel: listItemGroupLabel,
    valueText: { fontSize: 'sm', color: 'fg.muted' },
    // Ark renders it only while the list has no options, in the list's place.
    empty: { ...box, px: '3.5', py: '2.5', fontSize: 'sm', color: 'fg.muted' },
    input: {},
  },
  variants: {
    size: {
      sm: { item: { minHeight: '8', py: '1', fontSize: 'sm' } },
      md: { item: { minHeight: '9' } },
      lg: { item: { minHeight: '10', fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
});

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

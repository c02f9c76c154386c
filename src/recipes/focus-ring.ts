// The keyboard focus ring of the package's controls: a thick outline in the focus colour, just outside the
// control. Spread it with another `outlineOffset` where the ring must sit inside (a row in a scrolling list).
export const focusRing = {
  outlineWidth: 'thick',
  outlineStyle: 'solid',
  outlineColor: 'focusRing',
  outlineOffset: '0.5',
} as const;

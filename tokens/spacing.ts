/**
 * The gap between stacked toasts, in pixels. A number of its own because the toaster hands it to Ark as a
 * number: importing it alone keeps the token table below out of every page's JavaScript.
 */
export const TOAST_GAP_PX = 14;

export const spacing = {
  0: { value: '0' },
  px: { value: '1px' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  2.5: { value: '0.625rem' },
  3: { value: '0.75rem' },
  3.5: { value: '0.875rem' },
  4: { value: '1rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  7: { value: '1.75rem' },
  8: { value: '2rem' },
  9: { value: '2.25rem' },
  10: { value: '2.5rem' },
  12: { value: '3rem' },
  14: { value: '3.5rem' },
  16: { value: '4rem' },
  20: { value: '5rem' },
  24: { value: '6rem' },
  32: { value: '8rem' },
  36: { value: '9rem' },
  toastGap: { value: `${TOAST_GAP_PX}px` },
};

export const sizes = {
  ...spacing,
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
  screenH: { value: '100dvh' },
  xs: { value: '20rem' },
  sm: { value: '24rem' },
  md: { value: '28rem' },
  lg: { value: '32rem' },
  xl: { value: '36rem' },
  '2xl': { value: '42rem' },
  '3xl': { value: '48rem' },
  '4xl': { value: '56rem' },
  '5xl': { value: '64rem' },
  '6xl': { value: '72rem' },
  prose: { value: '65ch' },
  /** Toast width (spec §9: 356 px). */
  toast: { value: '356px' },
  /** Sidebar width on desktop. */
  sidebar: { value: '16rem' },
  /** Sidebar width collapsed to its icons: a touch target and the padding around it. */
  sidebarCollapsed: { value: '4.5rem' },
  /** Embedded route map height (spec §2: 400). */
  map: { value: '400px' },
  /** An icon inline with text, as tall as the text. */
  icon: { value: '1em' },
  /** Minimum touch target. */
  touch: { value: '2.75rem' },
  /** Plot height of the analytics charts: visx measures this box to size its SVG. */
  chart: { value: '18rem' },
};

/** Layout breakpoints: mobile first, 360 px is the narrowest supported width. */
export const breakpoints = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
};

/**
 * Widths of a part's own box, for a recipe's container queries (a key such as
 * `@container (width < ${containerSizes.wide})`, inside the nearest element with `containerType`): a part laid
 * out by the room it has, not by the window's width.
 */
export const containerSizes = {
  /** Room for a line of the row count and a bar of actions side by side. */
  wide: '40rem',
} as const;

/** Viewports for review: the narrowest supported screen and a desktop (Storybook and Chromatic modes). */
export const viewports = {
  mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' } },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
};

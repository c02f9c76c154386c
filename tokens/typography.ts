export const fonts = {
  body: { value: "'Inter Variable', Inter, ui-sans-serif, system-ui, sans-serif" },
  heading: { value: "'Inter Variable', Inter, ui-sans-serif, system-ui, sans-serif" },
  mono: { value: "'JetBrains Mono Variable', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
};

export const fontSizes = {
  '2xs': { value: '0.625rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
  '5xl': { value: '3rem' },
  '6xl': { value: '3.75rem' },
};

export const fontWeights = {
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
  extrabold: { value: '800' },
};

export const lineHeights = {
  none: { value: '1' },
  tight: { value: '1.2' },
  snug: { value: '1.35' },
  normal: { value: '1.5' },
  relaxed: { value: '1.65' },
};

export const letterSpacings = {
  tight: { value: '-0.02em' },
  normal: { value: '0' },
  wide: { value: '0.04em' },
};

/** Named text styles, so headings and body copy keep one scale everywhere. */
export const textStyles = {
  display: {
    value: { fontSize: { base: '4xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' },
  },
  h1: { value: { fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'tight', letterSpacing: 'tight' } },
  h2: { value: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' } },
  h3: { value: { fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug' } },
  h4: { value: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug' } },
  body: { value: { fontSize: 'md', lineHeight: 'normal' } },
  small: { value: { fontSize: 'sm', lineHeight: 'normal' } },
  caption: { value: { fontSize: 'xs', lineHeight: 'normal' } },
};

export const radii = {
  none: { value: '0' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.375rem' },
  lg: { value: '0.5rem' },
  xl: { value: '0.75rem' },
  '2xl': { value: '1rem' },
  full: { value: '9999px' },
};

export const borderWidths = {
  none: { value: '0' },
  thin: { value: '1px' },
  thick: { value: '2px' },
};

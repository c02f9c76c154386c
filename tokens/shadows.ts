export const shadows = {
  xs: { value: '0 1px 2px 0 rgb(15 23 42 / 0.05)' },
  sm: { value: '0 1px 3px 0 rgb(15 23 42 / 0.1), 0 1px 2px -1px rgb(15 23 42 / 0.1)' },
  md: { value: '0 4px 6px -1px rgb(15 23 42 / 0.1), 0 2px 4px -2px rgb(15 23 42 / 0.1)' },
  lg: { value: '0 10px 15px -3px rgb(15 23 42 / 0.1), 0 4px 6px -4px rgb(15 23 42 / 0.1)' },
  xl: { value: '0 20px 25px -5px rgb(15 23 42 / 0.12), 0 8px 10px -6px rgb(15 23 42 / 0.1)' },
};

export const durations = {
  fast: { value: '120ms' },
  normal: { value: '200ms' },
  slow: { value: '320ms' },
};

export const easings = {
  default: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
};

export const zIndex = {
  sticky: { value: 10 },
  overlay: { value: 40 },
  modal: { value: 50 },
  popover: { value: 60 },
  toast: { value: 70 },
  tooltip: { value: 80 },
};

// The charts' colours, shared by the xychart charts and the pie. Internal: not exported from the package.
/**
 * A token's CSS variable, as Panda names it (`colors.fg.muted` → `var(--colors-fg-muted)`). Written out
 * rather than read from `styled-system/tokens`, whose table of every token would ship with each chart
 * (xy-colors.test.ts checks every path used here against it).
 */
export const tokenVar = (path: string): string =>
  `var(--${path.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)})`;

/** Chart colours as CSS variables of the semantic tokens, so they follow the light and dark theme. */
export const chartColors = {
  primary: /* @__PURE__ */ tokenVar('colors.accent.solid'),
  secondary: /* @__PURE__ */ tokenVar('colors.warning.solid'),
  tertiary: /* @__PURE__ */ tokenVar('colors.purple.solid'),
  neutral: /* @__PURE__ */ tokenVar('colors.fg.subtle'),
  surface: /* @__PURE__ */ tokenVar('colors.bg.surface'),
  grid: /* @__PURE__ */ tokenVar('colors.border.default'),
  axis: /* @__PURE__ */ tokenVar('colors.border.strong'),
  label: /* @__PURE__ */ tokenVar('colors.fg.muted'),
  // A sparkline's tones: text colours, which hold AA against the surface as a thin line must.
  accentLine: /* @__PURE__ */ tokenVar('colors.accent.fg'),
  successLine: /* @__PURE__ */ tokenVar('colors.success.fg'),
  dangerLine: /* @__PURE__ */ tokenVar('colors.danger.fg'),
};

/** The colours series and slices take in order when they name none; the fifth repeats the first. */
export const seriesPalette = [chartColors.primary, chartColors.secondary, chartColors.tertiary, chartColors.neutral];

/** The palette colour of the series or slice at `index`. */
export function seriesColor(index: number): string {
  return seriesPalette[index % seriesPalette.length];
}

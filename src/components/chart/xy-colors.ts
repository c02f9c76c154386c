// The charts' colours, shared by the xychart charts and the pie. Internal: not exported from the package.
import { token } from 'styled-system/tokens';

/** Chart colours as CSS variables of the semantic tokens, so they follow the light and dark theme. */
export const chartColors = {
  primary: /* @__PURE__ */ token.var('colors.accent.solid'),
  secondary: /* @__PURE__ */ token.var('colors.warning.solid'),
  tertiary: /* @__PURE__ */ token.var('colors.purple.solid'),
  neutral: /* @__PURE__ */ token.var('colors.fg.subtle'),
  surface: /* @__PURE__ */ token.var('colors.bg.surface'),
  grid: /* @__PURE__ */ token.var('colors.border.default'),
  axis: /* @__PURE__ */ token.var('colors.border.strong'),
  label: /* @__PURE__ */ token.var('colors.fg.muted'),
};

/** The colours series and slices take in order when they name none; the fifth repeats the first. */
export const seriesPalette = [chartColors.primary, chartColors.secondary, chartColors.tertiary, chartColors.neutral];

/** The palette colour of the series or slice at `index`. */
export function seriesColor(index: number): string {
  return seriesPalette[index % seriesPalette.length];
}

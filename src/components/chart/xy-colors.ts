// The charts' colours, shared by the xychart charts and the pie. Internal: not exported from the package.
import { token } from 'styled-system/tokens';

/** Chart colours as CSS variables of the semantic tokens, so they follow the light and dark theme. */
export const chartColors = {
  primary: token.var('colors.accent.solid'),
  secondary: token.var('colors.warning.solid'),
  tertiary: token.var('colors.purple.solid'),
  neutral: token.var('colors.fg.subtle'),
  surface: token.var('colors.bg.surface'),
  grid: token.var('colors.border.default'),
  axis: token.var('colors.border.strong'),
  label: token.var('colors.fg.muted'),
};

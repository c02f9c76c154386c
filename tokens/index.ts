// The one source of design values. panda.config.ts and the published preset both read this.
import { colors } from './colors';
import { borderWidths, radii } from './radii';
import { semanticColors } from './semantic';
import { durations, easings, shadows, zIndex } from './shadows';
import { breakpoints, containerSizes, sizes, spacing } from './spacing';
import { fontSizes, fonts, fontWeights, letterSpacings, lineHeights, textStyles } from './typography';

export const tokens = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  spacing,
  sizes,
  radii,
  borderWidths,
  shadows,
  durations,
  easings,
  zIndex,
};

export const semanticTokens = { colors: semanticColors };

export { cssVariable, PUBLIC_TOKENS, type PublicToken, publicVariable } from './public';
export { viewports } from './spacing';
export { breakpoints, containerSizes, textStyles };

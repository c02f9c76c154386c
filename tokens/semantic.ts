// Semantic colours: what components use. Each picks a palette step for light (base) and dark (_dark).
// Every text/background pair used by a component meets WCAG AA contrast in both themes.
const pair = (light: string, dark: string) => ({ value: { base: `{colors.${light}}`, _dark: `{colors.${dark}}` } });

/**
 * A status palette: solid fill and the text on it, text on a neutral surface, a tinted background and its border.
 * `contrast` (text on `solid`) is white, except where the dark theme's lighter fill needs dark text for AA
 * (green.600 and amber.600 give only ~3.2:1 with white).
 */
const tone = (hue: string, darkContrast = 'white') => ({
  solid: pair(`${hue}.700`, `${hue}.600`),
  contrast: pair('white', darkContrast),
  fg: pair(`${hue}.700`, `${hue}.300`),
  subtle: pair(`${hue}.100`, `${hue}.950`),
  subtleFg: pair(`${hue}.800`, `${hue}.200`),
  border: pair(`${hue}.300`, `${hue}.800`),
});

export const semanticColors = {
  bg: {
    canvas: pair('white', 'gray.950'),
    surface: pair('white', 'gray.900'),
    subtle: pair('gray.50', 'gray.900'),
    muted: pair('gray.100', 'gray.800'),
    emphasized: pair('gray.200', 'gray.700'),
    inverted: pair('gray.900', 'gray.50'),
    overlay: { value: { base: 'rgb(15 23 42 / 0.5)', _dark: 'rgb(0 0 0 / 0.65)' } },
  },
  fg: {
    default: pair('gray.900', 'gray.50'),
    muted: pair('gray.600', 'gray.300'),
    subtle: pair('gray.500', 'gray.400'),
    inverted: pair('white', 'gray.900'),
    disabled: pair('gray.400', 'gray.500'),
  },
  border: {
    default: pair('gray.200', 'gray.700'),
    muted: pair('gray.100', 'gray.800'),
    strong: pair('gray.400', 'gray.500'),
  },
  accent: {
    solid: pair('blue.600', 'blue.600'),
    solidHover: pair('blue.700', 'blue.500'),
    contrast: pair('white', 'white'),
    fg: pair('blue.700', 'blue.300'),
    subtle: pair('blue.50', 'blue.950'),
    muted: pair('blue.100', 'blue.900'),
    border: pair('blue.300', 'blue.700'),
  },
  success: tone('green', 'gray.950'),
  danger: tone('red'),
  warning: { ...tone('amber', 'gray.950'), fg: pair('amber.800', 'amber.300') },
  info: tone('blue'),
  purple: tone('purple'),
  focusRing: pair('blue.600', 'blue.400'),
};

export { BrandStyle, type BrandStyleProps } from './BrandStyle';
export { BRAND_VARIABLES, type Brand, type BrandColors, brandCss, contrastRatio, createBrand } from './brand';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { applyTheme, getInitialTheme, isTheme, THEME_STORAGE_KEY, THEMES, type Theme } from './theme';
export { themeInitScript } from './theme-script';

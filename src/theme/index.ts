export { BrandStyle, type BrandStyleProps } from './BrandStyle';
export { type Brand, type BrandColors, contrastRatio, createBrand } from './brand';
export { BRAND_VARIABLES, brandCss } from './brand-css';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { applyTheme, getInitialTheme, isTheme, THEME_STORAGE_KEY, THEMES, type Theme } from './theme';
export { themeInitScript } from './theme-script';

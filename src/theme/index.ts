export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { applyTheme, getInitialTheme, isTheme, THEME_STORAGE_KEY, THEMES, type Theme } from './theme';
export { themeInitScript } from './theme-script';

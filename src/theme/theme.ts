import { readString, writeString } from '../lib/storage';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];
/** The localStorage key of the theme. Fixed: the inline theme script reads it before any module loads. */
export const THEME_STORAGE_KEY = 'theme';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** The stored choice, else the system's dark preference, else light. */
export function getInitialTheme(): Theme {
  const stored = readString(THEME_STORAGE_KEY);
  if (isTheme(stored)) return stored;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Puts the theme's class on the document root, where the semantic tokens look for it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const other of THEMES) root.classList.toggle(other, other === theme);
  root.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  writeString(THEME_STORAGE_KEY, theme);
}

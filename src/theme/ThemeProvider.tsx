import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { applyTheme, getInitialTheme, saveTheme, type Theme } from './theme';

export interface ThemeContextValue {
  /** The active theme. */
  theme: Theme;
  /** Switches theme, saves the choice and applies it to the document root. */
  setTheme: (theme: Theme) => void;
  /** Flips between light and dark. */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Sets the theme from outside (Storybook's toolbar, tests); the user can still switch it afterwards. */
  theme?: Theme;
  /** Called whenever the user picks a theme. */
  onThemeChange?: (theme: Theme) => void;
  children: ReactNode;
}

/** Holds the light/dark choice: stored preference, else the system's, else light (spec §4). */
export function ThemeProvider({ theme: controlled, onThemeChange, children }: ThemeProviderProps) {
  const [theme, setChosen] = useState<Theme>(() => controlled ?? getInitialTheme());

  useEffect(() => {
    if (controlled) setChosen(controlled);
  }, [controlled]);

  useLayoutEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      setChosen(next);
      saveTheme(next);
      onThemeChange?.(next);
    },
    [onThemeChange],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}

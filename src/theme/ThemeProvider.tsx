import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrated } from '../lib/hydration';
import { subscribeToKey } from '../lib/storage';
import { applyTheme, getInitialTheme, saveTheme, THEME_STORAGE_KEY, type Theme } from './theme';

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
  /**
   * The theme the server renders with, and the browser while it hydrates that HTML; the visitor's own
   * theme takes over right after. Give it when the server knows it (a cookie), else light is used.
   * The root class is already right before the first paint: `themeInitScript` sets it.
   */
  initialTheme?: Theme;
  /** Called whenever the user picks a theme. */
  onThemeChange?: (theme: Theme) => void;
  children: ReactNode;
}

/** Follows the stored choice (this tab's and other tabs') and the system's dark preference. */
function subscribeToThemeSources(onChange: () => void): () => void {
  const unsubscribe = subscribeToKey(THEME_STORAGE_KEY, onChange);
  const query = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;
  query?.addEventListener?.('change', onChange);
  return () => {
    unsubscribe();
    query?.removeEventListener?.('change', onChange);
  };
}

/** Holds the light/dark choice: stored preference, else the system's, else light. */
export function ThemeProvider({ theme: requested, initialTheme = 'light', onThemeChange, children }: ThemeProviderProps) {
  const visitorTheme = useSyncExternalStore(subscribeToThemeSources, getInitialTheme, () => initialTheme);
  // A theme given from outside wins until the user picks one.
  const [override, setOverride] = useState<Theme | undefined>(requested);
  useEffect(() => setOverride(requested), [requested]);
  const theme = override ?? visitorTheme;

  // Hydration renders `initialTheme`, which may not be the visitor's: the root keeps the class the init
  // script gave it until the real theme is known, so the page never flashes the other theme.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [theme, hydrated]);

  const setTheme = useCallback(
    (next: Theme) => {
      setOverride((current) => (current === undefined ? undefined : next));
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

import { type ReactNode, use, useEffect } from 'react';
import { Toaster } from '../components/toaster';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Theme } from '../theme/theme';
import { warnIfUnstyled } from './style-check';

export interface LabelportProviderProps {
  /** The theme the server knows (a cookie), rendered on the server and while hydrating. Defaults to light. */
  initialTheme?: Theme;
  /** The language the server knows (a cookie, `Accept-Language`). Without it the page renders English, then the visitor's stored language. */
  initialLocale?: Locale;
  children: ReactNode;
}

/**
 * Everything a portal wraps its pages in: theme, language and the toast area. Its props are plain
 * values, so a server layout (Next.js App Router) can render it as it is.
 */
export function LabelportProvider({ initialTheme, initialLocale, children }: LabelportProviderProps) {
  // The server's language must render from its messages on both sides: wait for them (on the server and
  // while hydrating) instead of rendering English, which would not match. `use` runs on every render, as
  // React requires; the promise is the same each time, so once settled it no longer suspends.
  use(loadMessages(initialLocale ?? DEFAULT_LOCALE));
  useEffect(warnIfUnstyled, []);
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <LanguageProvider initialLocale={initialLocale}>
        {children}
        <Toaster />
      </LanguageProvider>
    </ThemeProvider>
  );
}

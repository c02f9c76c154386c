import { type ReactNode, StrictMode } from 'react';
import { LanguageProvider, ThemeProvider } from '../src';
import { appMessages } from './i18n';
import { Toaster } from './lazy/toaster';

/**
 * What wraps every page, the same in the browser and in the prerender so hydration finds the same tree.
 * The one toast area lives here, beside the router, so every page's confirmations have somewhere to show.
 * The toast area itself loads after the page (app/lazy/toaster.tsx). The app's own catalog (page and
 * marketing copy) loads with the package's, language by language.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <LanguageProvider messages={appMessages}>
          {children}
          <Toaster />
        </LanguageProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

import { type ReactNode, StrictMode } from 'react';
import { LanguageProvider, ThemeProvider, Toaster } from '../src';

/**
 * What wraps every page, the same in the browser and in the prerender so hydration finds the same tree.
 * The one toast area lives here, beside the router, so every page's confirmations have somewhere to show.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <LanguageProvider>
          {children}
          <Toaster />
        </LanguageProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

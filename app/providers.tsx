import { type ReactNode, StrictMode } from 'react';
import { LanguageProvider, ThemeProvider } from '../src';

/** What wraps every page, the same in the browser and in the prerender so hydration finds the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <LanguageProvider>{children}</LanguageProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

import '@labelport/ui/styles.css';
import '@labelport/ui/blocks.css';
import { matchLocale, themeInitScript } from '@labelport/ui';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { PortalLinks } from './portal-links';
import { PortalProvider } from './portal-messages';

export const metadata = { title: 'Portal' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The language the visitor chose, where the portal keeps it in a cookie: the server renders in it.
  // Without one, the page renders English and the language stored in the browser takes over after hydration.
  const locale = matchLocale((await cookies()).get('locale')?.value);
  return (
    // themeInitScript puts the visitor's theme class and color-scheme on <html> before React hydrates;
    // suppressHydrationWarning tells React that this one element's attributes differ on purpose.
    <html lang={locale ?? 'en'} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's own constant script */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body>
        <PortalProvider initialLocale={locale}>
          <PortalLinks>{children}</PortalLinks>
        </PortalProvider>
      </body>
    </html>
  );
}

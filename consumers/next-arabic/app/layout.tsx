import '@labelport/ui/styles.css';
import { directionOf, themeInitScript } from '@labelport/ui';
import type { ReactNode } from 'react';
import { ArabicProvider } from './arabic-provider';
import { LOCALE } from './locale';

export const metadata = { title: 'بوابة الشحن' };

// An Arabic portal: its language and direction written on <html> by the server, as the package's README says.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE} dir={directionOf(LOCALE)} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's own constant script */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body>
        <ArabicProvider>{children}</ArabicProvider>
      </body>
    </html>
  );
}

import { createBrand, LabelportProvider, matchLocale, themeInitScript } from '@labelport/ui';
import blocksStylesheet from '@labelport/ui/blocks.css?url';
import stylesheet from '@labelport/ui/styles.css?url';
import type { ReactNode } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import { PortalLinks } from './portal-links';
import { portalMessages } from './portal-messages';

export const links = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'stylesheet', href: blocksStylesheet },
];

// The language the visitor chose, where the portal keeps it in a cookie: the server renders in it.
// Without one, the page renders English and the language stored in the browser takes over after hydration.
export function loader({ request }: LoaderFunctionArgs) {
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(request.headers.get('Cookie') ?? '');
  return { locale: matchLocale(cookie?.[1]) };
}

// The portal's brand colour: buttons, links, checked controls and the focus ring take it.
const brand = createBrand('#0f766e');

export function Layout({ children }: { children: ReactNode }) {
  const locale = useRouteLoaderData<typeof loader>('root')?.locale;
  return (
    // themeInitScript puts the visitor's theme class and color-scheme on <html> before React hydrates;
    // suppressHydrationWarning tells React that this one element's attributes differ on purpose.
    <html lang={locale ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's own constant script */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <LabelportProvider initialLocale={locale} messages={portalMessages} brand={brand}>
      <PortalLinks>
        <Outlet />
      </PortalLinks>
    </LabelportProvider>
  );
}

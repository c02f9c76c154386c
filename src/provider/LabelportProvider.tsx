import { type ReactNode, use, useEffect } from 'react';
import type { ToasterProps } from '../components/toaster';
import type { MessageCatalog } from '../i18n/catalog';
import { LanguageProvider, translationCatalog } from '../i18n/LanguageProvider';
import { DEFAULT_LOCALE, type Direction, type Locale } from '../i18n/locales';
import { loadMessages, type PackageTranslations } from '../i18n/messages';
import { lazyPart } from '../lib/lazy-part';
import { BrandStyle } from '../theme/BrandStyle';
import type { Brand } from '../theme/brand';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Theme } from '../theme/theme';
import { warnIfUnstyled } from './style-check';

// The toast area shows nothing until the first toast: it loads after the page, and `toaster.create` before
// then waits in the store and shows as soon as it is there.
const Toaster = lazyPart<ToasterProps>(() => import('../components/toaster/Toaster').then((module) => module.Toaster));

export interface LabelportProviderProps {
  /** The theme the server knows (a cookie), rendered on the server and while hydrating. Defaults to light. */
  initialTheme?: Theme;
  /**
   * The language the server knows (a cookie, `Accept-Language`), any BCP 47 tag. Without it the page renders
   * English, then the visitor's stored language. Write the same language and its direction on `<html>`:
   * `<html lang={locale} dir={directionOf(locale)}>`.
   */
  initialLocale?: Locale;
  /** The languages the portal offers, in `LanguageSelect`'s order. Default: the package's four and those in `translations`. */
  locales?: readonly Locale[];
  /**
   * The portal's translations of the package's own texts, for the languages the package does not ship (or
   * to change its wording): `{ ar }` or `{ ar: () => import('./ar').then((m) => m.ar) }`, each a
   * `PackageTranslation`. A plain object of compiled messages can come from a server layout; a function
   * cannot (see `messages`). Create it once, at module level.
   */
  translations?: PackageTranslations;
  /** The direction, where it is not the language's own. */
  dir?: Direction;
  /**
   * The portal's IANA time zone ('Europe/Berlin') for dates and "today". Default: the browser's, after
   * hydration; the server renders in UTC unless it is given.
   */
  timeZone?: string;
  /**
   * The portal's own messages, made with `createCatalog` and read with `useCatalogText(catalog)`: each
   * language of them loads with the package's. A catalog holds functions, which a server layout cannot hand
   * to a client component, so a Next.js portal renders the provider from a client file of its own. Pass the
   * same object on every render (create it once, at module level).
   */
  messages?: MessageCatalog;
  /**
   * The portal's brand, from `createBrand('#15803d')` (made once, at module level): buttons, links, checked
   * controls and the focus ring take its colour, derived at WCAG AA contrast in both themes (see
   * `BrandStyle`). A plain object, so a server layout can pass it. With Panda, prefer
   * `createPreset({ brand })`, which builds the same values into the CSS.
   */
  brand?: Brand;
  children: ReactNode;
}

/**
 * Everything a portal wraps its pages in: theme, language and the toast area. Its props other than
 * `messages` are plain values, so a server layout (Next.js App Router) can render it as it is.
 */
export function LabelportProvider({
  initialTheme,
  initialLocale,
  locales,
  translations,
  dir,
  timeZone,
  messages,
  brand,
  children,
}: LabelportProviderProps) {
  // The server's language must render from its messages on both sides: wait for them (on the server and
  // while hydrating) instead of rendering English, which would not match. `use` runs on every render, as
  // React requires; the promise is the same each time, so once settled it no longer suspends. The portal's
  // catalog is waited for the same way (`use`, unlike hooks, may be called conditionally).
  use(loadMessages(initialLocale ?? DEFAULT_LOCALE));
  if (translations) use(translationCatalog(translations).load(initialLocale ?? DEFAULT_LOCALE));
  if (messages) use(messages.load(initialLocale ?? DEFAULT_LOCALE));
  useEffect(warnIfUnstyled, []);
  return (
    <ThemeProvider initialTheme={initialTheme}>
      {brand && <BrandStyle brand={brand} />}
      <LanguageProvider
        initialLocale={initialLocale}
        locales={locales}
        translations={translations}
        dir={dir}
        timeZone={timeZone}
        messages={messages}
      >
        {children}
        <Toaster />
      </LanguageProvider>
    </ThemeProvider>
  );
}

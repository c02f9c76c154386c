import { LocaleProvider } from '@ark-ui/react/locale';
import { createIntl, createIntlCache, type FormatNumberOptions, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrated } from '../lib/hydration';
import { readString, subscribeToKey, writeString } from '../lib/storage';
import { createCatalog, type Message, type MessageCatalog, type MessageTables, resolveMessage } from './catalog';
import { type DateInput, type DateStyle, formatDateWith, formatNumberWith, formatRelativeWith } from './format';
import {
  canonicalLocale,
  DEFAULT_LOCALE,
  type Direction,
  directionOf,
  fallbackChain,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  matchLocale,
} from './locales';
import { type MessageKey, type PackageTranslations, packageMessages } from './messages';

export type MessageValues = Record<string, string | number | Date>;
/** Values for a message with <tags>: a function that wraps each tag's text, or any React node. */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface LanguageContextValue {
  /** The active language, a BCP 47 tag. */
  locale: Locale;
  /** The languages the portal offers (the provider's `locales`), as `LanguageSelect` lists them. */
  locales: readonly Locale[];
  /** The direction the active language is written in, or the provider's `dir`. */
  dir: Direction;
  /** The time zone dates are shown in, and "today" is taken in: the provider's `timeZone`, else the browser's. */
  timeZone: string;
  /** Switches language for the whole tree and saves the choice. */
  setLocale: (locale: Locale) => void;
  /** The message for a key in the active language, else English, else the key itself. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * A message with <tags> as React nodes, e.g. `rich('signupForm.legal', { terms: (chunks) => <a href="/terms">{chunks}</a> })`.
   * Give each returned element a `key`: the result can be an array.
   */
  rich: (key: MessageKey, values: RichValues) => ReactNode;
  formatNumber: (value: number, options?: FormatNumberOptions) => string;
  formatDate: (value: DateInput, style?: DateStyle | Intl.DateTimeFormatOptions) => string;
  formatRelativeTime: (value: DateInput, now?: DateInput) => string;
  /**
   * The underlying formatjs object, for anything the helpers above do not cover. Its `formatMessage` takes
   * compiled messages only (`compileMessages`): the package ships formatjs without the ICU parser.
   */
  intl: IntlShape;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);
// The app's catalog given to the provider, so that useCatalogText can tell a catalog it never loads.
const AppCatalogContext = createContext<MessageCatalog | undefined>(undefined);
const cache = createIntlCache();

// A key missing in a language is expected: it falls back to English. Anything else is a real error.
const onError = (error: { code: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
};

/** Whether a message is text to show as it is: no values to fill in, or no {placeholder} or <tag> to take them. */
const isPlain = (message: Message, values?: object): message is string =>
  typeof message === 'string' && (!values || !/[{<]/.test(message));

/**
 * formatjs's formatter for a language and time zone, made once: `t` resolves each message itself and hands
 * it over, so the formatter holds no messages. Making one per component that reads a catalog would copy
 * every message and ask the browser for its locale data each time, which was most of a page's hydration
 * work. The default locale is the language itself: the message given is the one to show, not a fallback.
 */
const formatters = new Map<string, IntlShape>();
function formatterFor(locale: Locale, timeZone: string): IntlShape {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createIntl({ locale, defaultLocale: locale, timeZone, onError }, cache);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `t` over loaded messages: the fallback chain first (each set of tables in turn), then formatjs fills in
 * {placeholders} and plurals.
 */
function translator(tables: readonly MessageTables[], locale: Locale, timeZone: string) {
  const format = formatterFor(locale, timeZone).formatMessage;
  // Text with nothing to fill in is shown as it is, values or not: a build has no parser to read it with
  // (precompiledMessages). Compiled ICU text, and ICU text during development, is formatted.
  const t = (key: string, values?: MessageValues) => {
    const message = resolveMessage(tables, locale, key);
    return isPlain(message, values) ? message : format({ id: key, defaultMessage: message }, values);
  };
  // formatjs types rich output by the element type createIntl was given; here it is React's.
  const formatRich = format as unknown as (descriptor: MessageDescriptor, values: RichValues) => ReactNode;
  const rich = (key: string, values: RichValues) => {
    const message = resolveMessage(tables, locale, key);
    return isPlain(message, values) ? message : formatRich({ id: key, defaultMessage: message }, values);
  };
  return { t, rich };
}

/**
 * A portal's translations of the package's messages as a catalog of their own, made once per object, so
 * that the provider and `LabelportProvider`'s server render wait for the very same downloads.
 */
const translationCatalogs = new WeakMap<PackageTranslations, MessageCatalog<MessageKey>>();
export function translationCatalog(translations: PackageTranslations): MessageCatalog<MessageKey> {
  let catalog = translationCatalogs.get(translations);
  if (!catalog) {
    const { en = {}, ...others } = translations;
    catalog = createCatalog<MessageKey>(en as Readonly<Record<MessageKey, Message>>, others);
    translationCatalogs.set(translations, catalog);
  }
  return catalog;
}

/** The languages a provider offers: its `locales`, else the package's four and those it was given translations for. */
function offeredLocales(locales: readonly Locale[] | undefined, translations: PackageTranslations | undefined) {
  if (locales) return locales;
  const translated = Object.keys(translations ?? {}).map((tag) => canonicalLocale(tag) ?? tag);
  return [...new Set<Locale>([...LOCALES, ...translated])];
}

/**
 * Ark reads the direction from its locale's script. Where the provider's `dir` differs from the language's
 * own, Ark is given the language written in a script of that direction, which Intl formats as the language.
 */
function arkLocale(locale: Locale, dir: Direction): Locale {
  if (directionOf(locale) === dir) return locale;
  return `${locale.split('-')[0]}-${dir === 'rtl' ? 'Arab' : 'Latn'}`;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The language this browser chose before, if it is one offered ('sv-SE' means Swedish where 'sv' is). */
export function getStoredLocale(offered: readonly Locale[] = LOCALES): Locale | undefined {
  return matchLocale(readString(LOCALE_STORAGE_KEY), offered);
}

/** The stored choice, else English. */
export function getInitialLocale(offered: readonly Locale[] = LOCALES): Locale {
  return getStoredLocale(offered) ?? DEFAULT_LOCALE;
}

const subscribeToStoredLocale = (onChange: () => void) => subscribeToKey(LOCALE_STORAGE_KEY, onChange);
const readStoredTag = () => readString(LOCALE_STORAGE_KEY);

export interface LanguageProviderProps {
  /** Sets the language from outside (Storybook's toolbar, tests); the user can still switch it afterwards. */
  locale?: Locale;
  /**
   * The language the server renders in, and the browser while it hydrates that HTML, when the server
   * knows the visitor's (a cookie, `Accept-Language`). Load its messages first on both sides
   * (`await loadMessages(locale)`, and `await messages.load(locale)` for the app's catalog). Without it
   * both render English, and the visitor's stored choice takes over right after hydration.
   */
  initialLocale?: Locale;
  /**
   * The languages the portal offers, as BCP 47 tags, in the order `LanguageSelect` lists them. A stored
   * choice counts only if it is one of them. Default: the package's four and those in `translations`.
   */
  locales?: readonly Locale[];
  /**
   * The portal's translations of the package's own texts, by language: each a `PackageTranslation` (every
   * key the package draws, so a missing one is a type error) or a function that fetches it, e.g.
   * `{ ar: () => import('./ar').then((m) => compileMessages(m.ar)) }`. A language here is used before the
   * package's own; a key it lacks falls back along the chain ('ar-EG', 'ar', English). Pass the same
   * object on every render (create it once, at module level).
   */
  translations?: PackageTranslations;
  /** The direction, where it is not the language's own (which it is by default: 'rtl' for ar, he, fa, ur…). */
  dir?: Direction;
  /**
   * The IANA time zone dates are shown in and "today" is taken in, e.g. 'Europe/Stockholm'. Default: the
   * browser's; the server and a hydrating page use UTC until then, so a page rendered on a server in
   * another zone hydrates without a mismatch. Give it where the server knows the visitor's zone.
   */
  timeZone?: string;
  /** Called whenever the user picks a language. */
  onLocaleChange?: (locale: Locale) => void;
  /**
   * The app's own messages (its page and marketing copy), made with `createCatalog` and loaded per
   * language like the package's: a language shows once both have arrived. Read them with
   * `useCatalogText(catalog)`. Pass the same object on every render (create it once, at module level).
   */
  messages?: MessageCatalog;
  children: ReactNode;
}

/**
 * Provides translated text, direction and locale-aware formatting in any language: the package's texts in
 * en, sv, de and fr, and in any other the portal translates (`translations`), English by default. A
 * language's texts are downloaded the first time it is needed and shown once they have arrived. Open tabs
 * follow each other's choice. Ark's parts read the language and direction from it (arrow keys, placement).
 */
export function LanguageProvider({
  locale: requested,
  initialLocale,
  locales,
  translations,
  dir: requestedDir,
  timeZone: requestedTimeZone,
  onLocaleChange,
  messages: appCatalog,
  children,
}: LanguageProviderProps) {
  const offeredKey = locales?.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: offeredKey stands for locales' content, so an inline array is fine
  const offered = useMemo(() => offeredLocales(locales, translations), [offeredKey, translations]);
  const storedTag = useSyncExternalStore(subscribeToStoredLocale, readStoredTag, () => undefined);
  const stored = matchLocale(storedTag, offered);
  // A language given from outside wins until the user picks one.
  const [override, setOverride] = useState<Locale | undefined>(requested);
  useEffect(() => setOverride(requested), [requested]);
  // Server HTML cannot know what this browser stored, so hydration renders what the server did.
  const hydrated = useHydrated();
  const wanted = canonicalLocale(override ?? (hydrated ? stored : undefined) ?? initialLocale) ?? DEFAULT_LOCALE;

  const portalCatalog = translations ? translationCatalog(translations) : undefined;
  // Every catalog a language needs before it shows, nearest first: the portal's own translations, the
  // package's, the app's copy.
  const catalogs = useMemo(
    () => [portalCatalog, packageMessages, appCatalog].filter((catalog) => catalog !== undefined),
    [portalCatalog, appCatalog],
  );
  // The language on screen: always one whose messages are loaded.
  const isLoaded = (language: Locale) => catalogs.every((catalog) => catalog.isLoaded(language));
  const [locale, setShown] = useState<Locale>(() => (isLoaded(wanted) ? wanted : DEFAULT_LOCALE));
  // The language asked for last, so that a slow download cannot overtake a later choice.
  const latest = useRef(wanted);
  // biome-ignore lint/correctness/useExhaustiveDependencies: isLoaded reads only catalogs, a dependency
  useEffect(() => {
    latest.current = wanted;
    if (isLoaded(wanted)) {
      setShown(wanted);
      return;
    }
    Promise.all(catalogs.map((catalog) => catalog.load(wanted))).then(
      () => latest.current === wanted && setShown(wanted),
      // Offline or a stale deploy: the page stays in the language it is in, and the choice is kept for next time.
      (error: unknown) => console.error(error),
    );
  }, [wanted, catalogs]);

  const dir = requestedDir ?? directionOf(locale);
  const timeZone = requestedTimeZone ?? (hydrated ? browserTimeZone() : 'UTC');

  useEffect(() => {
    // Even the same value restyles every element that a :lang() or [dir] rule could match.
    const root = document.documentElement;
    if (root.lang !== locale) root.lang = locale;
    if ((root.dir || 'ltr') !== dir) root.dir = dir;
  }, [locale, dir]);

  const setLocale = useCallback(
    (next: Locale) => {
      setOverride((current) => (current === undefined ? undefined : next));
      writeString(LOCALE_STORAGE_KEY, next);
      onLocaleChange?.(next);
    },
    [onLocaleChange],
  );

  const value = useMemo<LanguageContextValue>(() => {
    // The package's texts: the portal's translations of them first, then the package's own.
    const tables = portalCatalog ? [portalCatalog.loaded, packageMessages.loaded] : [packageMessages.loaded];
    const { t, rich } = translator(tables, locale, timeZone);
    // The formatjs object handed to portals holds the package's messages, so formatMessage({ id }) finds them.
    const messages: Record<string, Message> = {};
    for (const language of fallbackChain(locale).reverse()) {
      for (const table of [...tables].reverse()) Object.assign(messages, table[language]);
    }
    const intl = createIntl(
      // Compiled messages (arrays) and plain text (strings) side by side, which formatjs's type does not spell out.
      { locale, defaultLocale: DEFAULT_LOCALE, timeZone, messages: messages as Record<string, string>, onError },
      cache,
    );
    return {
      locale,
      locales: offered,
      dir,
      timeZone,
      setLocale,
      intl,
      t,
      rich,
      formatNumber: (n, options) => formatNumberWith(intl, n, options),
      formatDate: (date, style) => formatDateWith(intl, date, style),
      formatRelativeTime: (date, now) => formatRelativeWith(intl, date, now),
    };
  }, [locale, dir, timeZone, offered, portalCatalog, setLocale]);

  return (
    <LanguageContext.Provider value={value}>
      <AppCatalogContext.Provider value={appCatalog}>
        <LocaleProvider locale={arkLocale(locale, dir)}>{children}</LocaleProvider>
      </AppCatalogContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}

/**
 * A `t` for an app's own catalog, typed to its keys: the message in the active language, else English,
 * else the key itself, with {placeholders} filled in. The catalog must be the one given to
 * `LanguageProvider`'s `messages`, which loads each language of it before showing that language.
 *
 * @example
 * export const appMessages = createCatalog(en, { sv: () => import('./sv').then((m) => m.sv), … });
 * export const useAppText = () => useCatalogText(appMessages);
 */
export function useCatalogText<K extends string>(catalog: MessageCatalog<K>): (key: K, values?: MessageValues) => string {
  const { locale, timeZone } = useLanguage();
  // Without it the provider would not wait for this catalog, and the copy would stay English.
  if (useContext(AppCatalogContext) !== catalog) {
    throw new Error("useCatalogText needs its catalog passed to LanguageProvider's messages");
  }
  return useMemo(() => translator([catalog.loaded], locale, timeZone).t, [catalog, locale, timeZone]);
}

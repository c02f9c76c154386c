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
import { type Message, type MessageCatalog, resolveMessage } from './catalog';
import { type DateInput, type DateStyle, formatDateWith, formatNumberWith, formatRelativeWith } from './format';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, type Locale, matchLocale } from './locales';
import { loadedMessages, loadMessages, type MessageKey } from './messages';

export type MessageValues = Record<string, string | number | Date>;
/** Values for a message with <tags>: a function that wraps each tag's text, or any React node. */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface LanguageContextValue {
  /** The active language. */
  locale: Locale;
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
 * formatjs's formatter for a language, made once: `t` resolves each message itself and hands it over, so
 * the formatter holds no messages. Making one per component that reads a catalog would copy every message
 * and ask the browser for its locale data each time, which was most of a page's hydration work.
 * The default locale is the language itself: the message given is the one to show, not a fallback.
 */
const formatters = new Map<Locale, IntlShape>();
function formatterFor(locale: Locale): IntlShape {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = createIntl({ locale, defaultLocale: locale, onError }, cache);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `t` over a catalog's loaded messages: the fallback chain first, then formatjs fills in {placeholders} and plurals. */
function translator(loaded: MessageCatalog['loaded'], locale: Locale) {
  const format = formatterFor(locale).formatMessage;
  // Text with nothing to fill in is shown as it is, values or not: a build has no parser to read it with
  // (precompiledMessages). Compiled ICU text, and ICU text during development, is formatted.
  const t = (key: string, values?: MessageValues) => {
    const message = resolveMessage(loaded, locale, key);
    return isPlain(message, values) ? message : format({ id: key, defaultMessage: message }, values);
  };
  // formatjs types rich output by the element type createIntl was given; here it is React's.
  const formatRich = format as unknown as (descriptor: MessageDescriptor, values: RichValues) => ReactNode;
  const rich = (key: string, values: RichValues) => {
    const message = resolveMessage(loaded, locale, key);
    return isPlain(message, values) ? message : formatRich({ id: key, defaultMessage: message }, values);
  };
  return { t, rich };
}

/** The language this browser chose before (a stored 'sv', 'sv-SE' or 'SV' all mean Swedish), if any. */
export function getStoredLocale(): Locale | undefined {
  return matchLocale(readString(LOCALE_STORAGE_KEY));
}

/** The stored choice, else English. */
export function getInitialLocale(): Locale {
  return getStoredLocale() ?? DEFAULT_LOCALE;
}

const subscribeToStoredLocale = (onChange: () => void) => subscribeToKey(LOCALE_STORAGE_KEY, onChange);

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
 * Provides translated text and locale-aware formatting: en, sv, de and fr, English by default. A language
 * other than English is downloaded the first time it is needed and shown once it has arrived. Open tabs
 * follow each other's choice.
 */
export function LanguageProvider({
  locale: requested,
  initialLocale,
  onLocaleChange,
  messages: appCatalog,
  children,
}: LanguageProviderProps) {
  const stored = useSyncExternalStore(subscribeToStoredLocale, getStoredLocale, () => undefined);
  // A language given from outside wins until the user picks one.
  const [override, setOverride] = useState<Locale | undefined>(requested);
  useEffect(() => setOverride(requested), [requested]);
  // Server HTML cannot know what this browser stored, so hydration renders what the server did.
  const hydrated = useHydrated();
  const wanted = override ?? (hydrated ? stored : undefined) ?? initialLocale ?? DEFAULT_LOCALE;

  // The language on screen: always one whose messages, the package's and the app's, are loaded.
  const isLoaded = (language: Locale) => Boolean(loadedMessages[language] && (!appCatalog || appCatalog.loaded[language]));
  const [locale, setShown] = useState<Locale>(() => (isLoaded(wanted) ? wanted : DEFAULT_LOCALE));
  // The language asked for last, so that a slow download cannot overtake a later choice.
  const latest = useRef(wanted);
  // biome-ignore lint/correctness/useExhaustiveDependencies: isLoaded reads only appCatalog, a dependency
  useEffect(() => {
    latest.current = wanted;
    if (isLoaded(wanted)) {
      setShown(wanted);
      return;
    }
    Promise.all([loadMessages(wanted), appCatalog?.load(wanted)]).then(
      () => latest.current === wanted && setShown(wanted),
      // Offline or a stale deploy: the page stays in the language it is in, and the choice is kept for next time.
      (error: unknown) => console.error(error),
    );
  }, [wanted, appCatalog]);

  useEffect(() => {
    // Even the same value restyles every element that a :lang() rule could match.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      setOverride((current) => (current === undefined ? undefined : next));
      writeString(LOCALE_STORAGE_KEY, next);
      onLocaleChange?.(next);
    },
    [onLocaleChange],
  );

  const value = useMemo<LanguageContextValue>(() => {
    const { t, rich } = translator(loadedMessages, locale);
    // The formatjs object handed to portals holds the package's messages, so formatMessage({ id }) finds them.
    const intl = createIntl(
      // Compiled messages (arrays) and plain text (strings) side by side, which formatjs's type does not spell out.
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: { ...loadedMessages.en, ...loadedMessages[locale] } as Record<string, string>,
        onError,
      },
      cache,
    );
    return {
      locale,
      setLocale,
      intl,
      t,
      rich,
      formatNumber: (n, options) => formatNumberWith(intl, n, options),
      formatDate: (date, style) => formatDateWith(intl, date, style),
      formatRelativeTime: (date, now) => formatRelativeWith(intl, date, now),
    };
  }, [locale, setLocale]);

  return (
    <LanguageContext.Provider value={value}>
      <AppCatalogContext.Provider value={appCatalog}>{children}</AppCatalogContext.Provider>
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
  const { locale } = useLanguage();
  // Without it the provider would not wait for this catalog, and the copy would stay English.
  if (useContext(AppCatalogContext) !== catalog) {
    throw new Error("useCatalogText needs its catalog passed to LanguageProvider's messages");
  }
  return useMemo(() => translator(catalog.loaded, locale).t, [catalog, locale]);
}

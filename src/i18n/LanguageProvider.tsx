import { createIntl, createIntlCache, type FormatNumberOptions, type IntlShape } from '@formatjs/intl';
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
import { resolveMessage } from './catalog';
import { type DateInput, type DateStyle, formatDateWith, formatNumberWith, formatRelativeWith } from './format';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, type Locale, matchLocale } from './locales';
import { loadedMessages, loadMessages, type MessageKey } from './messages';

export type MessageValues = Record<string, string | number | Date>;

export interface LanguageContextValue {
  /** The active language. */
  locale: Locale;
  /** Switches language for the whole tree and saves the choice. */
  setLocale: (locale: Locale) => void;
  /** The message for a key in the active language, else English, else the key itself. */
  t: (key: MessageKey, values?: MessageValues) => string;
  formatNumber: (value: number, options?: FormatNumberOptions) => string;
  formatDate: (value: DateInput, style?: DateStyle | Intl.DateTimeFormatOptions) => string;
  formatRelativeTime: (value: DateInput, now?: DateInput) => string;
  /** The underlying formatjs object, for anything the helpers above do not cover. */
  intl: IntlShape;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);
const cache = createIntlCache();

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
   * (`await loadMessages(locale)`). Without it both render English, and the visitor's stored choice
   * takes over right after hydration.
   */
  initialLocale?: Locale;
  /** Called whenever the user picks a language. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * Provides translated text and locale-aware formatting: en, sv, de and fr, English by default. A language
 * other than English is downloaded the first time it is needed and shown once it has arrived. Open tabs
 * follow each other's choice.
 */
export function LanguageProvider({ locale: requested, initialLocale, onLocaleChange, children }: LanguageProviderProps) {
  const stored = useSyncExternalStore(subscribeToStoredLocale, getStoredLocale, () => undefined);
  // A language given from outside wins until the user picks one.
  const [override, setOverride] = useState<Locale | undefined>(requested);
  useEffect(() => setOverride(requested), [requested]);
  // Server HTML cannot know what this browser stored, so hydration renders what the server did.
  const hydrated = useHydrated();
  const wanted = override ?? (hydrated ? stored : undefined) ?? initialLocale ?? DEFAULT_LOCALE;

  // The language on screen: always one whose messages are loaded.
  const [locale, setShown] = useState<Locale>(() => (loadedMessages[wanted] ? wanted : DEFAULT_LOCALE));
  // The language asked for last, so that a slow download cannot overtake a later choice.
  const latest = useRef(wanted);
  useEffect(() => {
    latest.current = wanted;
    if (loadedMessages[wanted]) {
      setShown(wanted);
      return;
    }
    loadMessages(wanted).then(
      () => latest.current === wanted && setShown(wanted),
      // Offline or a stale deploy: the page stays in the language it is in, and the choice is kept for next time.
      (error: unknown) => console.error(error),
    );
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = locale;
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
    const intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: { ...loadedMessages.en, ...loadedMessages[locale] },
        // A key missing in this language is expected: it falls back below. Anything else is a real error.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') console.error(error);
        },
      },
      cache,
    );
    return {
      locale,
      setLocale,
      intl,
      // Resolve the fallback chain first, then let formatjs fill in {placeholders} and plurals.
      t: (key, values) => {
        const message = resolveMessage(loadedMessages, locale, key);
        return values ? intl.formatMessage({ id: key, defaultMessage: message }, values) : message;
      },
      formatNumber: (n, options) => formatNumberWith(intl, n, options),
      formatDate: (date, style) => formatDateWith(intl, date, style),
      formatRelativeTime: (date, now) => formatRelativeWith(intl, date, now),
    };
  }, [locale, setLocale]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}

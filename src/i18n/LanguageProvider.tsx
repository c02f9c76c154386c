import { createIntl, createIntlCache, type FormatNumberOptions, type IntlShape } from '@formatjs/intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { readString, writeString } from '../lib/storage';
import { resolveMessage } from './catalog';
import { type DateInput, type DateStyle, formatDateWith, formatRelativeWith } from './format';
import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';
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

export function getInitialLocale(): Locale {
  const stored = readString(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export interface LanguageProviderProps {
  /** Sets the language from outside (Storybook's toolbar, tests); the user can still switch it afterwards. */
  locale?: Locale;
  /** Called whenever the user picks a language. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * Provides translated text and locale-aware formatting: en, sv, de and fr, English by default. A language
 * other than English is downloaded the first time it is needed, and shown once it has arrived; call
 * `loadMessages` before the first render to start in it straight away.
 */
export function LanguageProvider({ locale: requested, onLocaleChange, children }: LanguageProviderProps) {
  // The language on screen: always one whose messages are loaded.
  const [locale, setShown] = useState<Locale>(() => {
    const first = requested ?? getInitialLocale();
    return loadedMessages[first] ? first : DEFAULT_LOCALE;
  });
  // The language asked for last, so that a slow download cannot overtake a later choice.
  const wanted = useRef<Locale>(locale);

  const show = useCallback((next: Locale) => {
    wanted.current = next;
    if (loadedMessages[next]) {
      setShown(next);
      return;
    }
    loadMessages(next).then(
      () => wanted.current === next && setShown(next),
      // Offline or a stale deploy: the page stays in the language it is in, and the choice is kept for next time.
      (error: unknown) => console.error(error),
    );
  }, []);

  // A `locale` from outside, or on the first render the saved choice if its messages were not loaded yet.
  useEffect(() => {
    show(requested ?? getInitialLocale());
  }, [requested, show]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      show(next);
      writeString(LOCALE_STORAGE_KEY, next);
      onLocaleChange?.(next);
    },
    [show, onLocaleChange],
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
      formatNumber: (n, options) => intl.formatNumber(n, options),
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

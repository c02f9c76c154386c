// The page's strings: English bundled, the other languages fetched when a visitor picks one, as a portal in
// four languages needs. Plain {placeholders}; numbers and dates through Intl.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { en, type Messages } from './messages/en';

export type Locale = 'en' | 'sv' | 'de' | 'fr';
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  sv: () => import('./messages/sv').then((m) => m.sv),
  de: () => import('./messages/de').then((m) => m.de),
  fr: () => import('./messages/fr').then((m) => m.fr),
};
const stored = (): Locale => {
  try {
    const value = localStorage.getItem('language');
    return value === 'sv' || value === 'de' || value === 'fr' ? value : 'en';
  } catch {
    return 'en';
  }
};

interface Language {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: keyof Messages, values?: Record<string, string | number>) => string;
  formatNumber: (value: number) => string;
}
const Context = createContext<Language | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [wanted, setLocale] = useState<Locale>(stored);
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>({ locale: 'en', messages: en });
  useEffect(() => {
    if (wanted === 'en') setShown({ locale: 'en', messages: en });
    else loaders[wanted]().then((messages) => setShown({ locale: wanted, messages }), console.error);
    try {
      localStorage.setItem('language', wanted);
    } catch {}
  }, [wanted]);
  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);
  const value = useMemo<Language>(() => {
    const numbers = new Intl.NumberFormat(shown.locale);
    return {
      locale: shown.locale,
      setLocale,
      t: (key, values) =>
        (shown.messages[key] ?? en[key]).replace(/\{(\w+)\}/g, (_, name) => String(values?.[name] ?? `{${name}}`)),
      formatNumber: (n) => numbers.format(n),
    };
  }, [shown]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLanguage(): Language {
  const value = useContext(Context);
  if (!value) throw new Error('useLanguage needs LanguageProvider');
  return value;
}

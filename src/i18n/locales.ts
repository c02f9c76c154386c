export const LOCALES = ['en', 'sv', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'language';

/** Each language's own name for itself, as the selector shows it (spec §3). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  sv: 'Svenska',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const LOCALES = ['en', 'sv', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'language';

/** Each language's own name for itself, as the selector shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  sv: 'Svenska',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The supported language a stored or browser tag means: 'sv', 'sv-SE', 'SV' and 'sv_SE' are Swedish.
 * Anything else, a language we do not have or garbage, gives undefined.
 */
export function matchLocale(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

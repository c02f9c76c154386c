import { isRTL } from '@zag-js/i18n-utils';

/** The languages the package ships its texts in. A portal adds any other with the provider's `translations`. */
export const LOCALES = ['en', 'sv', 'de', 'fr'] as const;
/** One of the languages the package ships its texts in. */
export type ShippedLocale = (typeof LOCALES)[number];
/**
 * A language: any BCP 47 tag ('sv', 'sv-FI', 'ar', 'zh-Hant-TW'). Texts come from the nearest language in
 * its fallback chain that has them; dates, numbers and plurals follow the tag itself, through `Intl`.
 */
export type Locale = string;
export const DEFAULT_LOCALE = 'en';
/** The localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'language';

export type Direction = 'ltr' | 'rtl';

/** The tag in its canonical spelling ('SV_se ' is 'sv-SE'), or undefined for anything that is not a BCP 47 tag. */
export function canonicalLocale(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}

/** Whether `value` is a well-formed BCP 47 tag. */
export const isLocale = (value: unknown): value is Locale => canonicalLocale(value) !== undefined;

/**
 * Where a language's texts come from, nearest first: the tag, each shorter tag it contains, then English.
 * 'sv-FI' gives ['sv-FI', 'sv', 'en']; 'zh-Hant-TW' gives ['zh-Hant-TW', 'zh-Hant', 'zh', 'en'].
 */
export function fallbackChain(locale: Locale): Locale[] {
  const chain = tagAndParents(canonicalLocale(locale) ?? DEFAULT_LOCALE);
  return chain.includes(DEFAULT_LOCALE) ? chain : [...chain, DEFAULT_LOCALE];
}

/** A canonical tag and each shorter tag it contains: 'zh-Hant-TW', 'zh-Hant', 'zh'. */
function tagAndParents(canonical: Locale): Locale[] {
  const subtags = canonical.split('-');
  return subtags.map((_, index) => subtags.slice(0, subtags.length - index).join('-'));
}

/**
 * The offered language a stored or browser tag means: with Swedish offered, 'sv', 'sv-SE', 'SV' and 'sv_SE'
 * all mean it, and 'sv' means 'sv-FI' where only that is offered. A language not offered, or garbage,
 * gives undefined.
 */
export function matchLocale(tag: unknown, offered: readonly Locale[] = LOCALES): Locale | undefined {
  const wanted = canonicalLocale(tag);
  if (!wanted) return undefined;
  const canonical = offered.map((locale) => canonicalLocale(locale));
  for (const candidate of tagAndParents(wanted)) {
    const index = canonical.indexOf(candidate);
    if (index >= 0) return offered[index];
  }
  const language = wanted.split('-')[0];
  const sameLanguage = canonical.findIndex((locale) => locale?.split('-')[0] === language);
  return sameLanguage >= 0 ? offered[sameLanguage] : undefined;
}

/**
 * The direction a language is written in, by its script: 'rtl' for Arabic, Hebrew, Persian, Urdu and the
 * like. Ark's own rule (zag's `isRTL`), so the provider's `dir` and Ark's machines never disagree.
 */
export function directionOf(locale: Locale): Direction {
  const canonical = canonicalLocale(locale);
  return canonical && isRTL(canonical) ? 'rtl' : 'ltr';
}

/** A language's name for itself, as a language picker shows it: 'Svenska', 'Français', 'العربية'. */
export function languageName(locale: Locale): string {
  const canonical = canonicalLocale(locale) ?? locale;
  const name = new Intl.DisplayNames([canonical], { type: 'language' }).of(canonical) ?? canonical;
  return name.charAt(0).toLocaleUpperCase(canonical) + name.slice(1);
}

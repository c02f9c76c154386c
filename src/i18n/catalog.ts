import type { Locale } from './locales';

/**
 * One area's messages in every language. English sets the keys; the type makes every other
 * language supply each of them, so a missing translation fails the type check, not the user.
 */
export type Catalog<K extends string> = Record<Locale, Record<K, string>>;

export function defineCatalog<const K extends string>(
  catalog: { en: Record<K, string> } & Record<Exclude<Locale, 'en'>, Record<K, string>>,
): Catalog<K> {
  return catalog;
}

/** The message for `key`: the locale's, else English, else the key itself (spec §3). */
export function resolveMessage(
  messages: Partial<Record<Locale, Partial<Record<string, string>>>>,
  locale: Locale,
  key: string,
): string {
  return messages[locale]?.[key] ?? messages.en?.[key] ?? key;
}

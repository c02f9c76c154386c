import type { Locale } from './locales';

/** The message for `key`: the locale's, else English, else the key itself, so a gap never shows as blank text. */
export function resolveMessage(
  messages: Partial<Record<Locale, Partial<Record<string, string>>>>,
  locale: Locale,
  key: string,
): string {
  return messages[locale]?.[key] ?? messages.en?.[key] ?? key;
}

import type { Locale } from '../locales';
import { LOCALES } from '../locales';
import * as catalogs from './catalogs';

type KeysOf<C> = C extends { en: Record<infer K, string> } ? K : never;
/** Every message key of every area. */
export type MessageKey = KeysOf<(typeof catalogs)[keyof typeof catalogs]>;

const all = Object.values(catalogs) as Record<Locale, Record<string, string>>[];

/** The catalogs merged per language. */
export const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...all.map((catalog) => catalog[locale]))]),
) as Record<Locale, Record<MessageKey, string>>;

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from './locales';

/**
 * A message: plain text, or ICU text ({placeholders}, plurals, <tags>) already parsed by `compileMessages`
 * or `formatjs compile --ast`, so that formatting it needs no parser.
 */
export type Message = string | MessageFormatElement[];

/** The message for `key`: the locale's, else English, else the key itself, so a gap never shows as blank text. */
export function resolveMessage(
  messages: Partial<Record<Locale, Partial<Record<string, Message>>>>,
  locale: Locale,
  key: string,
): Message {
  return messages[locale]?.[key] ?? messages.en?.[key] ?? key;
}

/**
 * How a catalog fetches the languages it translates besides English, e.g.
 * `{ sv: () => import('./sv').then((m) => m.sv) }`. A language left out shows English (then the key).
 */
export type CatalogLoaders<M> = Partial<Record<Exclude<Locale, 'en'>, () => Promise<M>>>;

/**
 * Messages in the four languages: English bundled (it is the fallback of the others), each other
 * language fetched the first time it is needed, or English where the catalog has no translation. Made by
 * `createCatalog`; the package's own messages are one, and an app adds its own through `LanguageProvider`'s
 * `messages`.
 */
export interface MessageCatalog<K extends string = string> {
  /** English: always loaded. */
  readonly en: Readonly<Record<K, Message>>;
  /**
   * The languages loaded so far: English always, the others once `load` has fetched them. A language the
   * catalog does not translate is there from the start, as the English messages.
   */
  readonly loaded: Readonly<Partial<Record<Locale, Readonly<Record<K, Message>>>>>;
  /**
   * Fetches a language once: later calls return the very same promise, so React's `use()` does not
   * suspend again. A failed download is tried again by the next call.
   */
  load(locale: Locale): Promise<Readonly<Record<K, Message>>>;
}

/**
 * A catalog from its English messages and a loader for each other language it translates (typically a
 * dynamic import). A portal translates the languages it offers (see `LanguageSelect`'s `locales`) and leaves
 * out the others: in those its text is English, and a key missing in English shows as the key, as with the
 * package's own messages. A message in a translated language falls back the same way.
 * A message with ICU syntax ({placeholders}, plurals, <tags>) must be compiled, as the package's own are:
 * the package formats without formatjs's ICU parser. Wrap each language in `compileMessages`
 * (from '@labelport/ui/compile-messages'), or load the output of `formatjs compile --ast`.
 */
export function createCatalog<K extends string>(
  en: Readonly<Record<K, Message>>,
  loaders: CatalogLoaders<Readonly<Record<K, Message>>>,
): MessageCatalog<K> {
  const loaded: Partial<Record<Locale, Readonly<Record<K, Message>>>> = { en };
  const requests = new Map<Locale, Promise<Readonly<Record<K, Message>>>>([['en', Promise.resolve(en)]]);
  // A language without a loader is English, with nothing to fetch: the provider can show it at once.
  for (const locale of LOCALES) {
    if (locale !== 'en' && !loaders[locale]) {
      loaded[locale] = en;
      requests.set(locale, Promise.resolve(en));
    }
  }
  return {
    en,
    loaded,
    load(locale) {
      const started = requests.get(locale);
      if (started) return started;
      const loader = loaders[locale as Exclude<Locale, 'en'>];
      if (!loader) return Promise.resolve(en);
      const promise = loader().then(
        (messages) => {
          loaded[locale] = messages;
          return messages;
        },
        (error: unknown) => {
          requests.delete(locale);
          throw error;
        },
      );
      requests.set(locale, promise);
      return promise;
    },
  };
}

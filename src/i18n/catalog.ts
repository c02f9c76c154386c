import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { canonicalLocale, fallbackChain, type Locale } from './locales';

/**
 * A message: plain text, or ICU text ({placeholders}, plurals, <tags>) already parsed by `compileMessages`
 * or `formatjs compile --ast`, so that formatting it needs no parser.
 */
export type Message = string | MessageFormatElement[];

/** Messages by language tag, each a table of messages by key. */
export type MessageTables = Readonly<Partial<Record<Locale, Readonly<Partial<Record<string, Message>>>>>>;

/**
 * The message for `key`: from the nearest language of `locale`'s fallback chain that has it ('sv-FI', then
 * 'sv', then English), else the key itself, so a gap never shows as blank text. Each table set is asked in
 * turn for each language, so the first set overrides the later ones.
 */
export function resolveMessage(messages: MessageTables | readonly MessageTables[], locale: Locale, key: string): Message {
  const sets = Array.isArray(messages) ? (messages as readonly MessageTables[]) : [messages as MessageTables];
  for (const language of fallbackChain(locale)) {
    for (const tables of sets) {
      const message = tables[language]?.[key];
      if (message !== undefined) return message;
    }
  }
  return key;
}

/**
 * A catalog's languages besides English, by BCP 47 tag: each its messages, or a function that fetches them
 * (typically a dynamic import), e.g. `{ sv: () => import('./sv').then((m) => m.sv), ar }`. A language left
 * out shows the nearest one that is there ('sv' for 'sv-FI'), then English, then the key.
 */
export type CatalogLoaders<M> = Readonly<Record<Locale, M | (() => Promise<M>)>>;

/**
 * Messages in any number of languages: English bundled (the end of every fallback chain), each other
 * language fetched the first time it is needed. Made by `createCatalog`; the package's own messages are
 * one, and a portal adds its own through the provider's `messages`.
 */
export interface MessageCatalog<K extends string = string> {
  /** English: always loaded. */
  readonly en: Readonly<Record<K, Message>>;
  /** The languages loaded so far, by the tag the catalog gave them: English always, the others once fetched. */
  readonly loaded: Readonly<Partial<Record<Locale, Readonly<Partial<Record<K, Message>>>>>>;
  /** Whether every language of `locale`'s fallback chain that this catalog translates is loaded. */
  isLoaded(locale: Locale): boolean;
  /**
   * Fetches every language of `locale`'s fallback chain that this catalog translates, once: later calls
   * return the very same promise, so React's `use()` does not suspend again. It gives the nearest of them
   * (English where none is translated). A failed download is tried again by the next call.
   */
  load(locale: Locale): Promise<Readonly<Partial<Record<K, Message>>>>;
}

/**
 * A catalog from its English messages and its other languages. A portal translates the languages it offers
 * (see the provider's `locales`) and leaves out the others: in those its text is English, and a key missing
 * in English shows as the key, as with the package's own messages. A message in a translated language falls
 * back the same way.
 * A message with ICU syntax ({placeholders}, plurals, <tags>) must be compiled, as the package's own are:
 * the package formats without formatjs's ICU parser. Wrap each language in `compileMessages`
 * (from '@labelport/ui/compile-messages'), or load the output of `formatjs compile --ast`.
 */
export function createCatalog<K extends string>(
  en: Readonly<Record<K, Message>>,
  languages: CatalogLoaders<Readonly<Partial<Record<K, Message>>>>,
): MessageCatalog<K> {
  type Table = Readonly<Partial<Record<K, Message>>>;
  const loaded: Partial<Record<Locale, Table>> = { en };
  const sources = new Map<Locale, Table | (() => Promise<Table>)>();
  for (const [tag, source] of Object.entries(languages)) {
    const canonical = canonicalLocale(tag);
    if (!canonical || canonical === 'en') continue;
    sources.set(canonical, source);
    // Messages given as they are need no download: the provider can show them at once.
    if (typeof source !== 'function') loaded[canonical] = source;
  }
  const fetches = new Map<Locale, Promise<Table>>();
  const requests = new Map<Locale, Promise<Table>>();
  const translated = (locale: Locale) => fallbackChain(locale).filter((language) => language === 'en' || sources.has(language));

  function fetchLanguage(language: Locale): Promise<Table> {
    const ready = loaded[language];
    if (ready) return Promise.resolve(ready);
    let fetching = fetches.get(language);
    if (!fetching) {
      const source = sources.get(language) as () => Promise<Table>;
      fetching = source().then(
        (messages) => {
          loaded[language] = messages;
          return messages;
        },
        (error: unknown) => {
          fetches.delete(language);
          throw error;
        },
      );
      fetches.set(language, fetching);
    }
    return fetching;
  }

  return {
    en,
    loaded,
    isLoaded: (locale) => translated(locale).every((language) => loaded[language]),
    load(locale) {
      const key = canonicalLocale(locale) ?? 'en';
      let request = requests.get(key);
      if (!request) {
        const chain = translated(key);
        request = Promise.all(chain.map(fetchLanguage)).then(
          (tables) => tables[0] as Table,
          (error: unknown) => {
            requests.delete(key);
            throw error;
          },
        );
        requests.set(key, request);
      }
      return request;
    },
  };
}

import type { Locale } from '../locales';
import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

// English is the default and the fallback, so it is always bundled. The others are separate chunks: a
// visitor downloads only the language they read.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  sv: () => import('./sv').then((module) => module.sv),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

const loaded: Partial<Record<Locale, Messages>> = { en };
// One promise per language, kept once it has settled: React's `use` reads a promise it has seen before
// without suspending again, so a component may call `use(loadMessages(locale))` on every render.
const requests = new Map<Locale, Promise<Messages>>([['en', Promise.resolve(en)]]);

/** The messages already loaded, by language: English always, the others once `loadMessages` has fetched them. */
export const loadedMessages: Readonly<Partial<Record<Locale, Messages>>> = loaded;

/**
 * Fetches a language's messages once: later calls return the same promise. Await it before the first
 * render in a language other than English, so the page does not show English first.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const started = requests.get(locale);
  if (started) return started;
  const promise = loaders[locale as Exclude<Locale, 'en'>]().then(
    (messages) => {
      loaded[locale] = messages;
      return messages;
    },
    (error: unknown) => {
      // A failed download (offline, a new deploy) is tried again by the next call.
      requests.delete(locale);
      throw error;
    },
  );
  requests.set(locale, promise);
  return promise;
}

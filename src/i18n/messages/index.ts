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
const pending = new Map<Locale, Promise<Messages>>();

/** The messages already loaded, by language: English always, the others once `loadMessages` has fetched them. */
export const loadedMessages: Readonly<Partial<Record<Locale, Messages>>> = loaded;

/**
 * Fetches a language's messages (once; later calls return the same result). Await it before the first
 * render in a language other than English, so the page does not show English first.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  const started = pending.get(locale);
  if (started) return started;
  const promise = loaders[locale as Exclude<Locale, 'en'>]().then(
    (messages) => {
      loaded[locale] = messages;
      return messages;
    },
    (error: unknown) => {
      // A failed download (offline, a new deploy) is tried again by the next call.
      pending.delete(locale);
      throw error;
    },
  );
  pending.set(locale, promise);
  return promise;
}

import { createCatalog, type Message, type MessageCatalog } from '../catalog';
import type { Locale } from '../locales';
import type { MessageKey, Messages } from './en';
import { enCore } from './en-core';

export type { MessageKey, Messages };

// English is the default and the fallback, so it is always bundled: what every page needs here, the rest
// with its owner (addEnglish: a component's English when a page imports it, the blocks' with the first
// block). The other languages hold every key and are separate chunks: a visitor downloads only the
// language they read.
/** The package's own messages: the strings its components render. */
export const packageMessages: MessageCatalog<MessageKey> = createCatalog<MessageKey>(enCore as Messages, {
  sv: () => import('./sv').then((module) => module.sv),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});

/** The messages already loaded, by language: English always, the others once `loadMessages` has fetched them. */
export const loadedMessages = packageMessages.loaded;

/**
 * Fetches a language's messages once: later calls return the same promise. Await it before the first
 * render in a language other than English, so the page does not show English first.
 */
export function loadMessages(locale: Locale): Promise<Readonly<Record<MessageKey, Message>>> {
  return packageMessages.load(locale);
}

/**
 * Adds English messages to the package's catalog. Their owner calls it when its module loads, so the English
 * of a component or of the blocks reaches only the pages that import them.
 */
export function addEnglish(messages: Partial<Record<MessageKey, Message>>): void {
  Object.assign(packageMessages.en, messages);
}

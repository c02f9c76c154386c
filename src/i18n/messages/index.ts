import { createCatalog, type Message, type MessageCatalog } from '../catalog';
import type { Locale } from '../locales';
import type { MessageKey, Messages } from './en';
import { enCore } from './en-core';

export type { MessageKey, Messages };

/**
 * A portal's translation of the package's texts into one language: a message for every key the package
 * draws, so a key left out is a type error (a partial one, cast, still falls back to English, then the key).
 * Plain text, or ICU text compiled with `compileMessages`: `compileMessages({ … } satisfies Messages)`.
 */
export type PackageTranslation = Readonly<Record<MessageKey, Message>>;
/** The provider's `translations`: by BCP 47 tag, each language's translation or a function that fetches it. */
export type PackageTranslations = Readonly<Record<Locale, PackageTranslation | (() => Promise<PackageTranslation>)>>;

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
export function loadMessages(locale: Locale): Promise<Readonly<Partial<Record<MessageKey, Message>>>> {
  return packageMessages.load(locale);
}

/**
 * Adds English messages to the package's catalog. Their owner calls it when its module loads, so the English
 * of a component or of the blocks reaches only the pages that import them.
 */
export function addEnglish(messages: Partial<Record<MessageKey, Message>>): void {
  Object.assign(packageMessages.en, messages);
}

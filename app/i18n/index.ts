// The reference app's own catalog: its page headings and marketing copy, in the package's four languages.
// It sits on top of the package's messages (AppProviders passes it to LanguageProvider), which loads each
// language of both before showing it. English is bundled; the others are fetched when first needed.
import { createCatalog, type MessageValues, useCatalogText } from '../../src';
import { type AppMessageKey, type AppMessages, en } from './messages/app-en';

export type { AppMessageKey, AppMessages };

// The files are app-<language>.ts so that their chunks (app-sv-….js) are told apart from the package's (sv-….js).
/** The app's messages, by language: give to `LanguageProvider` and read with `useAppText`. */
export const appMessages = createCatalog<AppMessageKey>(en, {
  sv: () => import('./messages/app-sv').then((module) => module.sv),
  de: () => import('./messages/app-de').then((module) => module.de),
  fr: () => import('./messages/app-fr').then((module) => module.fr),
});

/** Looks up an app message in the active language (else English), as `useAppText` gives it. */
export type AppText = (key: AppMessageKey, values?: MessageValues) => string;

/**
 * A line of the app's sample data (an event, a notification), kept as a key of the app's catalog and its
 * values so that it reads in the visitor's language; `withText` puts it into words for a block.
 */
export interface AppPhrase {
  message: AppMessageKey;
  values?: MessageValues;
}

/** The item with its phrase in words, as the package's blocks take it (`text`). */
export function withText<T extends AppPhrase>(
  text: AppText,
  { message, values, ...item }: T,
): Omit<T, keyof AppPhrase> & { text: string } {
  return { ...item, text: text(message, values) };
}

/** The app's copy in the active language, e.g. `useAppText()('site.hero.title')`. */
export function useAppText(): AppText {
  return useCatalogText(appMessages);
}

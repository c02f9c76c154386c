// The stories' fifth language, written as a portal would bring one: its translation of the package's texts,
// handed to the provider's `translations`. Fetched on first use, like the package's own languages.
import type { PackageTranslations } from '../../src';
import { compileMessages } from '../../src/i18n/compile';

export const storyTranslations: PackageTranslations = {
  ar: () => import('./ar').then((module) => compileMessages(module.ar)),
};

/** The toolbar's languages: the package's four and the stories' Arabic, each named in itself. */
export const STORY_LOCALES = ['en', 'sv', 'de', 'fr', 'ar'] as const;

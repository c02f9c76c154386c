// The language picker (Ark Select, floating-ui), loaded after the page: see deferred.tsx.
import { LanguageSelect as Eager, type LanguageSelectProps } from '../../src/components/language-select/LanguageSelect';
import { deferred } from './deferred';

export type { LanguageSelectProps };
export const LanguageSelect = deferred<LanguageSelectProps>(import.meta.env.SSR ? Eager : undefined, () =>
  import('../../src/components/language-select/LanguageSelect').then((module) => module.LanguageSelect),
);

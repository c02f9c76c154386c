// The profile page's language picker (Ark Select, floating-ui), loaded after the page: see deferred.tsx.
import { LanguageSelect as Eager, type LanguageSelectProps } from '@labelport/ui/language-select';
import { deferred } from './deferred';

export const LanguageSelect = deferred<LanguageSelectProps>(import.meta.env.SSR ? Eager : undefined, () =>
  import('@labelport/ui/language-select').then((module) => module.LanguageSelect),
);

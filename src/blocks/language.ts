// The blocks' language hook. Importing it adds the blocks' English messages to the package's catalog, so they
// reach a page with its first block and a page of components alone does not download them. Every block takes
// `useLanguage` (and any message key it names) from here, not from i18n/LanguageProvider.
import { useEffect } from 'react';
import { type LanguageContextValue, useLanguage as useLanguageOf } from '../i18n/LanguageProvider';
import { addEnglish } from '../i18n/messages';
import { enBlocks } from '../i18n/messages/en-blocks';
import { warnIfBlocksUnstyled } from '../provider/style-check';

addEnglish(enBlocks);

export type { MessageValues } from '../i18n/LanguageProvider';

/**
 * `useLanguage`, with the blocks' English messages loaded. Every block calls it, so it is also where a
 * block checks, in development, that the blocks' stylesheet is there.
 */
export function useLanguage(): LanguageContextValue {
  useEffect(warnIfBlocksUnstyled, []);
  return useLanguageOf();
}

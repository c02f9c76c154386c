// The site blocks take their page and marketing copy as props. Their stories pass the reference app's,
// in the language the story shows (a Swedish story gets the Swedish texts).
import type { AppText } from '../../../../app/i18n';
import { de } from '../../../../app/i18n/messages/app-de';
import { en } from '../../../../app/i18n/messages/app-en';
import { fr } from '../../../../app/i18n/messages/app-fr';
import { sv } from '../../../../app/i18n/messages/app-sv';
import { type Locale, matchLocale } from '../../../../src';

const catalogs = { en, sv, de, fr };

/** The app's copy in one language, as `useAppText()` gives it in the app (none of these texts has a placeholder). */
export const appText =
  (locale: Locale): AppText =>
  (key) =>
    catalogs[(matchLocale(locale) as keyof typeof catalogs | undefined) ?? 'en'][key];

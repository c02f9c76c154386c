export { type CatalogLoaders, createCatalog, type Message, type MessageCatalog, resolveMessage } from './catalog';
export { DATE_STYLES, type DateInput, type DateStyle, toDate } from './format';
export {
  getInitialLocale,
  getStoredLocale,
  type LanguageContextValue,
  LanguageProvider,
  type LanguageProviderProps,
  type MessageValues,
  type RichValues,
  useCatalogText,
  useLanguage,
} from './LanguageProvider';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALE_STORAGE_KEY, LOCALES, type Locale, matchLocale } from './locales';
export { loadMessages, type MessageKey, type Messages } from './messages';

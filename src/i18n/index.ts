export {
  type CatalogLoaders,
  createCatalog,
  type Message,
  type MessageCatalog,
  type MessageTables,
  resolveMessage,
} from './catalog';
// The date values the pickers take and give, and useToday.
export * from './dates';
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
export {
  canonicalLocale,
  DEFAULT_LOCALE,
  type Direction,
  directionOf,
  fallbackChain,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  languageName,
  matchLocale,
  type ShippedLocale,
} from './locales';
export { loadMessages, type MessageKey, type Messages, type PackageTranslation, type PackageTranslations } from './messages';

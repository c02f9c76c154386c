export {
  type CatalogLoaders,
  createCatalog,
  type Message,
  type MessageCatalog,
  type MessageTables,
  resolveMessage,
} from './catalog';
export {
  CalendarDate,
  CalendarDateTime,
  type DateValue,
  getLocalTimeZone,
  isSameDay,
  isToday,
  now,
  parseDate,
  parseDateTime,
  parseTime,
  parseZonedDateTime,
  Time,
  today,
  useToday,
  ZonedDateTime,
} from './dates';
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

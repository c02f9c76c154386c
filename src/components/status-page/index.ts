export {
  ErrorFallback,
  type ErrorFallbackProps,
  isModuleLoadError,
  NotFoundPage,
  type NotFoundPageProps,
  PageLoadError,
  type PageLoadErrorProps,
} from './StatusPage';

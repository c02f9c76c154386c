export {
  ErrorFallback,
  type ErrorFallbackProps,
  isModuleLoadError,
  NotFoundPage,
  type NotFoundPageProps,
  PageLoadError,
  type PageLoadErrorProps,
  type StatusPageElement,
} from './StatusPage';

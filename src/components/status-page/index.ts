export { ErrorFallback, type ErrorFallbackProps, NotFoundPage, type NotFoundPageProps } from './StatusPage';

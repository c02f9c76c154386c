import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorFallback, isModuleLoadError, PageLoadError } from '../../src';

/**
 * The router's error boundary: a page whose code could not be downloaded gets a translated way out
 * (reload, or home); a routing error its status and text; anything thrown its message.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isModuleLoadError(error)) return <PageLoadError homeHref={pathname === '/' ? undefined : '/'} />;
  if (isRouteErrorResponse(error)) return <ErrorFallback status={error.status} message={error.statusText} />;
  return <ErrorFallback message={error instanceof Error ? error.message : String(error ?? '')} />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '../../src';

/** The router's error boundary: status and text for a routing error, the message for a thrown error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorFallback status={error.status} message={error.statusText} />;
  return <ErrorFallback message={error instanceof Error ? error.message : String(error ?? '')} />;
}

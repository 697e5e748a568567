/**
 * What the router shows when a page fails (its `errorElement`): the 403 or 404 page for those answers, the
 * 500 page for anything else. The error is logged to the console (web.md section 8).
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, type ErrorPageKind } from './ErrorPages';

export function errorPageKindOf(error: unknown): ErrorPageKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) return 'forbidden';
    if (error.status === 404) return 'notFound';
  }
  return 'serverError';
}

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <ErrorPage kind={errorPageKindOf(error)} />;
}

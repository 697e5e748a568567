/**
 * The error pages of web.md section 8: 403 ("Sorry, you don't have access to this page."), 404 ("Page
 * does not exist.") and 500 ("Server is reporting an error."), each with a way home. A user without a
 * route's permission is sent home by the guard (section 2); these pages are for what gets past it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ErrorPageKind = 'forbidden' | 'notFound' | 'serverError';

const TEST_IDS: Record<ErrorPageKind, string> = { forbidden: 'forbidden', notFound: 'not-found', serverError: 'server-error' };

export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const { t } = useTranslation('app');
  return (
    <main className="not-found" data-testid={TEST_IDS[kind]}>
      <p className="not-found-code">{t(`${kind}.code`)}</p>
      <h1>{t(`${kind}.title`)}</h1>
      <Link className="btn btn-primary" to="/home" reloadDocument={kind === 'serverError'}>
        {t(`${kind}.back`)}
      </Link>
    </main>
  );
}

/** Any unknown path. */
export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}

/** A 403 the guard could not foresee. */
export function ForbiddenPage() {
  return <ErrorPage kind="forbidden" />;
}

/** A failure while showing a page. */
export function ServerErrorPage() {
  return <ErrorPage kind="serverError" />;
}

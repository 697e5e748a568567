/** The mail server, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const MailPage = lazy(() => import('./MailPage').then((m) => ({ default: m.MailPage })));

/** `/admin/mail`. */
export function LazyMailPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <MailPage />
    </Suspense>
  );
}

/** The prompter and its remote, loaded on first use (most sessions never open them). */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const PrompterPage = lazy(() => import('./PrompterPage').then((m) => ({ default: m.PrompterPage })));
const RemotePage = lazy(() => import('./RemotePage').then((m) => ({ default: m.RemotePage })));

/** `/rundown/:date/:programId/tpMode` and `/rundown/:date/:programId/:blockId/stories/:storyId/tpMode`. */
export function LazyPrompterPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <PrompterPage />
    </Suspense>
  );
}

/** `/rundown/:date/:programId/tpRemote`. */
export function LazyRemotePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemotePage />
    </Suspense>
  );
}

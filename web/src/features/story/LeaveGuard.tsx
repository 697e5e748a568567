import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import './editing.css';

/**
 * Warns before unsaved changes are lost: a dialog when the user goes to another page of the app, and the
 * browser's own question when the page is closed or reloaded. Its words (`leave.*`) are those of the
 * document's namespace: a story's, a reportage's, a production's, a report's, a round's or a proposal's.
 */
export function LeaveGuard({ when, slug, ns = 'story' }: { when: boolean; slug: string; ns?: 'story' | 'reportage' | 'production' | 'report' | 'round' | 'proposals' }) {
  const { t } = useTranslation(ns);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="story-modal-backdrop" role="presentation" onKeyDown={(e) => e.key === 'Escape' && blocker.reset()}>
      <div className="story-modal leave-dialog" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-text" data-testid="leave-dialog">
        <h2 id="leave-title">{t('leave.title')}</h2>
        <p id="leave-text">{t('leave.text', { slug })}</p>
        <div className="story-modal-actions">
          <button type="button" className="btn" autoFocus onClick={() => blocker.reset()} data-testid="leave-stay">
            {t('leave.stay')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => blocker.proceed()} data-testid="leave-discard">
            {t('leave.discard')}
          </button>
        </div>
      </div>
    </div>
  );
}

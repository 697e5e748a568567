import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type DirectorySyncReport } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useDirectorySyncQuery, useStartDirectorySyncMutation } from './directoryApi';

/** How often the state is asked for while a synchronisation runs. */
export const SYNC_POLL_MS = 1000;

/**
 * "Synchronise users" (web.md section 4: user synchronisation is an in-progress state): start one, see it
 * run (the state is polled meanwhile), then the last one's report; a second start while one runs is
 * refused with the spec's message (409 `sync_in_progress`, web.md section 8).
 */
export function DirectorySyncPanel() {
  const { t } = useTranslation('admin');
  const [polling, setPolling] = useState(false);
  const { data: sync, error } = useDirectorySyncQuery(undefined, { pollingInterval: polling ? SYNC_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const [start, { isLoading: starting }] = useStartDirectorySyncMutation();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const running = Boolean(sync?.running);
  // Poll exactly while the server says one runs (set during render: React's "adjusting state" pattern).
  if (polling !== running) setPolling(running);

  const run = async () => {
    setFailure(null);
    try {
      await start().unwrap();
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="plain-form" data-testid="directory-sync" data-running={running}>
      <div className="form-section">
        <h2 className="section-title">{t('directory.sync.title')}</h2>
        <p className="muted hint">{t('directory.sync.intro')}</p>
        {running && (
          <div className="sync-running" data-testid="directory-sync-running">
            <Spinner label={t('directory.sync.running')} />
          </div>
        )}
        {sync && !sync.last && !running && <p className="muted small" data-testid="directory-sync-never">{t('directory.sync.never')}</p>}
        {sync?.last && <SyncReport report={sync.last} running={running} />}
        {!sync && error && <ErrorMessage code={errorCodeOf(error)} />}
      </div>
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="directory-sync-error" />}
      <footer className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => void run()} disabled={starting || running} data-testid="directory-sync-run">
          {starting ? t('directory.sync.starting') : t('directory.sync.run')}
        </button>
      </footer>
    </section>
  );
}

const FIGURES = ['created', 'updated', 'deactivated', 'skipped'] as const;

function SyncReport({ report, running }: { report: DirectorySyncReport; running: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const at = (iso: string) => when.format(new Date(iso));
  return (
    <div className="sync-report" data-testid="directory-sync-report" data-started-at={report.startedAt}>
      <h3 className="small">{t('directory.sync.last')}</h3>
      <p className="muted small" data-testid="directory-sync-when">
        {t('directory.sync.startedAt', { at: at(report.startedAt) })}
        {report.finishedAt ? `, ${t('directory.sync.finishedAt', { at: at(report.finishedAt) })}` : ''}
      </p>
      {report.error ? (
        <div className="result-box failed" data-testid="directory-sync-failed">
          <strong>{t('directory.sync.failed')}</strong>
          <pre className="server-words">{report.error}</pre>
        </div>
      ) : running && !report.finishedAt ? null : (
        <dl className="sync-figures">
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{t(`directory.sync.figures.${figure}`)}</dt>
              <dd data-testid={`directory-sync-${figure}`}>{report[figure]}</dd>
            </div>
          ))}
        </dl>
      )}
      {!running && !report.finishedAt && <p className="field-warning">{t('directory.sync.interrupted')}</p>}
    </div>
  );
}

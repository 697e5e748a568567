/**
 * The search index for administrators (ADMIN read; web.md section 4: "Index rebuild" is an in-progress
 * state): how many documents it can find, whether a rebuild runs and when the last one finished;
 * ADMIN write rebuilds it from the database, the status polled every second while it runs.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useRebuildSearchMutation, useSearchStatusQuery } from './searchApi';

/** How often the status is asked for while a rebuild runs. */
export const INDEX_POLL_MS = 1000;

export function SearchIndexPanel({ canRebuild }: { canRebuild: boolean }) {
  const { t, i18n } = useTranslation('search');
  const [polling, setPolling] = useState(false);
  const { data: status, error } = useSearchStatusQuery(undefined, { pollingInterval: polling ? INDEX_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const [rebuild, { isLoading: starting }] = useRebuildSearchMutation();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const rebuilding = Boolean(status?.rebuilding);
  // Poll exactly while the server says a rebuild runs (set during render: React's "adjusting state" pattern).
  if (polling !== rebuilding) setPolling(rebuilding);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const run = async () => {
    setFailure(null);
    try {
      await rebuild().unwrap();
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <aside className="plain-form search-index" aria-labelledby="search-index-title" data-testid="search-index" data-rebuilding={rebuilding}>
      <div className="form-section">
        <h2 id="search-index-title" className="section-title">
          {t('index.title')}
        </h2>
        <p className="muted hint">{t('index.intro')}</p>
        {status ? (
          <dl className="search-index-figures">
            <div>
              <dt>{t('index.documents')}</dt>
              <dd className="num" data-testid="search-index-documents">
                {status.documents}
              </dd>
            </div>
            <div>
              <dt>{t('index.state')}</dt>
              <dd data-testid="search-index-state">
                {rebuilding ? (
                  <span className="sync-running" role="status">
                    <span className="spinner-wheel" aria-hidden="true" />
                    {t('index.rebuilding')}
                  </span>
                ) : (
                  t('index.ready')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('index.rebuiltAt')}</dt>
              <dd data-testid="search-index-rebuilt-at">{status.rebuiltAt ? when.format(new Date(status.rebuiltAt)) : t('index.never')}</dd>
            </div>
          </dl>
        ) : error ? (
          <ErrorMessage code={errorCodeOf(error)} testId="search-index-error" />
        ) : (
          <Spinner />
        )}
      </div>
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="search-rebuild-error" />}
      {canRebuild && (
        <footer className="form-actions">
          <button type="button" className="btn" onClick={() => void run()} disabled={starting || rebuilding || !status} data-testid="search-rebuild">
            {starting ? t('index.starting') : t('index.rebuild')}
          </button>
        </footer>
      )}
    </aside>
  );
}

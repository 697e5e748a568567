/**
 * /admin/access-logs (admin read): who signed in, failed or was throttled, signed out, had their session
 * ended or changed their password, newest first, in local time; found by a part of the login name or the
 * start of the address, a page at a time.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useDebouncedValue } from '../../shared/ui/useDebouncedValue';
import { ACCESS_LOG_PAGE_SIZE, useAccessLogsQuery } from './accessLogsApi';

const FILTER_DELAY_MS = 250;

export function AccessLogsPage() {
  const { t, i18n } = useTranslation('admin');
  const [login, setLogin] = useState('');
  const [ip, setIp] = useState('');
  const [page, setPage] = useState(0);
  // The server is asked once the typing pauses, not at every key.
  const settledLogin = useDebouncedValue(login, FILTER_DELAY_MS);
  const settledIp = useDebouncedValue(ip, FILTER_DELAY_MS);
  const { data, error, isLoading, isFetching } = useAccessLogsQuery(
    { login: settledLogin, ip: settledIp, page, size: ACCESS_LOG_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section className="admin-page" data-testid="access-logs-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('accessLogs.title')}</h1>
          <p className="muted">{t('accessLogs.intro')}</p>
        </div>
      </header>
      <div className="admin-tools">
        <input
          type="search"
          className="search-input"
          value={login}
          onChange={(e) => {
            setLogin(e.target.value);
            setPage(0);
          }}
          placeholder={t('accessLogs.loginFilter')}
          aria-label={t('accessLogs.loginFilter')}
          data-testid="access-logs-login"
        />
        <input
          type="search"
          className="search-input"
          value={ip}
          onChange={(e) => {
            setIp(e.target.value);
            setPage(0);
          }}
          placeholder={t('accessLogs.ipFilter')}
          aria-label={t('accessLogs.ipFilter')}
          data-testid="access-logs-ip"
        />
        {isFetching && !isLoading && <span className="muted small">{t('loading')}</span>}
      </div>
      {isLoading && <Spinner />}
      {!data && error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.data.length === 0 && <p className="muted" data-testid="access-logs-empty">{t('accessLogs.empty')}</p>}
      {data && data.data.length > 0 && (
        <table className="data-table" data-testid="access-logs-table">
          <thead>
            <tr>
              <th>{t('accessLogs.columns.at')}</th>
              <th>{t('accessLogs.columns.event')}</th>
              <th>{t('accessLogs.columns.login')}</th>
              <th>{t('accessLogs.columns.ip')}</th>
              <th>{t('accessLogs.columns.userAgent')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((line, i) => (
              <tr key={`${line.at}-${i}`} data-testid="access-log-row" data-event={line.event}>
                <td>
                  <time dateTime={line.at}>{when.format(new Date(line.at))}</time>
                </td>
                <td>{t(`accessLogs.events.${line.event}`)}</td>
                <td>{line.login}</td>
                <td>{line.ip || t('accessLogs.unknownIp')}</td>
                <td className="muted small">{line.userAgent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && total > 0 && (
        <nav className="pager" aria-label={t('accessLogs.pages')} data-testid="access-logs-pager">
          <button type="button" className="btn btn-small" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="access-logs-prev">
            {t('previous')}
          </button>
          <span className="muted">{t('accessLogs.range', { from: page * ACCESS_LOG_PAGE_SIZE + 1, to: Math.min(total, (page + 1) * ACCESS_LOG_PAGE_SIZE), total })}</span>
          <button type="button" className="btn btn-small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} data-testid="access-logs-next">
            {t('next')}
          </button>
        </nav>
      )}
    </section>
  );
}

/**
 * The rundown log as a side panel: who changed what and when (time in the user's language and time zone),
 * newest first, with a search over the descriptions, a filter by action and pages of 25. It loads when it
 * opens and again whenever the rundown's revision moves while it is open. Writers undo a repagination
 * from its line.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../shared/api/baseApi';
import { errorCodeOf } from '@newsroom/api';
import { logActionValues, type LogAction, type LogEntry, type RundownId } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { LogIcon } from '../../shared/ui/icons';
import { useRundownLogQuery, useUndoLogMutation } from './logApi';
import { pageRange, toggleAction } from './logQuery';

interface Props {
  rundownId: RundownId;
  revision: number;
  /** May undo lines (rundown write, the rundown not displayed). */
  canUndo: boolean;
  onClose: () => void;
}

const SEARCH_DELAY_MS = 300;

export function LogPanel({ rundownId, revision, canUndo, onClose }: Props) {
  const { t, i18n } = useTranslation('log');
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [description, setDescription] = useState('');
  const [actions, setActions] = useState<LogAction[]>([]);
  const [page, setPage] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDescription(search);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, error, isFetching } = useRundownLogQuery({ rundownId, description, actions, page }, { refetchOnMountOrArgChange: true });
  const [undo, undoing] = useUndoLogMutation();

  // Every change of the rundown writes a log line: a new revision while the panel is open reloads it.
  const shown = useRef(revision);
  useEffect(() => {
    if (shown.current === revision) return;
    shown.current = revision;
    dispatch(api.util.invalidateTags([{ type: 'RundownLog', id: rundownId }]));
  }, [dispatch, revision, rundownId]);

  const choose = (next: LogAction[]) => {
    setActions(next);
    setPage(0);
  };
  const total = data?.total ?? 0;
  const range = pageRange(page, total);

  return (
    <aside className="log-panel" aria-labelledby="log-title" data-testid="log-panel" data-loading={isFetching || undefined}>
      <header className="panel-header">
        <LogIcon />
        <h2 id="log-title">{t('title')}</h2>
        {isFetching && <span className="panel-busy" aria-hidden="true" />}
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('close')} title={t('close')} data-testid="log-close">
          ✕
        </button>
      </header>
      <div className="panel-filters">
        <input
          type="search"
          className="search-input"
          value={search}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setSearch('')}
          data-testid="log-search"
        />
        <div className="chips" role="group" aria-label={t('actionsLabel')}>
          <button type="button" className="chip" aria-pressed={actions.length === 0} onClick={() => choose([])} data-testid="log-action-all">
            {t('allActions')}
          </button>
          {logActionValues.map((a) => (
            <button key={a} type="button" className={`chip action-${a.toLowerCase()}`} aria-pressed={actions.includes(a)} onClick={() => choose(toggleAction(actions, a))} data-testid={`log-action-${a}`}>
              {t(`actions.${a}`)}
            </button>
          ))}
        </div>
      </div>
      {error && <ErrorMessage code={errorCodeOf(error)} testId="log-error" />}
      {undoing.error && <ErrorMessage code={errorCodeOf(undoing.error)} onDismiss={undoing.reset} testId="log-undo-error" />}
      <div className="panel-body">
        <table className="log-table" data-testid="log-table">
          <thead>
            <tr>
              <th>{t('columns.at')}</th>
              <th>{t('columns.user')}</th>
              <th>{t('columns.action')}</th>
              <th>{t('columns.description')}</th>
              {canUndo && <th aria-label={t('columns.undo')} />}
            </tr>
          </thead>
          <tbody>
            {data?.data.map((line) => (
              <LogRow key={line.id} line={line} language={i18n.language} canUndo={canUndo} busy={undoing.isLoading} onUndo={() => void undo({ rundownId, logId: line.id }).unwrap().catch(() => {})} />
            ))}
          </tbody>
        </table>
        {data && data.data.length === 0 && <p className="panel-empty muted" data-testid="log-empty">{t('empty')}</p>}
      </div>
      <footer className="panel-footer">
        <span className="num muted" data-testid="log-range" data-total={total}>
          {t('range', { from: range.from, to: range.to, total })}
        </span>
        <span className="spacer" />
        <button type="button" className="btn btn-small" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="log-newer">
          {t('newer')}
        </button>
        <button type="button" className="btn btn-small" disabled={page + 1 >= range.pages} onClick={() => setPage(page + 1)} data-testid="log-older">
          {t('older')}
        </button>
      </footer>
    </aside>
  );
}

/** One line: time and date in the user's language, who, the action (translated), the server's text. */
function LogRow({ line, language, canUndo, busy, onUndo }: { line: LogEntry; language: string; canUndo: boolean; busy: boolean; onUndo: () => void }) {
  const { t } = useTranslation('log');
  const at = formatInstant(line.at, language);
  return (
    <tr data-testid={`log-row-${line.id}`} data-action={line.action}>
      <td className="num at" title={line.at}>
        <span className="time">{at.time}</span>
        <span className="date">{at.date}</span>
      </td>
      <td className="user">{line.nickname}</td>
      <td>
        <span className={`action-badge action-${line.action.toLowerCase()}`}>{t(`actions.${line.action}`, { defaultValue: line.action })}</span>
      </td>
      <td className="description">{line.description}</td>
      {canUndo && (
        <td className="undo">
          {line.undoable && (
            <button type="button" className="btn btn-small" disabled={busy} onClick={onUndo} data-testid={`log-undo-${line.id}`}>
              {t('undo')}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

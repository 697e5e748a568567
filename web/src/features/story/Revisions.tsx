/**
 * Revisions of a document, presentational and shared by stories and documents: the list, newest first
 * (number, when in the user's language and time zone, who), and the line diff from one revision to the
 * current text (lines only in the revision in red, lines added since in green). Each kind loads its own
 * revisions and diffs (RevisionsPanel for stories, AssignmentHistory for assignments).
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type DiffLine, type RevisionSummary } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import './revisions.css';

type Failure = Parameters<typeof errorCodeOf>[0];

export function RevisionList({ revisions, current, selected, onSelect }: { revisions: readonly RevisionSummary[]; current: number; selected: number | null; onSelect: (n: number | null) => void }) {
  const { t, i18n } = useTranslation('story');
  if (revisions.length === 0) return <p className="muted small">{t('revisions.none')}</p>;
  return (
    <ol className="revision-list">
      {revisions.map((r) => {
        const at = formatInstant(r.at, i18n.language);
        return (
          <li key={r.number}>
            <button type="button" className={`revision${selected === r.number ? ' selected' : ''}`} aria-pressed={selected === r.number} onClick={() => onSelect(selected === r.number ? null : r.number)} data-testid={`revision-${r.number}`}>
              <span className="revision-number num">#{r.number}</span>
              <span className="revision-when num">
                {at.date} {at.time}
              </span>
              <span className="revision-who">{r.nickname}</span>
              {r.number === current && <span className="revision-current">{t('revisions.current')}</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

const SIGN = { equal: ' ', insert: '+', delete: '−' } as const;

export function DiffView({ number, diff, error, loading, onClose }: { number: number; diff: readonly DiffLine[] | undefined; error: Failure | undefined; loading: boolean; onClose: () => void }) {
  const { t } = useTranslation('story');
  const unchanged = diff?.every((l) => l.op === 'equal');
  return (
    <div className="revision-diff" data-testid="revision-diff" data-number={number}>
      <div className="diff-head">
        <h4>{t('revisions.diffTitle', { number })}</h4>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose} data-testid="revision-diff-close">
          {t('revisions.close')}
        </button>
      </div>
      <div className="diff-legend">
        <span className="legend delete">{t('revisions.onlyIn', { number })}</span>
        <span className="legend insert">{t('revisions.addedSince')}</span>
      </div>
      {loading && !diff && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {diff && unchanged && <p className="muted small">{t('revisions.noChanges')}</p>}
      {diff && (
        <pre className="diff-lines" aria-label={t('revisions.diffTitle', { number })}>
          {diff.map((line, i) => (
            <div key={i} className={`diff-line ${line.op}`} data-testid="diff-line" data-op={line.op}>
              <span className="diff-sign" aria-hidden="true">
                {SIGN[line.op]}
              </span>
              <span className="visually-hidden">{t(`revisions.ops.${line.op}`)}</span>
              <span className="diff-text">{line.text || ' '}</span>
            </div>
          ))}
        </pre>
      )}
    </div>
  );
}

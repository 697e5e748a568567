import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@newsroom/api';
import type { StoryId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useStoryRevisionQuery } from './storyApi';

const SIGN = { equal: ' ', insert: '+', delete: '−' } as const;

/**
 * The line diff from a revision to the current saved text (`GET /api/stories/{id}/revisions/{n}`): lines
 * only in the revision in red, lines added since in green. `[KIND]` lines start items, `[...]` are comments.
 */
export function RevisionDiff({ storyId, number, current, onClose }: { storyId: StoryId; number: number; current: number; onClose: () => void }) {
  const { t } = useTranslation('story');
  const { data, error, isFetching } = useStoryRevisionQuery({ id: storyId, number, current });
  const unchanged = data?.diff.every((l) => l.op === 'equal');

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
      {isFetching && !data && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && unchanged && <p className="muted small">{t('revisions.noChanges')}</p>}
      {data && (
        <pre className="diff-lines" aria-label={t('revisions.diffTitle', { number })}>
          {data.diff.map((line, i) => (
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

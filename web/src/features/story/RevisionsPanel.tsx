import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@newsroom/api';
import type { StoryId } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { RevisionDiff } from './RevisionDiff';
import { useStoryRevisionsQuery } from './storyApi';

/**
 * The saved revisions of the text, newest first (number, when in the user's language and time zone, who);
 * choosing one shows what changed from it to the current text. Reloads when the text's revision moves.
 */
export function RevisionsPanel({ storyId, current }: { storyId: StoryId; current: number }) {
  const { t, i18n } = useTranslation('story');
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useStoryRevisionsQuery({ id: storyId, current });

  return (
    <section className="side-section revisions-panel" aria-labelledby="revisions-title" data-testid="revisions-panel">
      <h3 id="revisions-title">{t('revisions.title')}</h3>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.length === 0 && <p className="muted small">{t('revisions.none')}</p>}
      {data && data.length > 0 && (
        <ol className="revision-list">
          {data.map((r) => {
            const at = formatInstant(r.at, i18n.language);
            return (
              <li key={r.number}>
                <button
                  type="button"
                  className={`revision${selected === r.number ? ' selected' : ''}`}
                  aria-pressed={selected === r.number}
                  onClick={() => setSelected(selected === r.number ? null : r.number)}
                  data-testid={`revision-${r.number}`}
                >
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
      )}
      {selected !== null && <RevisionDiff storyId={storyId} number={selected} current={current} onClose={() => setSelected(null)} />}
    </section>
  );
}

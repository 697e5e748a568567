import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@newsroom/api';
import type { StoryId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { RevisionDiff } from './RevisionDiff';
import { RevisionList } from './Revisions';
import { useStoryRevisionsQuery } from './storyApi';

/**
 * The saved revisions of the text, newest first (number, when in the user's language and time zone, who);
 * choosing one shows what changed from it to the current text. Reloads when the text's revision moves.
 */
export function RevisionsPanel({ storyId, current }: { storyId: StoryId; current: number }) {
  const { t } = useTranslation('story');
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useStoryRevisionsQuery({ id: storyId, current });

  return (
    <section className="side-section revisions-panel" aria-labelledby="revisions-title" data-testid="revisions-panel">
      <h3 id="revisions-title">{t('revisions.title')}</h3>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && <RevisionList revisions={data} current={current} selected={selected} onSelect={setSelected} />}
      {selected !== null && <RevisionDiff storyId={storyId} number={selected} current={current} onClose={() => setSelected(null)} />}
    </section>
  );
}

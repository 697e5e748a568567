import { useTranslation } from 'react-i18next';
import type { ReadingTime, Story, StoryId } from '@newsroom/api';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { usePatchStoryMutation } from '../rundown/rundownApi';

interface Props {
  story: Story;
  /** The server's figure for the saved text (null when it has none). */
  saved: ReadingTime | null;
  /** The local estimate of the text as typed. */
  live: ReadingTime;
  /** Rundown write: may set the story's head and off. */
  canPatch: boolean;
  onPatched: (story: Story) => void;
}

/**
 * How long the presenter reads: the estimate of the text as typed and the server's figure for the saved
 * text (words, head, off, at the words-a-minute rate), beside the story's planned head and off, which a
 * producer can set from the estimate (`PATCH /api/stories/{id}` field `head` or `off`).
 */
export function ReadingTimePanel({ story, saved, live, canPatch, onPatched }: Props) {
  const { t } = useTranslation('story');
  const [patch, patching] = usePatchStoryMutation();

  const use = (field: 'head' | 'off') => {
    void patch({ id: story.id as StoryId, field, value: live[field] })
      .unwrap()
      .then((s) => onPatched(s))
      .catch(() => {});
  };

  const row = (name: 'live' | 'saved', time: ReadingTime) => (
    <tr data-testid={`reading-${name}`}>
      <th scope="row">{t(`reading.${name}`)}</th>
      <td className="num" data-testid={`reading-${name}-head`}>{formatDuration(time.head)}</td>
      <td className="num" data-testid={`reading-${name}-off`}>{formatDuration(time.off)}</td>
      <td className="num" data-testid={`reading-${name}-words`}>{time.headWords + time.offWords}</td>
    </tr>
  );

  const renderUseAsButton = (field: 'head' | 'off') => {
    const same = formatDuration(live[field]) === formatDuration(story[field]);
    return (
      <button type="button" className="btn btn-small" disabled={patching.isLoading || same} onClick={() => use(field)} title={t('reading.useHint', { part: t(`reading.${field}`), time: formatDuration(live[field]) })} data-testid={`use-as-${field}`}>
        {t(field === 'head' ? 'reading.useAsHead' : 'reading.useAsOff')}
      </button>
    );
  };

  return (
    <section className="side-section reading-panel" aria-labelledby="reading-title" data-testid="reading-panel">
      <h3 id="reading-title">{t('reading.title')}</h3>
      <table className="reading-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('reading.head')}</th>
            <th scope="col">{t('reading.off')}</th>
            <th scope="col">{t('reading.words')}</th>
          </tr>
        </thead>
        <tbody>
          {row('live', live)}
          {saved && row('saved', saved)}
          <tr className="planned" data-testid="reading-planned">
            <th scope="row">{t('reading.planned')}</th>
            <td className="num" data-testid="story-head">{formatDuration(story.head)}</td>
            <td className="num" data-testid="story-off">{formatDuration(story.off)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <p className="reading-rate muted">{t('reading.rate', { wpm: live.wordsPerMinute })}</p>
      {canPatch && (
        <div className="reading-actions">
          {renderUseAsButton('head')}
          {renderUseAsButton('off')}
        </div>
      )}
      {patching.error && <ErrorMessage code={errorCodeOf(patching.error)} fields={errorFieldsOf(patching.error)} onDismiss={() => patching.reset()} testId="reading-error" />}
    </section>
  );
}

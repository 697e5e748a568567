/**
 * One story on the scripts screen: its head and script as the print view draws them (print/StoryScript),
 * the slug a link to the story's editor. The text is the prompter's (`prompterText`, prompterApi.ts):
 * loaded once, and again only when a message says this story changed. A story the user may not read
 * (someone else's private story: 403 or 404) shows its slug and says so instead of the text.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, type Block, type Story } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { ScriptBody, StoryScriptHead } from '../print/StoryScript';
import { usePrompterTextQuery } from '../prompter/prompterApi';
import { storyInRundownPath } from '../story/paths';

interface Props {
  block: Block;
  story: Story;
  /** Its place in the running order (1-based) and the number of stories. */
  number: number;
  count: number;
  /** The rundown's address, for the link to the story's editor. */
  date: string;
  programId: number;
  comments: boolean;
}

export type ScriptState = 'loading' | 'loaded' | 'forbidden' | 'failed';

export const ScriptStory = memo(function ScriptStory({ block, story, number, count, date, programId, comments }: Props) {
  const { t } = useTranslation('scripts');
  const { data, error, isError, isFetching } = usePrompterTextQuery(story.id);
  const code = isError ? errorCodeOf(error) : null;
  const state: ScriptState = code === 'forbidden' || code === 'not_found' ? 'forbidden' : data ? 'loaded' : code ? 'failed' : 'loading';
  const slug =
    state === 'forbidden' ? (
      story.slug
    ) : (
      <Link to={storyInRundownPath(date, programId, story.blockId, story.id)} title={t('story.open')} data-testid={`scripts-slug-${story.id}`}>
        {story.slug}
      </Link>
    );
  return (
    <article className="scripts-story" data-testid={`scripts-story-${story.id}`} data-state={state} data-standby={block.standBy} data-revision={data?.revision ?? ''} aria-busy={isFetching}>
      <StoryScriptHead block={block} story={story} number={number} count={count} readingTime={state === 'loaded' ? data?.readingTime : null} slug={slug} />
      {state === 'loaded' && data && <ScriptBody document={data} comments={comments} />}
      {state === 'forbidden' && (
        <p className="muted scripts-forbidden" data-testid={`scripts-forbidden-${story.id}`}>
          {t('story.forbidden')}
        </p>
      )}
      {state === 'failed' && code && <ErrorMessage code={code} />}
      {state === 'loading' && <p className="muted">{t('story.loading')}</p>}
    </article>
  );
});

/**
 * The stories' scripts, one story a page (the first shares the page with the header when no grid is
 * printed): each story's head and script as StoryScript.tsx draws them (the scripts screen draws them the
 * same way). Comments print in brackets, marked, unless the options leave them out.
 */
import { useTranslation } from 'react-i18next';
import type { Block, Story } from '@newsroom/api';
import type { ScriptResult } from './printApi';
import { ScriptBody, StoryScriptHead } from './StoryScript';

interface Props {
  stories: { block: Block; story: Story }[];
  results: ScriptResult[];
  comments: boolean;
  /** The grid comes first: every story starts a new page. */
  afterGrid: boolean;
}

export function PrintScripts({ stories, results, comments, afterGrid }: Props) {
  const { t } = useTranslation('print');
  const byId = new Map(results.map((r) => [r.id, r]));
  if (stories.length === 0) return <p className="print-empty">{t('view.noStories')}</p>;
  return (
    <section className="print-scripts" aria-label={t('view.scriptsTitle')}>
      {stories.map(({ block, story }, i) => {
        const result = byId.get(story.id);
        return (
          <article key={story.id} className={`print-story${i === 0 && !afterGrid ? ' lead' : ''}`} data-testid={`print-script-${story.id}`}>
            <StoryScriptHead block={block} story={story} number={i + 1} count={stories.length} readingTime={result?.document?.readingTime} />
            {result?.document ? <ScriptBody document={result.document} comments={comments} /> : <p className="print-empty">{t('view.scriptError')}</p>}
          </article>
        );
      })}
    </section>
  );
}

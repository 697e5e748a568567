/**
 * One story on the prompter: a small header line (page and slug, from the live rundown), then its read
 * text in large type and its instructions as small bracketed cues. The text is loaded, and reloaded when
 * someone saves it, by `prompterText` (prompterApi.ts).
 */
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@newsroom/api';
import { usePrompterTextQuery } from './prompterApi';
import { prompterParts, type PrompterPart, type PrompterRun } from './prompterText';

function Run({ run }: { run: PrompterRun }) {
  const style: CSSProperties = {};
  if (run.color) style.color = run.color;
  if (run.underline) style.textDecoration = 'underline';
  let node = <span style={run.color || run.underline ? style : undefined}>{run.text}</span>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

/** Read paragraphs as the prompter draws them (large type, the runs' emphasis kept). */
export function PrompterParagraphs({ paragraphs }: { paragraphs: readonly PrompterRun[][] }) {
  return (
    <>
      {paragraphs.map((runs, i) => (
        <p key={i}>
          {runs.map((run, k) => (
            <Run key={k} run={run} />
          ))}
        </p>
      ))}
    </>
  );
}

function Part({ part }: { part: PrompterPart }) {
  const { t } = useTranslation('prompter');
  const kind = t(`kinds.${part.kind}`);
  if (part.role === 'cue') {
    return (
      <p className="prompter-cue" data-testid="prompter-cue" data-kind={part.kind}>
        [{part.text ? `${kind}: ${part.text}` : kind}]
      </p>
    );
  }
  return (
    <div className="prompter-read" data-testid="prompter-read" data-kind={part.kind}>
      {part.kind === 'VO' && <p className="prompter-cue prompter-cue-kind">[{kind}]</p>}
      <PrompterParagraphs paragraphs={part.paragraphs} />
    </div>
  );
}

interface Props {
  story: Story;
  /** Its place in the prompter (1-based) and the number of stories. */
  number: number;
  total: number;
  current: boolean;
}

export const PrompterStory = memo(function PrompterStory({ story, number, total, current }: Props) {
  const { t } = useTranslation('prompter');
  const { data, isLoading, isError, isFetching } = usePrompterTextQuery(story.id);
  const parts = data ? prompterParts(data.script) : [];
  return (
    <section
      className={`prompter-story${current ? ' current' : ''}`}
      data-story-id={story.id}
      data-testid={`prompter-story-${story.id}`}
      data-loaded={data ? 'true' : 'false'}
      data-revision={data?.revision ?? ''}
      aria-busy={isFetching}
    >
      <header className="prompter-story-head">
        <span className="prompter-page">{story.page || '—'}</span>
        <span className="prompter-slug">{story.slug}</span>
        <span className="prompter-count">{t('story.count', { number, total })}</span>
      </header>
      {isLoading && <p className="prompter-cue">{t('story.loading')}</p>}
      {isError && !data && <p className="prompter-cue prompter-error">[{t('story.failed')}]</p>}
      {data && parts.length === 0 && <p className="prompter-cue">[{t('story.empty')}]</p>}
      {parts.map((part, i) => (
        <Part key={i} part={part} />
      ))}
    </section>
  );
});

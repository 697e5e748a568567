/**
 * The stories' scripts, one story a page (the first shares the page with the header when no grid is
 * printed): page, slug, block, durations and reading time, then the script as two-column broadcast scripts
 * print it (the item's kind on the left, its text on the right, bold/italic/underline kept), cue in/out
 * and the footnote. Comments print in brackets, marked, unless the options leave them out.
 */
import { useTranslation } from 'react-i18next';
import type { Block, Story, ScriptedStoryDocument } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import type { ScriptResult } from './printApi';
import { sumText } from './printFormat';
import { printableScript, type PrintRun } from './scriptText';

interface Props {
  stories: { block: Block; story: Story }[];
  results: ScriptResult[];
  comments: boolean;
  /** The grid comes first: every story starts a new page. */
  afterGrid: boolean;
}

const DURATIONS = ['estimated', 'head', 'off', 'vt', 'link'] as const;

export function PrintScripts({ stories, results, comments, afterGrid }: Props) {
  const { t } = useTranslation(['print', 'rundown']);
  const byId = new Map(results.map((r) => [r.id, r]));
  if (stories.length === 0) return <p className="print-empty">{t('view.noStories')}</p>;
  return (
    <section className="print-scripts" aria-label={t('view.scriptsTitle')}>
      {stories.map(({ block, story }, i) => {
        const result = byId.get(story.id);
        return (
          <article key={story.id} className={`print-story${i === 0 && !afterGrid ? ' lead' : ''}`} data-testid={`print-script-${story.id}`}>
            <header className="pr-story-head">
              <h2>
                {story.page && <span className="pr-story-page">{story.page}</span>}
                <span className="pr-story-slug">{story.slug}</span>
              </h2>
              <p className="pr-story-where">
                <span>{t('view.block', { name: block.standBy ? t('rundown:block.standby') : block.name })}</span>
                <span>{t('view.storyOf', { number: i + 1, count: stories.length })}</span>
                {story.approved && <span className="pr-story-approved">✓ {t('rundown:story.approved')}</span>}
              </p>
              <dl className="pr-story-durations">
                {DURATIONS.map((d) => (
                  <div key={d}>
                    <dt>{t(`rundown:columns.${d}`)}</dt>
                    <dd className="num">{formatDuration(story[d])}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t('rundown:columns.total')}</dt>
                  <dd className="num strong">{formatDuration(story.timing?.total)}</dd>
                </div>
                {result?.document?.readingTime && (
                  <div>
                    <dt>{t('view.readingTime')}</dt>
                    <dd className="num">{sumText(result.document.readingTime.head, result.document.readingTime.off)}</dd>
                  </div>
                )}
              </dl>
            </header>
            {result?.document ? <ScriptBody document={result.document} comments={comments} /> : <p className="print-empty">{t('view.scriptError')}</p>}
          </article>
        );
      })}
    </section>
  );
}

function ScriptBody({ document, comments }: { document: ScriptedStoryDocument; comments: boolean }) {
  const { t } = useTranslation(['print', 'story']);
  const items = printableScript(document.script, comments);
  const cue = (label: string, text: string) =>
    text.trim() && (
      <span>
        <b>{label}:</b> {text}
      </span>
    );
  return (
    <>
      {(document.cueIn.trim() || document.cueOut.trim()) && (
        <p className="pr-story-cues">
          {cue(t('view.cueIn'), document.cueIn)}
          {cue(t('view.cueOut'), document.cueOut)}
        </p>
      )}
      {items.length === 0 ? (
        <p className="print-empty">{t('view.noScript')}</p>
      ) : (
        <table className="print-script">
          <tbody>
            {items.map((item, i) => (
              <tr key={i} data-kind={item.kind}>
                <th scope="row">{t(`story:kinds.${item.kind}`)}</th>
                <td>
                  {item.paragraphs.map((runs, p) => (
                    <p key={p}>
                      {runs.map((run, r) => (
                        <Run key={r} run={run} />
                      ))}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {document.footnote.trim() && (
        <p className="pr-story-footnote">
          <b>{t('view.footnote')}:</b> {document.footnote}
        </p>
      )}
    </>
  );
}

function Run({ run }: { run: PrintRun }) {
  const { t } = useTranslation('print');
  const classes = [run.bold && 'b', run.italic && 'i', run.underline && 'u', run.comment && 'comment'].filter(Boolean).join(' ');
  return (
    <span className={classes || undefined} title={run.comment ? t('view.comment') : undefined} data-comment={run.comment || undefined}>
      {run.text}
    </span>
  );
}

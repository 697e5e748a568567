/**
 * A story's script as the print view and the scripts screen (/scripts) both show it: the head (page, slug,
 * block, place in the running order, durations, total and reading time), then the script in two columns
 * the way broadcast scripts are read (the item's kind on the left, its text on the right, bold, italic and
 * underline kept), cue in/out and the footnote. Comments show in brackets, marked, unless left out.
 * Drawn by storyScript.css with the page's `--rule` and `--hair` colours: black on paper, the app's on screen.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, ReadingTime, ScriptedStoryDocument, Story } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { sumText } from './printFormat';
import { printableScript, type PrintRun } from './scriptText';
import './storyScript.css';

const DURATIONS = ['estimated', 'head', 'off', 'vt', 'link'] as const;

interface HeadProps {
  block: Block;
  story: Story;
  /** Its place in the running order (1-based) and the number of stories. */
  number: number;
  count: number;
  /** From the story's document, once it is read. */
  readingTime: ReadingTime | null | undefined;
  /** The slug as shown: the text by default (paper), a link on screen. */
  slug?: ReactNode;
}

export function StoryScriptHead({ block, story, number, count, readingTime, slug }: HeadProps) {
  const { t } = useTranslation(['print', 'rundown']);
  return (
    <header className="pr-story-head">
      <h2>
        {story.page && <span className="pr-story-page">{story.page}</span>}
        <span className="pr-story-slug">{slug ?? story.slug}</span>
      </h2>
      <p className="pr-story-where">
        <span>{t('view.block', { name: block.standBy ? t('rundown:block.standby') : block.name })}</span>
        <span>{t('view.storyOf', { number, count })}</span>
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
        {readingTime && (
          <div>
            <dt>{t('view.readingTime')}</dt>
            <dd className="num">{sumText(readingTime.head, readingTime.off)}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}

/** The script of a story's document; `comments` false leaves the editorial comments out. */
export function ScriptBody({ document, comments }: { document: ScriptedStoryDocument; comments: boolean }) {
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

/**
 * `/scripts/:date/:programId`: the script view of a rundown, as editors and presenters read it on screen
 * (web.md main menu "scripts"): every story in running order, the standby block last, each with its head
 * and its script (ScriptStory). It follows the rundown while it is open: the running order is the live
 * rundown query's (stories added, moved or deleted show at once, a rundown moved to another day is
 * followed), and the prompter's text feed reloads a story's script when a message says it changed.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf, type Rundown, type RundownId } from '@newsroom/api';
import { formatDate, isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useProgramsQuery } from '../programs/programsApi';
import { usePrompterTextFeedQuery } from '../prompter/prompterApi';
import type { RundownKey } from '../rundown/rundownApi';
import { useFollowDate } from '../rundown/useFollowDate';
import { useRundownOfDay } from '../rundown/useRundownOfDay';
import { idParam } from '../story/paths';
import { SCRIPTS_PATH } from './paths';
import { runningOrder } from './runningOrder';
import { ScriptsHeader } from './ScriptsHeader';
import { loadScriptsPreferences, saveScriptsPreferences } from './scriptsPreferences';
import { ScriptStory } from './ScriptStory';
import './scripts.css';

export function ScriptsPage() {
  const { t } = useTranslation(['scripts', 'rundown']);
  const { date, programId } = useParams();
  const program = idParam(programId);
  if (!isIsoDate(date) || program === null) {
    return (
      <div className="page-state" data-testid="scripts-status" data-status="bad-address">
        <p>{t('rundown:status.badAddress')}</p>
        <Link className="btn" to={SCRIPTS_PATH}>
          {t('today')}
        </Link>
      </div>
    );
  }
  return <ScriptsOfRundown rundownKey={{ date, programId: program }} />;
}

function ScriptsOfRundown({ rundownKey }: { rundownKey: RundownKey }) {
  const [comments, setComments] = useState(() => loadScriptsPreferences().comments);
  const day = useRundownOfDay(rundownKey);
  const rundown = day.status === 'found' ? day.rundown : undefined;
  useFollowDate(rundownKey, rundown);
  // Keeps the stories' scripts current while the screen is open.
  usePrompterTextFeedQuery(rundown?.id ?? (0 as RundownId), { skip: !rundown });
  const showComments = (next: boolean) => {
    setComments(next);
    saveScriptsPreferences({ comments: next });
  };
  return (
    <section className="scripts-page" data-testid="scripts-page" data-comments={comments}>
      <ScriptsHeader rundownKey={rundownKey} rundownId={rundown?.id ?? null} comments={comments} onComments={showComments} />
      {day.status === 'loading' && <Spinner />}
      {day.status === 'failed' && <ErrorMessage code={errorCodeOf(day.error)} />}
      {day.status === 'none' && <NoRundown rundownKey={rundownKey} />}
      {rundown && <Scripts rundown={rundown} comments={comments} />}
    </section>
  );
}

function Scripts({ rundown, comments }: { rundown: Rundown; comments: boolean }) {
  const { t } = useTranslation('scripts');
  const stories = useMemo(() => runningOrder(rundown), [rundown]);
  if (stories.length === 0) {
    return (
      <p className="muted" data-testid="scripts-empty">
        {t('noStories')}
      </p>
    );
  }
  return (
    <section className="scripts-view" aria-label={t('label', { program: rundown.programName })}>
      {stories.map(({ block, story }, i) => (
        <ScriptStory key={story.id} block={block} story={story} number={i + 1} count={stories.length} date={rundown.date} programId={rundown.programId} comments={comments} />
      ))}
    </section>
  );
}

/** The day has no rundown of the program: the rundown page's words (it is created there). */
function NoRundown({ rundownKey }: { rundownKey: RundownKey }) {
  const { t, i18n } = useTranslation('rundown');
  const { data: programs } = useProgramsQuery();
  const program = programs?.find((p) => p.id === rundownKey.programId)?.name ?? `#${rundownKey.programId}`;
  return (
    <p className="muted" data-testid="scripts-status" data-status="none">
      {t('status.canCreate', { program, date: formatDate(rundownKey.date, i18n.language) })}
    </p>
  );
}

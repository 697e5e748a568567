/**
 * `/rundown/:date/:programId/tpMode` (the whole rundown) and
 * `/rundown/:date/:programId/:blockId/stories/:storyId/tpMode` (the rundown, starting at that story):
 * the teleprompter mode (web.md section 2). The running order is the live rundown query's, so stories
 * added, moved or deleted meanwhile appear, move or go at once; a rundown moved to another date is followed.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf, type RundownId } from '@newsroom/api';
import { isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useRundownQuery } from '../rundown/rundownApi';
import { useFollowDate } from '../rundown/useFollowDate';
import { airStories, startingPoint } from './airStories';
import { idParam, prompterRemotePath } from './paths';
import { usePrompterTextFeedQuery } from './prompterApi';
import { PrompterScreen } from './PrompterScreen';
import { PrompterStory } from './PrompterStory';
import './prompter.css';

export function PrompterPage() {
  const { t } = useTranslation('prompter');
  const { date, programId, blockId, storyId } = useParams();
  const program = idParam(programId);
  const requested = storyId === undefined ? null : idParam(storyId);
  if (!isIsoDate(date) || program === null || (storyId !== undefined && requested === null)) {
    return (
      <div className="prompter-page-state" data-testid="prompter-status" data-status="bad-address">
        <p>{t('screen.badAddress')}</p>
        <Link className="btn" to="/rundown">
          {t('screen.toRundowns')}
        </Link>
      </div>
    );
  }
  const rundownPath = `/rundown/${date}/${program}`;
  const leavePath = requested === null ? rundownPath : `${rundownPath}/${blockId}/stories/${requested}`;
  return <PrompterForRundown date={date} programId={program} requested={requested} leavePath={leavePath} />;
}

function PrompterForRundown({ date, programId, requested, leavePath }: { date: string; programId: number; requested: number | null; leavePath: string }) {
  const { t } = useTranslation('prompter');
  const { data: rundown, error, isLoading } = useRundownQuery({ date, programId });
  useFollowDate({ date, programId }, rundown);
  // Keeps the stories' texts current while the prompter is open.
  usePrompterTextFeedQuery(rundown?.id ?? (0 as RundownId), { skip: !rundown });
  if (isLoading) {
    return (
      <div className="prompter-page-state">
        <Spinner />
      </div>
    );
  }
  if (!rundown) {
    return (
      <div className="prompter-page-state" data-testid="prompter-status" data-status="error">
        <ErrorMessage code={errorCodeOf(error)} />
        <Link className="btn" to={leavePath}>
          {t('controls.leave')}
        </Link>
      </div>
    );
  }
  const stories = airStories(rundown);
  const { startId, missing } = startingPoint(stories, requested);
  return (
    <>
      {missing && (
        <p className="prompter-notice" role="status" data-testid="prompter-not-on-air">
          {t('screen.notOnAir')}
        </p>
      )}
      <PrompterScreen
        key={requested ?? 0}
        label={t('screen.label', { program: rundown.programName })}
        total={stories.length}
        startId={startId}
        leavePath={leavePath}
        remote={{ rundownId: rundown.id, path: prompterRemotePath(date, programId) }}
      >
        {(current) => stories.map((story, i) => <PrompterStory key={story.id} story={story} number={i + 1} total={stories.length} current={i === current} />)}
      </PrompterScreen>
    </>
  );
}

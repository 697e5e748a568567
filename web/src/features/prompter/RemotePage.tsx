/**
 * `/rundown/:date/:programId/tpRemote`: a compact remote control for the prompters of a rundown, made
 * for a phone or the producer's PC. Each button SENDs a command to `/app/prompter/{rundownId}`; every
 * prompter showing that rundown obeys it.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useRundownQuery } from '../rundown/rundownApi';
import { useFollowDate } from '../rundown/useFollowDate';
import { airStories } from './airStories';
import { idParam, rundownPrompterPath } from './paths';
import { RemoteControls } from './RemoteControls';
import './prompter.css';

export function RemotePage() {
  const { t } = useTranslation('prompter');
  const { date, programId } = useParams();
  const program = idParam(programId);
  if (!isIsoDate(date) || program === null) {
    return (
      <div className="prompter-page-state" data-testid="remote-status" data-status="bad-address">
        <p>{t('screen.badAddress')}</p>
        <Link className="btn" to="/rundown">
          {t('screen.toRundowns')}
        </Link>
      </div>
    );
  }
  return <RemoteForRundown date={date} programId={program} />;
}

function RemoteForRundown({ date, programId }: { date: string; programId: number }) {
  const { t } = useTranslation('prompter');
  const { data: rundown, error, isLoading } = useRundownQuery({ date, programId });
  useFollowDate({ date, programId }, rundown);
  const back = `/rundown/${date}/${programId}`;
  return (
    <div className="remote-page" data-testid="remote-page">
      <header className="remote-head">
        <Link to={back} className="remote-back" data-testid="remote-back">
          ← {t('remote.back')}
        </Link>
        <h1>{t('remote.title')}</h1>
        {rundown && (
          <span className="remote-show">
            {rundown.programName} · {date}
          </span>
        )}
        <Link to={rundownPrompterPath(date, programId)} className="remote-back" target="_blank" rel="noopener" data-testid="remote-open-prompter">
          {t('remote.openPrompter')}
        </Link>
      </header>
      {isLoading && <Spinner />}
      {!isLoading && !rundown && <ErrorMessage code={errorCodeOf(error)} />}
      {rundown && <RemoteControls rundownId={rundown.id} stories={airStories(rundown)} />}
    </div>
  );
}

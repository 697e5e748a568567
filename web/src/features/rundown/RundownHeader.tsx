import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Rundown } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { HEADER_FIGURES } from './headerFigures';
import { formatDuration } from '@newsroom/time';
import { DeviceIntegration } from '../devices/DeviceIntegration';
import { SendCredits } from '../devices/SendCredits';
import { Diff } from './cells';
import { LiveBadge } from './LiveBadge';
import { LockAtNotice } from './LockAtNotice';
import { OnAirBar } from './OnAirBar';
import type { RundownActions } from './useRundownActions';
import { RundownTimesDialog } from './RundownTimesDialog';


interface Props {
  rundown: Rundown;
  canWrite: boolean;
  /** Writers, while the rundown is not displayed. */
  canEdit: boolean;
  actions: RundownActions;
}

/**
 * Program, date, air time (writers change them and the production here), live state, the show's on-air state and controls, the device integration switch,
 * and the rundown figures (timing.md, "Rundown figures").
 */
export function RundownHeader({ rundown, canWrite, canEdit, actions }: Props) {
  const { t, i18n } = useTranslation(['rundown', 'items']);
  const { timing } = rundown;
  const [editing, setEditing] = useState(false);

  return (
    <header className={`rundown-header show-${rundown.displayStatus.toLowerCase()}`}>
      <div className="rundown-title">
        <h1 data-testid="rundown-program">{rundown.programName}</h1>
        <span className="rundown-date" data-testid="rundown-date">{formatDate(rundown.date, i18n.language)}</span>
        <span className="air-time" title={t('header.airTime')}>
          <span className="label">{t('header.airTime')}</span>
          <span className="num" data-testid="rundown-start">{rundown.start}</span>
          <span aria-hidden="true">–</span>
          <span className="num" data-testid="rundown-end">{rundown.end}</span>
        </span>
        {rundown.production && (
          <span className="air-time">
            <span className="label">{t('header.production')}</span>
            <span className="num" data-testid="rundown-production">{formatDuration(rundown.production)}</span>
          </span>
        )}
        {canEdit && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(true)} title={t('times.hint')} data-testid="edit-times">
            {t('times.open')}
          </button>
        )}
        <LiveBadge rundownId={rundown.id} />
        {!canWrite && <span className="readonly-badge">{t('header.readOnly')}</span>}
        <OnAirBar rundown={rundown} canWrite={canWrite} actions={actions} />
        <LockAtNotice rundown={rundown} />
        {canEdit && <DeviceIntegration rundown={rundown} />}
        {canEdit && <SendCredits rundownId={rundown.id} />}
        <Link className="header-link" to={`/rundown/${rundown.date}/${rundown.programId}/cg`} data-testid="cg-list-link">
          {t('items:list.link')}
        </Link>
        <span className="revision muted" data-testid="rundown-revision" data-revision={rundown.revision}>
          {t('header.revision', { revision: rundown.revision })}
        </span>
      </div>
      <dl className="figures" data-testid="rundown-figures">
        {HEADER_FIGURES.map(({ key, diff }) => (
          <div key={key} className={`figure-tile${diff ? ' diff-tile' : ''}`}>
            <dt>{t(`figures.${key}`)}</dt>
            <dd>
              {diff ? <Diff iso={timing[key]} testId={`rundown-${key}`} /> : <span className="num" data-testid={`rundown-${key}`}>{formatDuration(timing[key])}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {editing && canEdit && <RundownTimesDialog rundown={rundown} onClose={() => setEditing(false)} />}
    </header>
  );
}

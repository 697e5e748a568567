/**
 * The top of the scripts screen: the program and the day (both change the address), "Show comments"
 * (remembered in this browser), the live state, and the ways to the rundown and to the print view of these
 * scripts (a new tab, as the print dialog opens it, with the user's print preferences).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RundownId } from '@newsroom/api';
import { DayStepper } from '../documents/DayStepper';
import { printPath, DEFAULT_OPTIONS } from '../print/printOptions';
import { loadPrintPreferences } from '../print/printPreferences';
import { useProgramsQuery } from '../programs/programsApi';
import { LiveBadge } from '../rundown/LiveBadge';
import { ProgramSelect } from '../rundown/ProgramDateFields';
import type { RundownKey } from '../rundown/rundownApi';
import { scriptsPath } from './paths';

interface Props {
  rundownKey: RundownKey;
  /** The rundown shown, once it is found (none: no live state, nothing to print). */
  rundownId: RundownId | null;
  comments: boolean;
  onComments: (comments: boolean) => void;
}

export function ScriptsHeader({ rundownKey: { date, programId }, rundownId, comments, onComments }: Props) {
  const { t } = useTranslation('scripts');
  const navigate = useNavigate();
  const { data: programs } = useProgramsQuery();
  const print = printPath(date, programId, { ...DEFAULT_OPTIONS, ...loadPrintPreferences(), what: 'scripts', standby: true, comments });
  return (
    <header className="scripts-header">
      <div className="page-heading scripts-title">
        <h1>{t('title')}</h1>
        {rundownId !== null && <LiveBadge rundownId={rundownId} />}
        <span className="scripts-links">
          <Link className="btn btn-ghost" to={`/rundown/${date}/${programId}`} data-testid="scripts-open-rundown">
            {t('openRundown')}
          </Link>
          {rundownId !== null && (
            <a className="btn" href={print} target="_blank" rel="noopener" title={t('printHint')} data-testid="scripts-print">
              {t('print')}
            </a>
          )}
        </span>
      </div>
      <div className="picker-form scripts-controls" role="group" aria-label={t('choose')}>
        {programs && programs.length > 0 && <ProgramSelect programs={programs} programId={programId} onProgram={(id) => navigate(scriptsPath(date, id))} testId="scripts-program" />}
        <DayStepper label={t('day')} date={date} onDate={(day) => navigate(scriptsPath(day, programId))} testId="scripts" />
        <label className="check scripts-comments">
          <input type="checkbox" checked={comments} onChange={(e) => onComments(e.target.checked)} data-testid="scripts-comments" />
          <span>{t('showComments')}</span>
        </label>
      </div>
    </header>
  );
}

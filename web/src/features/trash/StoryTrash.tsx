/**
 * The stories tab of /trash: the story trash of a program's rundown (web.md sections 1 and 3: documents
 * are deleted to a trash and restored). The program and date are in the address (`?programId=&date=`,
 * beside the tab's `kind`), so a link or a reload shows the same trash; the text filter searches slug,
 * page and who deleted.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { isIsoDate, todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useProgramsQuery } from '../programs/programsApi';
import { ProgramDateFields } from '../rundown/ProgramDateFields';
import type { RundownKey } from '../rundown/rundownApi';
import { useRundownOfDay } from '../rundown/useRundownOfDay';
import { TrashRetention } from './TrashRetention';
import { TrashTable } from './TrashTable';

export function StoryTrash() {
  const { t } = useTranslation('rundown');
  const { data: programs, isLoading, error } = useProgramsQuery();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  if (isLoading) return <Spinner />;
  if (!programs) return <ErrorMessage code={errorCodeOf(error)} />;

  const programId = Number(params.get('programId')) || programs[0]?.id || null;
  const date = params.get('date') ?? todayIso();
  // The rest of the address (the tab) stays as it is.
  const choose = (next: { programId?: number; date?: string }) =>
    setParams(
      (now) => {
        const kept = new URLSearchParams(now);
        kept.set('programId', String(next.programId ?? programId ?? ''));
        kept.set('date', next.date ?? date);
        return kept;
      },
      { replace: true },
    );

  return (
    <>
      <p className="muted">{t('trash.intro')}</p>
      <TrashRetention kind="stories" />
      <div className="picker-form">
        <ProgramDateFields programs={programs} programId={programId} onProgram={(id) => choose({ programId: id })} date={date} onDate={(d) => choose({ date: d })} testIdPrefix="trash" />
        <label className="field">
          <span>{t('trash.filter')}</span>
          <input type="search" className="search-input" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('trash.filterHint')} data-testid="trash-filter" />
        </label>
      </div>
      {programId !== null && isIsoDate(date) && <RundownTrash rundownKey={{ date, programId }} filter={filter} />}
    </>
  );
}

function RundownTrash({ rundownKey, filter }: { rundownKey: RundownKey; filter: string }) {
  const { t } = useTranslation('rundown');
  const { data: user } = useMeQuery();
  const day = useRundownOfDay(rundownKey);
  if (day.status === 'loading') return <Spinner />;
  if (day.status === 'failed') return <ErrorMessage code={errorCodeOf(day.error)} />;
  if (day.status === 'none') return <p className="muted" data-testid="trash-no-rundown">{t('trash.noRundown')}</p>;
  return <TrashTable rundown={day.rundown} filter={filter} canRestore={hasRole(user?.roles, ROLES.rundownWrite)} />;
}

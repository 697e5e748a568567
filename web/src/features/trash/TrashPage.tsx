/**
 * /trash: the story trash of a program's rundown (web.md sections 1 and 3: documents are deleted to a
 * trash and restored). The program and date are in the address (`?programId=&date=`), so a link or a
 * reload shows the same trash; the text filter searches slug, page and who deleted.
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

export function TrashPage() {
  const { t } = useTranslation('rundown');
  const { data: programs, isLoading, error } = useProgramsQuery();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  if (isLoading) return <Spinner />;
  if (!programs) return <ErrorMessage code={errorCodeOf(error)} />;

  const programId = Number(params.get('programId')) || programs[0]?.id || null;
  const date = params.get('date') ?? todayIso();
  const choose = (next: { programId?: number; date?: string }) =>
    setParams({ programId: String(next.programId ?? programId ?? ''), date: next.date ?? date }, { replace: true });

  return (
    <section className="page trash-page" data-testid="trash-page">
      <h1>{t('trash.title')}</h1>
      <p className="muted">{t('trash.intro')}</p>
      <TrashRetention />
      <div className="picker-form">
        <ProgramDateFields programs={programs} programId={programId} onProgram={(id) => choose({ programId: id })} date={date} onDate={(d) => choose({ date: d })} testIdPrefix="trash" />
        <label className="field">
          <span>{t('trash.filter')}</span>
          <input type="search" className="search-input" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('trash.filterHint')} data-testid="trash-filter" />
        </label>
      </div>
      {programId !== null && isIsoDate(date) && <RundownTrash rundownKey={{ date, programId }} filter={filter} />}
    </section>
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

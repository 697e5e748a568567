import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useProgramsQuery } from '../programs/programsApi';
import { defaultProgramId } from './defaultRundown';
import { ProgramDateFields } from './ProgramDateFields';

/** /rundown: choose a program and a date, then open /rundown/{date}/{programId}. */
export function RundownPickerPage() {
  const { t } = useTranslation('rundown');
  const navigate = useNavigate();
  const { data: programs, isLoading, error } = useProgramsQuery();
  const [programId, setProgramId] = useState<number | null>(null);
  const [date, setDate] = useState(todayIso);

  if (isLoading) return <Spinner />;
  if (error) return <ErrorMessage code={errorCodeOf(error)} />;

  const chosen = programId ?? defaultProgramId(programs);
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (chosen !== null && date) navigate(`/rundown/${date}/${chosen}`);
  };

  return (
    <section className="page picker" data-testid="rundown-picker">
      <h1>{t('picker.title')}</h1>
      {programs && programs.length > 0 ? (
        <form className="picker-form" onSubmit={open}>
          <ProgramDateFields programs={programs} programId={chosen} onProgram={setProgramId} date={date} onDate={setDate} testIdPrefix="picker" />
          <button type="submit" className="btn btn-primary" data-testid="picker-open">
            {t('picker.open')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('picker.noPrograms')}</p>
      )}
    </section>
  );
}

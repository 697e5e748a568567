/** The choices of /rounds: the day (with the day before and after, and today) and the program (or all programs the caller may see). */
import { useTranslation } from 'react-i18next';
import type { ProgramId } from '@newsroom/api';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import type { DocumentDay } from '../documents/day';
import { DayStepper } from '../documents/DayStepper';
import { useProgramsQuery } from '../programs/programsApi';

interface Props {
  day: DocumentDay;
  onChange: (change: Partial<DocumentDay>) => void;
}

export function RoundsFilters({ day, onChange }: Props) {
  const { t } = useTranslation('round');
  const { data: programs } = useProgramsQuery();
  return (
    <div className="picker-form rounds-filters" role="search" aria-label={t('filter.label')} data-testid="rounds-filter">
      <DayStepper label={t('filter.date')} date={day.date} onDate={(date) => onChange({ date })} testId="rounds" />
      <FilterSelect<ProgramId> label={t('filter.program')} anyLabel={t('filter.allPrograms')} value={day.programId} onChange={(programId) => onChange({ programId })} choices={programs} testId="rounds-program" />
    </div>
  );
}

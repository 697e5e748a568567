/** The choices of /proposals: the day (with the day before and after, and today) and the program (or all programs the caller may see). */
import { useTranslation } from 'react-i18next';
import type { ProgramId } from '@newsroom/api';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { DayStepper } from '../documents/DayStepper';
import type { DocumentDay } from '../documents/day';
import { useProgramsQuery } from '../programs/programsApi';

interface Props {
  day: DocumentDay;
  onChange: (change: Partial<DocumentDay>) => void;
}

export function ProposalsFilters({ day, onChange }: Props) {
  const { t } = useTranslation('proposals');
  const { data: programs } = useProgramsQuery();
  return (
    <div className="picker-form proposals-filters" role="search" aria-label={t('filter.label')} data-testid="proposals-filter">
      <DayStepper label={t('filter.date')} date={day.date} onDate={(date) => onChange({ date })} testId="proposals" />
      <FilterSelect<ProgramId> label={t('filter.program')} anyLabel={t('filter.allPrograms')} value={day.programId} onChange={(programId) => onChange({ programId })} choices={programs} testId="proposals-program" />
    </div>
  );
}

/**
 * The choices of /productions: the day (with the day before and after, and today), the program (or all
 * programs the caller may see), and "Only not done", which leaves out the checklists whose every task
 * is done.
 */
import { useTranslation } from 'react-i18next';
import type { ProgramId } from '@newsroom/api';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { DayStepper } from '../documents/DayStepper';
import { useProgramsQuery } from '../programs/programsApi';
import type { ProductionDay } from './productionsApi';

interface Props {
  day: ProductionDay;
  onChange: (change: Partial<ProductionDay>) => void;
}

export function ProductionsFilters({ day, onChange }: Props) {
  const { t } = useTranslation('production');
  const { data: programs } = useProgramsQuery();
  return (
    <div className="picker-form productions-filters" role="search" aria-label={t('filter.label')} data-testid="productions-filter">
      <DayStepper label={t('filter.date')} date={day.date} onDate={(date) => onChange({ date })} testId="productions" />
      <FilterSelect<ProgramId> label={t('filter.program')} anyLabel={t('filter.allPrograms')} value={day.programId} onChange={(programId) => onChange({ programId })} choices={programs} testId="productions-program" />
      <label className="check productions-not-done">
        <input type="checkbox" checked={day.onlyNotDone} onChange={(e) => onChange({ onlyNotDone: e.target.checked })} data-testid="productions-only-not-done" />
        <span>{t('filter.onlyNotDone')}</span>
      </label>
    </div>
  );
}

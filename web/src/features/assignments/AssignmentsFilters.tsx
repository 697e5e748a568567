/**
 * The day view's choices on /assignments: the date (with the day before and after, and today), the
 * program (or all programs the caller may see), and a search of the slug or the content, which lists
 * the matches of every day instead of the day's list.
 */
import { useTranslation } from 'react-i18next';
import type { ProgramId } from '@newsroom/api';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { DayStepper } from '../documents/DayStepper';
import { useProgramsQuery } from '../programs/programsApi';

export type SearchField = 'slug' | 'content';

interface Props {
  date: string;
  programId: ProgramId | null;
  onDate: (date: string) => void;
  onProgram: (programId: ProgramId | null) => void;
  text: string;
  field: SearchField;
  onText: (text: string) => void;
  onField: (field: SearchField) => void;
}

export function AssignmentsFilters({ date, programId, onDate, onProgram, text, field, onText, onField }: Props) {
  const { t } = useTranslation('assignments');
  const { data: programs } = useProgramsQuery();
  return (
    <div className="picker-form assignments-filters">
      <DayStepper label={t('date')} date={date} onDate={onDate} testId="assignments" />
      <FilterSelect<ProgramId> label={t('program')} anyLabel={t('allPrograms')} value={programId} onChange={onProgram} choices={programs} testId="assignments-program" />
      <label className="field">
        <span>{t('search')}</span>
        <input type="search" className="search-input" value={text} onChange={(e) => onText(e.target.value)} placeholder={t('searchPlaceholder')} data-testid="assignments-search" />
      </label>
      <label className="field">
        <span>{t('searchIn')}</span>
        <select value={field} onChange={(e) => onField(e.target.value as SearchField)} data-testid="assignments-search-field">
          {(['slug', 'content'] as const).map((f) => (
            <option key={f} value={f}>
              {t(`searchFields.${f}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

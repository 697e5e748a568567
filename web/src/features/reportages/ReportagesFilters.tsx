/**
 * The reportage filter on /reportages (web.md section 3: slug, content, reporter, program or all programs;
 * and the day): every change starts again from the first page. The list's address keeps it.
 */
import { useTranslation } from 'react-i18next';
import type { ProgramId, UserId } from '@newsroom/api';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { useProgramsQuery } from '../programs/programsApi';
import { useUserPicksQuery } from '../users/usersApi';
import type { ReportageFilter } from './reportageFilter';

interface Props {
  filter: ReportageFilter;
  onChange: (change: Partial<ReportageFilter>) => void;
}

export function ReportagesFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('reportage');
  const { data: programs } = useProgramsQuery();
  const { data: reporters } = useUserPicksQuery('reporters');
  return (
    <div className="picker-form reportages-filters" role="search" aria-label={t('filter.label')} data-testid="reportages-filter">
      <label className="field">
        <span>{t('filter.slug')}</span>
        <input type="search" className="search-input" value={filter.slug} onChange={(e) => onChange({ slug: e.target.value })} placeholder={t('filter.slugPlaceholder')} data-testid="reportages-slug" />
      </label>
      <label className="field">
        <span>{t('filter.content')}</span>
        <input type="search" className="search-input" value={filter.content} onChange={(e) => onChange({ content: e.target.value })} placeholder={t('filter.contentPlaceholder')} data-testid="reportages-content" />
      </label>
      <FilterSelect<UserId> label={t('filter.reporter')} anyLabel={t('filter.anyReporter')} value={filter.reporterId} onChange={(reporterId) => onChange({ reporterId })} choices={reporters} testId="reportages-reporter" />
      <FilterSelect<ProgramId> label={t('filter.program')} anyLabel={t('filter.allPrograms')} value={filter.programId} onChange={(programId) => onChange({ programId })} choices={programs} testId="reportages-program" />
      <div className="field">
        <label htmlFor="reportages-date">{t('filter.date')}</label>
        <div className="reportages-day">
          <input id="reportages-date" type="date" value={filter.date} onChange={(e) => onChange({ date: e.target.value })} data-testid="reportages-date" />
          {filter.date && (
            <button type="button" className="btn btn-small btn-ghost" onClick={() => onChange({ date: '' })} data-testid="reportages-any-day">
              {t('filter.anyDay')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

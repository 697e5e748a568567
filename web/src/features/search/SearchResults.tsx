/**
 * The answer to a search: how many documents match, a page of them best first, and the pages; a spinner
 * while it is asked, the empty state, or what went wrong (a 422's problems of fields the form has no
 * place for are listed under its message).
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError, type FieldProblems, type SearchPage } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { Pager } from '../../shared/ui/Pager';
import { useProgramsQuery } from '../programs/programsApi';
import { SearchHitItem } from './SearchHitItem';
import { SEARCH_FIELDS } from './SearchForm';
import { SEARCH_PAGE_SIZE } from './searchCriteria';

interface Props {
  /** The answer for the search shown (none while it is asked). */
  page: SearchPage | undefined;
  error: CallError;
  loading: boolean;
  problems: FieldProblems;
  /** From 0. */
  pageNumber: number;
  onPage: (page: number) => void;
}

export function SearchResults({ page, error, loading, problems, pageNumber, onPage }: Props) {
  const { t } = useTranslation('search');
  const { data: programs } = useProgramsQuery();
  if (loading) return <Spinner />;
  if (!page) {
    const others = Object.fromEntries(Object.entries(problems).filter(([field]) => !SEARCH_FIELDS.includes(field)));
    return <ErrorMessage code={errorCodeOf(error)} fields={others} testId="search-error" />;
  }
  return (
    <section className="search-results" aria-label={t('results.label')} data-testid="search-results">
      <p className="search-count" role="status" data-testid="search-count">
        {t('results.count', { count: page.total })}
      </p>
      {page.data.length === 0 ? (
        <p className="muted" data-testid="search-empty">
          {t('results.none')}
        </p>
      ) : (
        <ol className="search-hits">
          {page.data.map((hit) => (
            <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} programs={programs} />
          ))}
        </ol>
      )}
      <Pager page={pageNumber} total={page.total} onPage={onPage} testId="search-pager" pageSize={SEARCH_PAGE_SIZE} />
    </section>
  );
}

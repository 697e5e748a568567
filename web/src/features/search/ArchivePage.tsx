/**
 * /archive (web.md section 1's "archive"; docs/adr/0004-search.md, "The archive"): the documents of past
 * days, to read. It is the general search held to the days before today: with no words it lists every
 * document of the period the user may read, newest day first (the period ends yesterday unless the
 * address says an earlier day); words narrow it as in the search. A hit opens the document's own page.
 * The address holds the criteria, so Back and bookmarks work.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorFieldsOf } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { archiveCriteriaOf, lastArchivedDay } from './archiveCriteria';
import { readableKinds } from './kinds';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useSearchQuery } from './searchApi';
import { urlOfCriteria, type SearchCriteria } from './searchCriteria';
import './search.css';

export function ArchivePage() {
  const { t } = useTranslation('search');
  const { data: me } = useMeQuery();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const criteria = useMemo(() => archiveCriteriaOf(new URLSearchParams(address)), [address]);
  const kinds = readableKinds(me?.roles);
  const { currentData, error, isFetching, refetch } = useSearchQuery(criteria, { skip: kinds.length === 0, refetchOnMountOrArgChange: true });
  const problems = useMemo(() => errorFieldsOf(error), [error]);

  const show = (next: SearchCriteria) => {
    const url = new URLSearchParams(urlOfCriteria(next));
    if (url.toString() === address) void refetch();
    else setParams(url);
  };

  return (
    <section className="page search-page archive-page" data-testid="archive-page">
      <header className="page-heading">
        <h1>{t('archive.title')}</h1>
        <p className="muted">{t('archive.intro')}</p>
      </header>
      {kinds.length === 0 ? (
        <p className="muted" data-testid="search-no-kinds">
          {t('results.noKinds')}
        </p>
      ) : (
        <>
          <SearchForm key={address} criteria={criteria} kinds={kinds} problems={problems} onSearch={show} onClear={() => setParams({})} busy={isFetching} lastDay={lastArchivedDay()} />
          <SearchResults page={currentData} error={error} loading={isFetching && !currentData} problems={problems} pageNumber={criteria.page} onPage={(page) => show({ ...criteria, page })} />
        </>
      )}
    </section>
  );
}

/**
 * /search, the general search (web.md section 1; docs/adr/0004-search.md): words over every kind of
 * document the user may read, with a mode, kinds, a program, a state and a range of days. The search is
 * the address's query (`?q=&mode=&kinds=&programId=&state=&from=&to=&page=`), so a search can be
 * bookmarked and Back shows the one before; nothing is asked without words. Administrators see the
 * search index's state beside it, and rebuild it with ADMIN write.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorFieldsOf } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { readableKinds } from './kinds';
import { SearchForm } from './SearchForm';
import { SearchIndexPanel } from './SearchIndexPanel';
import { SearchResults } from './SearchResults';
import { useSearchQuery } from './searchApi';
import { criteriaOfUrl, urlOfCriteria, type SearchCriteria } from './searchCriteria';
import './search.css';

export function SearchPage() {
  const { t } = useTranslation('search');
  const { data: me } = useMeQuery();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const criteria = useMemo(() => criteriaOfUrl(new URLSearchParams(address)), [address]);
  const kinds = readableKinds(me?.roles);
  const asked = criteria.q.trim() !== '' && kinds.length > 0;
  const { currentData, error, isFetching, refetch } = useSearchQuery(criteria, { skip: !asked, refetchOnMountOrArgChange: true });
  const problems = useMemo(() => errorFieldsOf(error), [error]);
  const isAdmin = hasRole(me?.roles, ROLES.adminRead);

  const show = (next: SearchCriteria) => {
    const url = new URLSearchParams(urlOfCriteria(next));
    // The same search again asks again (new documents may match); another one is a new history entry.
    if (url.toString() === address) {
      if (asked) void refetch();
    } else setParams(url);
  };

  return (
    <section className={`page search-page${isAdmin ? ' with-index' : ''}`} data-testid="search-page">
      <header className="page-heading">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <div className="search-layout">
        <div className="search-main">
          {kinds.length === 0 ? (
            <p className="muted" data-testid="search-no-kinds">
              {t('results.noKinds')}
            </p>
          ) : (
            <>
              {/* Keyed by the address: Back or a link puts that search in the form. */}
              <SearchForm key={address} criteria={criteria} kinds={kinds} problems={problems} onSearch={show} onClear={() => setParams({})} busy={isFetching} />
              {asked ? (
                <SearchResults page={currentData} error={error} loading={isFetching && !currentData} problems={problems} pageNumber={criteria.page} onPage={(page) => show({ ...criteria, page })} />
              ) : (
                <p className="muted" data-testid="search-start">
                  {t('results.start')}
                </p>
              )}
            </>
          )}
        </div>
        {isAdmin && <SearchIndexPanel canRebuild={hasRole(me?.roles, ROLES.adminWrite)} />}
      </div>
    </section>
  );
}

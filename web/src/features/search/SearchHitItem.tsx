/**
 * One hit of the general search: its kind, its slug with the matched words marked (a link to its page
 * where its kind has one), the best fragment of its text, marked too, its day, state, programs and
 * author. The marked texts go through `safeMarkHtml`: only `<mark>` survives as markup. A proposal's hit
 * shows no state: a proposal has a status of its own (pending, accepted, declined), which the index does not
 * hold, and the document state the index gives it (PRODUCING, never changed) would mislead.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentStateValues, type Program, type SearchHit } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { safeMarkHtml } from './highlight';
import { hitPath } from './kinds';

const isDocumentState = (state: string): state is (typeof documentStateValues)[number] => (documentStateValues as readonly string[]).includes(state);
const isStoryState = (state: string): state is 'APPROVED' | 'DRAFT' => state === 'APPROVED' || state === 'DRAFT';

/** The state in the user's language: a document's (PRODUCING, ...) or a story's approval; anything else as sent. */
function useStateLabel() {
  const { t } = useTranslation(['search', 'assignments']);
  return (state: string) => (isDocumentState(state) ? t(`assignments:states.${state}`) : isStoryState(state) ? t(`storyStates.${state}`) : state);
}

export function SearchHitItem({ hit, programs }: { hit: SearchHit; programs: readonly Program[] | undefined }) {
  const { t, i18n } = useTranslation('search');
  const stateLabel = useStateLabel();
  const path = hitPath(hit);
  const slug = <span className="search-hit-slug" dangerouslySetInnerHTML={{ __html: safeMarkHtml(hit.slugHtml) }} data-testid="search-hit-slug" />;
  const programNames = hit.programIds.map((id) => programs?.find((p) => p.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <li className="search-hit" data-testid={`search-hit-${hit.kind}-${hit.id}`} data-kind={hit.kind}>
      <div className="search-hit-head">
        <span className={`kind-badge kind-${hit.kind.toLowerCase()}`} data-testid="search-hit-kind">
          {t(`kinds.${hit.kind}`)}
        </span>
        {path ? (
          <Link to={path} className="search-hit-link" data-testid="search-hit-link">
            {slug}
          </Link>
        ) : (
          <span className="search-hit-nolink" title={t('results.noPage')}>
            {slug}
          </span>
        )}
      </div>
      {hit.excerptHtml && <p className="search-hit-excerpt" dangerouslySetInnerHTML={{ __html: safeMarkHtml(hit.excerptHtml) }} data-testid="search-hit-excerpt" />}
      <p className="search-hit-meta">
        <span data-testid="search-hit-date">{formatDate(hit.date, i18n.language)}</span>
        {hit.state && hit.kind !== 'PROPOSAL' && (
          <span className={`status-chip state-${hit.state.toLowerCase()}`} data-testid="search-hit-state">
            {stateLabel(hit.state)}
          </span>
        )}
        {programNames && <span data-testid="search-hit-programs">{programNames}</span>}
        <span data-testid="search-hit-author">{t('results.by', { name: hit.author.nickname })}</span>
      </p>
    </li>
  );
}

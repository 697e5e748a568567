/** Previous and next page of a paged list (the assignment filter and trash, the reportages, the general search), with what is shown of how many. */
import { useTranslation } from 'react-i18next';

interface Props {
  /** From 0. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
  /** Rows per page. */
  pageSize: number;
}

export function Pager({ page, total, onPage, testId, pageSize }: Props) {
  const { t } = useTranslation('app');
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      <button type="button" className="btn btn-small" disabled={page === 0} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`}>
        {t('pager.previous')}
      </button>
      <span className="muted" data-testid={`${testId}-range`}>
        {t('pager.range', { from: page * pageSize + 1, to: Math.min(total, (page + 1) * pageSize), total })}
      </span>
      <button type="button" className="btn btn-small" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('pager.next')}
      </button>
    </nav>
  );
}

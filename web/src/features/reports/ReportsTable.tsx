/**
 * A day's reports (/reports): slug (a link to its page; the whole row opens it too), how many events and
 * from when to when (the user's local time), the categories the events name, state and owner.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Report } from '@newsroom/api';
import { StateChip } from '../documents/StateChip';
import { nameOf, useReferencesQuery } from '../references/referencesApi';
import { categoryIdsOf, eventSpan } from './events';
import { reportPath } from './paths';

export function ReportsTable({ reports }: { reports: readonly Report[] }) {
  const { t, i18n } = useTranslation('report');
  const { data: categories } = useReferencesQuery('report_categories');
  const navigate = useNavigate();
  // A click anywhere on the row opens it; the slug's link does so itself (and is the keyboard's way).
  const open = (e: MouseEvent, r: Report) => {
    if (!(e.target as Element).closest('a, button, input, select')) navigate(reportPath(r.id));
  };
  return (
    <table className="data-table document-table reports-table" data-testid="reports-table">
      <thead>
        <tr>
          <th>{t('columns.slug')}</th>
          <th>{t('columns.events')}</th>
          <th>{t('columns.span')}</th>
          <th>{t('columns.categories')}</th>
          <th>{t('columns.state')}</th>
          <th>{t('columns.owner')}</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((r) => (
          <tr key={r.id} className="clickable" onClick={(e) => open(e, r)} data-testid={`report-row-${r.id}`} data-slug={r.slug} data-state={r.state}>
            <td className="name">
              <Link to={reportPath(r.id)} data-testid={`report-link-${r.id}`}>
                {r.slug}
              </Link>
            </td>
            <td className="num" data-testid={`report-events-${r.id}`}>
              {r.events.length}
            </td>
            <td className="num" data-testid={`report-span-${r.id}`}>
              {eventSpan(r, i18n.language)}
            </td>
            <td data-testid={`report-categories-${r.id}`}>
              {categoryIdsOf(r.events)
                .map((id) => nameOf(categories, id))
                .join(', ')}
            </td>
            <td className="status">
              <StateChip state={r.state} ns="report" testId={`report-state-${r.id}`} />
            </td>
            <td>{r.owner.nickname}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A report's fields read only on its page: state, day, programs, the categories its events name, who sees
 * it, the assignment it accounts for, owner and revision; then its summary (its lines kept).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Report } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { assignmentPath } from '../assignments/paths';
import { DocumentDetails, useDetailValues, type DetailRow } from '../documents/DocumentDetails';
import { StateChip } from '../documents/StateChip';
import { nameOf, useReferencesQuery } from '../references/referencesApi';
import { categoryIdsOf } from './events';

export function ReportDetails({ report: r }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const { programNames, at, people } = useDetailValues('report');
  const { data: categories } = useReferencesQuery('report_categories');
  const categoryIds = categoryIdsOf(r.events);
  const rows: DetailRow[] = [
    ['state', t('view.state'), <StateChip state={r.state} ns="report" />],
    ['date', t('form.date'), formatDate(r.date, i18n.language)],
    ['programs', t('form.programIds'), programNames(r.programIds)],
    ['categories', t('view.categories'), categoryIds.length ? categoryIds.map((id) => nameOf(categories, id)).join(', ') : t('view.none')],
    ['visibility', t('view.visibility'), r.private ? `${t('private')} · ${people(r.allowedUserIds)}` : t('view.public')],
    [
      'assignment',
      t('view.assignment'),
      r.assignmentId ? (
        <Link to={assignmentPath(r.assignmentId)} data-testid="report-assignment-link">
          {t('view.openAssignment')}
        </Link>
      ) : (
        t('view.none')
      ),
    ],
    ['owner', t('view.owner'), r.owner.nickname],
    ['createdAt', t('view.createdAt'), at(r.createdAt)],
    ['updatedAt', t('view.updatedAt'), at(r.updatedAt)],
    ['revision', t('view.revision'), String(r.revision)],
  ];
  return (
    <DocumentDetails rows={rows} testId="report-view" className="report-view" data={{ 'data-state': r.state }}>
      <dt>{t('form.summary')}</dt>
      <dd className="content" data-testid="report-view-summary">
        {r.summary || <span className="muted">{t('view.noSummary')}</span>}
      </dd>
    </DocumentDetails>
  );
}

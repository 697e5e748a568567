/**
 * A production's fields read only on its page: state, day, programs, people and vehicles by name, where
 * the crew goes, when it leaves and is back (the user's local time), the schedule in time order, the
 * resources, who sees it, the assignment it produces, owner and revision; then its notes.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Production } from '@newsroom/api';
import { formatDate, formatTimeOnDay } from '@newsroom/time';
import { assignmentPath } from '../assignments/paths';
import { DocumentDetails, useDetailValues, type DetailRow } from '../documents/DocumentDetails';
import { StateChip } from '../documents/StateChip';
import { nameOf, useReferencesQuery } from '../references/referencesApi';

export function ProductionDetails({ production: p }: { production: Production }) {
  const { t, i18n } = useTranslation('production');
  const { programNames, at, people } = useDetailValues('production');
  const { data: vehicles } = useReferencesQuery('vehicles');
  const clock = (instant: string | null | undefined) => (instant ? formatTimeOnDay(instant, p.date, i18n.language) : t('view.notSet'));
  const schedule = [...p.schedule].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const lines = (items: readonly string[], testId: string) =>
    items.length ? (
      <ul className="production-lines" data-testid={testId}>
        {items.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    ) : (
      t('view.none')
    );
  const rows: DetailRow[] = [
    ['state', t('view.state'), <StateChip state={p.state} ns="production" />],
    ['date', t('form.date'), formatDate(p.date, i18n.language)],
    ['programs', t('form.programIds'), programNames(p.programIds)],
    ['producers', t('form.producerIds'), people(p.producerIds)],
    ['reporters', t('form.reporterIds'), people(p.reporterIds)],
    ['vehicles', t('form.vehicleIds'), p.vehicleIds.length ? p.vehicleIds.map((v) => nameOf(vehicles, v) ?? `#${v}`).join(', ') : t('view.none')],
    ['location', t('form.location'), p.location || t('view.notSet')],
    ['departure', t('form.departure'), clock(p.departure)],
    ['arrival', t('form.arrival'), clock(p.arrival)],
    ['schedule', t('form.schedule'), lines(schedule.map((a) => `${formatTimeOnDay(a.time, p.date, i18n.language)} · ${a.description}`), 'production-schedule')],
    ['resources', t('form.resources'), lines(p.resources, 'production-resources')],
    ['visibility', t('view.visibility'), p.private ? `${t('private')} · ${people(p.allowedUserIds)}` : t('view.public')],
    [
      'assignment',
      t('view.assignment'),
      p.assignmentId ? (
        <Link to={assignmentPath(p.assignmentId)} data-testid="production-assignment-link">
          {t('view.openAssignment')}
        </Link>
      ) : (
        t('view.none')
      ),
    ],
    ['owner', t('view.owner'), p.owner.nickname],
    ['createdAt', t('view.createdAt'), at(p.createdAt)],
    ['updatedAt', t('view.updatedAt'), at(p.updatedAt)],
    ['revision', t('view.revision'), String(p.revision)],
  ];
  return (
    <DocumentDetails rows={rows} testId="production-view" className="production-view" data={{ 'data-state': p.state }}>
      <dt>{t('form.notes')}</dt>
      <dd className="content" data-testid="production-view-notes">
        {p.notes || <span className="muted">{t('view.noNotes')}</span>}
      </dd>
    </DocumentDetails>
  );
}

/**
 * A round's fields read only on its page: state, day, shift, programs, how far the calls are and how
 * many brought news, who sees it, owner, when made and changed, revision; then its notes.
 */
import { useTranslation } from 'react-i18next';
import type { Round } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { DocumentDetails, useDetailValues, type DetailRow } from '../documents/DocumentDetails';
import { StateChip } from '../documents/StateChip';
import { progressOf } from './entries';

export function RoundDetails({ round: r }: { round: Round }) {
  const { t, i18n } = useTranslation('round');
  const { programNames, at, people } = useDetailValues('round');
  const progress = progressOf(r.entries);
  const rows: DetailRow[] = [
    ['state', t('view.state'), <StateChip state={r.state} ns="round" />],
    ['date', t('form.date'), formatDate(r.date, i18n.language)],
    ['shift', t('form.shift'), r.shift || t('view.notSet')],
    ['programs', t('form.programIds'), programNames(r.programIds)],
    ['calls', t('view.calls'), t('view.callsSummary', { called: progress.called, total: progress.total, count: progress.news })],
    ['visibility', t('view.visibility'), r.private ? `${t('private')} · ${people(r.allowedUserIds)}` : t('view.public')],
    ['owner', t('view.owner'), r.owner.nickname],
    ['createdAt', t('view.createdAt'), at(r.createdAt)],
    ['updatedAt', t('view.updatedAt'), at(r.updatedAt)],
    ['revision', t('view.revision'), String(r.revision)],
  ];
  return (
    <DocumentDetails rows={rows} testId="round-view" className="round-view" data={{ 'data-state': r.state }}>
      <dt>{t('form.notes')}</dt>
      <dd className="content" data-testid="round-view-notes">
        {r.notes || <span className="muted">{t('view.noNotes')}</span>}
      </dd>
    </DocumentDetails>
  );
}

/**
 * A proposal's fields read only on its page (ProposalPage): day, programs, who proposed it and when, when
 * it last changed (the list's short times, as the desk's answer gives them); then the whole pitch, its
 * lines kept, and under it the desk's answer (ProposalAnswer, as its row shows it: the assignment made of
 * an accepted one with who accepted it and when, who declined one, when and why; "not answered yet" while
 * pending). Test ids `proposal-view-{key}`, `proposal-view-pitch`, `proposal-view-answer`.
 */
import { useTranslation } from 'react-i18next';
import type { Proposal } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { DocumentDetails, type DetailRow } from '../documents/DocumentDetails';
import { useNames } from '../users/useNames';
import { AcceptedAnswer, DeclinedAnswer } from './ProposalAnswer';
import { shortInstant } from './proposals';

export function ProposalDetails({ proposal: p }: { proposal: Proposal }) {
  const { t, i18n } = useTranslation('proposals');
  const { programNames } = useNames();
  const rows: DetailRow[] = [
    ['date', t('columns.date'), formatDate(p.date, i18n.language)],
    ['programs', t('columns.programs'), programNames(p.programIds)],
    ['owner', t('columns.owner'), p.owner.nickname],
    ['createdAt', t('view.createdAt'), shortInstant(p.createdAt, i18n.language)],
    ['updatedAt', t('view.updatedAt'), shortInstant(p.updatedAt, i18n.language)],
  ];
  return (
    <DocumentDetails rows={rows} testId="proposal-view" className="proposal-view" data={{ 'data-status': p.status }}>
      <dt>{t('form.content')}</dt>
      <dd className="content" data-testid="proposal-view-pitch">
        {p.content.trim() ? p.content : <span className="muted">{t('view.noPitch')}</span>}
      </dd>
      <dt>{t('view.answer')}</dt>
      <dd className="proposal-view-answer" data-testid="proposal-view-answer">
        <DeskAnswer proposal={p} />
      </dd>
    </DocumentDetails>
  );
}

/** The desk's answer, or that there is none yet. */
function DeskAnswer({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation('proposals');
  if (p.status === 'ACCEPTED') return <AcceptedAnswer proposal={p} />;
  if (p.status === 'DECLINED') return <DeclinedAnswer proposal={p} />;
  return <span className="muted">{t('view.pending')}</span>;
}

/**
 * A day's proposals (/proposals) in the desk's order (pending first, then by arrival): each row's slug (a
 * link to its page, ProposalPage), day, programs, proposer and when it was sent, the pitch's first lines
 * (all of it and its files on "Show all"), the status, the desk's answer (ProposalAnswer: who declined it,
 * when, and what they said, or the assignment made of it) and what the user may do with it
 * (ProposalActions).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Proposal } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { useNames } from '../users/useNames';
import type { ProposalNotice } from './notice';
import { proposalPath } from './paths';
import { ProposalActions } from './ProposalActions';
import { AcceptedAnswer, DeclinedAnswer } from './ProposalAnswer';
import { inDeskOrder, pitchLead, shortDay, shortInstant } from './proposals';
import { ProposalStatusChip } from './ProposalStatusChip';

interface Props {
  proposals: readonly Proposal[];
  onNotice: (notice: ProposalNotice) => void;
}

export function ProposalsTable({ proposals, onNotice }: Props) {
  const { t } = useTranslation('proposals');
  return (
    <table className="data-table document-table proposals-table" data-testid="proposals-table">
      <thead>
        <tr>
          <th>{t('columns.slug')}</th>
          <th>{t('columns.date')}</th>
          <th>{t('columns.programs')}</th>
          <th>{t('columns.owner')}</th>
          <th className="proposal-pitch-head">{t('columns.pitch')}</th>
          <th>{t('columns.status')}</th>
          <th>
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {inDeskOrder(proposals).map((p) => (
          <ProposalRow key={p.id} proposal={p} onNotice={onNotice} />
        ))}
      </tbody>
    </table>
  );
}

function ProposalRow({ proposal: p, onNotice }: { proposal: Proposal; onNotice: (notice: ProposalNotice) => void }) {
  const { t, i18n } = useTranslation('proposals');
  const { data: me } = useMeQuery();
  const { programNames } = useNames();
  const [open, setOpen] = useState(false);
  const { lead, more } = pitchLead(p.content);
  const files = p.attachmentIds.length;
  const sent = shortInstant(p.createdAt, i18n.language);
  const id = p.id;
  return (
    <tr data-testid={`proposal-row-${id}`} data-slug={p.slug} data-status={p.status} className={p.status === 'PENDING' ? 'proposal-pending' : 'proposal-answered'}>
      <td className="name" data-testid={`proposal-slug-${id}`}>
        <Link to={proposalPath(id)} data-testid={`proposal-link-${id}`}>
          {p.slug}
        </Link>
      </td>
      <td className="proposal-day" data-testid={`proposal-date-${id}`}>
        {shortDay(p.date, i18n.language)}
      </td>
      <td data-testid={`proposal-programs-${id}`}>{programNames(p.programIds)}</td>
      <td>
        <span data-testid={`proposal-owner-${id}`}>{p.owner.nickname}</span>
        <span className="muted small proposal-when" data-testid={`proposal-sent-${id}`}>
          {sent}
        </span>
      </td>
      <td className="proposal-pitch">
        <p className="proposal-pitch-text" data-testid={`proposal-pitch-${id}`} id={`proposal-pitch-${id}`}>
          {open ? p.content : lead}
        </p>
        {open && <DocumentAttachments ids={p.attachmentIds} testId={`proposal-attachments-${id}`} />}
        {(more || files > 0) && (
          <button type="button" className="btn btn-ghost btn-small proposal-more" aria-expanded={open} aria-controls={`proposal-pitch-${id}`} onClick={() => setOpen(!open)} data-testid={`proposal-more-${id}`}>
            {open ? t('row.showLess') : files > 0 ? t('row.showAllFiles', { count: files }) : t('row.showAll')}
          </button>
        )}
        {p.status === 'DECLINED' && <DeclinedAnswer proposal={p} />}
      </td>
      <td className="status">
        <ProposalStatusChip status={p.status} testId={`proposal-status-${id}`} />
        {p.status === 'ACCEPTED' && <AcceptedAnswer proposal={p} />}
      </td>
      <td className="actions">
        <ProposalActions proposal={p} me={me} onNotice={onNotice} />
      </td>
    </tr>
  );
}

/**
 * /proposals/proposal/:id (ASSIGNMENT_PROPOSAL read): one proposal, whole: its slug and status, day,
 * programs, who proposed it and when, the whole pitch, its files, and the desk's answer (the assignment made
 * of an accepted one; who declined one, when and why). The same actions as its row of the list
 * (ProposalActions): the desk accepts or declines a pending one, its owner or a proposal admin edits it
 * while pending and moves it to the trash (the list of its day then opens and says so). One that is
 * unknown, in the trash or of programs the caller may not see is not found (404, DocumentBody). Follows
 * everyone's changes live (useProposalsLive): the desk's answer shows at once, and one moved to the trash
 * elsewhere says so and offers nothing more. What the general search opens for a PROPOSAL hit.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentAttachments } from '../files/DocumentAttachments';
import type { ProposalNotice } from './notice';
import { PROPOSALS_PATH, proposalsOfDayPath } from './paths';
import { ProposalActions } from './ProposalActions';
import { ProposalDetails } from './ProposalDetails';
import { ProposalNoticeBar } from './ProposalNoticeBar';
import { useProposalQuery } from './proposalsApi';
import { ProposalStatusChip } from './ProposalStatusChip';
import { useProposalsLive } from './useProposalsLive';
import './proposals.css';

export function ProposalPage() {
  const { t } = useTranslation('proposals');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useProposalsLive(hasRole(me?.roles, ROLES.proposalRead));
  const query = useProposalQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data, error } = query;
  const navigate = useNavigate();
  const [notice, setNotice] = useState<ProposalNotice | null>(null);
  // Shown, then read again and not found: it went to the trash meanwhile.
  const gone = Boolean(data) && Boolean(error) && errorCodeOf(error) === 'not_found';
  const onNotice = (next: ProposalNotice) => {
    if (next.kind === 'trashed' && data) void navigate(proposalsOfDayPath(data.date), { state: { notice: next } });
    else setNotice(next);
  };

  return (
    <section className="page proposals-page proposal-page" data-testid="proposal-page" data-status={data?.status ?? ''}>
      <header className="page-heading proposals-heading">
        <div>
          <Link to={data ? proposalsOfDayPath(data.date) : PROPOSALS_PATH} className="muted small" data-testid="proposal-back">
            ‹ {t('view.back')}
          </Link>
          <div className="proposal-title">
            <h1 data-testid="proposal-title">{data?.slug ?? t('view.title')}</h1>
            {data && <ProposalStatusChip status={data.status} testId="proposal-view-status" />}
          </div>
        </div>
        {data && !gone && (
          <div className="page-actions">
            <ProposalActions proposal={data} me={me} onNotice={onNotice} />
          </div>
        )}
      </header>
      {gone && (
        <p className="proposal-gone" role="status" data-testid="proposal-gone">
          {t('view.gone')}
        </p>
      )}
      {notice && <ProposalNoticeBar notice={notice} onDismiss={() => setNotice(null)} />}
      <DocumentBody id={id} query={query}>
        {(p) => (
          <div className="proposal-body">
            <ProposalDetails proposal={p} />
            <DocumentAttachments ids={p.attachmentIds} testId="proposal-attachments" />
          </div>
        )}
      </DocumentBody>
    </section>
  );
}

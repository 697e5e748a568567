/**
 * The proposal trash (/proposals' trash view and /trash's "Proposals" tab): the deleted proposals the caller
 * may see, newest deletion first, a page at a time (`GET /api/proposals/excluded`), each with its slug, day,
 * programs, status, proposer and when it was deleted. Its owner (still a proposal writer) or a proposal
 * admin restores one (`PUT /api/proposals/restore`, 403 for anyone else's: the rule of trashing,
 * mayRestore), back on its own day as it was (an answered one stays answered); Restore is offered on those
 * rows only. The document kinds' table (DocumentTrashTable) shows a document state, which a proposal has
 * not: this one shows its status.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError, type DocumentId, type Proposal } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Pager } from '../../shared/ui/Pager';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { useNames } from '../users/useNames';
import type { ProposalNotice } from './notice';
import { mayRestore } from './proposals';
import { PROPOSALS_PAGE_SIZE, useProposalTrashQuery, useRestoreProposalsMutation } from './proposalsApi';
import { ProposalStatusChip } from './ProposalStatusChip';
import './proposals.css';

interface Props {
  /** Proposal write (what every kind's trash is told): without it nothing is restored; with it, the rows mayRestore allows. */
  canWrite: boolean;
  onNotice: (notice: ProposalNotice) => void;
}

export function ProposalsTrash({ canWrite, onNotice }: Props) {
  const { t, i18n } = useTranslation('proposals');
  const { programNames } = useNames();
  const { data: me } = useMeQuery();
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useProposalTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, restoring] = useRestoreProposalsMutation();
  const [failure, setFailure] = useState<CallError | null>(null);

  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  const restorable = (p: Proposal) => canWrite && mayRestore(p, me);
  // The Restore column only when a row of this page offers it.
  const withRestore = data.data.some(restorable);
  const onRestore = async (id: DocumentId) => {
    setFailure(null);
    try {
      onNotice({ kind: 'restored', count: (await restore([id]).unwrap()).length });
    } catch (err) {
      setFailure(err as CallError);
    }
  };

  return (
    <>
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="proposals-trash-error" />}
      {data.data.length === 0 ? (
        <p className="muted" data-testid="proposals-trash-empty">
          {t('trashEmpty')}
        </p>
      ) : (
        <table className="data-table document-table" data-testid="proposals-trash-table">
          <thead>
            <tr>
              <th>{t('columns.slug')}</th>
              <th>{t('columns.date')}</th>
              <th>{t('columns.programs')}</th>
              <th>{t('columns.status')}</th>
              <th>{t('columns.owner')}</th>
              <th>{t('columns.deletedAt')}</th>
              {withRestore && <th />}
            </tr>
          </thead>
          <tbody>
            {data.data.map((p) => {
              const at = p.deletedAt ? formatInstant(p.deletedAt, i18n.language) : null;
              return (
                <tr key={p.id} data-testid={`trashed-proposal-${p.id}`} data-slug={p.slug}>
                  <td className="name">{p.slug}</td>
                  <td>{formatDate(p.date, i18n.language)}</td>
                  <td>{programNames(p.programIds)}</td>
                  <td>
                    <ProposalStatusChip status={p.status} />
                  </td>
                  <td>{p.owner.nickname}</td>
                  <td className="num">{at ? `${at.date} ${at.time}` : ''}</td>
                  {withRestore && (
                    <td className="right">
                      {restorable(p) && (
                        <button type="button" className="btn btn-small" disabled={restoring.isLoading} onClick={() => void onRestore(p.id)} data-testid={`proposal-restore-${p.id}`}>
                          {t('restore')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} total={data.total} onPage={setPage} testId="proposals-trash-pager" pageSize={PROPOSALS_PAGE_SIZE} />
    </>
  );
}

/**
 * The assignment trash (docs/api-design.md "Assignments (guidelines)"): the deleted assignments the caller
 * may see, newest deletion first, a page at a time (`GET /api/assignments/excluded`); who may write
 * restores one (`PUT /api/assignments/restore`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type DocumentId } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import type { BulkNotice } from './AssignmentBulkActions';
import { ASSIGNMENTS_PAGE_SIZE, useAssignmentTrashQuery, useRestoreAssignmentsMutation } from './assignmentsApi';
import { Pager } from '../../shared/ui/Pager';
import { useNames } from '../users/useNames';

interface Props {
  canWrite: boolean;
  onNotice: (notice: BulkNotice) => void;
}

export function AssignmentsTrash({ canWrite, onNotice }: Props) {
  const { t, i18n } = useTranslation('assignments');
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useAssignmentTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading: restoring }] = useRestoreAssignmentsMutation();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const { programNames } = useNames();

  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  const onRestore = async (id: DocumentId) => {
    setFailure(null);
    try {
      onNotice({ kind: 'restored', count: (await restore([id]).unwrap()).length });
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <>
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="assignments-trash-error" />}
      {data.data.length === 0 ? (
        <p className="muted" data-testid="assignments-trash-empty">
          {t('trashEmpty')}
        </p>
      ) : (
        <table className="data-table assignments-table" data-testid="assignments-trash-table">
          <thead>
            <tr>
              <th>{t('columns.slug')}</th>
              <th>{t('columns.date')}</th>
              <th>{t('columns.programs')}</th>
              <th>{t('columns.state')}</th>
              <th>{t('columns.owner')}</th>
              <th>{t('columns.deletedAt')}</th>
              {canWrite && <th />}
            </tr>
          </thead>
          <tbody>
            {data.data.map((a) => {
              const at = a.deletedAt ? formatInstant(a.deletedAt, i18n.language) : null;
              return (
                <tr key={a.id} data-testid={`trashed-assignment-${a.id}`} data-slug={a.slug}>
                  <td className="name">{a.slug}</td>
                  <td>{formatDate(a.date, i18n.language)}</td>
                  <td>{programNames(a.programIds)}</td>
                  <td>
                    <span className={`status-chip state-${a.state.toLowerCase()}`}>{t(`states.${a.state}`)}</span>
                  </td>
                  <td>{a.owner.nickname}</td>
                  <td className="num">{at ? `${at.date} ${at.time}` : ''}</td>
                  {canWrite && (
                    <td className="right">
                      <button type="button" className="btn btn-small" disabled={restoring} onClick={() => void onRestore(a.id)} data-testid={`assignment-restore-${a.id}`}>
                        {t('restore')}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} total={data.total} onPage={setPage} testId="assignments-trash-pager" pageSize={ASSIGNMENTS_PAGE_SIZE} />
    </>
  );
}

/**
 * The reportage trash: the deleted reportages the caller may see, newest deletion first, a page at a time
 * (`GET /api/reportages/excluded`); writers restore one (`PUT /api/reportages/restore`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type DocumentId } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Pager } from '../../shared/ui/Pager';
import { Spinner } from '../../shared/ui/Spinner';
import { useNames } from '../users/useNames';
import type { BulkNotice } from './ReportageBulkActions';
import { ReportageError, type CallFailure } from './ReportageError';
import { REPORTAGES_PAGE_SIZE } from './reportageFilter';
import { useReportageTrashQuery, useRestoreReportagesMutation } from './reportagesApi';

interface Props {
  canWrite: boolean;
  onNotice: (notice: BulkNotice) => void;
}

export function ReportagesTrash({ canWrite, onNotice }: Props) {
  const { t, i18n } = useTranslation('reportage');
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useReportageTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading: restoring }] = useRestoreReportagesMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const { programNames } = useNames();

  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  const onRestore = async (id: DocumentId) => {
    setFailure(null);
    try {
      onNotice({ kind: 'restored', count: (await restore([id]).unwrap()).length });
    } catch (err) {
      setFailure(err as CallFailure);
    }
  };

  return (
    <>
      {failure && <ReportageError error={failure} onDismiss={() => setFailure(null)} testId="reportages-trash-error" />}
      {data.data.length === 0 ? (
        <p className="muted" data-testid="reportages-trash-empty">
          {t('trashEmpty')}
        </p>
      ) : (
        <table className="data-table reportages-table" data-testid="reportages-trash-table">
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
            {data.data.map((r) => {
              const at = r.deletedAt ? formatInstant(r.deletedAt, i18n.language) : null;
              return (
                <tr key={r.id} data-testid={`trashed-reportage-${r.id}`} data-slug={r.slug}>
                  <td className="name">{r.slug}</td>
                  <td>{formatDate(r.date, i18n.language)}</td>
                  <td>{programNames(r.programIds)}</td>
                  <td>
                    <span className={`status-chip state-${r.state.toLowerCase()}`}>{t(`states.${r.state}`)}</span>
                  </td>
                  <td>{r.owner.nickname}</td>
                  <td className="num">{at ? `${at.date} ${at.time}` : ''}</td>
                  {canWrite && (
                    <td className="right">
                      <button type="button" className="btn btn-small" disabled={restoring} onClick={() => void onRestore(r.id)} data-testid={`reportage-restore-${r.id}`}>
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
      <Pager page={page} total={data.total} onPage={setPage} testId="reportages-trash-pager" pageSize={REPORTAGES_PAGE_SIZE} />
    </>
  );
}

/**
 * The reportage trash: the deleted reportages the caller may see, newest deletion first, a page at a time
 * (`GET /api/reportages/excluded`); writers restore one (`PUT /api/reportages/restore`). The table is
 * every kind's (DocumentTrashTable).
 */
import { useState } from 'react';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import type { BulkNotice } from './ReportageBulkActions';
import { REPORTAGES_PAGE_SIZE } from './reportageFilter';
import { useReportageTrashQuery, useRestoreReportagesMutation } from './reportagesApi';

interface Props {
  canWrite: boolean;
  onNotice: (notice: BulkNotice) => void;
}

export function ReportagesTrash({ canWrite, onNotice }: Props) {
  const [page, setPage] = useState(0);
  const trash = useReportageTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreReportagesMutation();
  return (
    <DocumentTrashTable
      trash={trash}
      page={page}
      onPage={setPage}
      pageSize={REPORTAGES_PAGE_SIZE}
      canWrite={canWrite}
      restore={async (id) => (await restore([id]).unwrap()).length}
      restoring={isLoading}
      onRestored={(count) => onNotice({ kind: 'restored', count })}
      ns="reportage"
      testIds={{ plural: 'reportages', singular: 'reportage' }}
    />
  );
}

/**
 * The report trash: the deleted reports the caller may see, newest deletion first, a page at a time
 * (`GET /api/reports/excluded`); writers restore one (`PUT /api/reports/restore`), back on its own day.
 * The table is every kind's (DocumentTrashTable).
 */
import { useState } from 'react';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import { REPORTS_PAGE_SIZE, useReportTrashQuery, useRestoreReportsMutation } from './reportsApi';

/** What a restore says above the list. */
export type ReportNotice = { kind: 'restored'; count: number };

interface Props {
  canWrite: boolean;
  onNotice: (notice: ReportNotice) => void;
}

export function ReportsTrash({ canWrite, onNotice }: Props) {
  const [page, setPage] = useState(0);
  const trash = useReportTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreReportsMutation();
  return (
    <DocumentTrashTable
      trash={trash}
      page={page}
      onPage={setPage}
      pageSize={REPORTS_PAGE_SIZE}
      canWrite={canWrite}
      restore={async (id) => (await restore([id]).unwrap()).length}
      restoring={isLoading}
      onRestored={(count) => onNotice({ kind: 'restored', count })}
      ns="report"
      testIds={{ plural: 'reports', singular: 'report' }}
    />
  );
}

/**
 * The assignment trash (docs/api-design.md "Assignments (guidelines)"): the deleted assignments the caller
 * may see, newest deletion first, a page at a time (`GET /api/assignments/excluded`); who may write
 * restores one (`PUT /api/assignments/restore`). The table is every kind's (DocumentTrashTable).
 */
import { useState } from 'react';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import type { BulkNotice } from './AssignmentBulkActions';
import { ASSIGNMENTS_PAGE_SIZE, useAssignmentTrashQuery, useRestoreAssignmentsMutation } from './assignmentsApi';

interface Props {
  canWrite: boolean;
  onNotice: (notice: BulkNotice) => void;
}

export function AssignmentsTrash({ canWrite, onNotice }: Props) {
  const [page, setPage] = useState(0);
  const trash = useAssignmentTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreAssignmentsMutation();
  return (
    <DocumentTrashTable
      trash={trash}
      page={page}
      onPage={setPage}
      pageSize={ASSIGNMENTS_PAGE_SIZE}
      canWrite={canWrite}
      restore={async (id) => (await restore([id]).unwrap()).length}
      restoring={isLoading}
      onRestored={(count) => onNotice({ kind: 'restored', count })}
      ns="assignments"
      testIds={{ plural: 'assignments', singular: 'assignment' }}
    />
  );
}

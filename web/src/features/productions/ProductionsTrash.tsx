/**
 * The production trash: the deleted checklists the caller may see, newest deletion first, a page at a
 * time (`GET /api/productions/excluded`); writers restore one (`PUT /api/productions/restore`), back on
 * its own day. The table is every kind's (DocumentTrashTable).
 */
import { useState } from 'react';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import { PRODUCTIONS_PAGE_SIZE, useProductionTrashQuery, useRestoreProductionsMutation } from './productionsApi';

/** What a restore says above the list. */
export type ProductionNotice = { kind: 'restored'; count: number };

interface Props {
  canWrite: boolean;
  onNotice: (notice: ProductionNotice) => void;
}

export function ProductionsTrash({ canWrite, onNotice }: Props) {
  const [page, setPage] = useState(0);
  const trash = useProductionTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreProductionsMutation();
  return (
    <DocumentTrashTable
      trash={trash}
      page={page}
      onPage={setPage}
      pageSize={PRODUCTIONS_PAGE_SIZE}
      canWrite={canWrite}
      restore={async (id) => (await restore([id]).unwrap()).length}
      restoring={isLoading}
      onRestored={(count) => onNotice({ kind: 'restored', count })}
      ns="production"
      testIds={{ plural: 'productions', singular: 'production' }}
    />
  );
}

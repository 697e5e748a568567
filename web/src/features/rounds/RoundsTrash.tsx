/**
 * The round trash: the deleted rounds the caller may see, newest deletion first, a page at a time
 * (`GET /api/rounds/excluded`); writers restore one (`PUT /api/rounds/restore`), back on its own day. The
 * table is every kind's (DocumentTrashTable); the main menu's Trash can show it as a tab of its own.
 */
import { useState } from 'react';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import { ROUNDS_PAGE_SIZE, useRestoreRoundsMutation, useRoundTrashQuery } from './roundsApi';

/** What a restore says above the list: how many came back. */
export type RoundNotice = { kind: 'restored'; count: number };

/** The props every kind's trash takes, so the main menu's Trash shows this one as it shows the others. */
interface Props {
  canWrite: boolean;
  onNotice: (notice: RoundNotice) => void;
}

export function RoundsTrash({ canWrite, onNotice }: Props) {
  const [page, setPage] = useState(0);
  const trash = useRoundTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreRoundsMutation();
  return (
    <DocumentTrashTable
      trash={trash}
      page={page}
      onPage={setPage}
      pageSize={ROUNDS_PAGE_SIZE}
      canWrite={canWrite}
      restore={async (id) => (await restore([id]).unwrap()).length}
      restoring={isLoading}
      onRestored={(count) => onNotice({ kind: 'restored', count })}
      ns="round"
      testIds={{ plural: 'rounds', singular: 'round' }}
    />
  );
}

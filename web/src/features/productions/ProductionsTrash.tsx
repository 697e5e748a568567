/**
 * The production trash: the deleted checklists the caller may see, newest deletion first, a page at a
 * time (`GET /api/productions/excluded`); writers restore one (`PUT /api/productions/restore`), back on
 * its own day, or, with "onto the day shown" ticked, moved onto the list's day with its times at the same
 * hours (last week's checklist of a recurring shoot serving again). The table is every kind's
 * (DocumentTrashTable).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@newsroom/time';
import { DocumentTrashTable } from '../documents/DocumentTrashTable';
import { PRODUCTIONS_PAGE_SIZE, useProductionTrashQuery, useRestoreProductionsMutation } from './productionsApi';

/** What a restore or the day's grid by mail says above the list. */
export type ProductionNotice = { kind: 'restored' | 'gridMailed'; count: number };

interface Props {
  canWrite: boolean;
  /** The day the list shows (`YYYY-MM-DD`), the one a restore may move a checklist onto; none (the
   * main menu's Trash): restores keep their day. */
  date?: string;
  onNotice: (notice: ProductionNotice) => void;
}

export function ProductionsTrash({ canWrite, date, onNotice }: Props) {
  const { t, i18n } = useTranslation('production');
  const [page, setPage] = useState(0);
  const [ontoDay, setOntoDay] = useState(false);
  const trash = useProductionTrashQuery(page, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading }] = useRestoreProductionsMutation();
  return (
    <>
      {canWrite && date && (
        <label className="check trash-onto-day">
          <input type="checkbox" checked={ontoDay} onChange={(e) => setOntoDay(e.target.checked)} data-testid="production-restore-onto-day" />
          <span>{t('restoreOntoDay', { date: formatDate(date, i18n.language) })}</span>
        </label>
      )}
      <DocumentTrashTable
        trash={trash}
        page={page}
        onPage={setPage}
        pageSize={PRODUCTIONS_PAGE_SIZE}
        canWrite={canWrite}
        restore={async (id) => (await restore(ontoDay && date ? { ids: [id], date } : { ids: [id] }).unwrap()).length}
        restoring={isLoading}
        onRestored={(count) => onNotice({ kind: 'restored', count })}
        ns="production"
        testIds={{ plural: 'productions', singular: 'production' }}
      />
    </>
  );
}

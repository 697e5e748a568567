/**
 * The trash of a document kind (web.md sections 1 and 3: documents are deleted to a trash and restored):
 * one page of the deleted ones the caller may see, newest deletion first, with slug, day, programs, state,
 * owner and when it was deleted; who may write the kind restores one. The kind gives its page of the
 * trash, its restore call, its catalogue and its test ids (AssignmentsTrash, ReportagesTrash).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError, type DocumentId } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Pager } from '../../shared/ui/Pager';
import { Spinner } from '../../shared/ui/Spinner';
import { useNames } from '../users/useNames';
import type { DocumentBase, DocumentNamespace, KindTestIds } from './kinds';
import { StateChip } from './StateChip';
import './documents.css';

interface Props {
  /** The kind's trash query for `page`. */
  trash: { data?: { data: readonly DocumentBase[]; total: number }; error?: CallError; isLoading: boolean };
  /** From 0. */
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  canWrite: boolean;
  /** Restores one (the kind's restore call); answers how many came back. */
  restore: (id: DocumentId) => Promise<number>;
  restoring: boolean;
  onRestored: (count: number) => void;
  ns: DocumentNamespace;
  testIds: KindTestIds;
}

export function DocumentTrashTable({ trash: { data, error, isLoading }, page, onPage, pageSize, canWrite, restore, restoring, onRestored, ns, testIds: { plural, singular } }: Props) {
  const { t, i18n } = useTranslation(ns);
  const [failure, setFailure] = useState<CallError | null>(null);
  const { programNames } = useNames();

  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  const onRestore = async (id: DocumentId) => {
    setFailure(null);
    try {
      onRestored(await restore(id));
    } catch (err) {
      setFailure(err as CallError);
    }
  };

  return (
    <>
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId={`${plural}-trash-error`} />}
      {data.data.length === 0 ? (
        <p className="muted" data-testid={`${plural}-trash-empty`}>
          {t('trashEmpty')}
        </p>
      ) : (
        <table className="data-table document-table" data-testid={`${plural}-trash-table`}>
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
            {data.data.map((d) => {
              const at = d.deletedAt ? formatInstant(d.deletedAt, i18n.language) : null;
              return (
                <tr key={d.id} data-testid={`trashed-${singular}-${d.id}`} data-slug={d.slug}>
                  <td className="name">{d.slug}</td>
                  <td>{formatDate(d.date, i18n.language)}</td>
                  <td>{programNames(d.programIds)}</td>
                  <td>
                    <StateChip state={d.state} ns={ns} />
                  </td>
                  <td>{d.owner.nickname}</td>
                  <td className="num">{at ? `${at.date} ${at.time}` : ''}</td>
                  {canWrite && (
                    <td className="right">
                      <button type="button" className="btn btn-small" disabled={restoring} onClick={() => void onRestore(d.id)} data-testid={`${singular}-restore-${d.id}`}>
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
      <Pager page={page} total={data.total} onPage={onPage} testId={`${plural}-trash-pager`} pageSize={pageSize} />
    </>
  );
}

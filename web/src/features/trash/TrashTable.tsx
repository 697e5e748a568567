/**
 * The deleted stories of one rundown, filtered by the screen's text: page, slug, block, when and by whom;
 * who may write rundowns restores a story to the end of its block.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Rundown, type StoryId } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { filterTrash, useRestoreStoriesMutation, useStoryTrashQuery } from './trashApi';

interface Props {
  rundown: Pick<Rundown, 'id' | 'blocks'>;
  filter: string;
  canRestore: boolean;
}

export function TrashTable({ rundown, filter, canRestore }: Props) {
  const { t, i18n } = useTranslation('rundown');
  const { data, isLoading, error } = useStoryTrashQuery(rundown.id, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading: restoring }] = useRestoreStoriesMutation();
  const [failed, setFailed] = useState<ApiErrorCode | null>(null);
  const [restored, setRestored] = useState<number | null>(null);

  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  const shown = filterTrash(data, filter);
  const blockName = (id: number) => rundown.blocks.find((b) => b.id === id)?.name ?? '—';
  const onRestore = async (id: StoryId) => {
    setFailed(null);
    try {
      setRestored((await restore({ rundownId: rundown.id, ids: [id] }).unwrap()).restored);
    } catch (err) {
      setFailed(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <>
      {failed && <ErrorMessage code={failed} testId="trash-error" />}
      {restored !== null && (
        <p className="form-notice" data-testid="trash-restored">
          {t('trash.restored', { count: restored })}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="muted" data-testid="trash-empty">
          {data.length === 0 ? t('trash.empty') : t('trash.noMatch')}
        </p>
      ) : (
        <table className="data-table" data-testid="trash-table">
          <thead>
            <tr>
              <th>{t('columns.page')}</th>
              <th>{t('columns.slug')}</th>
              <th>{t('trash.block')}</th>
              <th>{t('trash.deletedAt')}</th>
              <th>{t('trash.deletedBy')}</th>
              {canRestore && <th />}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ story, deletedAt, deletedBy }) => {
              const at = formatInstant(deletedAt, i18n.language);
              return (
                <tr key={story.id} data-testid={`trash-row-${story.id}`}>
                  <td className="num">{story.page}</td>
                  <td className="name">{story.slug}</td>
                  <td>{blockName(story.blockId)}</td>
                  <td className="num">
                    {at.date} {at.time}
                  </td>
                  <td>{deletedBy}</td>
                  {canRestore && (
                    <td className="right">
                      <button type="button" className="btn btn-small" disabled={restoring} onClick={() => void onRestore(story.id)} data-testid={`trash-restore-${story.id}`}>
                        {t('trash.restore')}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

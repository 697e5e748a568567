/**
 * The files a document attaches, in its order: each a link to the file (an image opens, any other file
 * downloads: the gateway sends those as attachments) with its thumbnail for an image, its name and its
 * size in the user's language. Records come from `GET /api/files?ids=` (filesApi.ts), plus `known` ones
 * the screen has already (just uploaded), so a new file shows before the list is read again. Images are
 * plain `<img>` of their `thumbnailUrl`: the browser sends the login cookie with them, as with every call.
 * With `onRemove` (the edit form) each has a Remove, and a file that cannot be read shows by its id so it
 * can be taken off; read only (the view pages), such a file is left out.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type StoredFile } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { formatFileSize } from './fileSize';
import { useFilesQuery } from './filesApi';
import './files.css';

interface Props {
  ids: readonly number[];
  known?: ReadonlyMap<number, StoredFile>;
  onRemove?: (id: number) => void;
  /** Of the list; each file's line is `<testId>-<id>`. */
  testId: string;
}

/** The records of `ids` the caller may read, in order, and whether the list is still being read. */
export function useAttachments(ids: readonly number[], known?: ReadonlyMap<number, StoredFile>) {
  const query = useFilesQuery(ids, { skip: ids.length === 0 });
  const byId = new Map<number, StoredFile>(known);
  for (const f of query.data ?? []) byId.set(f.id, f);
  return { byId, loading: query.isFetching, error: query.error };
}

export function AttachmentList({ ids, known, onRemove, testId }: Props) {
  const { t } = useTranslation(['files', 'common']);
  const { byId, loading, error } = useAttachments(ids, known);
  const shown = onRemove ? ids : ids.filter((id) => byId.has(id));
  return (
    <>
      {error && !loading && <ErrorMessage code={errorCodeOf(error)} testId={`${testId}-error`} />}
      {shown.length > 0 && (
        <ul className="attachment-list" data-testid={testId} aria-busy={loading}>
          {shown.map((id) => {
            const file = byId.get(id);
            return (
              <li key={id} className="attachment" data-testid={`${testId}-${id}`}>
                {file ? <FileLink file={file} /> : <span className="muted">{loading ? t('common:loading') : t('files:attachments.unavailable', { id })}</span>}
                {onRemove && (
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => onRemove(id)} aria-label={t('files:attachments.removeNamed', { name: file?.name ?? id })} data-testid={`${testId}-${id}-remove`}>
                    {t('files:attachments.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The extension of a file without a thumbnail, as its badge (`PDF`). */
const badgeOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').slice(0, 4).toUpperCase() : '');

function FileLink({ file }: { file: StoredFile }) {
  const { i18n } = useTranslation();
  const image = file.thumbnailUrl !== null;
  return (
    <a className="attachment-link" href={file.url} {...(image ? { target: '_blank', rel: 'noreferrer' } : { download: file.name })} data-testid="attachment-link">
      {image ? <img className="attachment-thumb" src={file.thumbnailUrl ?? undefined} alt="" loading="lazy" data-testid="attachment-thumb" /> : <span className="attachment-badge" aria-hidden="true">{badgeOf(file.name)}</span>}
      <span className="attachment-name">{file.name}</span>
      <span className="muted small attachment-size">{formatFileSize(file.size, i18n.language)}</span>
    </a>
  );
}

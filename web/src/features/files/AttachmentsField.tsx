/**
 * The attachments of a document in its form (the assignment dialog, the reportage editor): the files
 * attached, in order (AttachmentList, each with Remove), and more added with the upload picker
 * (FileUploader), each put at the end as its upload ends. Who may not upload (no ROLE_MEDIA_WRITE) still
 * sees and removes them. The form sends the ids as `attachmentIds`; a 422 on that field (a file the user
 * may not read: `unknown_value`) shows under it as `error`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { AttachmentList } from './AttachmentList';
import { FileUploader } from './FileUploader';

interface Props {
  /** Of the field; the list is `<id>-list`, the picker `<id>-upload`. */
  id: string;
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  /** Hears whether uploads are still going. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The field's problem, in words. */
  error?: string;
}

export function AttachmentsField({ id, ids, onChange, onUploadingChange, error }: Props) {
  const { t } = useTranslation('files');
  const { data: me } = useMeQuery();
  const [known, setKnown] = useState<ReadonlyMap<number, StoredFile>>(new Map());
  // Uploads may end together, before the form draws the first one: each adds to the latest list.
  const latest = useRef(ids);
  useEffect(() => {
    latest.current = ids;
  }, [ids]);
  const change = useCallback(
    (next: number[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const add = useCallback(
    (file: StoredFile) => {
      setKnown((m) => new Map(m).set(file.id, file));
      if (!latest.current.includes(file.id)) change([...latest.current, file.id]);
    },
    [change],
  );
  return (
    <div className={`field attachments-field${error ? ' has-error' : ''}`} role="group" aria-labelledby={`${id}-label`} data-testid={id}>
      <span id={`${id}-label`}>{t('attachments.title')}</span>
      {ids.length === 0 && <p className="muted small">{t('attachments.none')}</p>}
      <AttachmentList ids={ids} known={known} onRemove={(gone) => change(latest.current.filter((x) => x !== gone))} testId={`${id}-list`} />
      {hasRole(me?.roles, ROLES.mediaWrite) ? <FileUploader id={`${id}-file`} onUploaded={add} onUploadingChange={onUploadingChange} testId={`${id}-upload`} /> : <p className="hint">{t('attachments.noUpload')}</p>}
      {error && (
        <span className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}

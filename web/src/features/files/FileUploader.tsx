/**
 * Picks files and uploads each to `POST /api/files/single` (web.md section 7): one `<input type=file
 * multiple>` that takes any file (on a phone it offers the camera too), then a line per file with its
 * progress (role=progressbar), a Cancel that aborts it and hands nothing, and why it failed, in the
 * user's language (too large, with the limits; not a JPEG or PNG image; the network). Each stored file is
 * handed to `onUploaded` as it arrives. The server needs ROLE_MEDIA_WRITE: show it only to who has it.
 * Used by AttachmentsField; any screen that takes files can use it alone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type StoredFile } from '@newsroom/api';
import { useFieldMessage } from '../../shared/i18n/fieldMessage';
import { formatFileSize } from './fileSize';
import type { UploadFailure } from './upload';
import { useUploads, type UploadEntry } from './useUploads';
import './files.css';

interface Props {
  /** The input's id (its label points at it). */
  id: string;
  onUploaded: (file: StoredFile) => void;
  /** Hears whether uploads are still going (a form may wait for them before it saves). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** `<testId>-input`, `<testId>-upload-<n>` for the n-th file picked. */
  testId: string;
}

export function FileUploader({ id, onUploaded, onUploadingChange, disabled = false, testId }: Props) {
  const { t } = useTranslation('files');
  const { entries, start, cancel, uploading } = useUploads(onUploaded);
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);
  return (
    <div className="file-uploader" data-testid={testId}>
      <label htmlFor={id} className="file-pick">
        {t('upload.pick')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          start(Array.from(e.target.files ?? []));
          // The same file may be picked again (after a cancel).
          e.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      <span id={`${id}-hint`} className="hint">
        {t('upload.hint')}
      </span>
      {entries.length > 0 && (
        <ul className="upload-list">
          {entries.map((entry) => (
            <UploadLine key={entry.key} entry={entry} onCancel={() => cancel(entry.key)} testId={`${testId}-upload-${entry.key}`} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadLine({ entry, onCancel, testId }: { entry: UploadEntry; onCancel: () => void; testId: string }) {
  const { t, i18n } = useTranslation('files');
  const reason = useFailureText();
  const { name, progress, failure } = entry;
  return (
    <li className={`upload-line${failure ? ' failed' : ''}`} data-testid={testId} data-state={failure ? 'failed' : 'uploading'}>
      <span className="upload-name">{name}</span>
      <span className="muted small">{formatFileSize(entry.size, i18n.language)}</span>
      {failure ? (
        <span className="field-error" role="alert" data-testid={`${testId}-error`} data-code={errorCodeOf(failure)}>
          {reason(failure)}
        </span>
      ) : (
        <span className="upload-bar" role="progressbar" aria-label={t('upload.progress', { name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} data-testid={`${testId}-progress`}>
          <span style={{ width: `${progress}%` }} />
        </span>
      )}
      <button type="button" className="btn btn-ghost btn-small" onClick={onCancel} aria-label={t(failure ? 'upload.dismissNamed' : 'upload.cancelNamed', { name })} data-testid={`${testId}-cancel`}>
        {t(failure ? 'upload.dismiss' : 'upload.cancel')}
      </button>
    </li>
  );
}

/** Why an upload failed, in words: the problem with the file (a 422), the network, or the error code. */
function useFailureText() {
  const { t } = useTranslation(['files', 'error']);
  const fieldMessage = useFieldMessage();
  return (failure: UploadFailure) => {
    if (failure.status === 'FETCH_ERROR') return t('files:upload.network');
    const problem = errorFieldsOf(failure).file;
    return problem ? fieldMessage(problem) : t(`error:codes.${errorCodeOf(failure)}`);
  };
}

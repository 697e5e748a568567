/**
 * One file sent to `POST /api/files/single` (web.md section 7, "multipart, with progress and cancel"):
 * an XMLHttpRequest, since fetch reports no upload progress. It rides on the login cookie like every
 * other call of the app (shared/api/baseApi.ts): the page is same-origin, so the browser attaches the
 * HttpOnly cookie and its `Origin` (the gateway's cross-site check) by itself; no script holds a token.
 *
 * It ends in the `StoredFile` the gateway answers (201), or fails with an `UploadFailure`, which has the
 * shape of RTK Query's errors, so `errorCodeOf` / `errorFieldsOf` of @newsroom/api read it: an HTTP
 * answer (413 `file_too_large`, 422 with `image_type` on `file`, ...), `FETCH_ERROR` when the network
 * failed, `ABORTED` when it was cancelled (`abort()`; nothing is attached then).
 */
import type { StoredFile } from '@newsroom/api';

export const UPLOAD_URL = '/api/files/single';

/**
 * The gateway's limits (web.md section 9: images JPEG or PNG 10 MB, other files 100 MB). The server is
 * the judge; these only spare sending a photo it would refuse anyway, with the same answer it would give.
 */
export const IMAGE_LIMIT = 10 * 1024 * 1024;
export const FILE_LIMIT = 100 * 1024 * 1024;
const LIMITED_IMAGES = ['image/jpeg', 'image/png'];

export interface UploadFailure {
  /** The HTTP status, `FETCH_ERROR` (no answer) or `ABORTED` (cancelled). */
  status: number | 'FETCH_ERROR' | 'ABORTED';
  /** The error body of an HTTP answer (`{code, message, fields}`), when it had one. */
  data?: unknown;
}

export interface Upload {
  /** The stored file; rejects with an `UploadFailure`. */
  done: Promise<StoredFile>;
  /** Cancels it (the promise rejects with `ABORTED`); nothing once it ended. */
  abort: () => void;
}

/** Whether the gateway would refuse `file` for its size alone. */
export function overLimit(file: Pick<File, 'size' | 'type'>): boolean {
  return file.size > (LIMITED_IMAGES.includes(file.type) ? IMAGE_LIMIT : FILE_LIMIT);
}

const bodyOf = (xhr: XMLHttpRequest): unknown => {
  try {
    return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
  } catch {
    return undefined;
  }
};

/** Starts uploading `file`; `onProgress` hears the percentage sent (0 to 100) as it goes. */
export function uploadFile(file: File, onProgress: (percent: number) => void = () => {}): Upload {
  if (overLimit(file)) {
    return { done: Promise.reject<StoredFile>({ status: 413, data: { code: 'file_too_large' } } satisfies UploadFailure), abort: () => {} };
  }
  const xhr = new XMLHttpRequest();
  const done = new Promise<StoredFile>((resolve, reject) => {
    const fail = (failure: UploadFailure) => reject(failure);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve(bodyOf(xhr) as StoredFile) : fail({ status: xhr.status, data: bodyOf(xhr) }));
    xhr.onerror = () => fail({ status: 'FETCH_ERROR' });
    xhr.ontimeout = () => fail({ status: 'FETCH_ERROR' });
    xhr.onabort = () => fail({ status: 'ABORTED' });
  });
  const form = new FormData();
  form.append('file', file, file.name);
  xhr.open('POST', UPLOAD_URL);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

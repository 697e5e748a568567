/**
 * A stand-in for upload.ts's `uploadFile` in component tests: each upload waits until the test moves it
 * on (progress, the stored file, a failure); Cancel marks it aborted. Install with
 * `vi.mock('<path>/files/upload', async () => (await import('<path>/files/fakeUploads')).fakeUploadModule)`.
 * Imported by tests only.
 */
import type { StoredFile } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';
import type { Upload, UploadFailure } from './upload';

export interface FakeUpload {
  file: File;
  aborted: boolean;
  progress: (percent: number) => void;
  finish: (stored: StoredFile) => void;
  fail: (failure: UploadFailure) => void;
}

/** The uploads started, in order (cleared by the test as it likes). */
export const uploads: FakeUpload[] = [];

function uploadFile(file: File, onProgress: (percent: number) => void = () => {}): Upload {
  let finish!: (stored: StoredFile) => void;
  let fail!: (failure: UploadFailure) => void;
  const done = new Promise<StoredFile>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const upload: FakeUpload = { file, aborted: false, progress: onProgress, finish, fail };
  uploads.push(upload);
  return {
    done,
    abort: () => {
      upload.aborted = true;
      fail({ status: 'ABORTED' });
    },
  };
}

export const fakeUploadModule = { uploadFile };

/** A stored file as the gateway answers it: an image with a thumbnail (a .jpg or .png name) or another file. */
export function storedFile(id: number, name: string, extra: Partial<StoredFile> = {}): StoredFile {
  const image = /\.(jpe?g|png)$/i.test(name);
  return {
    id,
    name,
    contentType: image ? 'image/jpeg' : 'application/pdf',
    size: 1536,
    url: `/api/files/${id}`,
    thumbnailUrl: image ? `/api/files/${id}/thumbnail` : null,
    width: image ? 640 : null,
    height: image ? 480 : null,
    ownerId: 1,
    createdAt: '2026-11-22T10:00:00Z',
    ...extra,
  };
}

/** `GET /api/files?ids=`: the records of `files` asked for, in the order asked, the others left out. */
export function serveFiles(server: FakeServer, files: readonly StoredFile[]) {
  server.on('GET /api/files', ({ url }) => ({
    body: (url.searchParams.get('ids') ?? '')
      .split(',')
      .map((id) => files.find((f) => f.id === Number(id)))
      .filter(Boolean),
  }));
}

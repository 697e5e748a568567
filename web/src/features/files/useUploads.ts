/**
 * The uploads of one picker (FileUploader), each on its own: its progress, cancel, its failure until
 * dismissed. A finished upload leaves the list and is handed to `onUploaded`; a cancelled one leaves it
 * and hands nothing. Leaving the screen cancels what is still going. A 401 says the session ended, as the
 * app's other calls do (shared/api/baseApi.ts): the current user is reloaded, which leads to the login.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFile } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../shared/api/baseApi';
import { uploadFile, type UploadFailure } from './upload';

export interface UploadEntry {
  key: number;
  name: string;
  size: number;
  /** Percent sent, 0 to 100. */
  progress: number;
  /** Why it failed; null while it goes. */
  failure: UploadFailure | null;
}

export function useUploads(onUploaded: (file: StoredFile) => void) {
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const aborts = useRef(new Map<number, () => void>());
  const nextKey = useRef(0);
  const handOver = useRef(onUploaded);
  useEffect(() => {
    handOver.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    const going = aborts.current;
    return () => going.forEach((abort) => abort());
  }, []);

  const change = useCallback((key: number, patch: Partial<UploadEntry>) => setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...patch } : e))), []);
  const drop = useCallback((key: number) => setEntries((all) => all.filter((e) => e.key !== key)), []);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = nextKey.current++;
        setEntries((all) => [...all, { key, name: file.name, size: file.size, progress: 0, failure: null }]);
        const upload = uploadFile(file, (progress) => change(key, { progress }));
        aborts.current.set(key, upload.abort);
        upload.done
          .then(
            (stored) => {
              drop(key);
              handOver.current(stored);
            },
            (failure: UploadFailure) => {
              if (failure.status === 'ABORTED') return drop(key);
              change(key, { failure });
              if (failure.status === 401) dispatch(api.util.invalidateTags(['Me']));
            },
          )
          .finally(() => aborts.current.delete(key));
      }
    },
    [dispatch, change, drop],
  );

  /** Cancels a running upload, or takes a failed one off the list. */
  const cancel = useCallback(
    (key: number) => {
      aborts.current.get(key)?.();
      drop(key);
    },
    [drop],
  );

  return { entries, start, cancel, uploading: entries.some((e) => e.failure === null) };
}

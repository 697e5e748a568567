/**
 * Files (docs/openapi.json tag "files"; web.md section 7): the records of files by id, as documents
 * attach them (`GET /api/files?ids=1,2`): those the caller may read, in the order asked, the others left
 * out. Uploading is not an endpoint here: it needs progress and cancel, which fetch has not (upload.ts).
 * The bytes and thumbnails are plain URLs of the records (`url`, `thumbnailUrl`), read with the login
 * cookie like every call, so an `<img>` or a link shows them as they are.
 */
import type { StoredFile } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

/** The most ids one call takes (the gateway's limit, and a document's most attachments). */
export const MAX_FILE_IDS = 100;

export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The readable records of `ids`, in their order (skip the call for none). A file never changes, so no tag. */
    files: build.query<StoredFile[], readonly number[]>({
      query: (ids) => `/files?ids=${ids.slice(0, MAX_FILE_IDS).join(',')}`,
    }),
  }),
});

export const { useFilesQuery } = filesApi;

/**
 * The edit lock of one document on the fake server (`/api/locks`, docs/api-design.md "Edit locks"): free
 * unless `lockedBy` gave it to another user's tab; a take-over moves it to the caller; closing frees it.
 * Imported by tests only.
 */
import type { StoryLock } from '@newsroom/api';
import type { FakeServer } from './fakeServer';

interface Person {
  id: number;
  nickname: string;
}

/** The lock of tab `uuid` on document `id` as the server shows it: an opaque holder tag in place of the uuid. */
export const lockOf = (id: number, uuid: string, by: Person): StoryLock =>
  ({ storyId: id, userId: by.id, nickname: by.nickname, holder: `tag-${uuid}`, since: '2026-11-28T10:40:00Z', locked: true, ttl: 'PT2M' }) as StoryLock;

/** Serves the lock of document `id` to `me`; `lockedBy` gives it to someone else's tab. */
export function serveEditLock(server: FakeServer, id: number, me: Person) {
  let holder: StoryLock | null = null;
  server.on(`PUT /api/locks/${id}`, ({ body }) => (holder ? { status: 409, body: { code: 'locked', message: '' } } : { body: lockOf(id, (body as { uuid: string }).uuid, me) }));
  server.on(`PUT /api/locks/${id}/take_over`, ({ body }) => {
    holder = null;
    return { body: lockOf(id, (body as { uuid: string }).uuid, me) };
  });
  server.on(`DELETE /api/locks/${id}`, { status: 204 });
  server.on('GET /api/locks', () => ({ body: holder ? [holder] : [] }));
  return { lockedBy: (by: Person) => (holder = lockOf(id, 'their-tab', by)) };
}

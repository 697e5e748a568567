// @vitest-environment jsdom
/** The story trash (/trash): the rundown of a program and date, its deleted stories, filter, restore. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown, story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { TrashPage } = await import('./TrashPage');
beforeEach(() => void server.calls.splice(0));

const trashed = (id: number, slug: string, page: string, by: string) => ({ story: story(id, 10, 0, { slug, page }), deletedAt: '2026-11-22T18:40:12Z', deletedBy: by });

function serve(user: keyof typeof users) {
  let trash = [trashed(150, 'FIRE DOWNTOWN', 'A3', 'producer'), trashed(151, 'WEATHER', 'B1', 'editor')];
  server.on('GET /api/users/me', { body: users[user] });
  server.on('GET /api/programs', { body: [{ id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' }] });
  server.on('GET /api/rundowns/exists', ({ url }) => ({ body: { status: url.searchParams.get('date') === '2026-11-22' ? 'EXIST' : 'CAN_CREATE' } }));
  server.on('GET /api/rundowns', { body: sampleRundown() });
  server.on('GET /api/stories/excluded', () => ({ body: trash }));
  server.on('GET /api/rundowns/config', { body: { lockAfterEnd: null, trashRetentionDays: 30, logRetentionDays: 365 } });
  server.on('PUT /api/stories/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    trash = trash.filter((t) => !ids.includes(t.story.id));
    return { body: { restored: ids.length } };
  });
}

const open = (search = '?programId=1&date=2026-11-22') => renderApp(<TrashPage />, { path: '/trash', route: `/trash${search}` });

describe('TrashPage', () => {
  it('lists the deleted stories of the rundown, filters them and restores one', async () => {
    serve('producer');
    const { user } = await open();
    const row = await screen.findByTestId('trash-row-150');
    expect(row.textContent).toContain('FIRE DOWNTOWN');
    expect((await screen.findByTestId('trash-retention')).textContent).toBe('Deleted stories are kept 30 days, then purged.');
    expect(row.textContent).toContain('Block 10');
    expect(server.calls.find((c) => c.path === '/api/stories/excluded')?.search).toBe('?rundownId=1');
    await user.type(screen.getByTestId('trash-filter'), 'weather');
    await waitFor(() => expect(screen.queryByTestId('trash-row-150')).toBeNull());
    await user.click(within(screen.getByTestId('trash-row-151')).getByTestId('trash-restore-151'));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 story restored.');
    expect((await screen.findByTestId('trash-empty')).textContent).toBe('No deleted story matches the filter.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [151] });
  });

  it('offers no restore to a reader, and says when the program has no rundown that day', async () => {
    serve('viewer');
    const { user } = await open();
    await screen.findByTestId('trash-row-150');
    expect(screen.queryByTestId('trash-restore-150')).toBeNull();
    await user.clear(screen.getByTestId('trash-date'));
    await user.type(screen.getByTestId('trash-date'), '2026-11-30');
    await screen.findByTestId('trash-no-rundown');
  });

  it('says the trash keeps stories until restored when the retention is 0', async () => {
    serve('viewer');
    server.on('GET /api/rundowns/config', { body: { lockAfterEnd: null, trashRetentionDays: 0, logRetentionDays: 0 } });
    await open();
    expect((await screen.findByTestId('trash-retention')).textContent).toBe('Deleted stories are kept until restored.');
  });
});

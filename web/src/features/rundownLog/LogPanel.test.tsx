// @vitest-environment jsdom
/** The rundown log panel: a repagination undone from its line, once; readers see no undo. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RundownId } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { LogPanel } from './LogPanel';

const server = fakeServer();
beforeEach(() => void server.calls.splice(0));

const line = (id: number, description: string, undoable: boolean) => ({ id, at: '2026-11-25T10:00:00Z', userId: 2, nickname: 'producer', action: 'UPDATE', description, undoable });

function serve() {
  let lines = [line(41, 'Repaginated (3 pages changed)', true), line(40, 'Story FIRE: slug set to FIRE', false)];
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/rundowns/3/logs', () => ({ body: { data: lines, total: lines.length } }));
  server.on('POST /api/rundowns/3/logs/41/undo', () => {
    if (!lines.some((l) => l.id === 41 && l.undoable)) return { status: 409, body: { code: 'conflict', message: '' } };
    lines = [line(42, 'Repagination undone (3 pages back)', false), ...lines.map((l) => ({ ...l, undoable: false }))];
    return { body: { id: 3 } };
  });
}

const open = (canUndo: boolean) => renderApp(<LogPanel rundownId={3 as RundownId} revision={9} canUndo={canUndo} onClose={() => {}} />, { path: '/', route: '/' });

describe('LogPanel', () => {
  it('undoes a repagination from its line, and then offers it no more', async () => {
    serve();
    const { user } = await open(true);
    await user.click(await screen.findByTestId('log-undo-41'));
    await screen.findByTestId('log-row-42');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/rundowns/3/logs/41/undo']);
    await waitFor(() => expect(screen.queryByTestId('log-undo-41')).toBeNull());
    expect(screen.queryByTestId('log-undo-40')).toBeNull();
  });

  it('offers no undo to whoever may not change the rundown', async () => {
    serve();
    await open(false);
    await screen.findByTestId('log-row-41');
    expect(screen.queryByTestId('log-undo-41')).toBeNull();
  });
});

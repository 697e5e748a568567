// @vitest-environment jsdom
/**
 * /rounds: the day's rounds as the API takes the day (all programs without one, all in the address), each
 * row's shift, calls made and news, New for writers only (with the day and program), the live reload,
 * and the trash with its restore.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Round } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, round, roundUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { RoundsPage } = await import('./RoundsPage');
beforeEach(() => void server.calls.splice(0));

function serve(me: (typeof roundUsers)[keyof typeof roundUsers]) {
  let all: Round[] = [round(1, 'MORNING ROUND'), round(2, 'NIGHT ROUND', { shift: 'Night', entries: [{ institutionId: 12, outcome: 'PENDING' }] })];
  let trash: Round[] = [round(3, 'OLD ROUND', { deletedAt: '2026-11-27T10:00:00Z' })];
  serveBasics(server, me);
  server.on('GET /api/rounds', ({ url }) => {
    const [date, program] = [url.searchParams.get('date'), Number(url.searchParams.get('programId'))];
    return { body: all.filter((r) => r.date === date && (!program || r.programIds.includes(program as never))) };
  });
  server.on('GET /api/rounds/excluded', () => ({ body: { data: trash, total: trash.length } }));
  server.on('PUT /api/rounds/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = trash.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, deletedAt: null }));
    trash = trash.filter((r) => !ids.includes(r.id));
    all = [...all, ...back];
    return { body: back };
  });
  return { change: (id: number, next: Partial<Round>) => (all = all.map((r) => (r.id === id ? { ...r, ...next } : r))) };
}

const open = (search = '?date=2026-11-28') => renderApp(<RoundsPage />, { path: '/rounds', route: `/rounds${search}` });
const asked = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/rounds').map((c) => Object.fromEntries(new URLSearchParams(c.search)));

describe('RoundsPage', () => {
  it("lists the day's rounds of every program, each with its shift, calls made, news and state", async () => {
    serve(roundUsers.editor);
    await open();
    const row = await screen.findByTestId(`round-row-${ID + 1}`);
    expect(asked()).toEqual([{ date: '2026-11-28', allPrograms: 'true' }]);
    expect(within(row).getByTestId(`round-link-${ID + 1}`).getAttribute('href')).toBe(`/rounds/round/${ID + 1}`);
    expect(row.textContent).toContain('Morning');
    expect(screen.getByTestId(`round-progress-${ID + 1}-count`).textContent).toBe('2/3');
    expect(screen.getByTestId(`round-progress-${ID + 1}`).getAttribute('aria-label')).toBe('2 of 3 called');
    expect(screen.getByTestId(`round-news-${ID + 1}`).textContent).toBe('1 with news');
    expect(screen.getByTestId(`round-progress-${ID + 2}-count`).textContent).toBe('0/1');
    expect(screen.getByTestId(`round-news-${ID + 2}`).textContent).toBe('No news');
    expect(screen.getByTestId(`round-state-${ID + 1}`).textContent).toBe('Producing');
    // A reader starts none.
    expect(screen.queryByTestId('round-new')).toBeNull();
  });

  it('keeps the day and program in the address, moves by days, and starts a new round on them', async () => {
    serve(roundUsers.producer);
    const { user, router } = await open('?date=2026-11-28&programId=2');
    await screen.findByTestId('rounds-empty');
    expect(asked()).toEqual([{ date: '2026-11-28', programId: '2' }]);
    expect(screen.getByRole('link', { name: 'New round' }).getAttribute('href')).toBe('/rounds/newRound?date=2026-11-28&programId=2');
    await user.selectOptions(screen.getByTestId('rounds-program'), '');
    await screen.findByTestId(`round-row-${ID + 1}`);
    await user.click(screen.getByTestId('rounds-next-day'));
    await screen.findByTestId('rounds-empty');
    expect(asked().at(-1)).toEqual({ date: '2026-11-29', allPrograms: 'true' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-11-29' });
  });

  it('moves the count when another user notes a call', async () => {
    const backend = serve(roundUsers.editor);
    await open();
    await screen.findByTestId(`round-row-${ID + 2}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/rounds'));
    backend.change(ID + 2, { entries: [{ institutionId: 12, outcome: 'NEWS', text: 'The burn unit reopens.' }] });
    deliver('/topic/rounds', { event: 'updated', entity: 'round', id: ID + 2, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`round-progress-${ID + 2}-count`).textContent).toBe('1/1'));
    expect(screen.getByTestId(`round-news-${ID + 2}`).dataset.news).toBe('1');
  });

  it('lists the trash and restores one for a writer', async () => {
    serve(roundUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByTestId('rounds-view-trash'));
    const trashed = await screen.findByTestId(`trashed-round-${ID + 3}`);
    await user.click(within(trashed).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByTestId('rounds-notice')).textContent).toBe('1 round restored.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [ID + 3] });
    await user.click(screen.getByTestId('rounds-view-list'));
    await screen.findByTestId(`round-row-${ID + 3}`);
  });
});

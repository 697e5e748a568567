// @vitest-environment jsdom
/**
 * /productions: the day's checklists as the API takes the day (all programs without one, `onlyNotDone`
 * only when on, all in the address), each row's location, crew times, progress and state, New for writers
 * only, the live reload, and the trash with its restore.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Production } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, production, productionUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ProductionsPage } = await import('./ProductionsPage');
beforeEach(() => void server.calls.splice(0));

const DONE = [
  { description: 'Drone permit', status: 'DONE' as const },
  { description: 'Book the van', status: 'DONE' as const },
];

function serve(me: (typeof productionUsers)[keyof typeof productionUsers]) {
  let all: Production[] = [production(1, 'RIVER FLOODS'), production(2, 'COUNCIL VOTE', { tasks: DONE, tasksDone: 2, departure: null, arrival: null, location: 'City hall' })];
  let trash: Production[] = [production(3, 'OLD MARATHON', { deletedAt: '2026-11-27T10:00:00Z' })];
  serveBasics(server, me);
  server.on('GET /api/productions', ({ url }) => {
    const q = url.searchParams;
    const notDone = q.get('onlyNotDone') === 'true';
    return { body: all.filter((p) => p.date === q.get('date') && !(notDone && p.tasks.length > 0 && p.tasks.every((t) => t.status === 'DONE'))) };
  });
  server.on('GET /api/productions/excluded', () => ({ body: { data: trash, total: trash.length } }));
  server.on('PUT /api/productions/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = trash.filter((p) => ids.includes(p.id)).map((p) => ({ ...p, deletedAt: null }));
    trash = trash.filter((p) => !ids.includes(p.id));
    all = [...all, ...back];
    return { body: back };
  });
  return { change: (id: number, next: Partial<Production>) => (all = all.map((p) => (p.id === id ? { ...p, ...next } : p))) };
}

const open = (search = '?date=2026-11-28') => renderApp(<ProductionsPage />, { path: '/productions', route: `/productions${search}` });
/** The queries of the day's list asked so far, as objects. */
const asked = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/productions').map((c) => Object.fromEntries(new URLSearchParams(c.search)));

describe('ProductionsPage', () => {
  it("lists the day's checklists of every program, each with its location, crew times, progress and state", async () => {
    serve(productionUsers.reporter);
    await open();
    const row = await screen.findByTestId(`production-row-${ID + 1}`);
    expect(asked()).toEqual([{ date: '2026-11-28', allPrograms: 'true' }]);
    expect(within(row).getByTestId(`production-link-${ID + 1}`).getAttribute('href')).toBe(`/productions/production/${ID + 1}`);
    expect(row.textContent).toContain('Riverside bridge');
    // The crew's times in the user's time zone, as the browser would show them.
    const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
    expect(screen.getByTestId(`production-times-${ID + 1}`).textContent).toBe(`${clock('2026-11-28T11:30:00Z')} – ${clock('2026-11-28T20:00:00Z')}`);
    expect(screen.getByTestId(`production-times-${ID + 2}`).textContent).toBe('');
    expect(screen.getByTestId(`production-progress-${ID + 1}-count`).textContent).toBe('1/3');
    expect(screen.getByTestId(`production-progress-${ID + 1}`).getAttribute('aria-label')).toBe('1 of 3 tasks done');
    expect(screen.getByTestId(`production-progress-${ID + 2}-count`).textContent).toBe('2/2');
    expect(screen.getByTestId(`production-row-${ID + 2}`).dataset.done).toBe('true');
    expect(screen.getByTestId(`production-state-${ID + 1}`).textContent).toBe('Producing');
    await waitFor(() => expect(row.textContent).toContain('Paula Producer'));
    // A reader makes none.
    expect(screen.queryByTestId('production-new')).toBeNull();
  });

  it('asks for the not done ones only when the toggle is on, keeps the choice in the address, and moves by days', async () => {
    serve(productionUsers.producer);
    const { user, router } = await open('?date=2026-11-28&programId=0');
    await screen.findByTestId(`production-row-${ID + 2}`);
    await user.click(screen.getByRole('checkbox', { name: 'Only not done' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-28', allPrograms: 'true', onlyNotDone: 'true' }));
    await waitFor(() => expect(screen.queryByTestId(`production-row-${ID + 2}`)).toBeNull());
    expect(screen.getByTestId(`production-row-${ID + 1}`)).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-11-28', onlyNotDone: 'true' });
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('productions-program').options.length).toBe(3));
    await user.selectOptions(screen.getByTestId('productions-program'), '2');
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-28', programId: '2', onlyNotDone: 'true' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-29', programId: '2', onlyNotDone: 'true' }));
    expect((await screen.findByTestId('productions-empty')).textContent).toBe('No checklist of this day is left to do.');
    // A writer makes one for the day and program shown.
    expect(screen.getByRole('link', { name: 'New checklist' }).getAttribute('href')).toBe('/productions/newProduction?date=2026-11-29&programId=2');
  });

  it('shows a tick made elsewhere as it happens', async () => {
    const backend = serve(productionUsers.reporter);
    await open();
    await screen.findByTestId(`production-row-${ID + 1}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/productions'));
    backend.change(ID + 1, { tasks: [{ description: 'Drone permit', status: 'DONE' }, { description: 'Book the van', status: 'DONE' }, { description: 'Call the mayor', status: 'NEW' }], tasksDone: 2 });
    deliver('/topic/productions', { event: 'updated', entity: 'production', id: ID + 1, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`production-progress-${ID + 1}-count`).textContent).toBe('2/3'));
  });

  it('lists the trash and restores one for a writer', async () => {
    serve(productionUsers.producer);
    const { user } = await open();
    await screen.findByTestId(`production-row-${ID + 1}`);
    await user.click(screen.getByTestId('productions-view-trash'));
    const row = await screen.findByTestId(`trashed-production-${ID + 3}`);
    expect(row.textContent).toContain('OLD MARATHON');
    await user.click(within(row).getByTestId(`production-restore-${ID + 3}`));
    expect((await screen.findByTestId('productions-notice')).textContent).toBe('1 checklist restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/productions/restore')?.body).toEqual({ ids: [ID + 3] });
    await screen.findByTestId('productions-trash-empty');
  });

  it("restores one onto the list's day when asked, and only a writer may", async () => {
    serve(productionUsers.producer);
    const { user } = await open('?date=2026-12-02');
    await user.click(await screen.findByTestId('productions-view-trash'));
    const row = await screen.findByTestId(`trashed-production-${ID + 3}`);
    expect(screen.getByTestId('production-restore-onto-day').parentElement?.textContent).toContain('December 2, 2026');
    await user.click(screen.getByTestId('production-restore-onto-day'));
    await user.click(within(row).getByTestId(`production-restore-${ID + 3}`));
    await screen.findByTestId('productions-notice');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/productions/restore')?.body).toEqual({ ids: [ID + 3], date: '2026-12-02' });
  });

  it("mails the day's grid to the people chosen, says how many got it, and shows a refusal under the form", async () => {
    serve(productionUsers.producer);
    server.on('GET /api/users/active', { body: [{ id: 7, name: 'Rita Reporter', nickname: 'reporter' }, { id: 8, name: 'Eddie Editor', nickname: 'editor' }] });
    let answer: { status?: number; body: unknown } = { body: { mails: 2, sentTo: [7, 8], notMailed: [] } };
    server.on('POST /api/productions/email/grid', () => answer);
    const { user } = await open();
    await user.click(await screen.findByTestId('production-grid-open'));
    const form = screen.getByTestId('production-grid-form');
    expect(form.textContent).toContain('November 28, 2026');
    await user.click(await within(form).findByTestId('production-grid-users-7'));
    await user.click(within(form).getByTestId('production-grid-users-8'));
    await user.click(within(form).getByTestId('production-grid-submit'));
    expect((await screen.findByTestId('productions-notice')).textContent).toBe("The day's grid went to 2 people.");
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/productions/email/grid')?.body).toEqual({ date: '2026-11-28', usersIds: [7, 8] });
    expect(screen.queryByTestId('production-grid-form')).toBeNull();

    answer = { status: 409, body: { code: 'mail_not_configured', message: 'No mail server.' } };
    await user.click(screen.getByTestId('production-grid-open'));
    await user.click(await screen.findByTestId('production-grid-users-7'));
    await user.click(screen.getByTestId('production-grid-submit'));
    await screen.findByTestId('production-grid-error');
    expect(screen.getByTestId('production-grid-form')).toBeTruthy();
  });

  it('offers a reader no restore onto a day and no grid by mail', async () => {
    serve(productionUsers.reporter);
    const { user } = await open();
    await user.click(await screen.findByTestId('productions-view-trash'));
    await screen.findByTestId(`trashed-production-${ID + 3}`);
    expect(screen.queryByTestId('production-restore-onto-day')).toBeNull();
    await user.click(screen.getByTestId('productions-view-list'));
    await screen.findByTestId(`production-row-${ID + 1}`);
    expect(screen.queryByTestId('production-grid-open')).toBeNull();
  });
});

// @vitest-environment jsdom
/**
 * /reports: the day's reports as the API takes the day (all programs without one, both in the address),
 * each row's events, span and categories, New for writers only (for the day and program shown), the live
 * reload, and the trash with its restore.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, report, reportUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportsPage } = await import('./ReportsPage');
beforeEach(() => void server.calls.splice(0));

function serve(me: (typeof reportUsers)[keyof typeof reportUsers]) {
  let all: Report[] = [report(1, 'RIVER BRIDGE'), report(2, 'QUIET NIGHT', { events: [], state: 'COMPLETED' })];
  let trash: Report[] = [report(3, 'OLD MARATHON', { deletedAt: '2026-11-27T10:00:00Z' })];
  serveBasics(server, me);
  server.on('GET /api/reports', ({ url }) => ({ body: all.filter((r) => r.date === url.searchParams.get('date')) }));
  server.on('GET /api/reports/excluded', () => ({ body: { data: trash, total: trash.length } }));
  server.on('PUT /api/reports/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = trash.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, deletedAt: null }));
    trash = trash.filter((r) => !ids.includes(r.id));
    all = [...all, ...back];
    return { body: back };
  });
  return { change: (id: number, next: Partial<Report>) => (all = all.map((r) => (r.id === id ? { ...r, ...next } : r))) };
}

const open = (search = '?date=2026-11-28') => renderApp(<ReportsPage />, { path: '/reports', route: `/reports${search}` });
/** The queries of the day's list asked so far, as objects. */
const asked = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/reports').map((c) => Object.fromEntries(new URLSearchParams(c.search)));
/** A time as the browser shows it in English, whatever zone the tests run in. */
const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));

describe('ReportsPage', () => {
  it("lists the day's reports of every program, each with its events, their span, categories and state", async () => {
    serve(reportUsers.editor);
    await open();
    const row = await screen.findByTestId(`report-row-${ID + 1}`);
    expect(asked()).toEqual([{ date: '2026-11-28', allPrograms: 'true' }]);
    expect(
      within(row)
        .getByTestId(`report-link-${ID + 1}`)
        .getAttribute('href'),
    ).toBe(`/reports/report/${ID + 1}`);
    expect(screen.getByTestId(`report-events-${ID + 1}`).textContent).toBe('2');
    expect(screen.getByTestId(`report-span-${ID + 1}`).textContent).toBe(`${clock('2026-11-28T09:15:00Z')} – ${clock('2026-11-28T13:40:00Z')}`);
    await waitFor(() => expect(screen.getByTestId(`report-categories-${ID + 1}`).textContent).toBe('Traffic'));
    expect(screen.getByTestId(`report-state-${ID + 1}`).textContent).toBe('Covering');
    expect(screen.getByTestId(`report-events-${ID + 2}`).textContent).toBe('0');
    expect(screen.getByTestId(`report-span-${ID + 2}`).textContent).toBe('');
    expect(row.textContent).toContain('producer');
    // A reader writes none.
    expect(screen.queryByTestId('report-new')).toBeNull();
  });

  it('keeps the day and program in the address, moves by days, and offers a writer a new one for them', async () => {
    serve(reportUsers.producer);
    const { user, router } = await open('?date=2026-11-28&programId=0');
    await screen.findByTestId(`report-row-${ID + 1}`);
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('reports-program').options.length).toBe(3));
    await user.selectOptions(screen.getByTestId('reports-program'), '2');
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-28', programId: '2' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-29', programId: '2' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-11-29', programId: '2' });
    expect((await screen.findByTestId('reports-empty')).textContent).toBe('No report on this day.');
    expect(screen.getByRole('link', { name: 'New report' }).getAttribute('href')).toBe('/reports/newReport?date=2026-11-29&programId=2');
  });

  it('shows an event added elsewhere as it happens', async () => {
    const backend = serve(reportUsers.editor);
    await open();
    await screen.findByTestId(`report-row-${ID + 2}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/reports'));
    backend.change(ID + 2, { events: [{ time: '2026-11-28T22:00:00Z', categoryId: 33, place: 'Old mill', text: 'Fire.', sources: '' }] });
    deliver('/topic/reports', { event: 'updated', entity: 'report', id: ID + 2, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`report-events-${ID + 2}`).textContent).toBe('1'));
    await waitFor(() => expect(screen.getByTestId(`report-categories-${ID + 2}`).textContent).toBe('Fire'));
  });

  it('lists the trash and restores one for a writer, and only lists it for a reader', async () => {
    serve(reportUsers.producer);
    const { user } = await open();
    await screen.findByTestId(`report-row-${ID + 1}`);
    await user.click(screen.getByTestId('reports-view-trash'));
    const row = await screen.findByTestId(`trashed-report-${ID + 3}`);
    expect(row.textContent).toContain('OLD MARATHON');
    await user.click(within(row).getByTestId(`report-restore-${ID + 3}`));
    expect((await screen.findByTestId('reports-notice')).textContent).toBe('1 report restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/reports/restore')?.body).toEqual({ ids: [ID + 3] });
    await screen.findByTestId('reports-trash-empty');
    await user.click(screen.getByTestId('reports-view-list'));
    await screen.findByTestId(`report-row-${ID + 3}`);
  });

  it('offers a reader no restore', async () => {
    serve(reportUsers.editor);
    const { user } = await open();
    await user.click(await screen.findByTestId('reports-view-trash'));
    await screen.findByTestId(`trashed-report-${ID + 3}`);
    expect(screen.queryByTestId(`report-restore-${ID + 3}`)).toBeNull();
  });
});

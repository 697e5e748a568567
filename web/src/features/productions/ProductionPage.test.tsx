// @vitest-environment jsdom
/**
 * /productions/production/:id: one checklist's fields read only (people and vehicles by name, crew times,
 * the schedule in time order, resources, notes, its assignment), the checklist a writer ticks (each tick
 * the whole list in one PATCH, shown at once; 409 `locked` put back and said), read only without PRODUCTION
 * write, ticks made elsewhere shown live, its state, the trash, mail to its crew, and its history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Production } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ASSIGNMENT_ID, ID, production, productionUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ProductionPage } = await import('./ProductionPage');
beforeEach(() => void server.calls.splice(0));

const PID = ID + 1;

function serve(me: (typeof productionUsers)[keyof typeof productionUsers], start: Production = production(1, 'RIVER FLOODS', { assignmentId: ASSIGNMENT_ID as Production['assignmentId'] })) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/productions/${PID}`, () => ({ body: current }));
  server.on(`PATCH /api/productions/${PID}`, ({ body }) => {
    const { field, value } = body as { field: string; value: Production['tasks'] };
    if (field !== 'tasks') return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { [field]: { code: 'unknown_field' } } } };
    current = { ...current, tasks: value, tasksDone: value.filter((t) => t.status === 'DONE').length, revision: current.revision + 1 };
    return { body: current };
  });
  server.on('PATCH /api/productions/states', ({ body }) => {
    current = { ...current, state: (body as { state: Production['state'] }).state, revision: current.revision + 1 };
    return { body: [current] };
  });
  server.on(`GET /api/productions/${PID}/revisions`, () => ({
    body: [3, 2, 1].map((number) => ({ number, at: `2026-11-27T1${number}:00:00Z`, userId: 1, nickname: 'producer', slug: 'RIVER FLOODS' })),
  }));
  server.on(`GET /api/productions/${PID}/revisions/1`, {
    body: {
      summary: { number: 1, at: '2026-11-27T11:00:00Z', userId: 1, nickname: 'producer', slug: 'RIVER FLOODS' },
      state: 'PRODUCING',
      deleted: false,
      diff: [
        { op: 'equal', text: 'Slug: RIVER FLOODS' },
        { op: 'delete', text: 'Task: [NEW] Drone permit' },
        { op: 'insert', text: 'Task: [DONE] Drone permit' },
      ],
    },
  });
  return { change: (next: Partial<Production>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () =>
  renderApp(<ProductionPage />, {
    path: '/productions/production/:id',
    route: `/productions/production/${PID}`,
    others: [{ path: '/productions', element: <p data-testid="productions-list" /> }],
  });
const patches = () => server.calls.filter((c) => c.method === 'PATCH' && c.path === `/api/productions/${PID}`).map((c) => c.body);
const statuses = () => screen.getAllByTestId(/^production-task-\d+$/).map((li) => li.dataset.status);

describe('ProductionPage', () => {
  it('shows its fields read only, by name and in local time, and a checklist a reader cannot tick', async () => {
    serve(productionUsers.reporter);
    await open();
    await screen.findByTestId('production-view');
    expect(screen.getByTestId('production-title').textContent).toBe('RIVER FLOODS');
    await waitFor(() => expect(screen.getByTestId('production-view-producers').textContent).toBe('Paula Producer'));
    expect(screen.getByTestId('production-view-reporters').textContent).toBe('Rita Reporter');
    await waitFor(() => expect(screen.getByTestId('production-view-vehicles').textContent).toBe('Van 2'));
    expect(screen.getByTestId('production-view-location').textContent).toBe('Riverside bridge');
    const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
    expect(screen.getByTestId('production-view-departure').textContent).toBe(clock('2026-11-28T11:30:00Z'));
    // The schedule in time order, whatever order it came in.
    expect(within(screen.getByTestId('production-schedule')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${clock('2026-11-28T13:00:00Z')} · Meet the fire chief`,
      `${clock('2026-11-28T15:00:00Z')} · Interview the mayor`,
    ]);
    expect(within(screen.getByTestId('production-resources')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Drone', 'Second camera']);
    expect(screen.getByTestId('production-view-notes').textContent).toBe('Park behind the station.\nBring boots.');
    expect(screen.getByTestId('production-assignment-link').getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);

    expect(screen.getByTestId('production-progress-count').textContent).toBe('1/3');
    expect(statuses()).toEqual(['DONE', 'PRODUCING', 'NEW']);
    const boxes = within(screen.getByTestId('production-checklist')).getAllByRole('checkbox');
    expect(boxes.map((b) => [(b as HTMLInputElement).checked, (b as HTMLInputElement).disabled])).toEqual([
      [true, true],
      [false, true],
      [false, true],
    ]);
    expect(screen.getByRole('combobox', { name: 'Status of “Book the van”' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('production-edit')).toBeNull();
    expect(screen.queryByTestId('production-trash')).toBeNull();
    expect(screen.queryByTestId('production-mail')).toBeNull();
  });

  it('mails it to its crew for a writer and says who got it and how many could not', async () => {
    serve(productionUsers.producer);
    server.on(`POST /api/productions/${PID}/mail`, { body: { mails: 1, sentTo: [2, 3], notMailed: [9] } });
    const { user } = await open();
    await user.click(await screen.findByTestId('production-mail'));
    expect((await screen.findByTestId('production-mailed')).textContent).toBe('Mailed to 2 people. 1 could not be mailed (no address or not allowed to see it).');
    expect(server.calls.find((c) => c.method === 'POST' && c.path === `/api/productions/${PID}/mail`)?.body).toEqual({});
  });

  it('says when the mail server is not configured', async () => {
    serve(productionUsers.producer);
    server.on(`POST /api/productions/${PID}/mail`, { status: 409, body: { code: 'mail_not_configured', message: 'No mail server.' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('production-mail'));
    await screen.findByTestId('production-action-error');
    expect(screen.queryByTestId('production-mailed')).toBeNull();
  });

  it('ticks a task for a writer: the whole list in one PATCH, the progress at once', async () => {
    serve(productionUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Call the mayor' }));
    await waitFor(() => expect(screen.getByTestId('production-progress-count').textContent).toBe('2/3'));
    expect(patches()).toEqual([
      {
        field: 'tasks',
        value: [
          { description: 'Drone permit', status: 'DONE' },
          { description: 'Book the van', status: 'PRODUCING' },
          { description: 'Call the mayor', status: 'DONE' },
        ],
      },
    ]);
    // Unticked: NEW again; the status select sets any status.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Drone permit' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('checkbox', { name: 'Drone permit' }));
    await waitFor(() => expect(statuses()).toEqual(['NEW', 'PRODUCING', 'DONE']));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of “Book the van”' })).toHaveProperty('disabled', false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of “Book the van”' }), 'DONE');
    await waitFor(() => expect(statuses()).toEqual(['NEW', 'DONE', 'DONE']));
    expect((patches().at(-1) as { value: unknown[] }).value).toEqual([
      { description: 'Drone permit', status: 'NEW' },
      { description: 'Book the van', status: 'DONE' },
      { description: 'Call the mayor', status: 'DONE' },
    ]);
    expect(screen.getByTestId('production-progress-count').textContent).toBe('2/3');
  });

  it('puts a tick back and says why when someone else is editing it (409 locked)', async () => {
    serve(productionUsers.producer);
    server.on(`PATCH /api/productions/${PID}`, { status: 409, body: { code: 'locked', message: 'Someone else is editing it.' } });
    const { user } = await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Call the mayor' }));
    const error = await screen.findByTestId('production-checklist-error');
    expect(error.dataset.code).toBe('locked');
    await waitFor(() => expect(statuses()).toEqual(['DONE', 'PRODUCING', 'NEW']));
    expect(screen.getByTestId('production-progress-count').textContent).toBe('1/3');
  });

  it("shows another user's tick as it is made", async () => {
    const backend = serve(productionUsers.reporter);
    await open();
    await screen.findByTestId('production-checklist');
    await waitFor(() => expect(subscribed()).toContain('/topic/productions'));
    backend.change({ tasks: [{ description: 'Drone permit', status: 'DONE' }, { description: 'Book the van', status: 'DONE' }, { description: 'Call the mayor', status: 'DONE' }], tasksDone: 3 });
    deliver('/topic/productions', { event: 'updated', entity: 'production', id: PID, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId('production-progress-count').textContent).toBe('3/3'));
    expect(screen.getByRole('checkbox', { name: 'Call the mayor' })).toHaveProperty('checked', true);
  });

  it('sets its state, moves it to the trash (asked first) and offers Edit to a writer', async () => {
    serve(productionUsers.producer);
    server.on('DELETE /api/productions', { status: 204 });
    const { user, router } = await open();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(`/productions/editProduction/${PID}`);
    await user.selectOptions(screen.getByTestId('production-state-select'), 'COVERING');
    await user.click(screen.getByTestId('production-state-apply'));
    expect((await screen.findByTestId('production-notice')).textContent).toBe('State set to Covering.');
    await waitFor(() => expect(screen.getByTestId('production-view-state').textContent).toBe('Covering'));
    expect(server.calls.find((c) => c.path === '/api/productions/states')?.body).toEqual({ ids: [PID], state: 'COVERING' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(confirm).toHaveBeenCalledWith('Move the checklist “RIVER FLOODS” to the trash?');
    await screen.findByTestId('productions-list');
    expect(router.state.location.search).toBe('?date=2026-11-28');
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${PID}`);
    confirm.mockRestore();
  });

  it('shows its history, newest first, and what changed since a revision', async () => {
    serve(productionUsers.reporter);
    const { user } = await open();
    const history = await screen.findByTestId('production-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^revision-\d+$/)).toHaveLength(3));
    await user.click(within(history).getByTestId('revision-1'));
    const lines = await within(history).findAllByTestId('diff-line');
    expect(lines.map((l) => l.dataset.op)).toEqual(['equal', 'delete', 'insert']);
  });
});

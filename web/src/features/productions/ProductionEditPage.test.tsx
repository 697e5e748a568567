// @vitest-environment jsdom
/**
 * The production form (/productions/editProduction/:id, /productions/newProduction): departure, arrival
 * and appointments typed in the user's local time and sent in UTC, the task rows (add, retype, reorder,
 * remove), the save with its id, revision and this tab's lock, a 422's problems beside their fields, the
 * edit lock held by someone else, and a new one made for the day in the address.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Production, ProductionIn } from '@newsroom/api';
import { serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, production, productionUsers, serveBasics } from './fixtures';

// The user's clock: São Paulo, UTC-3 all year; the form sends UTC.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
vi.mock('../files/upload', async () => (await import('../files/fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { ProductionEditPage } = await import('./ProductionEditPage');
const { NewProductionPage } = await import('./NewProductionPage');
beforeEach(() => void server.calls.splice(0));

const PID = ID + 1;
const page = { path: '/productions/production/:id', element: <p data-testid="production-page-stub" /> };

/** The gateway of production PID: the document, its saves (409 on an old revision), its lock. */
function serve(start: Production = production(1, 'RIVER FLOODS')) {
  let current = start;
  serveBasics(server, productionUsers.producer);
  server.on(`GET /api/productions/${PID}`, () => ({ body: current }));
  server.on('PUT /api/productions', ({ body }) => {
    const input = body as ProductionIn;
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    if (input.arrival && input.departure && input.arrival < input.departure) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { arrival: { code: 'date_order' }, tasks: { code: 'required' } } } };
    const { revision: _r, lockUuid: _l, id: _i, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as Production;
    return { body: current };
  });
  return serveEditLock(server, PID, productionUsers.producer);
}

const open = () => renderApp(<ProductionEditPage />, { path: '/productions/editProduction/:id', route: `/productions/editProduction/${PID}`, others: [page] });
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === '/api/productions').map((c) => c.body as ProductionIn);
const held = async () => {
  const editor = await screen.findByTestId('production-editor');
  await waitFor(() => expect(editor.dataset.lock).toBe('held'));
  return editor;
};
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const typeTime = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the production form', () => {
  it('shows the crew times in local time, and saves them in UTC with the tasks as edited, its id, revision and lock', async () => {
    serve();
    const { user, router } = await open();
    await held();
    const lockUuid = (server.calls.find((c) => c.method === 'PUT' && c.path === `/api/locks/${PID}`)?.body as { uuid: string }).uuid;
    // 11:30 UTC is 08:30 in São Paulo.
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe('2026-11-28T08:30');
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe('2026-11-28T17:00');
    expect((screen.getByTestId('production-schedule-time-0') as HTMLInputElement).value).toBe('2026-11-28T12:00');

    typeTime('production-departure', '2026-11-28T07:15');
    typeTime('production-arrival', '2026-11-29T01:05');
    await user.clear(input('Location'));
    await user.type(input('Location'), 'Old harbour');
    // The tasks: the second removed, one added and moved to the top.
    await user.click(screen.getByRole('button', { name: 'Remove task 2' }));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.type(input('Task 3'), 'Charge the batteries');
    await user.click(screen.getByRole('button', { name: 'Move task 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move task 2 up' }));
    expect(screen.getByTestId('production-editor').dataset.dirty).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('production-page-stub');
    expect(router.state.location.pathname).toBe(`/productions/production/${PID}`);
    expect(saves()).toHaveLength(1);
    const sent = saves()[0];
    expect([sent.id, sent.revision, sent.lockUuid]).toEqual([PID, 3, lockUuid]);
    expect([sent.departure, sent.arrival]).toEqual(['2026-11-28T10:15:00Z', '2026-11-29T04:05:00Z']);
    expect(sent.location).toBe('Old harbour');
    expect(sent.tasks).toEqual([
      { description: 'Charge the batteries', status: 'NEW' },
      { description: 'Drone permit', status: 'DONE' },
      { description: 'Call the mayor', status: 'NEW' },
    ]);
    expect(sent.schedule).toEqual([
      { time: '2026-11-28T15:00:00Z', description: 'Interview the mayor' },
      { time: '2026-11-28T13:00:00Z', description: 'Meet the fire chief' },
    ]);
    expect([sent.resources, sent.vehicleIds, sent.producerIds, sent.attachmentIds]).toEqual([['Drone', 'Second camera'], [7], [1], []]);
  });

  it("puts a 422's problems beside their fields, and keeps what was typed", async () => {
    serve();
    const { user } = await open();
    await held();
    typeTime('production-arrival', '2026-11-28T06:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-production-arrival')).textContent).toBe('The start date cannot be greater than the end date.');
    expect(screen.getByTestId('error-production-tasks').textContent).toBe('Required field.');
    expect(screen.getByLabelText('Arrival').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe('2026-11-28T06:00');
    expect(screen.queryByTestId('production-page-stub')).toBeNull();
    // Changing the field clears its problem.
    typeTime('production-arrival', '2026-11-28T18:00');
    await waitFor(() => expect(screen.queryByTestId('error-production-arrival')).toBeNull());
  });

  it('is read only while someone else edits it, with their name and Take over', async () => {
    const lock = serve();
    lock.lockedBy({ id: 2, nickname: 'editor' });
    const { user } = await open();
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    // Disabled through the form's fieldset.
    expect(input('Location').matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await held();
    expect(input('Location').matches(':disabled')).toBe(false);
  });

  it('makes a new one for the day and program in the address, and opens its page', async () => {
    serveBasics(server, productionUsers.producer);
    server.on('POST /api/productions', ({ body }) => ({ status: 201, body: { ...production(9, (body as ProductionIn).slug), id: ID + 9 } }));
    const { user, router } = await renderApp(<NewProductionPage />, { path: '/productions/newProduction', route: '/productions/newProduction?date=2026-12-01&programId=2', others: [page] });
    await user.type(await screen.findByRole('textbox', { name: 'Slug' }), 'BRIDGE WORKS');
    typeTime('production-departure', '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByTestId('production-page-stub');
    expect(router.state.location.pathname).toBe(`/productions/production/${ID + 9}`);
    const sent = server.calls.find((c) => c.method === 'POST')?.body as ProductionIn;
    expect(sent).toMatchObject({ slug: 'BRIDGE WORKS', date: '2026-12-01', programIds: [2], departure: '2026-12-01T12:00:00Z', arrival: null, tasks: [], schedule: [] });
    expect(sent).not.toHaveProperty('id');
  });
});

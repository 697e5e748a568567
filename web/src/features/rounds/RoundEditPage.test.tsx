// @vitest-environment jsdom
/**
 * The round form (/rounds/editRound/:id, /rounds/newRound): the save with its revision and this tab's
 * lock (PUT /api/rounds/{id}), calls removed, added back after their segment and noted in the form, a
 * 422's problems beside their fields, a conflict with their version to load, the edit lock held by
 * someone else, and a new round starting with every institution, pending, under their segments.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Round, RoundIn } from '@newsroom/api';
import { serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { COURT, FIRE, HOSPITAL, ID, POLICE, round, roundUsers, serveBasics } from './fixtures';

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
const { RoundEditPage } = await import('./RoundEditPage');
const { NewRoundPage } = await import('./NewRoundPage');
beforeEach(() => void server.calls.splice(0));

const RID = ID + 1;
const page = { path: '/rounds/round/:id', element: <p data-testid="round-page-stub" /> };

/** The gateway of round RID: the document, its saves (409 on an old revision), its lock. */
function serve(start: Round = round(1, 'MORNING ROUND')) {
  let current = start;
  serveBasics(server, roundUsers.producer);
  server.on(`GET /api/rounds/${RID}`, () => ({ body: current }));
  server.on(`PUT /api/rounds/${RID}`, ({ body }) => {
    const input = body as RoundIn;
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    if (input.entries?.some((e) => e.outcome === 'NEWS' && !e.text)) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { entries: { code: 'required' }, slug: { code: 'required' } } } };
    const { revision: _r, lockUuid: _l, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as Round;
    return { body: current };
  });
  return { lock: serveEditLock(server, RID, roundUsers.producer), change: (next: Partial<Round>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () => renderApp(<RoundEditPage />, { path: '/rounds/editRound/:id', route: `/rounds/editRound/${RID}`, others: [page] });
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/rounds/${RID}`).map((c) => c.body as RoundIn);
const held = async () => {
  const editor = await screen.findByTestId('round-editor');
  await waitFor(() => expect(editor.dataset.lock).toBe('held'));
  return editor;
};
const rowsOf = (segment: number) => within(screen.getByTestId(`round-form-segment-${segment}`)).getAllByTestId(/^round-form-entry-\d+$/).map((r) => Number(r.dataset.testid?.split('-').pop()));

describe('the round form', () => {
  it('saves the fields and calls as edited, with the revision and this tab’s lock, then opens the round', async () => {
    serve();
    const { user, router } = await open();
    await held();
    const lockUuid = (server.calls.find((c) => c.method === 'PUT' && c.path === `/api/locks/${RID}`)?.body as { uuid: string }).uuid;
    await waitFor(() => expect(rowsOf(1)).toEqual([POLICE, FIRE]));
    expect((screen.getByLabelText('Time of the call to Central Police Station') as HTMLInputElement).value).toBe('09:05');

    await user.clear(screen.getByRole('textbox', { name: 'Shift' }));
    await user.type(screen.getByRole('textbox', { name: 'Shift' }), 'Early morning ');
    // The fire brigade off, the court on (Justice, after the others), the hospital noted.
    await user.click(screen.getByRole('button', { name: 'Remove Fire Brigade from the round' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Institution to add' }), String(COURT));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome of the call to General Hospital' }), 'NOTHING_NEW');
    await user.type(screen.getByLabelText('Time of the call to General Hospital'), '09:40');
    expect(screen.getByTestId('round-editor').dataset.dirty).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('round-page-stub');
    expect(router.state.location.pathname).toBe(`/rounds/round/${RID}`);
    const [sent] = saves();
    expect([sent.revision, sent.lockUuid, sent.shift, sent.slug, sent.attachmentIds]).toEqual([3, lockUuid, 'Early morning', 'MORNING ROUND', []]);
    expect(sent.entries).toEqual([
      round(1, '').entries[0],
      { institutionId: HOSPITAL, outcome: 'NOTHING_NEW', calledAt: '2026-11-28T12:40:00Z', answeredBy: '', text: '', assignmentId: null },
      { institutionId: COURT, outcome: 'PENDING', calledAt: null, answeredBy: '', text: '', assignmentId: null },
    ]);
  });

  it('puts a call earlier or later within its segment, and saves the calls in that order', async () => {
    serve();
    const { user } = await open();
    await held();
    await waitFor(() => expect(rowsOf(1)).toEqual([POLICE, FIRE]));
    expect(screen.getByRole('button', { name: 'Call Central Police Station earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Call General Hospital later' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Call Fire Brigade earlier' }));
    expect(rowsOf(1)).toEqual([FIRE, POLICE]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('round-page-stub');
    expect((saves()[0].entries ?? []).map((e) => e.institutionId)).toEqual([FIRE, POLICE, HOSPITAL]);
  });

  it("puts a 422's problems beside their fields, and keeps what was typed", async () => {
    serve();
    const { user } = await open();
    await held();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome of the call to Fire Brigade' }), 'NEWS');
    expect(screen.getByTestId(`round-form-entry-${FIRE}-text-missing`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-round-entries')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-round-slug').textContent).toBe('Required field.');
    expect((screen.getByRole('combobox', { name: 'Outcome of the call to Fire Brigade' }) as HTMLSelectElement).value).toBe('NEWS');
    expect(screen.queryByTestId('round-page-stub')).toBeNull();
  });

  it('says someone else saved it meanwhile, and loads their version', async () => {
    const backend = serve();
    const { user } = await open();
    await held();
    backend.change({ shift: 'Night' });
    await user.type(screen.getByRole('textbox', { name: 'Shift' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('round-conflict');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Shift' }) as HTMLInputElement).value).toBe('Night'));
    expect(screen.queryByTestId('round-conflict')).toBeNull();
  });

  it('is read only while someone else edits it, with their name and Take over', async () => {
    const { lock } = serve();
    lock.lockedBy({ id: 2, nickname: 'editor' });
    const { user } = await open();
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Shift' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await held();
    expect(screen.getByRole('textbox', { name: 'Shift' }).matches(':disabled')).toBe(false);
  });

  it('starts a new round with every institution, pending, under their segments; the desk removes one and creates it', async () => {
    serveBasics(server, roundUsers.producer);
    server.on('POST /api/rounds', ({ body }) => ({ status: 201, body: { ...round(9, (body as RoundIn).slug), id: ID + 9 } }));
    const { user, router } = await renderApp(<NewRoundPage />, { path: '/rounds/newRound', route: '/rounds/newRound?date=2026-12-01&programId=2', others: [page] });
    await user.type(await screen.findByRole('textbox', { name: 'Slug' }), 'MORNING ROUND');
    await user.type(screen.getByRole('textbox', { name: 'Shift' }), 'Morning');
    // Health, Justice, Security; the police and fire brigade in Security.
    expect(screen.getAllByTestId(/^round-form-segment-/).map((s) => s.dataset.testid)).toEqual(['round-form-segment-2', 'round-form-segment-3', 'round-form-segment-1']);
    expect(rowsOf(1)).toEqual([POLICE, FIRE]);
    expect(screen.getAllByRole('combobox', { name: /^Outcome of the call to / }).map((s) => (s as HTMLSelectElement).value)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
    expect(screen.queryByRole('combobox', { name: 'Institution to add' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Court of Justice from the round' }));
    expect(screen.queryByTestId('round-form-segment-3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByTestId('round-page-stub');
    expect(router.state.location.pathname).toBe(`/rounds/round/${ID + 9}`);
    const sent = server.calls.find((c) => c.method === 'POST')?.body as RoundIn;
    expect(sent).toMatchObject({ slug: 'MORNING ROUND', date: '2026-12-01', shift: 'Morning', programIds: [2], private: false, allowedUserIds: [], notes: '', attachmentIds: [] });
    expect(sent.entries?.map((e) => [e.institutionId, e.outcome])).toEqual([
      [HOSPITAL, 'PENDING'],
      [POLICE, 'PENDING'],
      [FIRE, 'PENDING'],
    ]);
    expect(sent).not.toHaveProperty('revision');
  });
});

// @vitest-environment jsdom
/**
 * /rounds/round/:id: the calls under their segments (institution, phone as a `tel:` link, contact; the
 * call's time on the user's clock), read only without ROUND write; a writer notes a call on its row (news
 * needs a text; Save sends that call alone in one PUT on its entry, shown at once; 409
 * `locked` put back and said under the row, what was typed kept); a writer of assignments makes
 * assignments of ticked news (then each links to its assignment; a 422 on `entryIds` said in the standard
 * words); calls noted elsewhere shown live; state, trash and history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Round, RoundCall } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ASSIGNMENT_ID, FIRE, HOSPITAL, ID, POLICE, round, roundUsers, serveBasics } from './fixtures';

// The user's clock: São Paulo, UTC-3 all year; calls are kept in UTC.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { RoundPage } = await import('./RoundPage');
beforeEach(() => void server.calls.splice(0));

const RID = ID + 1;

function serve(me: (typeof roundUsers)[keyof typeof roundUsers], start: Round = round(1, 'MORNING ROUND')) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/rounds/${RID}`, () => ({ body: current }));
  server.on(`PUT /api/rounds/${RID}/entries/*`, ({ url, body }) => {
    const institutionId = Number(url.pathname.split('/').pop());
    const entries = current.entries.map((e) => (e.institutionId === institutionId ? { ...(body as RoundCall), institutionId, assignmentId: e.assignmentId ?? null } : e));
    current = { ...current, entries, revision: current.revision + 1 };
    return { body: current };
  });
  server.on(`POST /api/assignments/round/${RID}`, ({ body }) => {
    const { entryIds } = body as { entryIds: number[] };
    current = { ...current, entries: current.entries.map((e) => (entryIds.includes(e.institutionId) ? { ...e, assignmentId: ASSIGNMENT_ID } : e)), revision: current.revision + 1 };
    return { status: 201, body: { assignments: entryIds.map((id) => ({ id: ASSIGNMENT_ID, slug: `#${id}` })), round: current } };
  });
  server.on('PATCH /api/rounds/states', ({ body }) => {
    current = { ...current, state: (body as { state: Round['state'] }).state, revision: current.revision + 1 };
    return { body: [current] };
  });
  server.on(`GET /api/rounds/${RID}/revisions`, () => ({
    body: [3, 2, 1].map((number) => ({ number, at: `2026-11-28T1${number}:00:00Z`, userId: 1, nickname: 'producer', slug: 'MORNING ROUND' })),
  }));
  server.on(`GET /api/rounds/${RID}/revisions/1`, {
    body: {
      summary: { number: 1, at: '2026-11-28T11:00:00Z', userId: 1, nickname: 'producer', slug: 'MORNING ROUND' },
      state: 'PRODUCING',
      deleted: false,
      diff: [
        { op: 'equal', text: 'Slug: MORNING ROUND' },
        { op: 'insert', text: 'Two arrests after the market robbery.' },
      ],
    },
  });
  return { change: (next: Partial<Round>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () =>
  renderApp(<RoundPage />, {
    path: '/rounds/round/:id',
    route: `/rounds/round/${RID}`,
    others: [{ path: '/rounds', element: <p data-testid="rounds-list" /> }],
  });
/** The calls noted, as `[path, body]`. */
const notes = () => server.calls.filter((c) => c.method === 'PUT' && c.path.startsWith(`/api/rounds/${RID}/entries/`)).map((c) => [c.path, c.body as RoundCall] as const);
const row = (institution: number) => screen.getByTestId(`round-entry-${institution}`);
/** A time as the app shows one of the round's day (the user's clock, the UI language). */
const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));

describe('RoundPage', () => {
  it('shows the calls under their segments, read only, with phones to call and times on the user clock', async () => {
    serve(roundUsers.editor);
    await open();
    await screen.findByTestId('round-calls-table');
    expect(screen.getByTestId('round-title').textContent).toBe('MORNING ROUND');
    // Security (the police and fire brigade), then Health, once the institutions are in.
    await waitFor(() => expect(screen.getByTestId('round-segment-1').textContent).toContain('Security'));
    expect(within(screen.getByTestId('round-segment-1')).getAllByTestId(/^round-entry-\d+$/).map((r) => r.dataset.testid)).toEqual([`round-entry-${POLICE}`, `round-entry-${FIRE}`]);
    expect(screen.getByTestId('round-segment-2').textContent).toContain('Health');
    expect(screen.getByTestId(`round-entry-${POLICE}-phone`).getAttribute('href')).toBe('tel:+15550100');
    expect(row(POLICE).textContent).toContain('Duty officer');
    // 12:05 UTC is 9:05 AM in São Paulo.
    expect(screen.getByTestId(`round-entry-${POLICE}-time`).textContent).toBe(clock('2026-11-28T12:05:00Z'));
    expect(screen.getByTestId(`round-entry-${POLICE}-outcome`).textContent).toBe('News');
    expect(screen.getByTestId(`round-entry-${FIRE}-outcome`).textContent).toBe('Nothing new');
    expect(screen.getByTestId(`round-entry-${HOSPITAL}-outcome`).textContent).toBe('Pending');
    expect(screen.getByTestId(`round-entry-${POLICE}-text`).textContent).toBe('Two arrests after the market robbery.');
    expect(screen.getByTestId('round-progress-count').textContent).toBe('2/3');
    expect(screen.getByTestId('round-view-calls').textContent).toBe('2 of 3 called, 1 with news');
    expect(screen.getByTestId('round-view-notes').textContent).toBe('Call the court after noon.');
    expect(within(screen.getByTestId('round-calls')).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByTestId('round-assign')).toBeNull();
    expect(screen.queryByTestId('round-edit')).toBeNull();
  });

  it('notes a call for a writer: news needs a text, then that call alone goes in one PUT on its entry', async () => {
    serve(roundUsers.producer);
    const { user } = await open();
    const outcome = await screen.findByRole('combobox', { name: 'Outcome of the call to General Hospital' });
    await user.selectOptions(outcome, 'NEWS');
    expect(row(HOSPITAL).dataset.dirty).toBe('true');
    expect(screen.getByTestId(`round-entry-${HOSPITAL}-text-missing`).textContent).toBe('News needs what they said.');
    expect(screen.getByRole('button', { name: 'Save the call to General Hospital' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'What General Hospital said' }), 'The burn unit reopens today.');
    await user.type(screen.getByRole('textbox', { name: 'Who answered at General Hospital' }), 'Front desk');
    await user.type(screen.getByLabelText('Time of the call to General Hospital'), '09:20');
    await user.click(screen.getByRole('button', { name: 'Save the call to General Hospital' }));
    await waitFor(() => expect(row(HOSPITAL).dataset.outcome).toBe('NEWS'));
    expect(notes()).toEqual([[`/api/rounds/${RID}/entries/${HOSPITAL}`, { outcome: 'NEWS', calledAt: '2026-11-28T12:20:00Z', answeredBy: 'Front desk', text: 'The burn unit reopens today.' }]]);
    await waitFor(() => expect(row(HOSPITAL).dataset.dirty).toBe('false'));
    expect(screen.getByTestId('round-progress-count').textContent).toBe('3/3');
  });

  it('fills the time with Now, and Undo drops what was typed', async () => {
    serve(roundUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Called General Hospital now' }));
    expect((screen.getByLabelText('Time of the call to General Hospital') as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome of the call to General Hospital' }), 'NOTHING_NEW');
    await user.click(screen.getByRole('button', { name: 'Save the call to General Hospital' }));
    await waitFor(() => expect(notes()).toHaveLength(1));
    const [path, sent] = notes()[0];
    expect(path).toBe(`/api/rounds/${RID}/entries/${HOSPITAL}`);
    expect(sent.outcome).toBe('NOTHING_NEW');
    expect(Math.abs(Date.parse(sent.calledAt ?? '') - Date.now())).toBeLessThan(60_000);
    // Typed, then undone: nothing to save.
    await user.type(await screen.findByRole('textbox', { name: 'Who answered at Fire Brigade' }), ' (Lt. Dias)');
    expect(row(FIRE).dataset.dirty).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Undo the changes to the call to Fire Brigade' }));
    expect(row(FIRE).dataset.dirty).toBe('false');
    expect((screen.getByRole('textbox', { name: 'Who answered at Fire Brigade' }) as HTMLInputElement).value).toBe('Press office');
  });

  it('puts a call back and says why under its row when someone else is editing the round (409 locked), keeping what was typed', async () => {
    serve(roundUsers.producer);
    server.on(`PUT /api/rounds/${RID}/entries/*`, { status: 409, body: { code: 'locked', message: 'Someone else is editing it.' } });
    const { user } = await open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome of the call to General Hospital' }), 'NOTHING_NEW');
    await user.click(screen.getByRole('button', { name: 'Save the call to General Hospital' }));
    const error = await screen.findByTestId(`round-entry-${HOSPITAL}-error`);
    expect(error.dataset.code).toBe('locked');
    expect(error.textContent).toContain('Someone else is editing this right now.');
    expect(row(HOSPITAL).dataset.outcome).toBe('PENDING');
    expect(row(HOSPITAL).dataset.dirty).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Outcome of the call to General Hospital' }) as HTMLSelectElement).value).toBe('NOTHING_NEW');
  });

  it('makes assignments of the news ticked for a writer of assignments, then links each to its assignment', async () => {
    serve(roundUsers.assigner);
    const { user } = await open();
    const assign = await screen.findByTestId('round-assign');
    expect(assign.textContent).toContain('1 news without an assignment');
    // Only news without an assignment can be ticked; a reader of rounds notes no call.
    expect(screen.queryByTestId(`round-entry-${FIRE}-choose`)).toBeNull();
    expect(within(screen.getByTestId('round-calls')).queryAllByRole('textbox')).toEqual([]);
    const make = screen.getByRole('button', { name: 'Make assignments' });
    expect(make).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('checkbox', { name: 'Make an assignment of the news from Central Police Station' }));
    await user.click(make);
    expect((await screen.findByTestId('round-assign-notice')).textContent).toBe('1 assignment made.');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ entryIds: [POLICE] });
    await waitFor(() => expect(screen.getByTestId(`round-entry-${POLICE}-assignment`).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`));
    expect(screen.queryByTestId(`round-entry-${POLICE}-choose`)).toBeNull();
    expect(screen.getByTestId('round-assign').textContent).toContain('No news waiting for an assignment.');
  });

  it("says a refusal to make assignments in the standard words (422 on entryIds, 409 conflict)", async () => {
    serve(roundUsers.producer);
    server.on(`POST /api/assignments/round/${RID}`, { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { entryIds: { code: 'duplicate', params: { value: String(POLICE) } } } } });
    const { user } = await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Make an assignment of the news from Central Police Station' }));
    await user.click(screen.getByRole('button', { name: 'Make assignments' }));
    const error = await screen.findByTestId('round-assign-error');
    expect(error.dataset.code).toBe('validation');
    expect(error.querySelector('[data-field=entryIds]')?.getAttribute('data-field-code')).toBe('duplicate');
    server.on(`POST /api/assignments/round/${RID}`, { status: 409, body: { code: 'conflict', message: 'Changed.' } });
    await user.click(screen.getByRole('button', { name: 'Make assignments' }));
    await waitFor(() => expect(screen.getByTestId('round-assign-error').dataset.code).toBe('conflict'));
  });

  it("shows another user's call as it is noted", async () => {
    const backend = serve(roundUsers.editor);
    await open();
    await screen.findByTestId('round-calls-table');
    await waitFor(() => expect(subscribed()).toContain('/topic/rounds'));
    const [police, fire] = round(1, '').entries;
    backend.change({ entries: [police, fire, { institutionId: HOSPITAL, outcome: 'NOTHING_NEW', calledAt: '2026-11-28T13:00:00Z', answeredBy: '', text: '', assignmentId: null }] });
    deliver('/topic/rounds', { event: 'updated', entity: 'round', id: RID, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId('round-progress-count').textContent).toBe('3/3'));
    expect(screen.getByTestId(`round-entry-${HOSPITAL}-time`).textContent).toBe(clock('2026-11-28T13:00:00Z'));
  });

  it('sets its state, moves it to the trash (asked first) and offers Edit to a writer', async () => {
    serve(roundUsers.producer);
    server.on('DELETE /api/rounds', { status: 204 });
    const { user, router } = await open();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(`/rounds/editRound/${RID}`);
    await user.selectOptions(screen.getByTestId('round-state-select'), 'COVERING');
    await user.click(screen.getByTestId('round-state-apply'));
    expect((await screen.findByTestId('round-notice')).textContent).toBe('State set to Covering.');
    await waitFor(() => expect(screen.getByTestId('round-view-state').textContent).toBe('Covering'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(confirm).toHaveBeenCalledWith('Move the round “MORNING ROUND” to the trash?');
    await screen.findByTestId('rounds-list');
    expect(router.state.location.search).toBe('?date=2026-11-28');
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${RID}`);
    confirm.mockRestore();
  });

  it('shows its history, newest first, and what changed since a revision', async () => {
    serve(roundUsers.editor);
    const { user } = await open();
    const history = await screen.findByTestId('round-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^revision-\d+$/)).toHaveLength(3));
    await user.click(within(history).getByTestId('revision-1'));
    const lines = await within(history).findAllByTestId('diff-line');
    expect(lines.map((l) => l.dataset.op)).toEqual(['equal', 'insert']);
  });
});

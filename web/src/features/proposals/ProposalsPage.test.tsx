// @vitest-environment jsdom
/**
 * /proposals: the day's proposals as the API takes the day (all programs without one), pending first, each
 * with its status, the desk's answer to a declined one and the link to the assignment made of an accepted
 * one; accept (the call, then the assignment offered) and decline with an answer for the desk, both disabled
 * while in flight, a 409 `proposal_answered` said in its words, a `conflict` as a change meanwhile; Edit and
 * Trash for the owner only, nothing for a reader; New for the day shown (tomorrow when it is today); the live
 * reload; the trash, Restore on one's own only (anyone's for a proposal admin).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { accepted, ASSIGNMENT_ID, declined, ID, proposal, proposalUsers, serveBasics, type ProposalUserFixture } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ProposalsPage } = await import('./ProposalsPage');
beforeEach(() => {
  server.calls.splice(0);
  // Now is the morning of 2026-11-28 (only Date is faked: the user's events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The gateway: the day's list (the server's order: by id), the desk's answers, the trash (the reporter's OLD FAIR, the producer's OLD PARADE). */
function serve(me: ProposalUserFixture) {
  let all: Proposal[] = [
    proposal(1, 'BRIDGE REPAIRS', { ...accepted(), owner: { id: 1, nickname: 'producer' } as Proposal['owner'] }),
    proposal(2, 'MARKET MOVES'),
    proposal(3, 'NEW BUS LINE', { ...declined('We covered it last week.\nTry the night buses instead.'), content: 'A new line to the airport.' }),
    proposal(4, 'SCHOOL GARDENS', { owner: { id: 1, nickname: 'producer' } as Proposal['owner'], content: 'Pupils grow vegetables.' }),
  ];
  let trash: Proposal[] = [proposal(5, 'OLD FAIR', { deletedAt: '2026-11-27T10:00:00Z' }), proposal(6, 'OLD PARADE', { owner: { id: 1, nickname: 'producer' } as Proposal['owner'], deletedAt: '2026-11-27T11:00:00Z' })];
  const answer = (id: number, next: Partial<Proposal>) => {
    all = all.map((p) => (p.id === id ? { ...p, ...next, revision: p.revision + 1 } : p));
    return all.find((p) => p.id === id)!;
  };
  serveBasics(server, me);
  server.on('GET /api/proposals', ({ url }) => ({ body: all.filter((p) => p.date === url.searchParams.get('date')) }));
  server.on('POST /api/assignments/proposal/*', ({ url }) => {
    const id = Number(url.pathname.split('/').pop());
    if (all.find((p) => p.id === id)?.status !== 'PENDING') return { status: 409, body: { code: 'proposal_answered', message: 'This proposal has already been answered.' } };
    const saved = answer(id, accepted(ASSIGNMENT_ID + 1));
    return { status: 201, body: { assignment: { id: ASSIGNMENT_ID + 1, slug: saved.slug }, proposal: saved } };
  });
  server.on('POST /api/proposals/*/decline', ({ url, body }) => {
    const id = Number(url.pathname.split('/').at(-2));
    return { body: answer(id, declined((body as { answer: string }).answer)) };
  });
  server.on('DELETE /api/proposals', ({ url }) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    trash = [...trash, ...all.filter((p) => ids.includes(p.id)).map((p) => ({ ...p, deletedAt: '2026-11-28T10:00:00Z' }))];
    all = all.filter((p) => !ids.includes(p.id));
    return { status: 204 };
  });
  server.on('GET /api/proposals/excluded', () => ({ body: { data: trash, total: trash.length } }));
  // The backend's rule: every one the caller's own, or the caller a proposal admin (403 otherwise).
  server.on('PUT /api/proposals/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const chosen = trash.filter((p) => ids.includes(p.id));
    if (!me.roles.includes('ROLE_ASSIGNMENT_PROPOSAL_ADMIN') && chosen.some((p) => p.owner.id !== me.id)) return { status: 403, body: { code: 'forbidden', message: 'You do not have the required permission.' } };
    const back = chosen.map((p) => ({ ...p, deletedAt: null }));
    trash = trash.filter((p) => !ids.includes(p.id));
    all = [...all, ...back];
    return { body: back };
  });
  return { answer, add: (p: Proposal) => (all = [...all, p]) };
}

const open = (search = '?date=2026-11-28') => renderApp(<ProposalsPage />, { path: '/proposals', route: `/proposals${search}` });
/** The queries of the day's list asked so far, as objects. */
const asked = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/proposals').map((c) => Object.fromEntries(new URLSearchParams(c.search)));
const rowIds = () => screen.getAllByTestId(/^proposal-row-/).map((r) => Number(r.dataset.testid!.split('-').pop()) - ID);
const row = (n: number) => screen.getByTestId(`proposal-row-${ID + n}`);

describe('ProposalsPage', () => {
  it("lists the day's proposals of every program, pending first, with their status, answer and assignment", async () => {
    serve(proposalUsers.viewer);
    await open();
    await screen.findByTestId(`proposal-row-${ID + 1}`);
    expect(asked()).toEqual([{ date: '2026-11-28', allPrograms: 'true' }]);
    expect(rowIds()).toEqual([2, 4, 1, 3]);
    expect(screen.getByTestId(`proposal-status-${ID + 2}`).textContent).toBe('Pending');
    expect(screen.getByTestId(`proposal-status-${ID + 1}`).textContent).toBe('Accepted');
    expect(screen.getByTestId(`proposal-status-${ID + 3}`).textContent).toBe('Declined');
    expect(screen.getByTestId(`proposal-owner-${ID + 2}`).textContent).toBe('reporter');
    await waitFor(() => expect(screen.getByTestId(`proposal-programs-${ID + 2}`).textContent).toBe('Evening News'));
    expect(screen.getByTestId(`proposal-date-${ID + 2}`).textContent).toBe('Sat, Nov 28');
    // The slug opens the proposal's page.
    expect(screen.getByTestId(`proposal-link-${ID + 2}`).getAttribute('href')).toBe(`/proposals/proposal/${ID + 2}`);
    expect(screen.getByTestId(`proposal-slug-${ID + 2}`).textContent).toBe('MARKET MOVES');
    // The first three lines of the pitch; all of it on "Show all".
    expect(screen.getByTestId(`proposal-pitch-${ID + 2}`).textContent).toBe('The market stalls move to the river bank on Monday.\nTraders fear losing customers.\nThe council answers on Friday.');
    // The accepted one links to its assignment and says who accepted it.
    expect(screen.getByTestId(`proposal-assignment-${ID + 1}`).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    expect(screen.getByTestId(`proposal-answered-by-${ID + 1}`).textContent).toMatch(/^producer · /);
    // The declined one shows the desk's answer, who gave it and when.
    expect(screen.getByTestId(`proposal-answer-text-${ID + 3}`).textContent).toBe('We covered it last week.\nTry the night buses instead.');
    expect(within(screen.getByTestId(`proposal-answer-${ID + 3}`)).getByTestId(`proposal-answered-by-${ID + 3}`).textContent).toMatch(/^producer · /);
    expect(screen.queryByTestId(`proposal-assignment-${ID + 3}`)).toBeNull();
    // A reader sends none and answers none.
    expect(screen.queryByTestId('proposal-new')).toBeNull();
    expect(within(screen.getByTestId('proposals-table')).queryAllByRole('button', { name: /Accept|Decline|Move to trash/ })).toEqual([]);
    expect(within(screen.getByTestId('proposals-table')).queryAllByRole('link', { name: 'Edit' })).toEqual([]);
  });

  it('shows the whole pitch on "Show all"', async () => {
    serve(proposalUsers.viewer);
    const { user } = await open();
    await user.click(await screen.findByTestId(`proposal-more-${ID + 2}`));
    expect(screen.getByTestId(`proposal-pitch-${ID + 2}`).textContent).toContain('Pictures: the empty square at dawn.');
    expect(screen.getByTestId(`proposal-more-${ID + 2}`).getAttribute('aria-expanded')).toBe('true');
    // A short pitch without files has nothing more to show.
    expect(screen.queryByTestId(`proposal-more-${ID + 4}`)).toBeNull();
  });

  it('lets the desk accept a pending one: the call, disabled while in flight, then the assignment offered', async () => {
    const backend = serve(proposalUsers.producer);
    const { user } = await open();
    const accept = await screen.findByTestId(`proposal-accept-${ID + 2}`);
    // No answer for the answered ones.
    expect(within(row(1)).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(row(3)).queryByRole('button', { name: 'Decline…' })).toBeNull();
    const held = server.hold(`POST /api/assignments/proposal/${ID + 2}`);
    await user.click(accept);
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>(`proposal-accept-${ID + 2}`).disabled).toBe(true));
    expect(screen.getByTestId<HTMLButtonElement>(`proposal-decline-${ID + 2}`).disabled).toBe(true);
    expect(screen.getByTestId(`proposal-accept-${ID + 2}`).textContent).toBe('Accepting…');
    const saved = backend.answer(ID + 2, accepted(ASSIGNMENT_ID + 1));
    held.release({ status: 201, body: { assignment: { id: ASSIGNMENT_ID + 1, slug: 'MARKET MOVES' }, proposal: saved } });
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('“MARKET MOVES” accepted: an assignment was made of it.');
    expect(screen.getByTestId('proposals-notice-assignment').getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID + 1}`);
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === `/api/assignments/proposal/${ID + 2}`)).toHaveLength(1);
    // The list reloads: the row is answered, with its link, and offers no answer any more.
    await waitFor(() => expect(screen.getByTestId(`proposal-status-${ID + 2}`).textContent).toBe('Accepted'));
    expect(screen.getByTestId(`proposal-assignment-${ID + 2}`).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID + 1}`);
    expect(screen.queryByTestId(`proposal-accept-${ID + 2}`)).toBeNull();
    expect(rowIds()).toEqual([4, 1, 2, 3]);
  });

  it('lets the desk decline one with an answer, the button disabled while in flight', async () => {
    const backend = serve(proposalUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByTestId(`proposal-decline-${ID + 2}`));
    const dialog = screen.getByRole('dialog', { name: 'Decline “MARKET MOVES”' });
    expect(within(dialog).getByText('Your answer goes to reporter, shown beside the proposal.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Answer (optional)'), 'Not this week: the council meets on Friday.');
    expect(within(dialog).getByTestId('proposal-decline-count').textContent).toBe('43 / 2000');
    const held = server.hold(`POST /api/proposals/${ID + 2}/decline`);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(dialog).getByTestId<HTMLButtonElement>('proposal-decline-submit').disabled).toBe(true));
    expect(within(dialog).getByTestId('proposal-decline-submit').textContent).toBe('Declining…');
    held.release({ body: backend.answer(ID + 2, declined('Not this week: the council meets on Friday.')) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((c) => c.method === 'POST' && c.path === `/api/proposals/${ID + 2}/decline`)?.body).toEqual({ answer: 'Not this week: the council meets on Friday.' });
    expect(screen.getByTestId('proposals-notice').textContent).toContain('“MARKET MOVES” declined.');
    await waitFor(() => expect(screen.getByTestId(`proposal-answer-text-${ID + 2}`).textContent).toBe('Not this week: the council meets on Friday.'));
  });

  it('says when someone answered it meanwhile (409 proposal_answered), even once the row offers no answer', async () => {
    const backend = serve(proposalUsers.producer);
    const { user } = await open();
    const accept = await screen.findByTestId(`proposal-accept-${ID + 4}`);
    // Another desk declined it a moment ago; this list has not reloaded yet.
    backend.answer(ID + 4, declined(''));
    await user.click(accept);
    const error = await screen.findByTestId(`proposal-error-${ID + 4}`);
    expect(error.dataset.code).toBe('proposal_answered');
    expect(error.textContent).toContain('This proposal has already been answered.');
    // The owner (the producer here) may still trash it, so the cell stays; the message stays with it.
    deliver('/topic/proposals', { event: 'updated', entity: 'proposal', id: ID + 4, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`proposal-status-${ID + 4}`).textContent).toBe('Declined'));
    expect(screen.getByTestId(`proposal-error-${ID + 4}`).textContent).toContain('This proposal has already been answered.');
    expect(screen.getByTestId(`proposal-answer-${ID + 4}`).textContent).toContain('Declined without an answer.');
  });

  it('says in the decline dialog that it changed meanwhile (409 conflict), the answer typed kept', async () => {
    serve(proposalUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByTestId(`proposal-decline-${ID + 2}`));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Answer (optional)'), 'Too late for this week.');
    server.on(`POST /api/proposals/${ID + 2}/decline`, { status: 409, body: { code: 'conflict', message: 'Conflict.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const error = await within(dialog).findByTestId('proposal-decline-error');
    expect([error.dataset.code, error.textContent]).toEqual(['conflict', 'It changed meanwhile: look at it again before answering.']);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Answer (optional)').value).toBe('Too late for this week.');
    expect(within(dialog).getByTestId<HTMLButtonElement>('proposal-decline-submit').disabled).toBe(false);
  });

  it('lets the owner edit and trash their own pending one, and nobody else', async () => {
    serve(proposalUsers.reporter);
    const { user } = await open();
    await screen.findByTestId(`proposal-row-${ID + 2}`);
    // Theirs and pending: Edit and Trash, no answer (no assignment write).
    expect(screen.getByTestId(`proposal-edit-${ID + 2}`).getAttribute('href')).toBe(`/proposals/editProposal/${ID + 2}`);
    expect(screen.queryByTestId(`proposal-accept-${ID + 2}`)).toBeNull();
    // Theirs but answered: Trash only.
    expect(screen.queryByTestId(`proposal-edit-${ID + 3}`)).toBeNull();
    expect(screen.getByTestId(`proposal-trash-${ID + 3}`)).toBeTruthy();
    // Someone else's: nothing but the link to its page.
    expect(within(row(4)).queryAllByRole('button')).toEqual([]);
    expect(within(row(4)).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([`/proposals/proposal/${ID + 4}`]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByTestId(`proposal-trash-${ID + 2}`));
    expect(confirm).toHaveBeenCalledWith('Move the proposal “MARKET MOVES” to the trash?');
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('“MARKET MOVES” moved to the trash.');
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${ID + 2}`);
    await waitFor(() => expect(screen.queryByTestId(`proposal-row-${ID + 2}`)).toBeNull());
  });

  it("lets a proposal admin edit and trash anyone's pending one", async () => {
    serve(proposalUsers.moderator);
    await open();
    await screen.findByTestId(`proposal-row-${ID + 2}`);
    expect(screen.getByTestId(`proposal-edit-${ID + 2}`)).toBeTruthy();
    expect(screen.getByTestId(`proposal-edit-${ID + 4}`)).toBeTruthy();
    expect(screen.getByTestId(`proposal-trash-${ID + 1}`)).toBeTruthy();
    expect(screen.queryByTestId(`proposal-edit-${ID + 1}`)).toBeNull();
    expect(screen.queryByTestId(`proposal-accept-${ID + 2}`)).toBeNull();
  });

  it('keeps the day and program in the address and offers a writer a new one: for the day shown when later, else tomorrow', async () => {
    serve(proposalUsers.reporter);
    const { user, router } = await open('?date=2026-11-28&programId=0');
    await screen.findByTestId(`proposal-row-${ID + 1}`);
    // Today: the new one is for tomorrow.
    expect(screen.getByRole('link', { name: 'New proposal' }).getAttribute('href')).toBe('/proposals/newProposal?date=2026-11-29');
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('proposals-program').options.length).toBe(3));
    await user.selectOptions(screen.getByTestId('proposals-program'), '2');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ date: '2026-11-30', programId: '2' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-11-30', programId: '2' });
    expect((await screen.findByTestId('proposals-empty')).textContent).toBe('No proposal for this day.');
    expect(screen.getByRole('link', { name: 'New proposal' }).getAttribute('href')).toBe('/proposals/newProposal?date=2026-11-30&programId=2');
  });

  it('shows a proposal sent elsewhere as it happens', async () => {
    const backend = serve(proposalUsers.producer);
    await open();
    await screen.findByTestId(`proposal-row-${ID + 2}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/proposals'));
    backend.add(proposal(6, 'HARBOUR CRANES', { content: 'Two new cranes arrive by sea.' }));
    deliver('/topic/proposals', { event: 'created', entity: 'proposal', id: ID + 6, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`proposal-slug-${ID + 6}`).textContent).toBe('HARBOUR CRANES'));
    expect(rowIds()).toEqual([2, 4, 6, 1, 3]);
    expect(screen.getByTestId(`proposal-accept-${ID + 6}`)).toBeTruthy();
  });

  it("lists the trash and offers its owner Restore on their own one only, not on someone else's", async () => {
    serve(proposalUsers.reporter);
    const { user } = await open();
    await screen.findByTestId(`proposal-row-${ID + 1}`);
    await user.click(screen.getByTestId('proposals-view-trash'));
    const trashed = await screen.findByTestId(`trashed-proposal-${ID + 5}`);
    expect(trashed.textContent).toContain('OLD FAIR');
    expect(trashed.textContent).toContain('Pending');
    // The producer's: listed, not restorable by the reporter (the server would answer 403).
    expect(screen.getByTestId(`trashed-proposal-${ID + 6}`).textContent).toContain('OLD PARADE');
    expect(screen.queryByTestId(`proposal-restore-${ID + 6}`)).toBeNull();
    await user.click(within(trashed).getByTestId(`proposal-restore-${ID + 5}`));
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('1 proposal restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/proposals/restore')?.body).toEqual({ ids: [ID + 5] });
    await waitFor(() => expect(screen.queryByTestId(`trashed-proposal-${ID + 5}`)).toBeNull());
    // Only someone else's left: no Restore column at all.
    expect(within(screen.getByTestId('proposals-trash-table')).getAllByRole('columnheader')).toHaveLength(6);
    await user.click(screen.getByTestId('proposals-view-list'));
    await screen.findByTestId(`proposal-row-${ID + 5}`);
  });

  it("offers a proposal admin Restore on anyone's", async () => {
    serve(proposalUsers.moderator);
    const { user } = await open();
    await user.click(await screen.findByTestId('proposals-view-trash'));
    await user.click(await screen.findByTestId(`proposal-restore-${ID + 6}`));
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('1 proposal restored.');
    expect(screen.getByTestId(`proposal-restore-${ID + 5}`)).toBeTruthy();
  });

  it('offers a reader no restore', async () => {
    serve(proposalUsers.viewer);
    const { user } = await open();
    await user.click(await screen.findByTestId('proposals-view-trash'));
    await screen.findByTestId(`trashed-proposal-${ID + 5}`);
    expect(screen.queryByTestId(`proposal-restore-${ID + 5}`)).toBeNull();
    expect(within(screen.getByTestId('proposals-trash-table')).getAllByRole('columnheader')).toHaveLength(6);
  });

  it('says why the server refused a restore (403), the row kept', async () => {
    serve(proposalUsers.reporter);
    const { user } = await open();
    await user.click(await screen.findByTestId('proposals-view-trash'));
    server.on('PUT /api/proposals/restore', { status: 403, body: { code: 'forbidden', message: 'You do not have the required permission.' } });
    await user.click(await screen.findByTestId(`proposal-restore-${ID + 5}`));
    expect((await screen.findByTestId('proposals-trash-error')).dataset.code).toBe('forbidden');
    expect(screen.getByTestId(`trashed-proposal-${ID + 5}`)).toBeTruthy();
    expect(screen.queryByTestId('proposals-notice')).toBeNull();
  });
});

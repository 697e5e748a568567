// @vitest-environment jsdom
/**
 * /proposals/proposal/:id: one proposal whole (slug, status, day, programs, proposer and when, the whole
 * pitch, its files) in each status: pending ("not answered yet"), accepted (the assignment made of it, who
 * accepted it and when), declined (who, when and why); the row's actions by rights (the desk accepts and
 * declines, the owner or a proposal admin edits and trashes, a reader does nothing); the desk's answer and
 * a trashing elsewhere shown live; not found for one the caller may not see.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { serveFiles, storedFile } from '../files/fakeUploads';
import { accepted, ASSIGNMENT_ID, declined, ID, proposal, proposalUsers, serveBasics, type ProposalUserFixture } from './fixtures';
import { shortInstant } from './proposals';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ProposalPage } = await import('./ProposalPage');
beforeEach(() => void server.calls.splice(0));
afterEach(() => vi.restoreAllMocks());

const PID = ID + 1;

/** The gateway of proposal PID as `start`: read, accepted, declined, trashed. */
function serve(me: ProposalUserFixture, start: Proposal = proposal(1, 'MARKET MOVES')) {
  let current: Proposal | null = start;
  serveBasics(server, me);
  serveFiles(server, [storedFile(41, 'stalls.jpg'), storedFile(42, 'council-letter.pdf')]);
  server.on(`GET /api/proposals/${PID}`, () => (current ? { body: current } : { status: 404, body: { code: 'not_found', message: 'Page does not exist.' } }));
  const change = (next: Partial<Proposal>) => (current = { ...current!, ...next, revision: current!.revision + 1 });
  server.on(`POST /api/assignments/proposal/${PID}`, () => ({ status: 201, body: { assignment: { id: ASSIGNMENT_ID, slug: 'MARKET MOVES' }, proposal: change(accepted()) } }));
  server.on(`POST /api/proposals/${PID}/decline`, ({ body }) => ({ body: change(declined((body as { answer: string }).answer)) }));
  server.on('DELETE /api/proposals', () => {
    current = null;
    return { status: 204 };
  });
  return { change, trash: () => (current = null) };
}

const open = (id: number | string = PID) =>
  renderApp(<ProposalPage />, {
    path: '/proposals/proposal/:id',
    route: `/proposals/proposal/${id}`,
    others: [
      { path: '/proposals', element: <p data-testid="proposals-list" /> },
      { path: '/proposals/editProposal/:id', element: <p data-testid="proposal-edit-stub" /> },
    ],
  });
const view = (key: string) => screen.getByTestId(`proposal-view-${key}`);
/** The buttons and links of the page's actions. */
const actions = () => [...screen.getByRole('group', { name: /^Actions on/ }).querySelectorAll('button, a')].map((e) => e.textContent);

describe('ProposalPage', () => {
  it('shows a pending one whole to a reader: its fields, the whole pitch, not answered yet, nothing to do', async () => {
    serve(proposalUsers.viewer);
    await open();
    await screen.findByTestId('proposal-view');
    expect(screen.getByTestId('proposal-title').textContent).toBe('MARKET MOVES');
    expect(screen.getByTestId('proposal-page').dataset.status).toBe('PENDING');
    expect(screen.getByTestId('proposal-view-status').textContent).toBe('Pending');
    expect(view('date').textContent).toBe(formatDate('2026-11-28', 'en'));
    await waitFor(() => expect(view('programs').textContent).toBe('Evening News'));
    expect(view('owner').textContent).toBe('reporter');
    expect(view('createdAt').textContent).toBe(shortInstant('2026-11-27T16:20:00Z', 'en'));
    expect(view('updatedAt').textContent).toBe(shortInstant('2026-11-27T16:25:00Z', 'en'));
    // All of the pitch, its lines kept (the list shows three).
    expect(screen.getByTestId('proposal-view-pitch').textContent).toBe(proposal(1, '').content);
    expect(view('answer').textContent).toBe('Not answered yet.');
    expect(screen.getByTestId('proposal-back').getAttribute('href')).toBe('/proposals?date=2026-11-28');
    // A reader answers, edits and trashes nothing; no files, no attachments section.
    expect(screen.queryByRole('group', { name: /^Actions on/ })).toBeNull();
    expect(screen.queryByTestId('proposal-attachments')).toBeNull();
  });

  it('shows an accepted one with the assignment made of it, who accepted it and when', async () => {
    serve(proposalUsers.reporter, proposal(1, 'MARKET MOVES', accepted()));
    await open();
    await screen.findByTestId('proposal-view');
    expect(screen.getByTestId('proposal-view-status').textContent).toBe('Accepted');
    const answer = view('answer');
    expect(within(answer).getByTestId(`proposal-assignment-${PID}`).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    expect(within(answer).getByTestId(`proposal-answered-by-${PID}`).textContent).toMatch(/^producer · /);
    // Its owner may no longer edit it, but may still trash it.
    expect(actions()).toEqual(['Move to trash']);
  });

  it('shows a declined one with the desk’s answer: who, when and why; or that it said nothing', async () => {
    serve(proposalUsers.viewer, proposal(1, 'MARKET MOVES', declined('We covered it last week.\nTry the night buses instead.')));
    const first = await open();
    await screen.findByTestId('proposal-view');
    expect(screen.getByTestId('proposal-view-status').textContent).toBe('Declined');
    expect(within(view('answer')).getByTestId(`proposal-answer-text-${PID}`).textContent).toBe('We covered it last week.\nTry the night buses instead.');
    expect(within(view('answer')).getByTestId(`proposal-answered-by-${PID}`).textContent).toMatch(/^producer · /);
    expect(within(view('answer')).queryByTestId(`proposal-assignment-${PID}`)).toBeNull();
    first.unmount();
    serve(proposalUsers.viewer, proposal(1, 'MARKET MOVES', declined('')));
    await open();
    expect((await screen.findByTestId(`proposal-answer-${PID}`)).textContent).toContain('Declined without an answer.');
  });

  it('lists its files as the other documents’ pages do', async () => {
    serve(proposalUsers.viewer, proposal(1, 'MARKET MOVES', { attachmentIds: [42, 41] }));
    await open();
    const section = await screen.findByTestId('proposal-attachments');
    expect(within(section).getByRole('heading').textContent).toBe('Attachments');
    const links = await within(section).findAllByTestId('attachment-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/api/files/42', '/api/files/41']);
  });

  it('lets the desk accept a pending one: the assignment offered, the page answered', async () => {
    serve(proposalUsers.producer);
    const { user } = await open();
    await screen.findByTestId('proposal-view');
    // The desk answers someone else's; it may not edit nor trash it.
    expect(actions()).toEqual(['Accept', 'Decline…']);
    await user.click(screen.getByTestId(`proposal-accept-${PID}`));
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('“MARKET MOVES” accepted: an assignment was made of it.');
    expect(screen.getByTestId('proposals-notice-assignment').getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    await waitFor(() => expect(screen.getByTestId('proposal-view-status').textContent).toBe('Accepted'));
    expect(within(view('answer')).getByTestId(`proposal-assignment-${PID}`).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    expect(screen.queryByTestId(`proposal-accept-${PID}`)).toBeNull();
  });

  it('lets the desk decline a pending one with an answer, shown at once', async () => {
    serve(proposalUsers.producer);
    const { user } = await open();
    await user.click(await screen.findByTestId(`proposal-decline-${PID}`));
    const dialog = screen.getByRole('dialog', { name: 'Decline “MARKET MOVES”' });
    await user.type(within(dialog).getByLabelText('Answer (optional)'), 'Not this week.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByTestId('proposals-notice')).textContent).toContain('“MARKET MOVES” declined.');
    await waitFor(() => expect(screen.getByTestId(`proposal-answer-text-${PID}`).textContent).toBe('Not this week.'));
    expect(screen.getByTestId('proposal-view-status').textContent).toBe('Declined');
  });

  it('lets its owner edit it while pending and move it to the trash (asked first): the list of its day says so', async () => {
    serve(proposalUsers.reporter);
    const { user, router } = await open();
    await screen.findByTestId('proposal-view');
    expect(actions()).toEqual(['Edit', 'Move to trash']);
    expect(screen.getByTestId(`proposal-edit-${PID}`).getAttribute('href')).toBe(`/proposals/editProposal/${PID}`);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByTestId(`proposal-trash-${PID}`));
    expect(confirm).toHaveBeenCalledWith('Move the proposal “MARKET MOVES” to the trash?');
    await screen.findByTestId('proposals-list');
    expect(router.state.location.search).toBe('?date=2026-11-28');
    expect(router.state.location.state).toEqual({ notice: { kind: 'trashed', slug: 'MARKET MOVES' } });
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${PID}`);
  });

  it("lets a proposal admin edit and trash someone else's, without answering it", async () => {
    serve(proposalUsers.moderator);
    await open();
    await screen.findByTestId('proposal-view');
    expect(actions()).toEqual(['Edit', 'Move to trash']);
  });

  it('shows the desk’s answer made elsewhere at once, and says when it went to the trash elsewhere', async () => {
    const backend = serve(proposalUsers.reporter);
    await open();
    await screen.findByTestId('proposal-view');
    await waitFor(() => expect(subscribed()).toContain('/topic/proposals'));
    backend.change(declined('No room this week.'));
    deliver('/topic/proposals', { event: 'updated', entity: 'proposal', id: PID, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId('proposal-view-status').textContent).toBe('Declined'));
    expect(screen.getByTestId(`proposal-answer-text-${PID}`).textContent).toBe('No room this week.');
    expect(actions()).toEqual(['Move to trash']);
    backend.trash();
    deliver('/topic/proposals', { event: 'deleted', entity: 'proposal', id: PID, data: null, lock: null });
    expect((await screen.findByTestId('proposal-gone')).textContent).toBe('This proposal is in the trash now.');
    expect(screen.queryByRole('group', { name: /^Actions on/ })).toBeNull();
    // What it was stays to read.
    expect(screen.getByTestId('proposal-view-pitch').textContent).toContain('Traders fear losing customers.');
  });

  it('answers not found for one the caller may not see, and for an address without an id', async () => {
    serveBasics(server, proposalUsers.reporter);
    server.on(`GET /api/proposals/${PID}`, { status: 404, body: { code: 'not_found', message: 'Page does not exist.' } });
    const first = await open();
    expect((await screen.findByTestId('error-message')).dataset.code).toBe('not_found');
    expect(screen.queryByTestId('proposal-view')).toBeNull();
    first.unmount();
    await open('nope');
    expect((await screen.findByTestId('error-message')).dataset.code).toBe('not_found');
  });
});

// @vitest-environment jsdom
/**
 * The proposal form (/proposals/editProposal/:id, /proposals/newProposal): a new one for tomorrow (or the
 * day in the address) sent as typed and the list of its day opened; a 422's problems beside their fields;
 * an edit sent with its revision; a 409 `proposal_answered` said in its words with the text typed kept and
 * the form read only; a 409 `conflict` with their version loaded; read only for an answered one (with the
 * assignment made of it), for someone else's, and at once when the desk answers it while it is open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal, ProposalIn } from '@newsroom/api';
import { deliver } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { accepted, ASSIGNMENT_ID, declined, ID, proposal, proposalUsers, serveBasics, type ProposalUserFixture } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
vi.mock('../files/upload', async () => (await import('../files/fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { ProposalEditPage } = await import('./ProposalEditPage');
const { NewProposalPage } = await import('./NewProposalPage');
beforeEach(() => {
  server.calls.splice(0);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 15, 0));
});
afterEach(() => vi.useRealTimers());

const PID = ID + 1;
/** The list the form goes back to, with what it says. */
const list = { path: '/proposals', element: <ListStub /> };
function ListStub() {
  return <p data-testid="proposals-stub" />;
}

/** The gateway of proposal PID: the document and its saves (409 `conflict` on an old revision, `proposal_answered` once answered, 422 without a slug). */
function serve(start: Proposal = proposal(1, 'MARKET MOVES'), me: ProposalUserFixture = proposalUsers.reporter) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/proposals/${PID}`, () => ({ body: current }));
  server.on(`PUT /api/proposals/${PID}`, ({ body }) => {
    const input = body as ProposalIn;
    if (current.status !== 'PENDING') return { status: 409, body: { code: 'proposal_answered', message: 'This proposal has already been answered.' } };
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    const { revision: _r, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as Proposal;
    return { body: current };
  });
  server.on('POST /api/proposals', ({ body }) => {
    const input = body as ProposalIn;
    if (!input.slug) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { slug: { code: 'required' }, programIds: { code: 'required' } } } };
    return { status: 201, body: proposal(9, input.slug, { ...input, revision: 1 } as Partial<Proposal>) };
  });
  return { change: (next: Partial<Proposal>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const openEdit = () => renderApp(<ProposalEditPage />, { path: '/proposals/editProposal/:id', route: `/proposals/editProposal/${PID}`, others: [list] });
const openNew = (search = '') => renderApp(<NewProposalPage />, { path: '/proposals/newProposal', route: `/proposals/newProposal${search}`, others: [list] });
const field = <E extends HTMLElement = HTMLInputElement>(testId: string) => screen.getByTestId<E>(testId);
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/proposals/${PID}`).map((c) => c.body);
const editor = () => screen.findByTestId('proposal-editor');

describe('the new proposal form', () => {
  it('is for tomorrow, and sends what was typed; the list of its day opens and says it was sent', async () => {
    serve();
    const { user, router } = await openNew();
    expect(field('proposal-date').value).toBe('2026-11-28');
    await user.type(field('proposal-slug'), '  HARBOUR CRANES ');
    await user.click(await screen.findByTestId('proposal-programIds-2'));
    await user.type(field<HTMLTextAreaElement>('proposal-content'), 'Two new cranes arrive by sea.{Enter}Pictures from the pier.');
    expect((await editor()).dataset.dirty).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send to the desk' }));
    await screen.findByTestId('proposals-stub');
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/proposals')?.body).toEqual({ slug: 'HARBOUR CRANES', date: '2026-11-28', programIds: [2], content: 'Two new cranes arrive by sea.\nPictures from the pier.', attachmentIds: [] });
    expect(router.state.location.pathname + router.state.location.search).toBe('/proposals?date=2026-11-28');
    expect(router.state.location.state).toEqual({ notice: { kind: 'sent', slug: 'HARBOUR CRANES' } });
  });

  it("takes the day and program of the address, and puts a 422's problems beside their fields", async () => {
    serve();
    const { user } = await openNew('?date=2026-12-03&programId=1');
    expect(field('proposal-date').value).toBe('2026-12-03');
    expect(field('proposal-programIds-1').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send to the desk' }));
    expect((await screen.findByTestId('error-proposal-slug')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-proposal-programIds').textContent).toBe('Required field.');
    expect(screen.getByTestId('proposal-save-error').dataset.code).toBe('validation');
    await user.type(field('proposal-slug'), 'X');
    expect(screen.queryByTestId('error-proposal-slug')).toBeNull();
  });
});

describe('the proposal form of an existing one', () => {
  it('sends the edit with the revision it is based on', async () => {
    serve();
    const { user, router } = await openEdit();
    expect((await screen.findByTestId('proposal-editor-title')).textContent).toBe('Edit “MARKET MOVES”');
    expect((await editor()).dataset.canWrite).toBe('true');
    await user.clear(field('proposal-slug'));
    await user.type(field('proposal-slug'), 'MARKET MOVES TO THE RIVER');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('proposals-stub');
    expect(saves()).toEqual([{ slug: 'MARKET MOVES TO THE RIVER', date: '2026-11-28', programIds: [1], content: proposal(1, '').content, attachmentIds: [], revision: 2 }]);
    expect(router.state.location.state).toEqual({ notice: { kind: 'saved', slug: 'MARKET MOVES TO THE RIVER' } });
  });

  it('says a 409 proposal_answered in its words, keeps what was typed and turns read only', async () => {
    const backend = serve();
    const { user } = await openEdit();
    await waitFor(async () => expect((await editor()).dataset.canWrite).toBe('true'));
    await user.type(field<HTMLTextAreaElement>('proposal-content'), '{Enter}Update: the council meets on Thursday.');
    // The desk accepted it a moment ago; this form has not heard yet.
    backend.change(accepted());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByTestId('proposal-save-error');
    expect(error.dataset.code).toBe('proposal_answered');
    expect(error.textContent).toContain('This proposal has already been answered.');
    expect(field<HTMLTextAreaElement>('proposal-content').value).toContain('Update: the council meets on Thursday.');
    expect((await editor()).dataset.canWrite).toBe('false');
    expect(screen.getByTestId<HTMLButtonElement>('proposal-save').disabled).toBe(true);
    expect(screen.queryByTestId('proposal-read-only')).toBeNull();
  });

  it('says someone else saved it meanwhile (409 conflict) and loads their version', async () => {
    const backend = serve();
    const { user } = await openEdit();
    await waitFor(async () => expect((await editor()).dataset.canWrite).toBe('true'));
    backend.change({ slug: 'MARKET MOVES (MODERATED)' });
    await user.type(field('proposal-slug'), ' AGAIN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('proposal-conflict')).textContent).toContain('Someone else saved this proposal meanwhile.');
    expect(field('proposal-slug').value).toBe('MARKET MOVES AGAIN');
    await user.click(screen.getByTestId('proposal-reload'));
    await waitFor(() => expect(field('proposal-slug').value).toBe('MARKET MOVES (MODERATED)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('proposals-stub');
    expect(saves().map((s) => (s as ProposalIn).revision)).toEqual([2, 3]);
  });

  it('is read only once answered, and links to the assignment made of it', async () => {
    serve(proposal(1, 'MARKET MOVES', accepted()));
    await openEdit();
    const notice = await screen.findByTestId('proposal-read-only');
    expect(notice.dataset.reason).toBe('answered');
    expect(notice.textContent).toContain('The desk has answered this proposal (Accepted): it can no longer be changed.');
    expect(within(notice).getByRole('link', { name: 'Open the assignment' }).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    expect(screen.getByTestId<HTMLButtonElement>('proposal-save').disabled).toBe(true);
    expect(field('proposal-slug').closest<HTMLFieldSetElement>('fieldset.proposal-fieldset')?.disabled).toBe(true);
  });

  it("is read only for someone else's, and editable for a proposal admin", async () => {
    serve(proposal(1, 'MARKET MOVES'), proposalUsers.producer);
    const first = await openEdit();
    const notice = await screen.findByTestId('proposal-read-only');
    expect(notice.textContent).toContain('Only its owner (reporter) or a proposal administrator changes this proposal.');
    first.unmount();
    serve(proposal(1, 'MARKET MOVES'), proposalUsers.moderator);
    await openEdit();
    await waitFor(async () => expect((await editor()).dataset.canWrite).toBe('true'));
    expect(screen.queryByTestId('proposal-read-only')).toBeNull();
  });

  it('turns read only at once when the desk answers it while it is open, what was typed kept', async () => {
    const backend = serve();
    const { user } = await openEdit();
    await waitFor(async () => expect((await editor()).dataset.canWrite).toBe('true'));
    await user.type(field('proposal-slug'), ' LIVE');
    backend.change(declined('No room this week.'));
    deliver('/topic/proposals', { event: 'updated', entity: 'proposal', id: PID, data: null, lock: null });
    const notice = await screen.findByTestId('proposal-read-only');
    expect(notice.textContent).toContain('(Declined)');
    expect(field('proposal-slug').value).toBe('MARKET MOVES LIVE');
    expect(screen.getByTestId<HTMLButtonElement>('proposal-save').disabled).toBe(true);
  });
});

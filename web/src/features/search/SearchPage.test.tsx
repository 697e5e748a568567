// @vitest-environment jsdom
/**
 * /search: the form (only the kinds the user may read), the search in the address (bookmarks, Back,
 * pages), the hits with their marks and nothing else as markup, the field problems of a 422 beside their
 * fields, the empty and forbidden answers, and the index panel of administrators.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { INDEX_POLL_MS } from './SearchIndexPanel';

const server = fakeServer();
const { SearchPage } = await import('./SearchPage');
beforeEach(() => void server.calls.splice(0));

const ID = 1_000_000_000_000;
const hit = (id: number, kind: string, slugHtml: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  slug: slugHtml.replace(/<\/?mark>/g, ''),
  slugHtml,
  excerptHtml: '',
  date: '2026-11-22',
  state: 'PRODUCING',
  programIds: [1],
  author: { id: 1, nickname: 'producer' },
  score: 1.5,
  ...extra,
});

const HITS = [
  hit(ID + 1, 'ASSIGNMENT', '<mark>Reportagens</mark> sobre a enchente', { excerptHtml: 'Duas &lt;b&gt;<mark>reportagens</mark>&lt;/b&gt; sobre a ação &amp; o resto', programIds: [1, 2] }),
  hit(42, 'STORY', 'Enchente: <mark>reportagem</mark> ao vivo', { state: 'APPROVED', author: { id: 2, nickname: 'editor' } }),
  hit(ID + 3, 'REPORTAGE', 'A <mark>reportagem</mark> da cheia', { state: 'COVERING' }),
  hit(ID + 4, 'PRODUCTION', 'Produção da <mark>reportagem</mark>', { state: 'EDITING' }),
  hit(ID + 5, 'REPORT', 'Relatório da <mark>reportagem</mark>', { state: 'COMPLETED' }),
  // The index gives a proposal the document base's state, which means nothing for it.
  hit(ID + 6, 'PROPOSAL', 'Feira no cais', { excerptHtml: 'Uma <mark>reportagem</mark> sobre a feira', state: 'PRODUCING', author: { id: 4, nickname: 'reporter' } }),
];

const reader = { ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] };

function serve(me: { roles: string[] } & Record<string, unknown> = reader, total = HITS.length) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/search', ({ url }) => {
    const q = url.searchParams;
    if ((q.get('to') ?? '9') < (q.get('from') ?? '0')) {
      return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { to: { code: 'date_order' } } } };
    }
    if (q.get('q') === 'nothing') return { body: { data: [], total: 0 } };
    return { body: { data: HITS, total } };
  });
}

const open = (search = '') => renderApp(<SearchPage />, { path: '/search', route: `/search${search}`, others: [{ path: '*', element: <p data-testid="elsewhere" /> }] });
const searches = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/search').map((c) => Object.fromEntries(new URLSearchParams(c.search)));

describe('SearchPage', () => {
  it('asks nothing without words, and offers only the kinds the user may read', async () => {
    serve();
    await open();
    expect(await screen.findByTestId('search-start')).toBeTruthy();
    expect(screen.getByTestId('search-kind-ASSIGNMENT')).toBeTruthy();
    expect(screen.getByTestId('search-kind-STORY')).toBeTruthy();
    for (const kind of ['PRODUCTION', 'REPORTAGE', 'REPORT', 'ROUND', 'PROPOSAL']) expect(screen.queryByTestId(`search-kind-${kind}`)).toBeNull();
    expect([...screen.getByTestId<HTMLSelectElement>('search-mode').options].map((o) => [o.value, o.textContent, Boolean(o.title)])).toEqual([
      ['FUZZY', 'Similar words (misspellings too)', true],
      ['MUST', 'Every word', true],
      ['PHRASE', 'The exact phrase', true],
      ['SHOULD', 'Any word', true],
    ]);
    expect([...screen.getByTestId<HTMLSelectElement>('search-state').options].map((o) => o.textContent)).toEqual(['Any state', 'Producing', 'Covering', 'Completed', 'Interrupted', 'Editing']);
    // No administrator: no index panel.
    expect(screen.queryByTestId('search-index')).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('offers proposals to a proposal reader, labelled in the UI language, and sends the kind', async () => {
    serve({ ...users.viewer, roles: ['ROLE_ASSIGNMENT_PROPOSAL_READ'] });
    const { user } = await open();
    await user.type(await screen.findByTestId('search-q'), 'feira');
    expect(screen.getAllByRole('checkbox').map((c) => c.dataset.testid)).toEqual(['search-kind-PROPOSAL']);
    expect(screen.getByTestId('search-kind-PROPOSAL').closest('label')?.textContent).toBe('Proposal');
    await user.click(screen.getByTestId('search-kind-PROPOSAL'));
    await user.click(screen.getByTestId('search-submit'));
    await screen.findByTestId('search-count');
    expect(searches().map((s) => s.kinds)).toEqual(['PROPOSAL']);
  });

  it('searches with every condition in the address, and shows the hits with only their marks as markup', async () => {
    serve();
    const { user, router } = await open();
    await user.type(await screen.findByTestId('search-q'), 'reportajem');
    await user.selectOptions(screen.getByTestId('search-mode'), 'FUZZY');
    expect(screen.getByText('Any of the words, each also matching words a letter or two away, so a misspelt word still finds its documents.')).toBeTruthy();
    await user.click(screen.getByTestId('search-kind-ASSIGNMENT'));
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('search-program').options.length).toBe(3));
    await user.selectOptions(screen.getByTestId('search-program'), '2');
    await user.selectOptions(screen.getByTestId('search-state'), 'PRODUCING');
    await user.type(screen.getByTestId('search-from'), '2026-11-01');
    await user.click(screen.getByTestId('search-submit'));

    expect((await screen.findByTestId('search-count')).textContent).toBe('6 documents');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'reportajem', mode: 'FUZZY', kinds: 'ASSIGNMENT', programId: '2', state: 'PRODUCING', from: '2026-11-01' });
    // No empty string, no absent id: `to` was left blank.
    expect(searches()).toEqual([{ q: 'reportajem', mode: 'FUZZY', kinds: 'ASSIGNMENT', programId: '2', state: 'PRODUCING', from: '2026-11-01', offset: '0', size: '15' }]);

    const first = screen.getByTestId(`search-hit-ASSIGNMENT-${ID + 1}`);
    expect(within(first).getByTestId('search-hit-kind').textContent).toBe('Assignment');
    expect([...within(first).getByTestId('search-hit-slug').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Reportagens']);
    const excerpt = within(first).getByTestId('search-hit-excerpt');
    // The escaped <b> is text, not an element; the marks are elements.
    expect(excerpt.textContent).toBe('Duas <b>reportagens</b> sobre a ação & o resto');
    expect(excerpt.querySelector('b')).toBeNull();
    expect([...excerpt.querySelectorAll('*')].map((el) => el.tagName)).toEqual(['MARK']);
    expect(within(first).getByTestId('search-hit-link').getAttribute('href')).toBe(`/assignments/assignment/${ID + 1}`);
    expect(within(first).getByTestId('search-hit-state').textContent).toBe('Producing');
    expect(within(first).getByTestId('search-hit-programs').textContent).toBe('Evening News, Midday Bulletin');
    expect(within(first).getByTestId('search-hit-author').textContent).toBe('by producer');

    const story = screen.getByTestId('search-hit-STORY-42');
    expect(within(story).getByTestId('search-hit-link').getAttribute('href')).toBe('/story/42');
    expect(within(story).getByTestId('search-hit-state').textContent).toBe('Approved');
    const reportage = screen.getByTestId(`search-hit-REPORTAGE-${ID + 3}`);
    expect(within(reportage).getByTestId('search-hit-link').getAttribute('href')).toBe(`/reportages/reportageView/${ID + 3}`);
    expect(within(reportage).getByTestId('search-hit-kind').textContent).toBe('Reportage');
    const production = screen.getByTestId(`search-hit-PRODUCTION-${ID + 4}`);
    expect(within(production).getByTestId('search-hit-link').getAttribute('href')).toBe(`/productions/production/${ID + 4}`);
    expect(within(production).getByTestId('search-hit-kind').textContent).toBe('Production');
    const report = screen.getByTestId(`search-hit-REPORT-${ID + 5}`);
    expect(within(report).getByTestId('search-hit-link').getAttribute('href')).toBe(`/reports/report/${ID + 5}`);
    expect(within(report).getByTestId('search-hit-kind').textContent).toBe('Report');
    // A proposal opens its page, and shows no state (it has a status of its own, not in the index).
    const pitch = screen.getByTestId(`search-hit-PROPOSAL-${ID + 6}`);
    expect(within(pitch).getByTestId('search-hit-link').getAttribute('href')).toBe(`/proposals/proposal/${ID + 6}`);
    expect(within(pitch).getByTestId('search-hit-kind').textContent).toBe('Proposal');
    expect(within(pitch).queryByTestId('search-hit-state')).toBeNull();
    expect(within(pitch).getByTestId('search-hit-author').textContent).toBe('by reporter');

    await user.click(within(first).getByTestId('search-hit-link'));
    expect(router.state.location.pathname).toBe(`/assignments/assignment/${ID + 1}`);
  });

  it("shows the server's date_order beside To, cleared once To changes", async () => {
    serve();
    const { user } = await open('?q=enchente');
    await screen.findByTestId('search-count');
    await user.type(screen.getByTestId('search-from'), '2026-12-10');
    await user.type(screen.getByTestId('search-to'), '2026-12-01');
    await user.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('error-search-to')).textContent).toBe('The start date cannot be greater than the end date.');
    expect(screen.getByTestId('search-to').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('search-error').getAttribute('data-code')).toBe('validation');
    await user.clear(screen.getByTestId('search-to'));
    expect(screen.queryByTestId('error-search-to')).toBeNull();
  });

  it('asks for words before searching', async () => {
    serve();
    const { user } = await open();
    await user.type(await screen.findByTestId('search-q'), '   ');
    await user.click(screen.getByTestId('search-submit'));
    expect(screen.getByTestId('error-search-q').textContent).toBe('Required field.');
    expect(searches()).toEqual([]);
  });

  it('pages through the address; Back shows the page and the search before', async () => {
    serve(reader, 40);
    const { user, router } = await open('?q=enchente&mode=MUST');
    expect((await screen.findByTestId('search-pager-range')).textContent).toBe('1–15 of 40');
    await user.click(screen.getByTestId('search-pager-next'));
    await waitFor(() => expect(screen.getByTestId('search-pager-range').textContent).toBe('16–30 of 40'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    expect(searches().map((s) => s.offset)).toEqual(['0', '15']);
    // A new search starts at its first page.
    await user.clear(screen.getByTestId('search-q'));
    await user.type(screen.getByTestId('search-q'), 'cheia');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=cheia&mode=MUST'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('search-q').value).toBe('enchente'));
    expect(screen.getByTestId<HTMLSelectElement>('search-mode').value).toBe('MUST');
    expect(screen.getByTestId('search-pager-range').textContent).toBe('16–30 of 40');
  });

  it('says when nothing matches, and when the user may read no kind asked for', async () => {
    serve();
    await open('?q=nothing');
    expect((await screen.findByTestId('search-count')).textContent).toBe('0 documents');
    expect(screen.getByTestId('search-empty').textContent).toBe('No document matches the search.');
    server.on('GET /api/search', { status: 403, body: { code: 'forbidden', message: 'Forbidden.' } });
    await open('?q=fire');
    expect((await screen.findByTestId('search-error')).getAttribute('data-code')).toBe('forbidden');
  });

  it('offers no search to a user who may read no kind of document', async () => {
    serve({ ...users.viewer, roles: ['ROLE_CHAT_READ'] });
    await open('?q=fire');
    expect(await screen.findByTestId('search-no-kinds')).toBeTruthy();
    expect(screen.queryByTestId('search-form')).toBeNull();
    expect(searches()).toEqual([]);
  });
});

describe('the search index panel', () => {
  const status = { documents: 1234, rebuilding: false, rebuiltAt: '2026-11-22T10:00:00Z' };

  it('shows administrators who may read how the index stands, without Rebuild', async () => {
    serve({ ...reader, roles: [...reader.roles, 'ROLE_ADMIN_READ'] });
    server.on('GET /api/search/status', { body: status });
    await open();
    const panel = await screen.findByTestId('search-index');
    expect((await within(panel).findByTestId('search-index-documents')).textContent).toBe('1234');
    expect(within(panel).getByTestId('search-index-state').textContent).toBe('Ready');
    expect(within(panel).getByTestId('search-index-rebuilt-at').textContent).not.toBe('Not rebuilt yet');
    expect(within(panel).queryByTestId('search-rebuild')).toBeNull();
  });

  it('rebuilds it for ADMIN write, polling while it runs', async () => {
    serve({ ...reader, roles: [...reader.roles, 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'] });
    server.on('GET /api/search/status', { body: { documents: 0, rebuilding: false, rebuiltAt: null } });
    server.on('POST /api/search/rebuild', { status: 202, body: { documents: 0, rebuilding: true, rebuiltAt: null } });
    const { user } = await open();
    expect((await screen.findByTestId('search-index-rebuilt-at')).textContent).toBe('Not rebuilt yet');
    let polls = 0;
    server.on('GET /api/search/status', () => {
      polls += 1;
      return { body: polls < 2 ? { documents: 10, rebuilding: true, rebuiltAt: null } : { documents: 25, rebuilding: false, rebuiltAt: '2026-11-22T10:00:00Z' } };
    });
    await user.click(screen.getByTestId('search-rebuild'));
    await waitFor(() => expect(screen.getByTestId('search-index-state').textContent).toBe('Rebuilding…'));
    expect(screen.getByTestId<HTMLButtonElement>('search-rebuild').disabled).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS * 2.5)));
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('search-index-state').textContent).toBe('Ready');
    expect(screen.getByTestId('search-index-documents').textContent).toBe('25');
    expect(screen.getByTestId<HTMLButtonElement>('search-rebuild').disabled).toBe(false);
    // Done: no more polling.
    const after = polls;
    await act(() => new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS * 1.5)));
    expect(polls).toBe(after);
  }, 15_000);

  it('says why a rebuild was refused', async () => {
    serve({ ...reader, roles: [...reader.roles, 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'] });
    server.on('GET /api/search/status', { body: status });
    server.on('POST /api/search/rebuild', { status: 503, body: { code: 'unavailable', message: 'Unavailable.' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('search-rebuild'));
    expect((await screen.findByTestId('search-rebuild-error')).getAttribute('data-code')).toBe('unavailable');
  });
});

// @vitest-environment jsdom
/**
 * /reportages: the page filter as the API takes it (no empty text, no id of 0, all programs without a
 * program, fifteen a page), the rows, states, the trash and restoring, approval for admins (a private one
 * refused in the reportage's words), copies for another day and mails, the day's counter, what a reader
 * may not do, and the live reload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramId, ScriptedReportage } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, reportage, reportageUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportagesPage } = await import('./ReportagesPage');
beforeEach(() => void server.calls.splice(0));

function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], extra: ScriptedReportage[] = []) {
  let all: ScriptedReportage[] = [
    reportage(1, 'RIVER FLOODS', { approved: true, presenterTime: 'PT12S', reporterTime: 'PT1M5S' }),
    reportage(2, 'COUNCIL VOTE', { programIds: [2 as ProgramId], state: 'EDITING' }),
    reportage(3, 'SECRET SOURCE', { private: true }),
    ...extra,
  ];
  let trash: ScriptedReportage[] = [];
  serveBasics(server, me);
  server.on('GET /api/reportages/pageFilter', ({ url }) => {
    const q = url.searchParams;
    const slug = (q.get('slug') ?? '').toLowerCase();
    const program = Number(q.get('programId'));
    const found = all.filter((r) => r.slug.toLowerCase().includes(slug) && (q.get('allPrograms') === 'true' || r.programIds.includes(program as never)) && (!q.get('date') || r.date === q.get('date')));
    const offset = Number(q.get('offset'));
    return { body: { data: found.slice(offset, offset + Number(q.get('size'))), total: found.length } };
  });
  server.on('PATCH /api/reportages/states', ({ body }) => {
    const { ids, state } = body as { ids: number[]; state: ScriptedReportage['state'] };
    all = all.map((r) => (ids.includes(r.id) ? { ...r, state } : r));
    return { body: all.filter((r) => ids.includes(r.id)) };
  });
  server.on('PUT /api/reportages/approve', ({ body }) => {
    const { ids } = body as { ids: number[] };
    if (all.some((r) => ids.includes(r.id) && r.private)) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { ids: { code: 'approved_private' } } } };
    all = all.map((r) => (ids.includes(r.id) ? { ...r, approved: true } : r));
    return { body: all.filter((r) => ids.includes(r.id)) };
  });
  server.on('DELETE /api/reportages', ({ url }) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    trash = [...all.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, deletedAt: '2026-11-28T11:00:00Z' })), ...trash];
    all = all.filter((r) => !ids.includes(r.id));
    return { status: 204 };
  });
  server.on('GET /api/reportages/counter', ({ url }) => {
    const q = url.searchParams;
    const day = all.filter((r) => r.date === q.get('date') && (q.get('allPrograms') === 'true' || r.programIds.includes(Number(q.get('programId')) as never)));
    const byState = Object.fromEntries(['PRODUCING', 'COVERING', 'COMPLETED', 'INTERRUPTED', 'EDITING'].map((s) => [s, day.filter((r) => r.state === s).length]));
    return { body: { total: day.length, byState } };
  });
  server.on('POST /api/reportages/copy', ({ body }) => {
    const { ids, programsIds, date } = body as { ids: number[]; programsIds: number[]; date: string };
    const copies = ids.map((id, n) => {
      const original = all.find((r) => r.id === id) as ScriptedReportage;
      return reportage(30 + n, original.slug, { date, programIds: (programsIds.length ? programsIds : original.programIds) as ProgramId[], owner: { id: me.id, nickname: me.nickname } as ScriptedReportage['owner'] });
    });
    all = [...all, ...copies];
    return { status: 201, body: copies };
  });
  server.on('POST /api/reportages/email', ({ body }) => {
    const { usersIds } = body as { usersIds: number[] };
    if (usersIds.length === 0) return { status: 409, body: { code: 'mail_not_configured', message: 'The mail server is not configured.' } };
    return { body: { mails: 2, sentTo: [1, 4], notMailed: [3] } };
  });
  server.on('GET /api/reportages/excluded', () => ({ body: { data: trash, total: trash.length } }));
  server.on('PUT /api/reportages/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = trash.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, deletedAt: null }));
    trash = trash.filter((r) => !ids.includes(r.id));
    all = [...all, ...back];
    return { body: back };
  });
}

const open = (search = '') => renderApp(<ReportagesPage />, { path: '/reportages', route: `/reportages${search}` });
/** The queries of the day's counter asked so far, as objects. */
const counted = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/reportages/counter').map((c) => Object.fromEntries(new URLSearchParams(c.search)));
/** The queries of the page filter asked so far, as objects. */
const asked = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/reportages/pageFilter').map((c) => Object.fromEntries(new URLSearchParams(c.search)));

describe('ReportagesPage', () => {
  it('asks the page filter without empty texts nor ids of 0, for all programs until one is chosen, fifteen a page', async () => {
    serve(reportageUsers.viewer);
    const { user, router } = await open('?reporterId=0&programId=0&slug=');
    await screen.findByTestId(`reportage-row-${ID + 1}`);
    expect(asked()).toEqual([{ allPrograms: 'true', offset: '0', size: '15' }]);

    await user.type(screen.getByTestId('reportages-slug'), 'river');
    await waitFor(() => expect(asked().at(-1)).toEqual({ slug: 'river', allPrograms: 'true', offset: '0', size: '15' }));
    await waitFor(() => expect(screen.queryByTestId(`reportage-row-${ID + 2}`)).toBeNull());
    await user.clear(screen.getByTestId('reportages-slug'));
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('reportages-program').options.length).toBe(3));
    await user.selectOptions(screen.getByTestId('reportages-program'), '2');
    await waitFor(() => expect(asked().at(-1)).toEqual({ programId: '2', offset: '0', size: '15' }));
    await waitFor(() => expect(screen.getByTestId('reportages-table').querySelectorAll('tbody tr')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('reportages-reporter').options.length).toBe(2));
    await user.selectOptions(screen.getByTestId('reportages-reporter'), '4');
    await user.type(screen.getByTestId('reportages-date'), '2026-11-28');
    await waitFor(() => expect(asked().at(-1)).toEqual({ reporterId: '4', programId: '2', date: '2026-11-28', offset: '0', size: '15' }));
    // The filter is in the address, so a reload shows the same page.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ reporterId: '4', programId: '2', date: '2026-11-28' });
    // All programs again, and any day.
    await user.selectOptions(screen.getByTestId('reportages-program'), '');
    await user.click(screen.getByTestId('reportages-any-day'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ reporterId: '4', allPrograms: 'true', offset: '0', size: '15' }));
    expect(asked().every((q) => !Object.values(q).includes(''))).toBe(true);
  });

  it('pages fifteen at a time', async () => {
    serve(reportageUsers.viewer, Array.from({ length: 17 }, (_, i) => reportage(10 + i, `STORY ${i}`)));
    const { user } = await open();
    expect((await screen.findByTestId('reportages-pager-range')).textContent).toBe('1–15 of 20');
    await user.click(screen.getByTestId('reportages-pager-next'));
    await waitFor(() => expect(screen.getByTestId('reportages-pager-range').textContent).toBe('16–20 of 20'));
    expect(asked().at(-1)).toMatchObject({ offset: '15', size: '15' });
  });

  it('shows each row: slug linked to its page, day, programs, reporters, state, approval, privacy and reading times', async () => {
    serve(reportageUsers.viewer);
    await open();
    const row = await screen.findByTestId(`reportage-row-${ID + 1}`);
    await waitFor(() => expect(row.textContent).toContain('Rita Reporter'));
    expect(within(row).getByTestId(`reportage-link-${ID + 1}`).getAttribute('href')).toBe(`/reportages/reportageView/${ID + 1}`);
    expect(row.textContent).toContain('Evening News');
    expect(within(row).getByTestId(`reportage-state-${ID + 1}`).textContent).toBe('Producing');
    expect(within(row).getByTestId(`reportage-approved-${ID + 1}`).textContent).toBe('Approved');
    expect(within(row).getByTestId(`reportage-presenter-time-${ID + 1}`).textContent).toBe('00:12');
    expect(within(row).getByTestId(`reportage-reporter-time-${ID + 1}`).textContent).toBe('01:05');
    expect(screen.getByTestId(`reportage-state-${ID + 2}`).textContent).toBe('Editing');
    expect(screen.queryByTestId(`reportage-approved-${ID + 2}`)).toBeNull();
    expect(screen.getByTestId(`reportage-private-${ID + 3}`).textContent).toBe('Private');
  });

  it('gives a reader neither New nor a selection', async () => {
    serve(reportageUsers.viewer);
    await open();
    await screen.findByTestId(`reportage-row-${ID + 1}`);
    expect(screen.queryByTestId('reportage-new')).toBeNull();
    expect(screen.queryByTestId(`reportage-select-${ID + 1}`)).toBeNull();
    expect(screen.queryByTestId('reportage-actions')).toBeNull();
  });

  it('lets a writer set a state, trash and restore, but not approve', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    expect((await screen.findByTestId('reportage-new')).getAttribute('href')).toBe('/reportages/newReportage');
    expect(screen.queryByTestId('reportage-approve-selected')).toBeNull();
    await user.click(await screen.findByTestId(`reportage-select-${ID + 2}`));
    await user.selectOptions(screen.getByTestId('reportage-state-select'), 'COMPLETED');
    await user.click(screen.getByTestId('reportage-state-apply'));
    expect((await screen.findByTestId('reportages-notice')).textContent).toBe('1 reportage set to Completed.');
    await waitFor(() => expect(screen.getByTestId(`reportage-state-${ID + 2}`).textContent).toBe('Completed'));
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ ids: [ID + 2], state: 'COMPLETED' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByTestId(`reportage-select-${ID + 2}`));
    await user.click(screen.getByTestId('reportage-trash'));
    expect(confirm).toHaveBeenCalledWith('Move 1 reportage to the trash?');
    confirm.mockRestore();
    await waitFor(() => expect(screen.queryByTestId(`reportage-row-${ID + 2}`)).toBeNull());
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${ID + 2}`);

    await user.click(screen.getByTestId('reportages-view-trash'));
    await user.click(await screen.findByTestId(`reportage-restore-${ID + 2}`));
    expect((await screen.findByTestId('reportages-notice')).textContent).toBe('1 reportage restored.');
    await user.click(screen.getByTestId('reportages-view-list'));
    expect(await screen.findByTestId(`reportage-row-${ID + 2}`)).toBeTruthy();
  });

  it('lets a NEWS_REPORT admin approve, and says in its words why a private one is not', async () => {
    serve(reportageUsers.editor);
    const { user } = await open();
    await user.click(await screen.findByTestId(`reportage-select-${ID + 2}`));
    await user.click(screen.getByTestId('reportage-approve-selected'));
    expect((await screen.findByTestId('reportages-notice')).textContent).toBe('1 reportage approved for air.');
    await waitFor(() => expect(screen.getByTestId(`reportage-approved-${ID + 2}`)).toBeTruthy());
    expect(server.calls.find((c) => c.path === '/api/reportages/approve')?.body).toEqual({ ids: [ID + 2] });

    await user.click(screen.getByTestId(`reportage-select-${ID + 3}`));
    await user.click(screen.getByTestId('reportage-approve-selected'));
    const error = await screen.findByTestId('reportage-actions-error');
    expect(error.textContent).toContain('A private reportage cannot be approved.');
    expect(error.dataset.code).toBe('approved_private');
  });

  it("counts the filtered day by state, only with a day, and counts again after the list's changes and other users'", async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    await screen.findByTestId(`reportage-row-${ID + 1}`);
    expect(screen.queryByTestId('reportage-counter')).toBeNull();
    expect(counted()).toEqual([]);

    await user.type(screen.getByTestId('reportages-date'), '2026-11-28');
    await waitFor(() => expect(screen.getByTestId('reportage-counter-total').textContent).toBe('3 reportages on this day'));
    expect(counted().at(-1)).toEqual({ date: '2026-11-28', allPrograms: 'true' });
    const states = () => screen.getAllByTestId(/^reportage-counter-[A-Z]+$/).map((s) => s.textContent);
    expect(states()).toEqual(['Producing 2', 'Editing 1']);

    await user.click(screen.getByTestId(`reportage-select-${ID + 2}`));
    await user.selectOptions(screen.getByTestId('reportage-state-select'), 'COMPLETED');
    await user.click(screen.getByTestId('reportage-state-apply'));
    await waitFor(() => expect(states()).toEqual(['Producing 2', 'Completed 1']));

    // One program: its day only.
    await user.selectOptions(await screen.findByTestId('reportages-program'), '2');
    await waitFor(() => expect(screen.getByTestId('reportage-counter-total').textContent).toBe('1 reportage on this day'));
    expect(counted().at(-1)).toEqual({ date: '2026-11-28', programId: '2' });

    // Another user's change reaches the counter as it reaches the list.
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    server.on('GET /api/reportages/counter', { body: { total: 1, byState: { INTERRUPTED: 1 } } });
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID + 2, data: null, lock: null });
    await waitFor(() => expect(states()).toEqual(['Interrupted 1']));
  });

  it("copies the selected reportages to the day after the filter's, and shows that day with the copies", async () => {
    serve(reportageUsers.reporter);
    const { user, router } = await open('?date=2026-11-28');
    await user.click(await screen.findByTestId(`reportage-select-${ID + 2}`));
    await user.click(screen.getByTestId(`reportage-select-${ID + 1}`));
    await user.click(screen.getByTestId('reportage-copy'));
    const form = await screen.findByTestId('reportage-copy-form');
    expect(within(form).getByRole('group', { name: 'Copy 2 reportages' })).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('reportage-copy-date').value).toBe('2026-11-29');
    await user.click(within(form).getByTestId('reportage-copy-submit'));
    const notice = await screen.findByTestId('reportages-notice');
    expect(notice.dataset.notice).toBe('copied');
    expect(notice.textContent).toMatch(/^2 reportages copied to .*2026\./);
    expect(screen.queryByTestId('reportage-copy-form')).toBeNull();
    expect(server.calls.find((c) => c.path === '/api/reportages/copy')?.body).toEqual({ ids: [ID + 2, ID + 1], programsIds: [], date: '2026-11-29' });

    await user.click(screen.getByTestId('reportages-show-copies'));
    await screen.findByTestId(`reportage-row-${ID + 30}`);
    expect(screen.getByTestId(`reportage-row-${ID + 31}`)).toBeTruthy();
    expect(screen.queryByTestId(`reportage-row-${ID + 1}`)).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-11-29');
    await waitFor(() => expect(screen.getByTestId('reportage-counter-total').textContent).toBe('2 reportages on this day'));
  });

  it('mails the selected reportages: a refusal in the form first, then who got them and who did not', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    await user.click(await screen.findByTestId(`reportage-select-${ID + 1}`));
    await user.click(screen.getByTestId('reportage-email'));
    const form = await screen.findByTestId('reportage-email-form');
    await user.click(within(form).getByTestId('reportage-email-submit'));
    expect((await screen.findByTestId('reportage-email-error')).textContent).toContain('The mail server is not configured.');

    await user.click(await within(form).findByTestId('reportage-email-users-1'));
    await user.click(within(form).getByTestId('reportage-email-submit'));
    const notice = await screen.findByTestId('reportages-notice');
    expect(notice.dataset.notice).toBe('mailed');
    await waitFor(() => expect(notice.textContent).toBe('2 mails sent to Paula Producer, Rita Reporter. Not mailed (no e-mail address, or not allowed to see a private reportage): Edna Editor.'));
    expect(screen.queryByTestId('reportage-email-form')).toBeNull();
    expect(server.calls.find((c) => c.path === '/api/reportages/email' && (c.body as { usersIds: number[] }).usersIds.length > 0)?.body).toEqual({
      ids: [ID + 1],
      usersIds: [1],
      groupedEmail: false,
      includeEditors: true,
      includeReporters: true,
      includeTeams: false,
    });
  });

  it('gives an approver who may not write neither Copy nor E-mail', async () => {
    serve({ ...reportageUsers.editor, roles: ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_ADMIN'] });
    await open();
    await screen.findByTestId(`reportage-select-${ID + 1}`);
    expect(screen.getByTestId('reportage-approve-selected')).toBeTruthy();
    expect(screen.queryByTestId('reportage-copy')).toBeNull();
    expect(screen.queryByTestId('reportage-email')).toBeNull();
  });

  it("reloads once for a burst of other users' changes, never for lock events", async () => {
    serve(reportageUsers.viewer);
    await open();
    await screen.findByTestId(`reportage-row-${ID + 1}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    const before = asked().length;
    const event = (event: string) => ({ event, entity: 'reportage', id: ID + 1, data: null, lock: null });
    deliver('/topic/reportages', event('lock'));
    deliver('/topic/reportages', event('unlock'));
    await new Promise((r) => setTimeout(r, 300));
    expect(asked().length).toBe(before);
    deliver('/topic/reportages', event('updated'));
    deliver('/topic/reportages', event('created'));
    deliver('/topic/reportages', event('hidden'));
    await waitFor(() => expect(asked().length).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 300));
    expect(asked().length).toBe(before + 1);
  });
});

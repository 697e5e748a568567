// @vitest-environment jsdom
/** /assignments: a day's list by program and its counter, the search, create (a 422 beside its field), states, trash and restore, copy and mail, and what a reader may not do. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { AssignmentsPage } = await import('./AssignmentsPage');
beforeEach(() => void server.calls.splice(0));

const ID = 1_000_000_000_000;
const assignment = (n: number, slug: string, date: string, programIds: number[], extra: Record<string, unknown> = {}) => ({
  id: ID + n,
  slug,
  content: `About ${slug}`,
  date,
  programIds,
  producerIds: [1],
  editorIds: [],
  reporterIds: [4],
  private: false,
  allowedUserIds: [],
  priority: false,
  pending: false,
  classificationId: null as number | null,
  editorialId: null as number | null,
  typeId: null as number | null,
  vehicleIds: [] as number[],
  teamIds: [] as number[],
  state: 'PRODUCING' as string,
  owner: { id: 1, nickname: 'producer' },
  revision: 1,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:30:00Z',
  deletedAt: null as string | null,
  ...extra,
});

const withAssignments = (user: keyof typeof users, level: 'READ' | 'WRITE' | 'ADMIN') => ({
  ...users[user],
  roles: [...users[user].roles, 'ROLE_ASSIGNMENT_READ', ...(level === 'READ' ? [] : ['ROLE_ASSIGNMENT_WRITE']), ...(level === 'ADMIN' ? ['ROLE_ASSIGNMENT_ADMIN'] : [])],
});

type Row = ReturnType<typeof assignment>;

function serve(me: ReturnType<typeof withAssignments>, defaults: { defaultGrouping?: string } = {}) {
  let all: Row[] = [assignment(1, 'FIRE DOWNTOWN', '2026-11-22', [1], { priority: true, vehicleIds: [7, 8] }), assignment(2, 'CITY COUNCIL', '2026-11-22', [2]), assignment(3, 'MARATHON', '2026-11-23', [1])];
  let trash: Row[] = [];
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  const people = [
    { id: 1, name: 'Paula Producer', nickname: 'producer' },
    { id: 3, name: 'Eddie Editor', nickname: 'editor' },
    { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
  ];
  server.on('GET /api/users/active', { body: people });
  server.on('GET /api/users/producers', { body: [people[0]] });
  server.on('GET /api/users/editors', { body: [people[1]] });
  server.on('GET /api/users/reporters', { body: [people[2]] });
  server.on('GET /api/assignments', ({ url }) => {
    const q = url.searchParams;
    const program = Number(q.get('programId'));
    return { body: all.filter((a) => a.date === q.get('date') && (q.get('allPrograms') === 'true' || a.programIds.includes(program))) };
  });
  server.on('GET /api/assignments/counter', ({ url }) => {
    const q = url.searchParams;
    const day = all.filter((a) => a.date === q.get('date') && (q.get('allPrograms') === 'true' || a.programIds.includes(Number(q.get('programId')))));
    const byState = Object.fromEntries(['PRODUCING', 'COVERING', 'COMPLETED', 'INTERRUPTED', 'EDITING'].map((s) => [s, day.filter((a) => a.state === s).length]));
    return { body: { total: day.length, byState } };
  });
  server.on('GET /api/assignments/filter', ({ url }) => {
    const slug = (url.searchParams.get('slug') ?? '').toLowerCase();
    const found = all.filter((a) => a.slug.toLowerCase().includes(slug));
    return { body: { data: found, total: found.length } };
  });
  server.on('POST /api/assignments', ({ body }) => {
    const input = body as Row;
    if (input.slug.includes('\t')) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { slug: { code: 'single_line' } } } };
    const made = assignment(9, input.slug, input.date, input.programIds);
    all = [...all, made];
    return { status: 201, body: made };
  });
  server.on('PATCH /api/assignments/states', ({ body }) => {
    const { ids, state } = body as { ids: number[]; state: string };
    all = all.map((a) => (ids.includes(a.id) ? { ...a, state } : a));
    return { body: all.filter((a) => ids.includes(a.id)) };
  });
  server.on('DELETE /api/assignments', ({ url }) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    trash = [...all.filter((a) => ids.includes(a.id)).map((a) => ({ ...a, deletedAt: '2026-11-22T11:00:00Z' })), ...trash];
    all = all.filter((a) => !ids.includes(a.id));
    return { status: 204 };
  });
  server.on('GET /api/assignments/excluded', () => ({ body: { data: trash, total: trash.length } }));
  server.on('POST /api/assignments/copy', ({ body }) => {
    const { ids, programsIds, date } = body as { ids: number[]; programsIds: number[]; date: string };
    if (date < '2026-01-01') return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { date: { code: 'date' } } } };
    const copies = ids.map((id, n) => {
      const original = all.find((a) => a.id === id) as Row;
      return assignment(20 + n, original.slug, date, programsIds.length ? programsIds : original.programIds);
    });
    all = [...all, ...copies];
    return { status: 201, body: copies };
  });
  server.on('POST /api/assignments/email', ({ body }) => {
    const { usersIds } = body as { usersIds: number[] };
    if (usersIds.length === 0) return { status: 409, body: { code: 'mail_not_configured', message: 'The mail server is not configured.' } };
    return { body: { mails: 2, sentTo: [1, 4], notMailed: [3] } };
  });
  let config: { stateLock: boolean; defaultGrouping?: string } = { stateLock: false, ...defaults };
  server.on('GET /api/assignments/config', () => ({ body: config }));
  server.on('GET /api/teams', ({ url }) => ({
    body:
      url.searchParams.get('date') === '2026-11-22'
        ? [{ id: 5, name: 'Crew A', date: '2026-11-22', start: '06:00', end: '14:00', members: [{ userId: 4, function: 'Reporter' }], notes: '', oneDay: false, since: '2026-11-01', startsOn: '2026-11-01', deactivatedFrom: null }]
        : [],
  }));
  server.on('PUT /api/assignments/config', ({ body }) => {
    config = body as typeof config;
    return { body: config };
  });
  server.on('PUT /api/assignments/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = trash.filter((a) => ids.includes(a.id)).map((a) => ({ ...a, deletedAt: null }));
    trash = trash.filter((a) => !ids.includes(a.id));
    all = [...all, ...back];
    return { body: back };
  });
}

const open = (search = '?date=2026-11-22') => renderApp(<AssignmentsPage />, { path: '/assignments', route: `/assignments${search}` });
const dayCalls = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/assignments').map((c) => c.search);

describe('AssignmentsPage', () => {
  it("groups the day by the desk's default grouping, and by another the user picks", async () => {
    serve(withAssignments('viewer', 'READ'), { defaultGrouping: 'PROGRAM' });
    server.on('GET /api/vehicles', { body: [{ id: 7, name: 'Channel 4', medium: 'TV' }, { id: 8, name: 'channel4.example', medium: 'WEB' }] });
    const { user } = await open();
    const evening = await screen.findByTestId('assignment-group-PROGRAM:1');
    await waitFor(() => expect(evening.textContent).toBe('Evening News (1)'));
    expect(screen.getByTestId('assignment-group-PROGRAM:2').textContent).toBe('Midday Bulletin (1)');
    expect(screen.getByTestId<HTMLSelectElement>('assignments-grouping').value).toBe('PROGRAM');
    await user.selectOptions(screen.getByTestId('assignments-grouping'), 'VEHICLE');
    // One for two vehicles shows under each; one for none, last.
    const headings = () => screen.getAllByTestId(/^assignment-group-/).map((g) => g.textContent);
    await waitFor(() => expect(headings()).toEqual(['Channel 4 (1)', 'channel4.example (1)', 'No vehicle (1)']));
    expect(screen.getAllByTestId(`assignment-row-${ID + 1}`)).toHaveLength(2);
    await user.selectOptions(screen.getByTestId('assignments-grouping'), 'SUMMARY');
    await waitFor(() => expect(screen.queryAllByTestId(/^assignment-group-/)).toHaveLength(0));
  });

  it('lists the day of every program, then of one program, and moves a day ahead', async () => {
    serve(withAssignments('viewer', 'READ'));
    const { user, router } = await open();
    const row = await screen.findByTestId(`assignment-row-${ID + 1}`);
    expect(row.textContent).toContain('FIRE DOWNTOWN');
    await waitFor(() => expect(row.textContent).toContain('Evening News'));
    await waitFor(() => expect(row.textContent).toContain('Rita Reporter'));
    expect(row.textContent).toContain('Producing');
    expect(within(row).getByTestId(`assignment-priority-${ID + 1}`).textContent).toBe('Priority');
    expect(within(row).getByTestId(`assignment-link-${ID + 1}`).getAttribute('href')).toBe(`/assignments/assignment/${ID + 1}`);
    expect(screen.getByTestId(`assignment-row-${ID + 2}`)).toBeTruthy();
    expect(dayCalls()).toContain('?date=2026-11-22&allPrograms=true');

    await user.selectOptions(screen.getByTestId('assignments-program'), '2');
    await waitFor(() => expect(screen.queryByTestId(`assignment-row-${ID + 1}`)).toBeNull());
    expect(screen.getByTestId(`assignment-row-${ID + 2}`)).toBeTruthy();
    expect(dayCalls()).toContain('?date=2026-11-22&programId=2');
    expect(router.state.location.search).toBe('?date=2026-11-22&programId=2');

    await user.selectOptions(screen.getByTestId('assignments-program'), '');
    await user.click(screen.getByTestId('assignments-next-day'));
    await screen.findByTestId(`assignment-row-${ID + 3}`);
    expect(router.state.location.search).toBe('?date=2026-11-23');
    await user.click(screen.getByTestId('assignments-next-day'));
    expect((await screen.findByTestId('assignments-empty')).textContent).toBe('No assignment on this day.');
  });

  it("counts the day by state, of the program chosen, again after a change; a search's matches have no counter", async () => {
    serve(withAssignments('producer', 'WRITE'));
    const { user } = await open();
    const total = await screen.findByTestId('assignment-counter-total');
    await waitFor(() => expect(total.textContent).toBe('2 assignments on this day'));
    const states = () => screen.getAllByTestId(/^assignment-counter-[A-Z]+$/).map((s) => s.textContent);
    expect(states()).toEqual(['Producing 2']);
    await user.click(screen.getByTestId(`assignment-select-${ID + 1}`));
    await user.selectOptions(screen.getByTestId('assignment-state-select'), 'COVERING');
    await user.click(screen.getByTestId('assignment-state-apply'));
    await waitFor(() => expect(states()).toEqual(['Producing 1', 'Covering 1']));
    await user.selectOptions(screen.getByTestId('assignments-program'), '2');
    await waitFor(() => expect(screen.getByTestId('assignment-counter-total').textContent).toBe('1 assignment on this day'));
    expect(server.calls.filter((c) => c.path === '/api/assignments/counter').at(-1)?.search).toBe('?date=2026-11-22&programId=2');
    await user.type(screen.getByTestId('assignments-search'), 'mara');
    await screen.findByTestId(`assignment-row-${ID + 3}`);
    expect(screen.queryByTestId('assignment-counter')).toBeNull();
  });

  it('searches the slug with the paged filter instead of the day', async () => {
    serve(withAssignments('viewer', 'READ'));
    const { user } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await user.type(screen.getByTestId('assignments-search'), 'mara');
    await screen.findByTestId(`assignment-row-${ID + 3}`);
    expect(screen.queryByTestId(`assignment-row-${ID + 1}`)).toBeNull();
    const search = server.calls.find((c) => c.path === '/api/assignments/filter')?.search;
    expect(search).toBe('?slug=mara&offset=0&size=15');
    expect(screen.getByTestId('assignments-search-pager-range').textContent).toBe('1–1 of 1');
  });

  it('creates an assignment, a 422 shown beside its field first', async () => {
    serve(withAssignments('producer', 'WRITE'));
    const { user } = await open('?date=2026-11-22&programId=1');
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await user.click(screen.getByTestId('assignment-new'));
    const dialog = await screen.findByTestId('assignment-dialog');
    expect((within(dialog).getByTestId(`assignment-programIds-1`) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByTestId('assignment-date') as HTMLInputElement).value).toBe('2026-11-22');
    await user.type(within(dialog).getByTestId('assignment-slug'), 'FLOOD\tWARNING');
    await user.click(within(dialog).getByTestId('assignment-save'));
    expect((await screen.findByTestId('error-assignment-slug')).textContent).toBe('Enter one line without control characters.');

    await user.clear(within(dialog).getByTestId('assignment-slug'));
    await user.type(within(dialog).getByTestId('assignment-slug'), 'FLOOD WARNING');
    await user.click(within(dialog).getByTestId(`assignment-reporterIds-4`));
    // The teams of the form's day: none on the 23rd, Crew A on the 22nd.
    await user.clear(within(dialog).getByTestId('assignment-date'));
    await user.type(within(dialog).getByTestId('assignment-date'), '2026-11-23');
    expect(await within(dialog).findByText('No team on this day.')).toBeTruthy();
    await user.clear(within(dialog).getByTestId('assignment-date'));
    await user.type(within(dialog).getByTestId('assignment-date'), '2026-11-22');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Crew A (reporter)' }));
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect((await screen.findByTestId('assignments-notice')).textContent).toBe('Assignment created.');
    await screen.findByTestId(`assignment-row-${ID + 9}`);
    const sent = server.calls.filter((c) => c.method === 'POST').at(-1)?.body;
    expect(sent).toMatchObject({ slug: 'FLOOD WARNING', date: '2026-11-22', programIds: [1], reporterIds: [4], private: false, teamIds: [5] });
  });

  it('sets the state of the selected assignments, moves one to the trash and restores it', async () => {
    serve(withAssignments('producer', 'WRITE'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await user.click(screen.getByTestId(`assignment-select-${ID + 1}`));
    await user.click(screen.getByTestId(`assignment-select-${ID + 2}`));
    expect(screen.getByTestId('assignments-selected').textContent).toBe('2 selected');
    await user.selectOptions(screen.getByTestId('assignment-state-select'), 'COMPLETED');
    await user.click(screen.getByTestId('assignment-state-apply'));
    expect((await screen.findByTestId('assignments-notice')).textContent).toBe('2 assignments set to Completed.');
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ ids: [ID + 1, ID + 2], state: 'COMPLETED' });
    await waitFor(() => expect(screen.getByTestId(`assignment-state-${ID + 1}`).textContent).toBe('Completed'));

    await user.click(screen.getByTestId(`assignment-select-${ID + 2}`));
    await user.click(screen.getByTestId('assignment-trash'));
    expect(window.confirm).toHaveBeenCalledWith('Move 1 assignment to the trash?');
    expect((await screen.findByTestId('assignments-notice')).textContent).toBe('1 assignment moved to the trash.');
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${ID + 2}`);
    await waitFor(() => expect(screen.queryByTestId(`assignment-row-${ID + 2}`)).toBeNull());

    await user.click(screen.getByTestId('assignments-view-trash'));
    const trashed = await screen.findByTestId(`trashed-assignment-${ID + 2}`);
    await user.click(within(trashed).getByTestId(`assignment-restore-${ID + 2}`));
    expect((await screen.findByTestId('assignments-notice')).textContent).toBe('1 assignment restored.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [ID + 2] });
    await screen.findByTestId('assignments-trash-empty');
    await user.click(screen.getByTestId('assignments-view-day'));
    await screen.findByTestId(`assignment-row-${ID + 2}`);
  });

  it('copies the selected assignments to the next day by default, or to a chosen day and program; a bad day is named beside its field', async () => {
    serve(withAssignments('producer', 'WRITE'));
    const { user, router } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    expect(screen.queryByTestId('assignment-settings-open')).toBeNull();
    await user.click(screen.getByTestId(`assignment-select-${ID + 2}`));
    await user.click(screen.getByTestId(`assignment-select-${ID + 1}`));
    await user.click(screen.getByTestId('assignment-copy'));
    const form = await screen.findByTestId('assignment-copy-form');
    expect(within(form).getByRole('group', { name: /For the programs/ })).toBeTruthy();
    expect((within(form).getByTestId('assignment-copy-date') as HTMLInputElement).value).toBe('2026-11-23');

    await user.clear(within(form).getByTestId('assignment-copy-date'));
    await user.type(within(form).getByTestId('assignment-copy-date'), '2025-12-31');
    await user.click(within(form).getByTestId('assignment-copy-submit'));
    expect((await screen.findByTestId('error-assignment-copy-date')).textContent).toBe('Enter a date as YYYY-MM-DD.');

    await user.clear(within(form).getByTestId('assignment-copy-date'));
    await user.type(within(form).getByTestId('assignment-copy-date'), '2026-11-24');
    await user.click(within(form).getByTestId('assignment-copy-programs-2'));
    await user.click(within(form).getByTestId('assignment-copy-submit'));
    expect((await screen.findByTestId('assignments-notice')).textContent).toContain('2 assignments copied to');
    expect(server.calls.filter((c) => c.path === '/api/assignments/copy').at(-1)?.body).toEqual({ ids: [ID + 2, ID + 1], programsIds: [2], date: '2026-11-24' });
    expect(screen.queryByTestId('assignment-copy-form')).toBeNull();
    await user.click(screen.getByTestId('assignments-show-copies'));
    await screen.findByTestId(`assignment-row-${ID + 20}`);
    expect(router.state.location.search).toBe('?date=2026-11-24');
    expect(screen.getByTestId(`assignment-row-${ID + 21}`).textContent).toContain('FIRE DOWNTOWN');
  });

  it('e-mails the selected assignments to chosen people and their reporters, and says who was not mailed', async () => {
    serve(withAssignments('producer', 'WRITE'));
    const { user } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await user.click(screen.getByTestId(`assignment-select-${ID + 1}`));
    await user.click(screen.getByTestId(`assignment-select-${ID + 2}`));
    await user.click(screen.getByTestId('assignment-email'));
    const form = await screen.findByTestId('assignment-email-form');
    await user.click(within(form).getByTestId('assignment-email-editors'));
    await user.click(within(form).getByTestId('assignment-email-submit'));
    expect((await screen.findByTestId('assignment-email-error')).textContent).toContain('The mail server is not configured.');

    await user.click(await within(form).findByTestId('assignment-email-users-1'));
    await user.click(within(form).getByTestId('assignment-email-grouped'));
    await user.click(within(form).getByTestId('assignment-email-submit'));
    const notice = await screen.findByTestId('assignments-notice');
    await waitFor(() => expect(notice.textContent).toBe('2 mails sent to Paula Producer, Rita Reporter. Not mailed (no e-mail address, or not allowed to see a private assignment): Eddie Editor.'));
    expect(server.calls.filter((c) => c.path === '/api/assignments/email').at(-1)?.body).toEqual({
      ids: [ID + 1, ID + 2],
      usersIds: [1],
      groupedEmail: true,
      includeEditors: false,
      includeReporters: true,
      includeTeams: false,
    });
  });

  it('lets an administrator of assignments turn the state-lock on', async () => {
    serve(withAssignments('producer', 'ADMIN'));
    const { user } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await user.click(screen.getByTestId('assignment-settings-open'));
    const box = (await screen.findByTestId('assignment-settings-state-lock')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByTestId('assignment-settings-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-settings')).toBeNull());
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/assignments/config')?.body).toEqual({ stateLock: true, defaultGrouping: 'SUMMARY' });
  });

  it("shows another user's changes as they are made, without a reload of the page", async () => {
    serve(withAssignments('viewer', 'READ'));
    await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    await waitFor(() => expect(subscribed()).toContain('/topic/assignments'));
    const before = dayCalls().length;
    // Someone sets the fire COMPLETED: its row follows; a lock event alone reloads nothing.
    server.on('GET /api/assignments', { body: [assignment(1, 'FIRE DOWNTOWN', '2026-11-22', [1], { state: 'COMPLETED', revision: 2 })] });
    deliver('/topic/assignments', { event: 'lock', entity: 'assignment', id: ID + 1, data: assignment(1, 'FIRE DOWNTOWN', '2026-11-22', [1]), lock: null });
    deliver('/topic/assignments', { event: 'updated', entity: 'assignment', id: ID + 1, data: assignment(1, 'FIRE DOWNTOWN', '2026-11-22', [1], { state: 'COMPLETED', revision: 2 }), lock: null });
    deliver('/topic/assignments', { event: 'hidden', entity: 'assignment', id: ID + 2, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`assignment-state-${ID + 1}`).textContent).toBe('Completed'));
    await waitFor(() => expect(screen.queryByTestId(`assignment-row-${ID + 2}`)).toBeNull());
    expect(dayCalls().length).toBe(before + 1);
  });

  it('gives a reader no new button, no selection, no state change, no restore', async () => {
    serve(withAssignments('viewer', 'READ'));
    const { user } = await open();
    await screen.findByTestId(`assignment-row-${ID + 1}`);
    expect(screen.queryByTestId('assignment-new')).toBeNull();
    expect(screen.queryByTestId(`assignment-select-${ID + 1}`)).toBeNull();
    expect(screen.queryByTestId('assignment-actions')).toBeNull();
    server.on('GET /api/assignments/excluded', { body: { data: [assignment(5, 'OLD', '2026-11-20', [1], { deletedAt: '2026-11-21T09:00:00Z' })], total: 1 } });
    await user.click(screen.getByTestId('assignments-view-trash'));
    await screen.findByTestId(`trashed-assignment-${ID + 5}`);
    expect(screen.queryByTestId(`assignment-restore-${ID + 5}`)).toBeNull();
  });
});

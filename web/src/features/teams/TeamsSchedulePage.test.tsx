// @vitest-environment jsdom
/**
 * /teams: the week's grid (shifts, members, notes, one-day changes, the day's assignments), the weeks
 * before and after, a reader's grid without buttons, and a writer's new team, one-day and forward
 * changes, rename and deletion (the 409 of a team in use), with problems beside their fields; other
 * sessions' changes arrive live.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
const { deliver, subscribed } = await import('../../test/fakeHub');
import { renderApp, users } from '../../test/renderApp';
import { TeamsSchedulePage } from './TeamsSchedulePage';

const server = fakeServer();
beforeEach(() => void server.calls.splice(0));
afterEach(() => vi.restoreAllMocks());

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

interface Values {
  start: string;
  end: string;
  members: { userId: number; function: string }[];
  notes: string;
}

/** A team of the fake server: its values from its first day, a forward change, and days changed on their own. */
interface Stored {
  id: number;
  name: string;
  startsOn: string;
  deactivatedFrom: string | null;
  values: Values;
  forward?: { from: string; values: Values };
  days: Record<string, Values>;
}

const reader = { ...users.viewer, roles: [...users.viewer.roles, 'ROLE_TEAM_READ'] };
const writer = { ...users.producer, roles: [...users.producer.roles, 'ROLE_TEAM_READ', 'ROLE_TEAM_WRITE', 'ROLE_ASSIGNMENT_READ'] };

function serve(me: typeof reader) {
  const teams: Stored[] = [
    {
      id: 1,
      name: 'Morning crew',
      startsOn: '2026-11-01',
      deactivatedFrom: null,
      values: { start: '06:00', end: '14:00', members: [{ userId: 4, function: 'Reporter' }, { userId: 3, function: 'Camera' }], notes: 'Van 2' },
      days: { '2026-11-25': { start: '07:00', end: '15:00', members: [{ userId: 4, function: 'Reporter' }], notes: '' } },
    },
    { id: 2, name: 'Night crew', startsOn: '2026-11-26', deactivatedFrom: null, values: { start: '22:00', end: '06:00', members: [], notes: '' }, days: {} },
  ];
  const on = (t: Stored, date: string) => {
    const values = t.days[date] ?? (t.forward && t.forward.from <= date ? t.forward.values : t.values);
    return { id: t.id, name: t.name, date, ...values, oneDay: date in t.days, since: t.startsOn, startsOn: t.startsOn, deactivatedFrom: t.deactivatedFrom };
  };
  const exists = (t: Stored, date: string) => t.startsOn <= date && !(t.deactivatedFrom && t.deactivatedFrom <= date);
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/users/active', {
    body: [
      { id: 1, name: 'Paula Producer', nickname: 'producer' },
      { id: 3, name: 'Eddie Editor', nickname: 'editor' },
      { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
    ],
  });
  server.on('GET /api/teams', ({ url }) => {
    const date = url.searchParams.get('date') ?? '';
    return { body: teams.filter((t) => exists(t, date)).map((t) => on(t, date)) };
  });
  server.on('GET /api/teams/day_used', ({ url }) => ({ body: url.searchParams.get('date') === '2026-11-24' ? [{ id: 1, count: 2 }] : url.searchParams.get('date') === '2026-11-26' ? [{ id: 2, count: 1 }] : [] }));
  server.on('POST /api/teams', ({ body }) => {
    const input = body as Values & { name: string; date: string };
    if (teams.some((t) => t.name.toLowerCase() === input.name.toLowerCase())) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    const made: Stored = { id: 3, name: input.name, startsOn: input.date, deactivatedFrom: null, values: { start: input.start, end: input.end, members: input.members, notes: input.notes }, days: {} };
    teams.push(made);
    return { status: 201, body: on(made, input.date) };
  });
  server.on('PUT /api/teams/*/one_day_change', ({ url, body }) => {
    const t = teams.find((x) => url.pathname === `/api/teams/${x.id}/one_day_change`) as Stored;
    const { date, ...values } = body as Values & { date: string };
    t.days[date] = values;
    return { body: on(t, date) };
  });
  server.on('PUT /api/teams/*/forward_change', ({ url, body }) => {
    const t = teams.find((x) => url.pathname === `/api/teams/${x.id}/forward_change`) as Stored;
    const { date, ...values } = body as Values & { date: string };
    if (values.end === '05:00') return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { end: { code: 'invalid' } } } };
    t.forward = { from: date, values };
    delete t.days[date];
    return { body: on(t, date) };
  });
  server.on('PUT /api/teams/*', ({ url, body }) => {
    const t = teams.find((x) => url.pathname === `/api/teams/${x.id}`) as Stored;
    t.name = (body as { name: string }).name;
    return { body: on(t, '2026-11-24') };
  });
  server.on('DELETE /api/teams/*', ({ url }) => {
    const t = teams.find((x) => url.pathname === `/api/teams/${x.id}`) as Stored;
    const date = url.searchParams.get('date') ?? '';
    if (t.id === 1 && date <= '2026-11-24') return { status: 409, body: { code: 'team_in_use', message: 'This team could not be deleted as it is being used in a document.' } };
    t.deactivatedFrom = date;
    return { status: 204 };
  });
  return teams;
}

const open = (search = '?date=2026-11-25') => renderApp(<TeamsSchedulePage />, { path: '/teams', route: `/teams${search}` });
const teamCalls = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/teams').map((c) => c.search);
const cell = (id: number, date: string) => screen.getByTestId(`team-cell-${id}-${date}`);
const part = (id: number, date: string, name: string) => screen.getByTestId(`team-day-${id}-${date}-${name}`);

describe('TeamsSchedulePage', () => {
  it("shows a reader the week of the day asked for: each team's day, its own changes, the day's assignments, no buttons", async () => {
    serve(reader);
    await open();
    const grid = await screen.findByTestId('teams-grid');
    expect(teamCalls().sort()).toEqual(WEEK.map((date) => `?date=${date}`).sort());
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Team', 'Mon 11/23', 'Tue 11/24', 'Wed 11/25', 'Thu 11/26', 'Fri 11/27', 'Sat 11/28', 'Sun 11/29']);
    expect(screen.getAllByTestId(/^team-row-/).map((r) => r.dataset.testid)).toEqual(['team-row-1', 'team-row-2']);
    expect(part(1, '2026-11-23', 'shift').textContent).toBe('06:00–14:00');
    await waitFor(() => expect(part(1, '2026-11-23', 'members').textContent).toBe('reporter · Reportereditor · Camera'));
    expect(part(1, '2026-11-23', 'notes').textContent).toBe('Van 2');
    // Wednesday has a change of its own.
    expect(part(1, '2026-11-25', 'shift').textContent).toBe('07:00–15:00');
    expect(part(1, '2026-11-25', 'one-day').textContent).toBe('This day only');
    expect(cell(1, '2026-11-25').dataset.oneDay).toBe('true');
    expect(screen.queryByTestId('team-day-1-2026-11-24-one-day')).toBeNull();
    await waitFor(() => expect(part(1, '2026-11-24', 'used').textContent).toBe('2 assignments'));
    // None: nothing said.
    expect(screen.queryByTestId('team-day-1-2026-11-23-used')).toBeNull();
    // The night crew starts on Thursday, overnight.
    expect(WEEK.map((d) => cell(2, d).dataset.exists)).toEqual(['false', 'false', 'false', 'true', 'true', 'true', 'true']);
    expect(part(2, '2026-11-26', 'shift').textContent).toBe('22:00–06:00+1');
    expect(part(2, '2026-11-26', 'members').textContent).toBe('No members');
    expect(part(2, '2026-11-26', 'used').textContent).toBe('1 assignment');
    expect(screen.queryByTestId('team-new')).toBeNull();
    expect(screen.queryByTestId('team-rename-1')).toBeNull();
    expect(within(grid).queryByRole('button')).toBeNull();
  });

  it('prints the week through the browser, for readers too', async () => {
    serve(reader);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await open();
    await screen.findByTestId('teams-grid');
    await user.click(screen.getByTestId('teams-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('moves a week on and back, to a day typed, and to this week', async () => {
    serve(reader);
    const { user, router } = await open();
    await screen.findByTestId('teams-grid');
    await user.click(screen.getByTestId('teams-next-week'));
    await screen.findByTestId('team-cell-1-2026-12-06');
    expect(router.state.location.search).toBe('?date=2026-12-02');
    expect(teamCalls()).toContain('?date=2026-11-30');
    await user.click(screen.getByTestId('teams-prev-week'));
    await user.click(screen.getByTestId('teams-prev-week'));
    await screen.findByTestId('team-cell-1-2026-11-16');
    expect(router.state.location.search).toBe('?date=2026-11-18');
    expect(screen.queryByTestId('team-row-2')).toBeNull();
    // A day picked in the date input (a browser's picker changes the whole value at once).
    fireEvent.change(screen.getByTestId('teams-date'), { target: { value: '2026-10-21' } });
    expect((await screen.findByTestId('teams-empty')).textContent).toBe('No team exists in this week.');
    expect(screen.getByTestId('teams-week-range').textContent).toBe('Monday, October 19, 2026 to Sunday, October 25, 2026');
    await user.click(screen.getByTestId('teams-today'));
    await waitFor(() => expect(router.state.location.search).not.toBe('?date=2026-10-21'));
  });

  it('makes a new team: what is missing said first, then a name in use, then created and shown', async () => {
    serve(writer);
    const { user } = await open();
    await screen.findByTestId('teams-grid');
    await user.click(screen.getByTestId('team-new'));
    const dialog = await screen.findByTestId('team-dialog');
    expect(within(dialog).getByTestId<HTMLInputElement>('team-date').value).toBe('2026-11-25');
    await user.click(within(dialog).getByTestId('team-member-add'));
    await user.click(within(dialog).getByTestId('team-save'));
    expect(within(dialog).getByTestId('error-team-name').textContent).toBe('Required field.');
    expect(within(dialog).getByTestId('error-team-start').textContent).toBe('Required field.');
    expect(within(dialog).getByTestId('error-team-members').textContent).toBe('Required field.');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByTestId('team-name'), 'night crew');
    await user.type(within(dialog).getByTestId('team-start'), '18:00');
    await user.type(within(dialog).getByTestId('team-end'), '02:00');
    expect(within(dialog).getByText('The shift ends the next day.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Member 1' }), 'Eddie Editor (editor)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Function of member 1' }), 'Camera ');
    await user.click(within(dialog).getByTestId('team-member-add'));
    await user.selectOptions(within(dialog).getByTestId('team-member-user-1'), 'Eddie Editor (editor)');
    await user.click(within(dialog).getByTestId('team-save'));
    expect(within(dialog).getByTestId('error-team-members').textContent).toBe('editor is listed twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member 2' }));
    await user.type(within(dialog).getByTestId('team-notes'), 'Long lens');
    await user.click(within(dialog).getByTestId('team-save'));
    expect((await within(dialog).findByTestId('error-team-name')).textContent).toBe('Another team has this name.');

    await user.clear(within(dialog).getByTestId('team-name'));
    await user.type(within(dialog).getByTestId('team-name'), 'Evening crew');
    await user.click(within(dialog).getByTestId('team-save'));
    await waitFor(() => expect(screen.queryByTestId('team-dialog')).toBeNull());
    expect(screen.getByTestId('teams-notice').textContent).toBe('Team Evening crew created.');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'night crew', date: '2026-11-25', start: '18:00', end: '02:00', members: [{ userId: 3, function: 'Camera' }], notes: 'Long lens' },
      { name: 'Evening crew', date: '2026-11-25', start: '18:00', end: '02:00', members: [{ userId: 3, function: 'Camera' }], notes: 'Long lens' },
    ]);
    await screen.findByTestId('team-row-3');
    expect(screen.getAllByTestId(/^team-row-/).map((r) => r.dataset.testid)).toEqual(['team-row-3', 'team-row-1', 'team-row-2']);
    expect(cell(3, '2026-11-24').dataset.exists).toBe('false');
    expect(part(3, '2026-11-25', 'shift').textContent).toBe('18:00–02:00+1');
  });

  it("changes one day only, then every day from one on, from a cell's values; a 422 stands beside its field", async () => {
    serve(writer);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /^Change Morning crew on Tuesday/ }));
    let dialog = await screen.findByTestId('team-change-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Change Morning crew');
    expect(within(dialog).getByTestId<HTMLInputElement>('team-start').value).toBe('06:00');
    await waitFor(() => expect(within(dialog).getByTestId<HTMLSelectElement>('team-member-user-1').value).toBe('3'));
    expect(within(dialog).getByTestId<HTMLInputElement>('team-member-function-1').value).toBe('Camera');
    await user.clear(within(dialog).getByTestId('team-start'));
    await user.type(within(dialog).getByTestId('team-start'), '05:30');
    await user.click(within(dialog).getByTestId('team-save-one-day'));
    await waitFor(() => expect(screen.queryByTestId('team-change-dialog')).toBeNull());
    expect(screen.getByTestId('teams-notice').textContent).toBe('Morning crew changed on Tuesday, November 24, 2026 only.');
    await waitFor(() => expect(part(1, '2026-11-24', 'shift').textContent).toBe('05:30–14:00'));
    expect(part(1, '2026-11-24', 'one-day')).toBeTruthy();
    expect(part(1, '2026-11-23', 'shift').textContent).toBe('06:00–14:00');

    await user.click(screen.getByTestId('team-change-1-2026-11-26'));
    dialog = await screen.findByTestId('team-change-dialog');
    await user.click(within(dialog).getByTestId('team-member-remove-1'));
    await user.clear(within(dialog).getByTestId('team-end'));
    await user.type(within(dialog).getByTestId('team-end'), '05:00');
    await user.click(within(dialog).getByTestId('team-save-forward'));
    expect((await within(dialog).findByTestId('error-team-end')).textContent).toBe('There are required fields blank or invalid values were filled.');
    await user.clear(within(dialog).getByTestId('team-end'));
    await user.type(within(dialog).getByTestId('team-end'), '13:00');
    expect(within(dialog).queryByTestId('error-team-end')).toBeNull();
    await user.click(within(dialog).getByTestId('team-save-forward'));
    await waitFor(() => expect(screen.queryByTestId('team-change-dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/teams/1/one_day_change', { date: '2026-11-24', start: '05:30', end: '14:00', members: [{ userId: 4, function: 'Reporter' }, { userId: 3, function: 'Camera' }], notes: 'Van 2' }],
      ['/api/teams/1/forward_change', { date: '2026-11-26', start: '06:00', end: '05:00', members: [{ userId: 4, function: 'Reporter' }], notes: 'Van 2' }],
      ['/api/teams/1/forward_change', { date: '2026-11-26', start: '06:00', end: '13:00', members: [{ userId: 4, function: 'Reporter' }], notes: 'Van 2' }],
    ]);
    expect(screen.getByTestId('teams-notice').textContent).toBe('Morning crew changed from Thursday, November 26, 2026 on.');
    await waitFor(() => expect(part(1, '2026-11-29', 'shift').textContent).toBe('06:00–13:00'));
    expect(WEEK.map((d) => part(1, d, 'shift').textContent)).toEqual(['06:00–14:00', '05:30–14:00', '07:00–15:00', '06:00–13:00', '06:00–13:00', '06:00–13:00', '06:00–13:00']);
    expect(part(1, '2026-11-29', 'members').textContent).toBe('reporter · Reporter');
  });

  it('renames a team, and deletes one from a day: refused while an assignment names it, said in the catalogue words', async () => {
    serve(writer);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open();
    await user.click(await screen.findByTestId('team-rename-1'));
    const rename = await screen.findByTestId('team-rename-dialog');
    await user.clear(within(rename).getByTestId('team-rename'));
    await user.type(within(rename).getByTestId('team-rename'), 'Day crew');
    await user.click(within(rename).getByTestId('team-rename-save'));
    await waitFor(() => expect(screen.queryByTestId('team-rename-dialog')).toBeNull());
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/teams/1', body: { name: 'Day crew' } });
    expect(screen.getByTestId('teams-notice').textContent).toBe('Team renamed Day crew.');
    await waitFor(() => expect(within(screen.getByTestId('team-row-1')).getByRole('rowheader').textContent).toContain('Day crew'));

    await user.click(screen.getByTestId('team-change-1-2026-11-24'));
    let dialog = await screen.findByTestId('team-change-dialog');
    await user.click(within(dialog).getByTestId('team-delete'));
    expect(confirm).toHaveBeenCalledWith('Delete Day crew from Tuesday, November 24, 2026 on? It stays on the days before.');
    const refusal = await within(dialog).findByTestId('team-change-error');
    expect(refusal.dataset.code).toBe('team_in_use');
    expect(refusal.textContent).toBe('This team could not be deleted as it is being used in a document.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByTestId('team-change-1-2026-11-27'));
    dialog = await screen.findByTestId('team-change-dialog');
    await user.click(within(dialog).getByTestId('team-delete'));
    await waitFor(() => expect(screen.queryByTestId('team-change-dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path + c.search)).toEqual(['/api/teams/1?date=2026-11-24', '/api/teams/1?date=2026-11-27']);
    expect(screen.getByTestId('teams-notice').textContent).toBe('Day crew deleted from Friday, November 27, 2026 on.');
    await waitFor(() => expect(cell(1, '2026-11-27').dataset.exists).toBe('false'));
    expect(cell(1, '2026-11-26').dataset.exists).toBe('true');
  });

  it('says why the week could not be read, and draws it without the counts when they cannot be', async () => {
    serve(reader);
    server.on('GET /api/teams/day_used', { status: 403, body: { code: 'forbidden', message: '' } });
    const { user } = await open();
    await screen.findByTestId('teams-grid');
    expect(screen.queryByTestId('team-day-1-2026-11-24-used')).toBeNull();
    server.on('GET /api/teams', { status: 500, body: { code: 'internal', message: '' } });
    await user.click(screen.getByTestId('teams-next-week'));
    expect((await screen.findByTestId('teams-error')).dataset.code).toBe('internal');
  });

  it("shows another session's change at once: a team event reloads the week", async () => {
    const teams = serve(reader);
    await open();
    await screen.findByTestId('teams-grid');
    await waitFor(() => expect(subscribed()).toContain('/topic/teams'));
    const before = teamCalls().length;
    teams[1].values = { ...teams[1].values, start: '21:00' };
    deliver('/topic/teams', { entity: 'team', event: 'updated', id: 2 });
    await waitFor(() => expect(part(2, '2026-11-26', 'shift').textContent).toBe('21:00–06:00+1'));
    expect(teamCalls().length).toBe(before + 7);
    // Not a team's event: nothing reloads.
    deliver('/topic/teams', { entity: 'reference', event: 'updated', kind: 'vehicles', id: 2 });
    expect(teamCalls().length).toBe(before + 7);
  });
});

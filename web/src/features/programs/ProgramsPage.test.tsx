// @vitest-environment jsdom
/** The program administration as a program writer sees it, against the gateway at the fetch boundary. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ProgramsPage } from './ProgramsPage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());
// Each test counts its own calls.
beforeEach(() => void server.calls.splice(0));

// A program writer who may not read users and groups: the groups come by name from their picker.
const writer = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', group_ids: [1], roles: ['ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ'] };
const program = (id: number, name: string, extra: object = {}) => ({ id, name, start: '20:00:00', end: '20:45:00', production: 'PT40M', active: true, allowedGroups: [], legacyMode: false, drawer: true, editors: [], imageEditors: [], announcers: [], cgDeviceId: null, ...extra });
const pick = (id: number, name: string) => ({ id, name, nickname: name.toLowerCase() });

function serve(me: object = writer) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/groups/picks', { body: [{ id: 4, name: 'Night team' }, { id: 5, name: 'Desk' }] });
  server.on('GET /api/programs', { body: [program(1, 'Evening News'), program(2, 'Late Show', { allowedGroups: [4], active: false, production: null, legacyMode: true })] });
  server.on('GET /api/users/editors', { body: [pick(11, 'Eddie')] });
  server.on('GET /api/users/image_editors', { body: [pick(12, 'Ines')] });
  server.on('GET /api/users/active', { body: [pick(11, 'Eddie'), pick(13, 'Anna')] });
  server.on('GET /api/devices', { body: [{ id: 21, spec: { name: 'Vizrt', type: 'CG' } }, { id: 22, spec: { name: 'Playout', type: 'PLAYOUT' } }] });
  server.on('GET /api/programs/1/presenters', { body: [{ name: 'Maria', wordsPerMinute: 165 }] });
}

const open = () => renderApp(<ProgramsPage />, { path: '/admin/programs', route: '/admin/programs' });

describe('ProgramsPage', () => {
  it('lists every program, disabled ones too, with the groups allowed by name', async () => {
    serve();
    await open();
    const open1 = await screen.findByTestId('program-row-1');
    expect(open1.textContent).toContain('Every group');
    expect(open1.textContent).toContain('Active');
    const late = screen.getByTestId('program-row-2');
    expect(late.textContent).toContain('Disabled');
    expect(late.textContent).toContain('Yes');
    expect(screen.getByTestId('program-enable-2')).toBeTruthy();
    expect(screen.queryByTestId('program-enable-1')).toBeNull();
    await screen.findByText('Night team');
    expect(server.calls.find((c) => c.path === '/api/programs')?.search).toBe('?all=true');
  });

  it('creates a program with staff, allowed groups, presenters and a CG device, the server field errors beside their fields', async () => {
    serve();
    let tries = 0;
    server.on('POST /api/programs', ({ body }) =>
      tries++ === 0 ? { status: 422, body: { code: 'validation', message: '', fields: { name: { code: 'too_long', params: { max: 120 } } } } } : { status: 201, body: program(3, (body as { name: string }).name, body as object) },
    );
    server.on('PUT /api/programs/3/presenters', ({ body }) => ({ body }));
    server.on('PUT /api/programs/3/cg', { body: program(3, 'Sports Hour', { cgDeviceId: 21 }) });
    const { user } = await open();
    await user.click(await screen.findByTestId('program-new'));
    const dialog = screen.getByTestId('program-dialog');
    expect(within(dialog).getByTestId('program-groups-hint').textContent).toContain('every group');
    await user.type(within(dialog).getByTestId('program-name'), 'Sports Hour');
    await user.type(within(dialog).getByTestId('program-start'), '21:00');
    await user.type(within(dialog).getByTestId('program-end'), '22:00:00');
    await user.type(within(dialog).getByTestId('program-production'), '50:00');
    await user.click(await within(dialog).findByTestId('program-editors-11'));
    await user.click(await within(dialog).findByTestId('program-announcers-13'));
    await user.click(await within(dialog).findByTestId('program-allowedGroups-5'));
    expect(within(dialog).getByTestId('program-groups-hint').textContent).toContain('Only the selected groups');
    await user.click(within(dialog).getByTestId('presenter-add'));
    await user.type(within(dialog).getByTestId('presenter-name-0'), 'Rita');
    await user.selectOptions(await within(dialog).findByTestId('program-cgDeviceId'), '21');
    expect(within(dialog).queryByRole('option', { name: 'Playout' })).toBeNull();
    await user.click(within(dialog).getByTestId('program-save'));
    expect((await screen.findByTestId('error-program-name')).textContent).toBe('Limit of 120 characters.');
    await user.click(within(dialog).getByTestId('program-save'));
    expect((await screen.findByTestId('programs-notice')).dataset.notice).toBe('created');
    const posted = server.calls.filter((c) => c.method === 'POST').at(-1)?.body;
    expect(posted).toEqual({ name: 'Sports Hour', start: '21:00:00', end: '22:00:00', production: 'PT50M', active: true, legacyMode: false, drawer: true, editors: [11], imageEditors: [], announcers: [13], allowedGroups: [5] });
    expect(server.calls.find((c) => c.path === '/api/programs/3/presenters')?.body).toEqual([{ name: 'Rita', wordsPerMinute: 160 }]);
    expect(server.calls.find((c) => c.path === '/api/programs/3/cg')?.body).toEqual({ deviceId: 21 });
  });

  it('checks presenter rates before sending', async () => {
    serve();
    const { user } = await open();
    await user.click(await screen.findByTestId('program-edit-1'));
    const dialog = await screen.findByTestId('program-dialog');
    expect((within(dialog).getByTestId('presenter-name-0') as HTMLInputElement).value).toBe('Maria');
    await user.clear(within(dialog).getByTestId('presenter-rate-0'));
    await user.type(within(dialog).getByTestId('presenter-rate-0'), '400');
    await user.click(within(dialog).getByTestId('program-save'));
    expect((await screen.findByTestId('error-presenter-rate-0')).textContent).toBe('Enter a number from 80 to 300.');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says a taken name with the message of the spec', async () => {
    serve();
    server.on('PUT /api/programs/1', { status: 409, body: { code: 'conflict', message: '' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('program-edit-1'));
    const dialog = await screen.findByTestId('program-dialog');
    await user.type(within(dialog).getByTestId('program-name'), ' 2');
    await user.click(within(dialog).getByTestId('program-save'));
    expect((await screen.findByTestId('program-form-error')).textContent).toContain('The data entered by you conflicts with another existing record.');
    expect(server.calls.some((c) => c.path.endsWith('/presenters') && c.method === 'PUT')).toBe(false);
  });

  it('offers to disable a program with content instead of deleting it', async () => {
    serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/programs/1', { status: 409, body: { code: 'program_has_content', message: '' } });
    server.on('PUT /api/programs/1', ({ body }) => ({ body: program(1, 'Evening News', body as object) }));
    const { user } = await open();
    await user.click(await screen.findByTestId('program-delete-1'));
    expect((await screen.findByTestId('program-has-content')).textContent).toContain('Evening News has content');
    await user.click(screen.getByTestId('program-disable-instead'));
    expect((await screen.findByTestId('programs-notice')).dataset.notice).toBe('disabled');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Evening News', start: '20:00:00', production: 'PT40M', active: false });
  });

  it('deletes a program without content, and enables a disabled one', async () => {
    serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/programs/1', { status: 204 });
    server.on('PUT /api/programs/2', ({ body }) => ({ body: program(2, 'Late Show', body as object) }));
    const { user } = await open();
    await user.click(await screen.findByTestId('program-delete-1'));
    await waitFor(() => expect(screen.getByTestId('programs-notice').dataset.notice).toBe('deleted'));
    await user.click(screen.getByTestId('program-enable-2'));
    await waitFor(() => expect(screen.getByTestId('programs-notice').dataset.notice).toBe('enabled'));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Late Show', allowedGroups: [4], legacyMode: true, active: true });
  });

  it('offers no change to a user without program write', async () => {
    serve({ ...writer, roles: ['ROLE_RUNDOWN_READ', 'ROLE_USER_READ'] });
    await open();
    await screen.findByTestId('program-row-1');
    expect(screen.queryByTestId('program-new')).toBeNull();
    expect(screen.queryByTestId('program-edit-1')).toBeNull();
    expect(screen.queryByTestId('program-delete-1')).toBeNull();
    expect(screen.queryByTestId('program-enable-2')).toBeNull();
  });
});

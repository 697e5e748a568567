// @vitest-environment jsdom
/** The user administration as an administrator sees it, against the gateway at the fetch boundary. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAccount } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { UsersPage } from './UsersPage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());

const account = (id: number, nickname: string, extra: Partial<UserAccount> = {}): UserAccount =>
  ({ id, name: nickname.toUpperCase(), nickname, email: `${nickname}@example.com`, active: true, directoryUser: false, expirationDays: 0, groupIds: [1], mustChangePassword: false, ...extra }) as UserAccount;

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', group_ids: [1], roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_USER_ADMIN'] };
const reader = { ...admin, roles: ['ROLE_USER_READ'] };

function serve(me = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/groups', { body: [{ id: 1, name: 'Newsroom', permissions: {}, editors: true, imageEditors: false, producers: false, reporters: true, categories: [], userCount: 2 }] });
  server.on('GET /api/users/filter', ({ url }) => {
    const all = [account(1, 'ann'), account(2, 'bob', { active: false })];
    const active = url.searchParams.get('activeOnly') === 'true';
    const text = url.searchParams.get('filter') ?? '';
    const data = all.filter((u) => (!active || u.active) && u.nickname.includes(text));
    return { body: { data, total: data.length } };
  });
}

const open = () => renderApp(<UsersPage />, { path: '/admin/users', route: '/admin/users' });

describe('UsersPage', () => {
  it('lists the active users with their groups, and the inactive ones on asking', async () => {
    serve();
    const { user } = await open();
    const row = await screen.findByTestId('user-row-1');
    expect(row.textContent).toContain('Newsroom');
    expect(screen.queryByTestId('user-row-2')).toBeNull();
    await user.click(screen.getByTestId('users-active-only'));
    await screen.findByTestId('user-row-2');
    expect(screen.getByTestId('user-restore-2')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === '/api/users/filter').at(-1)?.search).toBe('?activeOnly=false&page=0&size=25');
  });

  it('finds users by a part of their login name, asking once the typing pauses', async () => {
    serve();
    const { user } = await open();
    await screen.findByTestId('user-row-1');
    const before = server.calls.filter((c) => c.path === '/api/users/filter').length;
    await user.type(screen.getByTestId('users-filter'), 'bo');
    await user.click(screen.getByTestId('users-active-only'));
    await waitFor(() => expect(screen.queryByTestId('user-row-1')).toBeNull());
    expect(screen.getByTestId('user-row-2')).toBeTruthy();
    const asked = server.calls.filter((c) => c.path === '/api/users/filter').slice(before);
    expect(asked.map((c) => c.search)).not.toContain('?filter=b&activeOnly=true&page=0&size=25');
    expect(asked.at(-1)?.search).toBe('?filter=bo&activeOnly=false&page=0&size=25');
  });

  it('creates a user and shows the server field errors beside their fields', async () => {
    serve();
    let tries = 0;
    server.on('POST /api/users', ({ body }) =>
      tries++ === 0 ? { status: 422, body: { code: 'validation', message: '', fields: { email: { code: 'email' } } } } : { status: 201, body: account(3, (body as { nickname: string }).nickname) },
    );
    const { user } = await open();
    await user.click(await screen.findByTestId('user-new'));
    const dialog = screen.getByTestId('user-dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Cid');
    await user.type(within(dialog).getByLabelText('Login name'), 'cid');
    await user.type(within(dialog).getByLabelText('E-mail'), 'nope');
    await user.type(within(dialog).getByLabelText('Password'), 'first-time');
    await user.type(within(dialog).getByLabelText('Confirm the password'), 'first-time');
    await user.click(within(dialog).getByTestId('user-group-1'));
    await user.click(within(dialog).getByTestId('user-save'));
    expect((await screen.findByTestId('error-user-email')).textContent).toBe('Invalid e-mail.');
    await user.click(within(dialog).getByTestId('user-save'));
    expect((await screen.findByTestId('users-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ nickname: 'cid', password: 'first-time', groupIds: [1], expirationDays: 0, active: true });
  });

  it('resets a password and shows the one-time password once', async () => {
    serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('POST /api/users/1/reset_password', { body: { password: 'TMP-4242' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('user-resetPassword-1'));
    expect((await screen.findByTestId('otp-value')).textContent).toBe('TMP-4242');
    await user.click(screen.getByTestId('otp-done'));
    expect(screen.queryByTestId('otp-value')).toBeNull();
  });

  it('says why the last administrator cannot be deactivated', async () => {
    serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/users', { status: 409, body: { code: 'last_administrator', message: '' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('user-deactivate-1'));
    await waitFor(() => expect(screen.getByTestId('users-error').dataset.code).toBe('last_administrator'));
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe('?ids=1');
  });

  it('offers no deactivation of oneself', async () => {
    serve();
    server.on('GET /api/users/filter', { body: { data: [account(9, 'admin')], total: 1 } });
    await open();
    await screen.findByTestId('user-row-9');
    expect(screen.getByTestId('user-edit-9')).toBeTruthy();
    expect(screen.queryByTestId('user-deactivate-9')).toBeNull();
    expect(screen.queryByTestId('user-endSession-9')).toBeNull();
  });

  it('offers no change to a user who may only read', async () => {
    serve(reader);
    await open();
    await screen.findByTestId('user-row-1');
    expect(screen.queryByTestId('user-new')).toBeNull();
    expect(screen.queryByTestId('user-edit-1')).toBeNull();
    expect(screen.queryByTestId('user-deactivate-1')).toBeNull();
  });
});

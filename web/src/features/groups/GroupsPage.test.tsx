// @vitest-environment jsdom
/** The group administration: the permission grid, saving, and a group with users that cannot be deleted. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Group } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { GroupsPage } from './GroupsPage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());

const desk = { id: 1, name: 'Desk', permissions: { RUNDOWN: 'WRITE', STORY: 'READ' }, editors: true, imageEditors: false, producers: false, reporters: false, categories: ['Sports'], userCount: 3 } as unknown as Group;
const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', group_ids: [1], roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_USER_ADMIN'] };

function serve(me = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/groups', { body: [desk] });
}
const open = () => renderApp(<GroupsPage />, { path: '/admin/groups', route: '/admin/groups' });

describe('GroupsPage', () => {
  it('edits the permissions in the grid and saves every area', async () => {
    serve();
    server.on('PUT /api/groups/1', ({ body }) => ({ body: { ...desk, ...(body as object) } }));
    const { user } = await open();
    expect((await screen.findByTestId('group-users-1')).textContent).toBe('3');
    await user.click(screen.getByTestId('group-edit-1'));
    const dialog = screen.getByTestId('group-dialog');
    expect(screen.getByTestId('perm-row-RUNDOWN').dataset.level).toBe('WRITE');
    expect(within(dialog).getByLabelText('Chat: None')).toHaveProperty('checked', true);
    await user.click(within(dialog).getByLabelText('Set all: Read'));
    await user.click(within(dialog).getByLabelText('Users and groups: Admin'));
    await user.click(within(dialog).getByTestId('group-reporters'));
    await user.type(within(dialog).getByTestId('group-categories-input'), 'Weather{Enter}');
    await user.click(within(dialog).getByTestId('group-save'));
    expect((await screen.findByTestId('groups-notice')).dataset.notice).toBe('saved');
    const sent = server.calls.find((c) => c.method === 'PUT')?.body as { permissions: Record<string, string>; reporters: boolean; categories: string[] };
    expect(Object.keys(sent.permissions)).toHaveLength(24);
    expect(sent.permissions).toMatchObject({ RUNDOWN: 'READ', CHAT: 'READ', USER: 'ADMIN' });
    expect(sent).toMatchObject({ reporters: true, categories: ['Sports', 'Weather'] });
  });

  it('says a group with users cannot be deleted', async () => {
    serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/groups/1', { status: 409, body: { code: 'group_has_users', message: '' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('group-delete-1'));
    await waitFor(() => expect(screen.getByTestId('groups-error').textContent).toContain('A group with users cannot be deleted.'));
  });

  it('shows a reader the grid without changes', async () => {
    serve({ ...admin, roles: ['ROLE_USER_READ', 'ROLE_USER_WRITE'] });
    const { user } = await open();
    expect(screen.queryByTestId('group-new')).toBeNull();
    await user.click(await screen.findByTestId('group-open-1'));
    expect(screen.getByTestId('perm-RUNDOWN-READ')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('group-save')).toBeNull();
  });
});

// @vitest-environment jsdom
/** The branches: create with a language, a name in use refused (409), edit, delete, and a reader's view. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { BranchesPage } from './BranchesPage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());

const north = { id: 4, name: 'TV Norte', address: 'Av. Brasil, 100', locale: 'pt_BR' } as unknown as Branch;
const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_BRANCH_READ', 'ROLE_BRANCH_WRITE'] };

function serve(me = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/branches', { body: [north] });
  server.on('GET /api/branch/config', { body: { locale: 'es_ES', branchName: 'Canal', loginDomain: '' } });
  server.on('GET /api/branch/locales', { body: ['en_US', 'es_ES', 'pt_BR'] });
}
const open = () => renderApp(<BranchesPage />, { path: '/admin/branches', route: '/admin/branches' });

describe('BranchesPage', () => {
  it('lists the branches with the name of their language', async () => {
    serve();
    await open();
    const row = await screen.findByTestId('branch-row-4');
    expect(row.textContent).toContain('TV Norte');
    expect(row.textContent).toContain('Português (Brasil)');
  });

  it("creates a branch in the installation's language, and says a name in use is another branch's", async () => {
    serve();
    let tries = 0;
    server.on('POST /api/branches', ({ body }) => (++tries === 1 ? { status: 409, body: { code: 'conflict', message: '' } } : { status: 201, body: { id: 5, ...(body as object) } }));
    const { user } = await open();
    await user.click(await screen.findByTestId('branch-new'));
    const dialog = screen.getByTestId('branch-dialog');
    expect(within(dialog).getByTestId<HTMLSelectElement>('branch-locale').value).toBe('es_ES');
    await user.type(within(dialog).getByTestId('branch-name'), ' TV Norte ');
    await user.type(within(dialog).getByTestId('branch-address'), 'Rua 2');
    await user.selectOptions(within(dialog).getByTestId('branch-locale'), 'English');
    await user.click(within(dialog).getByTestId('branch-save'));
    expect((await screen.findByTestId('branch-form-error')).textContent).toContain('The data entered by you conflicts with another existing record.');
    await user.clear(within(dialog).getByTestId('branch-name'));
    await user.type(within(dialog).getByTestId('branch-name'), 'TV Sul');
    await user.click(within(dialog).getByTestId('branch-save'));
    expect((await screen.findByTestId('branches-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'TV Norte', address: 'Rua 2', locale: 'en_US' },
      { name: 'TV Sul', address: 'Rua 2', locale: 'en_US' },
    ]);
  });

  it('shows what is wrong beside each field', async () => {
    serve();
    server.on('PUT /api/branches/4', { status: 422, body: { code: 'validation', message: '', fields: { address: { code: 'required' }, name: { code: 'too_long', params: { max: 120 } } } } });
    const { user } = await open();
    await user.click(await screen.findByTestId('branch-edit-4'));
    await user.clear(screen.getByTestId('branch-address'));
    await user.click(screen.getByTestId('branch-save'));
    expect((await screen.findByTestId('error-branch-address')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-branch-name').textContent).toBe('Limit of 120 characters.');
  });

  it('deletes a branch once confirmed', async () => {
    serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/branches/4', { status: 204 });
    const { user } = await open();
    await user.click(await screen.findByTestId('branch-delete-4'));
    expect(confirm).toHaveBeenCalledWith('Delete the branch TV Norte?');
    await waitFor(() => expect(screen.getByTestId('branches-notice').dataset.notice).toBe('deleted'));
  });

  it('shows a reader the list without changes', async () => {
    serve({ ...admin, roles: ['ROLE_BRANCH_READ'] });
    await open();
    await screen.findByTestId('branch-row-4');
    expect(screen.queryByTestId('branch-new')).toBeNull();
    expect(screen.queryByTestId('branch-edit-4')).toBeNull();
  });
});

// @vitest-environment jsdom
/** The general settings: the configuration saved, field problems beside their fields, a reader's view. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { SettingsPage } from './SettingsPage';

const server = fakeServer();

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_BRANCH_READ', 'ROLE_BRANCH_WRITE'] };
const config = { locale: 'en_US', branchName: 'Newsroom', loginDomain: '' };

function serve(me = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/branch/config', { body: config });
  server.on('GET /api/branch/locales', { body: ['en_US', 'es_ES', 'pt_BR'] });
}
const open = () => renderApp(<SettingsPage />, { path: '/admin/settings', route: '/admin/settings' });

describe('SettingsPage', () => {
  it('saves the language, the name and the mobile login domain', async () => {
    serve();
    server.on('PUT /api/branch/config', ({ body }) => ({ body }));
    const { user } = await open();
    const name = await screen.findByTestId('settings-branchName');
    expect(screen.getByText(/type a bare login name and @domain is added/)).toBeTruthy();
    await user.selectOptions(screen.getByTestId('settings-locale'), 'Português (Brasil)');
    await user.clear(name);
    await user.type(name, ' TV Norte ');
    await user.type(screen.getByTestId('settings-loginDomain'), '@tvnorte.com.br');
    expect(screen.getByText('Reporters on the mobile app may type a bare login name: @tvnorte.com.br is added. Leave empty for none.')).toBeTruthy();
    await user.click(screen.getByTestId('settings-save'));
    await screen.findByTestId('settings-saved');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ locale: 'pt_BR', branchName: 'TV Norte', loginDomain: 'tvnorte.com.br' });
  });

  it('shows what is wrong beside each field', async () => {
    serve();
    server.on('PUT /api/branch/config', { status: 422, body: { code: 'validation', message: '', fields: { branchName: { code: 'required' }, loginDomain: { code: 'domain' } } } });
    const { user } = await open();
    await user.clear(await screen.findByTestId('settings-branchName'));
    await user.type(screen.getByTestId('settings-loginDomain'), 'not a domain');
    await user.click(screen.getByTestId('settings-save'));
    expect((await screen.findByTestId('error-settings-branchName')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-settings-loginDomain').textContent).toBe('Enter a domain such as example.com.');
  });

  it('shows a reader the settings without a save button', async () => {
    serve({ ...admin, roles: ['ROLE_BRANCH_READ'] });
    await open();
    expect((await screen.findByTestId<HTMLInputElement>('settings-branchName')).value).toBe('Newsroom');
    expect(screen.queryByTestId('settings-save')).toBeNull();
    expect(screen.getByText('Only a user who may write branches changes the general settings.')).toBeTruthy();
  });
});

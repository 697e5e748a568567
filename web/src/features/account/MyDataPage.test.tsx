// @vitest-environment jsdom
/** "My data" as a user sees it: saving, and the server's field errors beside their fields. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { MyDataPage } from './MyDataPage';

const server = fakeServer();
const me = { ...users.producer, email: 'producer@example.com', group_ids: [] };

async function open() {
  server.on('GET /api/users/me', { body: me });
  return renderApp(<MyDataPage />, { path: '/my-data', route: '/my-data' });
}

describe('MyDataPage', () => {
  it('saves the name without touching the password', async () => {
    server.on('PUT /api/users/me', ({ body }) => ({ body: { ...me, ...(body as object) } }));
    const { user } = await open();
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Paula Producer');
    await user.clear(name);
    await user.type(name, 'Paula P.');
    await user.click(screen.getByTestId('my-data-save'));
    await screen.findByTestId('my-data-saved');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Paula P.', nickname: 'producer', email: 'producer@example.com' });
  });

  it('shows a wrong current password beside its field', async () => {
    server.on('PUT /api/users/me', { status: 422, body: { code: 'validation', message: '', fields: { currentPassword: { code: 'wrong_password' } } } });
    const { user } = await open();
    await user.type(await screen.findByLabelText('Current password'), 'nope');
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm the new password'), 'a new secret');
    await user.click(screen.getByTestId('my-data-save'));
    await waitFor(() => expect(screen.getByTestId('error-me-currentPassword').textContent).toBe('The current password is wrong.'));
  });

  it('says a login name or e-mail is taken', async () => {
    server.on('PUT /api/users/me', { status: 409, body: { code: 'conflict', message: '' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('my-data-save'));
    expect((await screen.findByTestId('my-data-error')).textContent).toContain('conflicts with another existing record');
  });
});

// @vitest-environment jsdom
/**
 * The licence page (status, fields, installing a file, removing) and the warning of the app's frame,
 * against the gateway's answers.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Licence } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { LicenceBanner } from './LicenceBanner';
import { LicencePage } from './LicencePage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());

const community: Licence = { status: 'COMMUNITY', id: null, clientId: null, type: null, expiration: null, maxUsers: 0, daysLeft: null, warningDays: 30, activeUsers: 3 };
const active: Licence = { status: 'ACTIVE', id: 'LIC-7', clientId: 'TV Norte', type: 'PERIOD', expiration: '2027-03-31', maxUsers: 25, daysLeft: 120, warningDays: 30, activeUsers: 4 };
const admin = { id: 1, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ADMIN_ADMIN'] };
const reader = { ...admin, roles: ['ROLE_ADMIN_READ'] };

function serve(licence: Licence, me: typeof admin = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/licence', { body: licence });
}
const open = () => renderApp(<LicencePage />, { path: '/admin/licence', route: '/admin/licence' });
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('LicencePage', () => {
  it('shows the community edition: no licence, no limit', async () => {
    serve(community);
    await open();
    expect((await screen.findByTestId('licence-status')).textContent).toBe('Community edition: no license installed, no limit of users.');
    expect(text('licence-maxUsers')).toBe('No limit');
    expect(text('licence-activeUsers')).toBe('3');
    expect(text('licence-id')).toBe('—');
    expect(screen.queryByTestId('licence-remove')).toBeNull();
  });

  it('shows a licence near its end with the days left, and every field', async () => {
    serve({ ...active, status: 'EXPIRING', daysLeft: 12 });
    await open();
    expect((await screen.findByTestId('licence-status')).textContent).toBe('The license ends in 12 days.');
    expect(text('licence-id')).toBe('LIC-7');
    expect(text('licence-clientId')).toBe('TV Norte');
    expect(text('licence-type')).toBe('Period');
    expect(text('licence-expiration')).toContain('2027');
    expect(text('licence-maxUsers')).toBe('25');
  });

  it('installs a licence file read as text, and says why a file is refused under the field', async () => {
    serve(community);
    let tries = 0;
    server.on('PUT /api/licence', () =>
      ++tries === 1
        ? { status: 422, body: { code: 'validation', message: '', fields: { licence: { code: 'licence_expired', params: { date: '2025-01-31' } } } } }
        : { body: active },
    );
    const { user } = await open();
    const input = await screen.findByTestId<HTMLInputElement>('licence-file');
    await user.upload(input, new File(['{"payload":"old","signature":"x"}'], 'old.lic', { type: 'application/json' }));
    await user.click(screen.getByTestId('licence-install'));
    expect((await screen.findByTestId('error-licence-file')).textContent).toBe('This license expired on 2025-01-31.');
    await user.upload(input, new File(['{"payload":"new","signature":"y"}'], 'new.lic', { type: 'application/json' }));
    expect(screen.queryByTestId('error-licence-file')).toBeNull();
    serve(active);
    await user.click(screen.getByTestId('licence-install'));
    expect((await screen.findByTestId('licence-notice')).dataset.notice).toBe('installed');
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ file: '{"payload":"old","signature":"x"}' }, { file: '{"payload":"new","signature":"y"}' }]);
    await waitFor(() => expect(text('licence-status')).toBe('License active.'));
  });

  it('says a file that is not a licence', async () => {
    serve(community);
    server.on('PUT /api/licence', { status: 422, body: { code: 'validation', message: '', fields: { licence: { code: 'licence_invalid' } } } });
    const { user } = await open();
    await user.upload(await screen.findByTestId('licence-file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByTestId('licence-install'));
    expect((await screen.findByTestId('error-licence-file')).textContent).toBe('This is not a license file, or its signature does not match.');
  });

  it('removes the licence once confirmed', async () => {
    serve(active);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.on('DELETE /api/licence', () => {
      serve(community);
      return { body: community };
    });
    const { user } = await open();
    await user.click(await screen.findByTestId('licence-remove'));
    expect((await screen.findByTestId('licence-notice')).dataset.notice).toBe('removed');
    await waitFor(() => expect(screen.getByTestId('licence-status').dataset.status).toBe('COMMUNITY'));
  });

  it('shows a reader the licence without install or remove', async () => {
    serve(active, reader);
    await open();
    await screen.findByTestId('licence-status');
    expect(screen.queryByTestId('licence-file')).toBeNull();
    expect(screen.queryByTestId('licence-remove')).toBeNull();
  });
});

describe('LicenceBanner', () => {
  const banner = () => renderApp(<LicenceBanner />, { path: '/home', route: '/home' });

  it('warns an administrator with the days left, with a link to the licence', async () => {
    serve({ ...active, status: 'EXPIRING', daysLeft: 1 }, reader);
    await banner();
    expect((await screen.findByTestId('licence-banner')).textContent).toContain('The license ends in 1 day.');
    expect(screen.getByTestId('licence-banner-link').getAttribute('href')).toBe('/admin/licence');
  });

  it('says an expired or invalid licence', async () => {
    serve({ ...active, status: 'EXPIRED', daysLeft: 0 }, reader);
    await banner();
    expect((await screen.findByTestId('licence-banner')).textContent).toContain('License expired or invalid.');
  });

  it('says nothing for an active licence', async () => {
    serve(active, reader);
    await banner();
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/licence')).toBe(true));
    expect(screen.queryByTestId('licence-banner')).toBeNull();
  });

  it('does not ask for the licence for a user without admin read', async () => {
    const before = server.calls.length;
    serve({ ...active, status: 'EXPIRED' }, { ...admin, roles: ['ROLE_RUNDOWN_READ'] });
    await banner();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('licence-banner')).toBeNull();
    expect(server.calls.slice(before).some((c) => c.path === '/api/licence')).toBe(false);
  });
});

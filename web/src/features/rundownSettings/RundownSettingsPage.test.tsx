// @vitest-environment jsdom
/** The rundown settings: the lock as hours and minutes saved as ISO, field problems beside their fields. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { RundownSettingsPage } from './RundownSettingsPage';

const server = fakeServer();

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN'] };

function serve(config: object = { lockAfterEnd: null, trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 }) {
  server.on('GET /api/users/me', { body: admin });
  server.on('GET /api/rundowns/config', { body: config });
}
const puts = () => server.calls.filter((c) => c.method === 'PUT');
const open = () => renderApp(<RundownSettingsPage />, { path: '/admin/rundown-settings', route: '/admin/rundown-settings' });

describe('RundownSettingsPage', () => {
  it('switches the lock on as hours and minutes and saves it with the retentions', async () => {
    serve();
    server.on('PUT /api/rundowns/config', ({ body }) => ({ body }));
    const { user } = await open();
    await user.click(await screen.findByTestId('rundown-settings-lockOn'));
    const hours = screen.getByTestId('rundown-settings-lockHours');
    await user.clear(hours);
    await user.type(hours, '1');
    await user.clear(screen.getByTestId('rundown-settings-lockMinutes'));
    await user.type(screen.getByTestId('rundown-settings-lockMinutes'), '30');
    await user.clear(screen.getByTestId('rundown-settings-trashRetentionDays'));
    await user.type(screen.getByTestId('rundown-settings-trashRetentionDays'), '0');
    await user.clear(screen.getByTestId('rundown-settings-versionRetentionDays'));
    await user.type(screen.getByTestId('rundown-settings-versionRetentionDays'), '90');
    await user.click(screen.getByTestId('rundown-settings-save'));
    expect((await screen.findByTestId('rundown-settings-saved')).textContent).toBe('The rundown settings were saved.');
    expect(puts().at(-1)?.body).toEqual({ lockAfterEnd: 'PT1H30M', trashRetentionDays: 0, logRetentionDays: 365, versionRetentionDays: 90 });
  });

  it('switches the lock off', async () => {
    serve({ lockAfterEnd: 'PT2H', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    server.on('PUT /api/rundowns/config', ({ body }) => ({ body }));
    const { user } = await open();
    expect((await screen.findByTestId<HTMLInputElement>('rundown-settings-lockHours')).value).toBe('2');
    await user.click(screen.getByTestId('rundown-settings-lockOn'));
    expect(screen.queryByTestId('rundown-settings-lockHours')).toBeNull();
    await user.click(screen.getByTestId('rundown-settings-save'));
    await screen.findByTestId('rundown-settings-saved');
    expect(puts().at(-1)?.body).toMatchObject({ lockAfterEnd: null });
  });

  it('shows what the server finds wrong beside each field', async () => {
    serve({ lockAfterEnd: 'PT2H', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    server.on('PUT /api/rundowns/config', {
      status: 422,
      body: { code: 'validation', message: '', fields: { lockAfterEnd: { code: 'range', params: { min: 0, max: 604800 } }, logRetentionDays: { code: 'range', params: { min: 0, max: 3650 } } } },
    });
    const { user } = await open();
    await user.click(await screen.findByTestId('rundown-settings-save'));
    expect((await screen.findByTestId('error-rundown-settings-lockAfterEnd')).textContent).toBe('Enter at most 168 hours (7 days), minutes from 0 to 59.');
    expect(screen.getByTestId('error-rundown-settings-logRetentionDays').textContent).toBe('Enter a number from 0 to 3650.');
  });

  it('finds an interval over 7 days before sending', async () => {
    serve({ lockAfterEnd: 'PT2H', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    const before = puts().length;
    const { user } = await open();
    const hours = await screen.findByTestId('rundown-settings-lockHours');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByTestId('rundown-settings-save'));
    expect(await screen.findByTestId('error-rundown-settings-lockAfterEnd')).toBeTruthy();
    expect(puts()).toHaveLength(before);
  });
});

// @vitest-environment jsdom
/**
 * The lock after the end on the rundown screen: the header says when the rundown locks itself (the
 * rundown settings' interval after its planned end, in the browser's time), and a reopen refused after
 * that time says why in the banner.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rundown } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { RundownPage } = await import('./RundownPage');
beforeEach(() => void server.calls.splice(0));

function serve(lockAfterEnd: string | null, rundown: Partial<Rundown> = {}) {
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/programs', { body: [{ id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' }] });
  server.on('GET /api/rundowns/exists', { body: { status: 'EXIST' } });
  server.on('GET /api/rundowns', { body: { ...sampleRundown(), date: '2030-01-10', ...rundown } });
  server.on('GET /api/rundowns/config', { body: { lockAfterEnd, trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 } });
  server.on('GET /api/locks', { body: [] });
}
const open = () => renderApp(<RundownPage />, { path: '/rundown/:date/:programId', route: '/rundown/2030-01-10/1' });

describe('the lock after the end', () => {
  it('tells when the rundown locks itself: its end plus the interval', async () => {
    serve('PT2H15M');
    await open();
    expect((await screen.findByTestId('rundown-lock-at')).textContent).toBe('Locks itself at 21:45');
  });

  it('names the next day when the lock falls on it (an end before the start is the next day)', async () => {
    serve('PT1H', { start: '23:30:00', end: '00:15:00' });
    await open();
    expect((await screen.findByTestId('rundown-lock-at')).textContent).toBe('Locks itself on Jan 11 at 01:15');
  });

  it('says nothing when the lock is off, or once the rundown is displayed', async () => {
    serve(null);
    const { unmount } = await open();
    await screen.findByTestId('rundown-grid');
    expect(screen.queryByTestId('rundown-lock-at')).toBeNull();
    unmount();
    serve('PT2H', { displayStatus: 'STOP', displayed: true });
    await open();
    await screen.findByTestId('display-locked');
    expect(screen.queryByTestId('rundown-lock-at')).toBeNull();
  });

  it('says nothing once the lock time has passed (the rundown locks within a minute, or was reopened by an administrator)', async () => {
    serve('PT2H', { date: '2026-11-22' });
    const { store } = await open();
    await screen.findByTestId('rundown-grid');
    // Once the settings are in, the notice is never drawn: not even for a moment.
    const settingsIn = () => Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'rundownConfig' && q.status === 'fulfilled');
    await waitFor(() => expect(settingsIn()).toBe(true));
    expect(screen.queryByTestId('rundown-lock-at')).toBeNull();
  });

  it('says why a producer cannot reopen a rundown that locked itself', async () => {
    serve('PT2H', { date: '2026-11-22', displayStatus: 'STOP', displayed: true });
    server.on('PUT /api/rundowns/1/display_status', { status: 403, body: { code: 'forbidden', message: 'You do not have the required permission.' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('rundown-reopen'));
    expect((await screen.findByTestId('rundown-error')).textContent).toContain('This rundown locked itself after the end of the show: only a rundown administrator can reopen it.');
  });
});

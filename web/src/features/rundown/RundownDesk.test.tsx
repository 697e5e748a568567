// @vitest-environment jsdom
/**
 * The rundown desk commands on /rundown/:date/:programId: creating from a template, the header's date and
 * times, following a date moved by someone else, recreate and repaginate; the network at the fetch
 * boundary (fakeServer), the rundown topic through a fake STOMP hub.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rundown } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver } = await import('../../test/fakeHub');
const { RundownPage } = await import('./RundownPage');
beforeEach(() => void server.calls.splice(0));

const templates = [{ id: 7, programId: 1, name: 'Weekday', blocks: 4, stories: 9 }];
const programs = [{ id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' }];

function serve(user: keyof typeof users, exists: 'EXIST' | 'CAN_CREATE' = 'EXIST', rundown: Rundown = sampleRundown()) {
  server.on('GET /api/users/me', { body: users[user] });
  server.on('GET /api/programs', { body: programs });
  server.on('GET /api/rundowns/exists', { body: { status: exists } });
  server.on('GET /api/rundowns', { body: rundown });
  server.on('GET /api/programs/1/templates', { body: templates });
  server.on('GET /api/locks', { body: [] });
}

const open = (date = '2026-11-22') => renderApp(<RundownPage />, { path: '/rundown/:date/:programId', route: `/rundown/${date}/1` });
const posted = (path: string) => server.calls.filter((c) => c.method !== 'GET' && c.path === path).map((c) => c.body);

describe('creating a rundown', () => {
  it('offers the program’s templates and empty, and sends the one chosen', async () => {
    serve('producer', 'CAN_CREATE');
    server.on('POST /api/rundowns', { status: 201, body: sampleRundown() });
    const { user } = await open();
    const select = await screen.findByTestId('create-template');
    await within(select).findByRole('option', { name: 'Weekday · 4 blocks, 9 stories' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Empty (block A and standby)', 'Weekday · 4 blocks, 9 stories']);
    await user.selectOptions(select, '7');
    await user.click(screen.getByTestId('create-rundown'));
    await waitFor(() => expect(posted('/api/rundowns')).toEqual([{ date: '2026-11-22', programId: 1, templateId: 7 }]));
  });
});

describe('the header’s date and times', () => {
  it('sends only what changed, the date last, and shows what the server refuses', async () => {
    serve('producer');
    server.on('PATCH /api/rundowns/1', ({ body }) =>
      (body as { field: string }).field === 'date' ? { status: 409, body: { code: 'rundown_date_exists', message: '' } } : { body: { ...sampleRundown(), revision: 6, start: '18:55:00' } },
    );
    const { user } = await open();
    await user.click(await screen.findByTestId('edit-times'));
    const dialog = screen.getByTestId('rundown-times-dialog');
    await user.clear(within(dialog).getByTestId('times-start'));
    await user.type(within(dialog).getByTestId('times-start'), '18:55');
    await user.clear(within(dialog).getByTestId('times-date'));
    await user.type(within(dialog).getByTestId('times-date'), '2026-11-23');
    await user.click(within(dialog).getByTestId('times-save'));
    expect((await within(dialog).findByTestId('rundown-times-error')).textContent).toBe('Rundown date already exists.');
    expect(posted('/api/rundowns/1')).toEqual([
      { field: 'start', value: '18:55:00' },
      { field: 'date', value: '2026-11-23' },
    ]);
    await waitFor(() => expect(screen.getByTestId('rundown-start').textContent).toBe('18:55:00'));
  });

  it('follows the rundown to its new date when someone else moves it, without a blank screen', async () => {
    serve('editor');
    const { router } = await open();
    await screen.findByTestId('rundown-grid');
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.state).toBe('live'));
    const { blocks: _, ...header } = sampleRundown();
    deliver('/topic/rundowns/1', { rundownId: 1, revision: 6, entity: 'rundown', event: 'updated', data: { ...header, blocks: [], date: '2026-11-25', revision: 6 }, timing: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rundown/2026-11-25/1'));
    expect(screen.getByTestId('rundown-grid')).toBeTruthy();
    expect(screen.getByTestId('story-row-100')).toBeTruthy();
    expect(screen.getByTestId('rundown-date').textContent).toBe('Wednesday, November 25, 2026');
  });
});

describe('the layout commands of the toolbar', () => {
  it('shows a refused recreate in the banner, in the user’s language, and repaginates', async () => {
    serve('producer');
    server.on('POST /api/rundowns/1/recreate', { status: 409, body: { code: 'rundown_not_empty', message: '' } });
    server.on('POST /api/rundowns/1/repaginate', { body: { ...sampleRundown(), revision: 6 } });
    const { user } = await open();
    await user.click(await screen.findByTestId('open-layout-menu'));
    await user.click(screen.getByTestId('open-recreate'));
    const select = within(screen.getByTestId('recreate-dialog')).getByTestId('recreate-template');
    await within(select).findByRole('option', { name: /Weekday/ });
    await user.selectOptions(select, '7');
    await user.click(screen.getByTestId('recreate-submit'));
    expect((await screen.findByTestId('rundown-error')).textContent).toContain('Only an empty rundown can be recreated.');
    expect(screen.queryByTestId('recreate-dialog')).toBeNull();
    expect(posted('/api/rundowns/1/recreate')).toEqual([{ templateId: 7 }]);
    await user.click(screen.getByTestId('open-layout-menu'));
    await user.click(screen.getByTestId('repaginate'));
    await waitFor(() => expect(posted('/api/rundowns/1/repaginate')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('rundown-error')).toBeNull());
  });

  it('offers none of them, nor the header change, to a reader', async () => {
    serve('viewer');
    await open();
    await screen.findByTestId('rundown-grid');
    for (const id of ['open-layout-menu', 'open-templates', 'open-recreate', 'repaginate', 'edit-times']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

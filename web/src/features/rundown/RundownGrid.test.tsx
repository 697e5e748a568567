// @vitest-environment jsdom
/**
 * The rundown grid as a user sees it: the real store and API, the network at the fetch boundary
 * (fakeServer), live messages through a fake STOMP hub.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rundown } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { block, figures, sampleRundown, story, storyTiming } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver } = await import('../../test/fakeHub');
const { RundownScreen } = await import('./RundownScreen');
const { authApi } = await import('../auth/authApi');

const key = { date: '2026-11-22', programId: 1 };

/** The sample rundown with figures: block 10 (stories 100, 101; a break of 2 min), block 20 (200), an empty block 30, standby 99 (900). */
function rundown(): Rundown {
  const r = sampleRundown();
  r.blocks[0].commercial = 'PT2M';
  r.blocks[0].stories[0] = story(100, 10, 0, { slug: 'FIRE DOWNTOWN', page: 'A1', estimated: 'PT1M30S', head: 'PT20S', timing: storyTiming('PT1M50S', '19:00:00') });
  r.blocks[0].stories[1] = story(101, 10, 1, { slug: 'WEATHER', page: 'A2', approved: true, timing: { ...storyTiming('PT2M'), ...figures('19:01:50', 'PT3M50S') } });
  r.blocks.splice(2, 0, block(30, 2, [], { name: 'C' }));
  r.blocks[3].position = 3;
  return r;
}

async function openGrid(user: keyof typeof users = 'producer', data: Rundown = rundown()) {
  server.on('GET /api/users/me', { body: users[user] });
  server.on('GET /api/rundowns', { body: data });
  server.on('GET /api/locks', { body: [] });
  server.on('GET /api/devices/status', { body: [] });
  const app = await renderApp(<RundownScreen rundownKey={key} />, { path: '/rundown/:date/:programId', route: '/rundown/2026-11-22/1' });
  await screen.findByTestId('rundown-grid');
  // The edit controls come with the signed-in user's roles.
  await waitFor(() => expect(authApi.endpoints.me.select()(app.store.getState()).data).toBeTruthy());
  return app;
}

beforeEach(() => {
  server.calls.length = 0;
});

describe('the rundown grid', () => {
  it('draws each block with its stories and its break, an empty block, and the standby block last', async () => {
    await openGrid();
    const grid = screen.getByTestId('rundown-grid');
    const blocks = [...grid.querySelectorAll('tbody[data-testid^="block-"]')].map((b) => b.getAttribute('data-testid'));
    expect(blocks).toEqual(['block-10', 'block-20', 'block-30', 'block-99']);
    const first = within(screen.getByTestId('block-10'));
    expect((first.getByTestId('block-name-10') as HTMLInputElement).value).toBe('Block 10');
    expect(first.getAllByTestId(/^story-row-/).map((r) => r.dataset.testid)).toEqual(['story-row-100', 'story-row-101']);
    expect(first.getByTestId('break-row-10')).toBeTruthy();
    expect(within(screen.getByTestId('block-30')).getByText('No stories in this block.')).toBeTruthy();
    const standby = screen.getByTestId('block-99');
    expect(standby.className).toContain('standby');
    expect(within(standby).getByTestId('block-name-99').textContent).toBe('Standby');
    expect(within(standby).queryByTestId('break-row-99')).toBeNull();
  });

  it('shows the timing cells: durations as MM:SS, the total, the break and the figure of the timing mode', async () => {
    await openGrid();
    expect((screen.getByTestId('story-estimated-100') as HTMLInputElement).value).toBe('01:30');
    expect((screen.getByTestId('story-head-100') as HTMLInputElement).value).toBe('00:20');
    expect(screen.getByTestId('story-total-100').textContent).toBe('01:50');
    expect(screen.getByTestId('story-total-101').textContent).toBe('02:00');
    expect(screen.getByTestId('break-commercial-10').textContent).toBe('02:00');
    // Front times (progressive) by default.
    expect(screen.getByTestId('story-figure-101').textContent).toBe('19:01:50');
  });

  it('selects a row by click, moves the selection with J and K, and puts a story on air with Space', async () => {
    const { user } = await openGrid();
    server.on('PUT /api/stories/display_status', ({ body }) => {
      const r = rundown();
      r.revision = 6;
      r.displayStatus = 'PLAY';
      for (const b of r.blocks) for (const s of b.stories) if ((body as { ids: number[] }).ids.includes(s.id)) s.displayStatus = 'PLAY';
      return { body: r };
    });
    await user.click(screen.getByTestId('story-total-100'));
    expect(screen.getByTestId('story-row-100').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('j');
    expect(screen.getByTestId('story-row-101').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('story-row-100').getAttribute('aria-selected')).toBe('false');
    await user.keyboard('j');
    expect(screen.getByTestId('story-row-200').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('k');
    expect(screen.getByTestId('story-row-101').getAttribute('aria-selected')).toBe('true');
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('story-row-101').dataset.displayStatus).toBe('PLAY'));
    const call = server.calls.find((c) => c.path === '/api/stories/display_status');
    expect(call?.body).toEqual({ ids: [101], status: 'PLAY', updatePrevious: false });
  });

  it('commits an edited slug with Enter as one PATCH, shown at once', async () => {
    const { user } = await openGrid();
    const answer = server.hold('PATCH /api/stories/100');
    const slug = screen.getByTestId('story-slug-100') as HTMLInputElement;
    // The cell selects its text when it takes the focus: typing replaces it.
    await user.click(slug);
    await user.keyboard('FIRE UPTOWN{Enter}');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const patch = server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/stories/100');
    expect(patch.body).toEqual({ field: 'slug', value: 'FIRE UPTOWN' });
    expect(slug.value).toBe('FIRE UPTOWN');
    answer.release({ body: story(100, 10, 0, { slug: 'FIRE UPTOWN' }) });
  });

  it('refuses a duration it cannot read, says so, and sends nothing', async () => {
    const { user } = await openGrid();
    const head = screen.getByTestId('story-head-100') as HTMLInputElement;
    await user.click(head);
    await user.keyboard('abc{Enter}');
    expect(head.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByTestId('rundown-error')).toHaveProperty('textContent', expect.stringContaining('Invalid duration'));
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('shows a live change of another user without a reload', async () => {
    await openGrid();
    deliver('/topic/rundowns/1', {
      rundownId: 1,
      revision: 6,
      event: 'updated',
      entity: 'story',
      data: story(200, 20, 0, { slug: 'SPORTS', estimated: 'PT3M', timing: storyTiming('PT3M') }),
      timing: { rundown: rundown().timing, blocks: {}, stories: { 200: storyTiming('PT3M', '19:05:50') } },
    });
    await waitFor(() => expect((screen.getByTestId('story-slug-200') as HTMLInputElement).value).toBe('SPORTS'));
    expect(screen.getByTestId('story-total-200').textContent).toBe('03:00');
    expect(screen.getByTestId('story-figure-200').textContent).toBe('19:05:50');
  });

  it('gives a reader text, not inputs, and no edit controls', async () => {
    await openGrid('viewer');
    expect(screen.getByTestId('story-slug-100').tagName).toBe('SPAN');
    expect(screen.getByTestId('story-slug-100').textContent).toBe('FIRE DOWNTOWN');
    expect(screen.queryByTestId('story-delete-100')).toBeNull();
    expect(screen.getByTestId('rundown-screen').dataset.canEdit).toBe('false');
  });
});

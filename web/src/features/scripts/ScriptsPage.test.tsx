// @vitest-environment jsdom
/**
 * The scripts screen on /scripts/:date/:programId: every story in running order with the standby block last,
 * each with its head, its script and a link to its editor; a story the user may not read; the live rundown
 * (stories added, moved, deleted) and the reload of only the story whose text changed; "Show comments",
 * remembered; the header's program, day and links; a day without a rundown; and /scripts going to today's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rundown, ScriptItem } from '@newsroom/api';
import type { RundownMessage } from '@newsroom/stomp';
import { todayIso } from '@newsroom/time';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { rundownTiming, sampleRundown, story } from '../rundown/fixtures';
import { SCRIPTS_PREFERENCES_KEY } from './scriptsPreferences';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver, subscribed } = await import('../../test/fakeHub');
const { ScriptsPage } = await import('./ScriptsPage');
const { ScriptsRedirect } = await import('./ScriptsRedirect');
beforeEach(() => void server.calls.splice(0));

const P = (...children: { text: string; comment?: boolean; bold?: boolean }[]) => ({ type: 'paragraph' as const, children });
const SLUGS: Record<number, string> = { 100: 'FIRE DOWNTOWN', 101: 'RIVER FLOOD', 200: 'SPORTS', 900: 'SPARE WEATHER', 201: 'LATE GOAL' };
const programs = [
  { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
  { id: 2, name: 'Late News', start: '23:00:00', end: '23:20:00' },
];

/** Block 10 (100, 101), block 20 (200), the standby block 99 (900), served with the standby block first. */
function rundown(): Rundown {
  const r = sampleRundown();
  for (const s of r.blocks.flatMap((b) => b.stories)) s.slug = SLUGS[s.id];
  return { ...r, blocks: [r.blocks[2], r.blocks[0], r.blocks[1]] };
}

function serve({ forbidden = [] as number[], exists = 'EXIST' } = {}) {
  const scripts: Record<number, ScriptItem[]> = {
    100: [{ kind: 'ON_CAMERA', content: [P({ text: 'Good evening.', bold: true }, { text: ' ' }, { text: 'check the figure', comment: true })] }],
    101: [{ kind: 'TEXT', content: [P({ text: 'The river rose.' })] }],
    200: [{ kind: 'VO', content: [P({ text: 'Sports now.' })] }],
    900: [{ kind: 'TEXT', content: [P({ text: 'Spare weather.' })] }],
    201: [{ kind: 'TEXT', content: [P({ text: 'A late goal.' })] }],
  };
  server.on('GET /api/users/me', { body: users.viewer });
  server.on('GET /api/programs', { body: programs });
  server.on('GET /api/rundowns/exists', { body: { status: exists } });
  server.on('GET /api/rundowns', { body: rundown() });
  server.on('GET /api/stories/*', ({ url }) => {
    const id = Number(url.pathname.split('/').pop());
    if (forbidden.includes(id)) return { status: 403, body: { code: 'forbidden', message: 'Sorry, you don’t have access to this page.' } };
    return { body: { id, revision: 1, script: scripts[id], footnote: id === 100 ? 'Pictures: Reuters' : '', cueIn: id === 100 ? 'GOOD EVENING' : '', cueOut: '', readingTime: { head: 'PT4S', off: 'PT0S' } } };
  });
  return { setScript: (id: number, items: ScriptItem[]) => (scripts[id] = items) };
}

const open = (route = '/scripts/2026-11-22/1') =>
  renderApp(<ScriptsPage />, { path: '/scripts/:date/:programId', route, others: [{ path: '/rundown/:date/:programId', element: <p data-testid="rundown-page">rundown</p> }] });

/** The stories on screen, in order. */
const shown = () => [...document.querySelectorAll<HTMLElement>('[data-testid^=scripts-story-]')].map((el) => Number(el.dataset.testid!.split('-').pop()));
const story$ = (id: number) => screen.getByTestId(`scripts-story-${id}`);
const storyGets = () => server.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/stories/')).map((c) => c.path);

/** Until the page asks nothing more for a while (the first loads, and their reload once the feed is live). */
async function quiet() {
  let count = -1;
  while (count !== server.calls.length) {
    count = server.calls.length;
    await new Promise((r) => setTimeout(r, 40));
  }
}

async function loaded(ids: number[]) {
  for (const id of ids) await waitFor(() => expect(story$(id).dataset.state).not.toBe('loading'));
  await waitFor(() => expect(screen.getByTestId('live-status').dataset.state).toBe('live'));
  await quiet();
}

let revision = 5;
function push(message: Omit<RundownMessage, 'rundownId' | 'revision' | 'timing'>) {
  revision += 1;
  deliver('/topic/rundowns/1', { rundownId: 1, revision, timing: { rundown: rundownTiming(), blocks: {}, stories: {} }, ...message });
}
beforeEach(() => void (revision = 5));

describe('ScriptsPage', () => {
  it('shows every story in running order, the standby block last, each with its head, its script and a link to its editor', async () => {
    serve();
    await open();
    await loaded([100, 101, 200, 900]);
    expect(shown()).toEqual([100, 101, 200, 900]);
    expect(story$(900).dataset.standby).toBe('true');
    expect(story$(900).textContent).toContain('Block Standby');
    expect(story$(900).textContent).toContain('Story 4 of 4');

    const first = story$(100);
    expect(first.dataset.state).toBe('loaded');
    expect(within(first).getByTestId('scripts-slug-100').getAttribute('href')).toBe('/rundown/2026-11-22/1/10/stories/100');
    expect(within(first).getByTestId('scripts-slug-100').textContent).toBe('FIRE DOWNTOWN');
    expect(first.textContent).toContain('Block Block 10');
    expect(first.textContent).toContain('Story 1 of 4');
    expect(first.querySelector('.pr-story-page')?.textContent).toBe('100');
    expect(first.querySelector('.pr-story-durations')?.textContent).toContain('Reading00:04');
    // The script as the print view draws it: the kind beside the text, bold kept, cues and footnote.
    const row = first.querySelector('.print-script tr')!;
    expect(row.getAttribute('data-kind')).toBe('ON_CAMERA');
    expect(row.querySelector('th')?.textContent).toBe('On camera');
    expect(row.querySelector('.b')?.textContent).toBe('Good evening.');
    expect(first.querySelector('.pr-story-cues')?.textContent).toBe('Cue in: GOOD EVENING');
    expect(first.querySelector('.pr-story-footnote')?.textContent).toBe('Footnote: Pictures: Reuters');
    expect(story$(200).querySelector('.print-script th')?.textContent).toBe('Voice over');

    expect(screen.getByTestId('scripts-open-rundown').getAttribute('href')).toBe('/rundown/2026-11-22/1');
    const print = new URL(screen.getByTestId('scripts-print').getAttribute('href')!, 'http://x');
    expect(print.pathname).toBe('/rundown/2026-11-22/1/print');
    expect(Object.fromEntries(print.searchParams)).toMatchObject({ what: 'scripts', standby: '1', comments: '1' });
    expect(screen.getByTestId('scripts-print').getAttribute('target')).toBe('_blank');
  });

  it('shows the slug of a story the user may not read, says so, and does not link it', async () => {
    serve({ forbidden: [101] });
    await open();
    await loaded([100, 101, 200, 900]);
    const hidden = story$(101);
    expect(hidden.dataset.state).toBe('forbidden');
    expect(hidden.textContent).toContain('RIVER FLOOD');
    expect(within(hidden).getByTestId('scripts-forbidden-101').textContent).toBe('You may not read this script.');
    expect(within(hidden).queryByTestId('scripts-slug-101')).toBeNull();
    expect(hidden.querySelector('.print-script')).toBeNull();
    expect(story$(200).dataset.state).toBe('loaded');
  });

  it('follows the rundown live and reloads only the script of the story whose text changed', async () => {
    const backend = serve();
    await open();
    await loaded([100, 101, 200, 900]);
    expect(subscribed()).toContain('/topic/rundowns/1');
    server.calls.splice(0);

    // Someone saves story 200's text: only that story is asked again.
    backend.setScript(200, [{ kind: 'VO', content: [P({ text: 'Sports, and a late goal.' })] }]);
    push({ entity: 'story', event: 'updated', data: story(200, 20, 0, { slug: 'SPORTS' }) } as never);
    await waitFor(() => expect(story$(200).querySelector('.print-script td')?.textContent).toBe('Sports, and a late goal.'));
    await quiet();
    expect(storyGets()).toEqual(['/api/stories/200']);

    // A story added to block 20 shows in its place, its script loaded.
    push({ entity: 'story', event: 'created', data: story(201, 20, 1, { slug: 'LATE GOAL' }) } as never);
    await waitFor(() => expect(shown()).toEqual([100, 101, 200, 201, 900]));
    await waitFor(() => expect(story$(201).querySelector('.print-script td')?.textContent).toBe('A late goal.'));
    expect(story$(900).textContent).toContain('Story 5 of 5');

    // Moved and deleted: the running order changes, nothing is asked again.
    push({ entity: 'story', event: 'moved', data: story(100, 20, 2, { slug: 'FIRE DOWNTOWN' }) } as never);
    await waitFor(() => expect(shown()).toEqual([101, 200, 201, 100, 900]));
    push({ entity: 'story', event: 'deleted', data: { id: 101, blockId: 10 } } as never);
    await waitFor(() => expect(shown()).toEqual([200, 201, 100, 900]));
    await quiet();
    expect(storyGets()).toEqual(['/api/stories/200', '/api/stories/201']);
    expect(server.calls.filter((c) => c.path === '/api/rundowns')).toEqual([]);
  });

  it('shows the comments, hides them when asked, remembers the choice and prints the same way', async () => {
    serve();
    const first = await open();
    await loaded([100]);
    const toggle = screen.getByRole('checkbox', { name: 'Show comments' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(story$(100).querySelector('[data-comment]')?.textContent).toBe('[check the figure]');
    server.calls.splice(0);

    await first.user.click(toggle);
    await waitFor(() => expect(story$(100).querySelector('[data-comment]')).toBeNull());
    expect(story$(100).querySelector('.b')?.textContent).toBe('Good evening.');
    expect(new URL(screen.getByTestId('scripts-print').getAttribute('href')!, 'http://x').searchParams.get('comments')).toBe('0');
    expect(JSON.parse(localStorage.getItem(SCRIPTS_PREFERENCES_KEY)!)).toEqual({ comments: false });
    expect(storyGets()).toEqual([]);

    // Another visit in this browser starts without comments.
    first.unmount();
    await open();
    await loaded([100]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show comments' }).checked).toBe(false);
    expect(story$(100).querySelector('[data-comment]')).toBeNull();
  });

  it('changes the address with the program and the day', async () => {
    serve();
    const { user, router } = await open();
    await loaded([100]);
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('scripts-program').options.length).toBe(2));
    await user.selectOptions(screen.getByTestId('scripts-program'), '2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts/2026-11-22/2'));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts/2026-11-23/2'));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/rundowns/exists' && c.search === '?date=2026-11-23&programId=2')).toBe(true));
  });

  it('says so when the day has no rundown of the program, as the rundown page does', async () => {
    serve({ exists: 'CAN_CREATE' });
    await open();
    const status = await screen.findByTestId('scripts-status');
    expect(status.dataset.status).toBe('none');
    expect(status.textContent).toMatch(/^There is no rundown of Evening News for .+ yet\.$/);
    expect(screen.queryByTestId('scripts-print')).toBeNull();
    expect(screen.getByTestId('scripts-open-rundown').getAttribute('href')).toBe('/rundown/2026-11-22/1');
    expect(server.calls.some((c) => c.path === '/api/rundowns')).toBe(false);
  });

  it('says when the address is not a rundown', async () => {
    serve();
    await open('/scripts/yesterday/1');
    expect((await screen.findByTestId('scripts-status')).dataset.status).toBe('bad-address');
  });
});

describe('ScriptsRedirect', () => {
  it("goes to today's scripts of the first program the user may see", async () => {
    serve();
    server.on('GET /api/programs', { body: [programs[1], programs[0]] });
    const { router } = await renderApp(<ScriptsRedirect />, { path: '/scripts', route: '/scripts', others: [{ path: '/scripts/:date/:programId', element: <p data-testid="scripts-target" /> }] });
    await screen.findByTestId('scripts-target');
    expect(router.state.location.pathname).toBe(`/scripts/${todayIso()}/2`);
  });
});

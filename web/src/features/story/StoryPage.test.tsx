// @vitest-environment jsdom
/**
 * The story editor as a user sees it (/story/:storyId): the real store and API, the network at the fetch
 * boundary (fakeServer), the rundown topic through a fake STOMP hub.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedStoryDocument, StoryLock } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown, story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver } = await import('../../test/fakeHub');
const { StoryPage } = await import('./StoryPage');

/** The lock of tab `uuid`, as the server shows it: an opaque holder tag in place of the uuid. */
const held = (uuid: string, by = users.editor): StoryLock =>
  ({ storyId: 100, userId: by.id, nickname: by.nickname, holder: `tag-${uuid}`, since: '2026-11-22T18:40:12Z', locked: true, ttl: 'PT2M' }) as StoryLock;

function documentOf(extra: Partial<ScriptedStoryDocument> = {}): ScriptedStoryDocument {
  return {
    story: story(100, 10, 0, { slug: 'FIRE DOWNTOWN', page: 'A1' }),
    script: [{ kind: 'ON_CAMERA', content: [{ type: 'paragraph', children: [{ text: 'Good evening, a fire downtown.' }] }] }],
    footnote: '',
    cueIn: 'Good evening',
    cueOut: 'downtown.',
    readingTime: { headWords: 5, offWords: 0, head: 'PT2S', off: 'PT0S', wordsPerMinute: 180 },
    revision: 3,
    rundownDate: '2026-11-22',
    programId: 1 as ScriptedStoryDocument['programId'],
    programName: 'Evening News',
    rundownRevision: 5,
    lock: null,
    drawer: null,
    ...extra,
  };
}

/** The gateway of one story: the document, its lock (free unless `holder`), text saves. */
function serve(user: keyof typeof users, holder: StoryLock | null = null, extra: Partial<ScriptedStoryDocument> = {}) {
  let doc = documentOf(extra);
  server.on('GET /api/users/me', { body: users[user] });
  server.on('GET /api/rundowns', { body: sampleRundown() });
  server.on('GET /api/programs/1/presenters', { body: [] });
  server.on('GET /api/stories/100/revisions', { body: [] });
  server.on('GET /api/stories/100/media', { body: [] });
  server.on('GET /api/locks', () => ({ body: holder ? [holder] : [] }));
  server.on('PUT /api/locks/100', ({ body }) => (holder ? { status: 409, body: { code: 'locked', message: '' } } : { body: held((body as { uuid: string }).uuid) }));
  server.on('DELETE /api/locks/100', { status: 204 });
  server.on('GET /api/stories/100', ({ url }) => {
    const uuid = url.searchParams.get('uuid');
    if (url.searchParams.get('lock') !== 'true') return { body: { ...doc, lock: holder } };
    if (holder) return { status: 409, body: { code: 'locked', message: 'Someone else is editing this right now.' } };
    return { body: { ...doc, lock: held(uuid!) } };
  });
  server.on('PUT /api/stories/100/text', ({ body }) => {
    const { lockUuid: _, ...text } = body as ScriptedStoryDocument & { lockUuid: string };
    doc = { ...doc, ...text, revision: doc.revision + 1 };
    return { body: { ...doc, lock: held((body as { lockUuid: string }).lockUuid) } };
  });
}

async function openStory(user: keyof typeof users, holder: StoryLock | null = null, extra: Partial<ScriptedStoryDocument> = {}) {
  serve(user, holder, extra);
  const app = await renderApp(<StoryPage />, { path: '/story/:storyId', route: '/story/100' });
  const editor = await screen.findByTestId('story-editor');
  return { ...app, editor };
}

beforeEach(() => {
  server.calls.length = 0;
});

describe('the story editor', () => {
  it('loads the story: slug, page, where it sits, its script and cues', async () => {
    await openStory('editor');
    expect(screen.getByTestId('story-slug').textContent).toBe('FIRE DOWNTOWN');
    expect(screen.getByTestId('story-page').textContent).toBe('A1');
    expect(screen.getByTestId('story-context').textContent).toContain('Evening News');
    expect(await screen.findByText('Good evening, a fire downtown.')).toBeTruthy();
    expect((screen.getByTestId('story-cue-in') as HTMLInputElement).value).toBe('Good evening');
    expect(screen.getByTestId('script-item-0').dataset.kind).toBe('ON_CAMERA');
    expect(screen.queryByTestId('story-source')).toBeNull();
  });

  it('links a story made from a reportage back to the reportage', async () => {
    const made = story(100, 10, 0, { slug: 'RIVER FLOODS', source: { documentId: 1_000_000_000_004, kind: 'REPORTAGE' } });
    await openStory('editor', null, { story: made });
    const link = screen.getByTestId('story-source');
    expect(link.textContent).toBe('From a reportage');
    expect(link.getAttribute('href')).toBe('/reportages/reportageView/1000000000004');
  });

  it('takes the lock for a writer, edits the text and saves it with the lock, as a new revision', async () => {
    const { user, editor } = await openStory('editor');
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    expect(editor.dataset.canWrite).toBe('true');
    const open = server.calls.find((c) => c.path === '/api/stories/100' && c.search.includes('lock=true'));
    const uuid = new URLSearchParams(open!.search).get('uuid');
    expect(uuid).toBeTruthy();
    expect(screen.getByTestId('story-status').dataset.state).toBe('saved');

    const cueOut = screen.getByTestId('story-cue-out') as HTMLInputElement;
    await user.clear(cueOut);
    await user.type(cueOut, 'back to you.');
    expect(editor.dataset.dirty).toBe('true');
    expect(screen.getByTestId('story-status').dataset.state).toBe('dirty');

    await user.click(screen.getByTestId('story-save'));
    await waitFor(() => expect(screen.getByTestId('story-status').dataset.state).toBe('saved'));
    const save = server.calls.find((c) => c.method === 'PUT' && c.path === '/api/stories/100/text');
    expect(save?.body).toMatchObject({ cueIn: 'Good evening', cueOut: 'back to you.', lockUuid: uuid });
    expect((save?.body as ScriptedStoryDocument).script[0].content[0].children[0].text).toBe('Good evening, a fire downtown.');
    expect(screen.getByTestId('story-status').textContent).toContain('4');
    expect(editor.dataset.dirty).toBe('false');
  });

  it('saves with Ctrl+S too, and nothing when nothing changed', async () => {
    const { user, editor } = await openStory('editor');
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    await user.keyboard('{Control>}s{/Control}');
    expect(server.calls.filter((c) => c.path === '/api/stories/100/text')).toHaveLength(0);
    await user.type(screen.getByTestId('story-footnote'), 'Check the address.');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/api/stories/100/text')).toHaveLength(1));
    expect(server.calls.find((c) => c.path === '/api/stories/100/text')?.body).toMatchObject({ footnote: 'Check the address.' });
  });

  it('shows a writer who holds the lock and keeps the text read only, with Take over', async () => {
    const { editor } = await openStory('producer', held('their-tab', users.editor));
    await waitFor(() => expect(editor.dataset.lock).toBe('busy'));
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(banner.textContent).toContain('Being edited by editor since');
    expect(within(banner).getByTestId('take-over')).toBeTruthy();
    expect(editor.dataset.canWrite).toBe('false');
    expect((screen.getByTestId('story-cue-in') as HTMLInputElement).readOnly || (screen.getByTestId('story-cue-in') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('story-save')).toBeNull();
    expect(screen.getByTestId('story-status').dataset.state).toBe('readOnly');
  });

  it('takes the lock as soon as its holder lets it go', async () => {
    let holder: StoryLock | null = held('their-tab', users.editor);
    serve('producer', holder);
    server.on('PUT /api/locks/100', ({ body }) => (holder ? { status: 409, body: { code: 'locked', message: '' } } : { body: held((body as { uuid: string }).uuid, users.producer) }));
    await renderApp(<StoryPage />, { path: '/story/:storyId', route: '/story/100' });
    const editor = await screen.findByTestId('story-editor');
    await waitFor(() => expect(editor.dataset.lock).toBe('busy'));
    const released = { ...holder, locked: false };
    holder = null;
    deliver('/topic/rundowns/1', { rundownId: 1, revision: 5, event: 'unlock', entity: 'story', data: released, timing: null });
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    expect(editor.dataset.canWrite).toBe('true');
  });

  it('renews only the lock it holds; when it ran out with nobody taking it, the open editor takes it back', async () => {
    serve('editor');
    const short = (uuid: string) => ({ ...held(uuid), ttl: 'PT2S' });
    let alive = true;
    server.on('GET /api/stories/100', ({ url }) => ({ body: { ...documentOf(), lock: short(url.searchParams.get('uuid')!) } }));
    server.on('PUT /api/locks/100', ({ body }) => {
      const { uuid, renew } = body as { uuid: string; renew: boolean };
      // The lock ran out after the first renewal: the next one is refused, a plain take is not.
      if (renew && !alive) return { status: 409, body: { code: 'lock_lost', message: '' } };
      alive = !renew;
      return { body: short(uuid) };
    });
    await renderApp(<StoryPage />, { path: '/story/:storyId', route: '/story/100' });
    const editor = await screen.findByTestId('story-editor');
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    const puts = () => server.calls.filter((c) => c.method === 'PUT' && c.path === '/api/locks/100').map((c) => (c.body as { renew: boolean }).renew);
    await waitFor(() => expect(puts().length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
    expect(puts().slice(0, 3)).toEqual([true, true, false]);
    expect(editor.dataset.lock).toBe('held');
    expect(editor.dataset.canWrite).toBe('true');
  });

  it('types into a script item (TipTap) and saves the new paragraph text', async () => {
    const { user, editor } = await openStory('editor');
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    // jsdom has no layout: ProseMirror asks for coordinates, which are all zero here.
    document.elementFromPoint ??= () => null;
    Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    const body = screen.getByTestId('item-body-0');
    body.focus();
    // The caret starts at the beginning of the item.
    await user.keyboard('Tonight: ');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    await user.click(screen.getByTestId('story-save'));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/stories/100/text')).toBe(true));
    const saved = server.calls.find((c) => c.path === '/api/stories/100/text')!.body as ScriptedStoryDocument;
    expect(saved.script[0].content[0].children.map((r) => r.text).join('')).toBe('Tonight: Good evening, a fire downtown.');
  });

  it('never asks a reader for the lock, and shows the text read only', async () => {
    const { editor } = await openStory('viewer');
    expect(editor.dataset.canWrite).toBe('false');
    expect(editor.dataset.lock).toBe('readOnly');
    expect((screen.getByTestId('story-cue-in') as HTMLInputElement).readOnly || (screen.getByTestId('story-cue-in') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('item-body-0').getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByTestId('story-save')).toBeNull();
    expect(server.calls.some((c) => c.search.includes('lock=true') || c.path.startsWith('/api/locks/'))).toBe(false);
  });
});

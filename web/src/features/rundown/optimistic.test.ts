/**
 * The optimistic-update race (docs/api-design.md, "Websocket", "Optimistic changes"): a message of an
 * EARLIER change that arrives after a click must not put the clicked value back for a moment. A real
 * store with the app's API, a fake `fetch` and a fake STOMP hub that delivers the messages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockId, Rundown, Story, StoryId } from '@newsroom/api';
import type { RundownMessage } from '@newsroom/stomp';
import { fakeServer } from '../../test/fakeServer';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver } = await import('../../test/fakeHub');
const { makeStore } = await import('../../app/store');
const { rundownApi, pendingChangesOf, SETTLE_AFTER_MS } = await import('./rundownApi');
const { displayApi } = await import('./displayApi');
const { sampleRundown, story } = await import('./fixtures');
const { PendingChanges, showPending, storyHolds } = await import('./optimistic');

const key = { date: '2026-11-22', programId: 1 };
const TOPIC = '/topic/rundowns/1';

/** A `story updated` message of revision `revision` carrying `data`. */
const storyMessage = (revision: number, data: Story, event: RundownMessage['event'] = 'updated'): RundownMessage =>
  ({ rundownId: 1, revision, event, entity: 'story', data, timing: null }) as unknown as RundownMessage;

async function openRundown() {
  server.on('GET /api/rundowns', { body: sampleRundown() });
  const store = makeStore();
  const sub = store.dispatch(rundownApi.endpoints.rundown.initiate(key));
  await sub;
  // The subscription's RECEIPT reloads the rundown once: wait for it.
  await vi.waitFor(() => expect(server.calls.filter((c) => c.path === '/api/rundowns')).toHaveLength(2));
  await vi.waitFor(() => expect(rundownApi.endpoints.rundown.select(key)(store.getState()).status).toBe('fulfilled'));
  const cached = () => rundownApi.endpoints.rundown.select(key)(store.getState()).data as Rundown;
  const storyOf = (id: number) => cached().blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;
  return { store, cached, storyOf, sub };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  server.calls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a field edit under late messages', () => {
  it('keeps the typed value over a message of an earlier change, until its own message comes', async () => {
    const { store, storyOf } = await openRundown();
    const answer = server.hold('PATCH /api/stories/100');
    const edit = store.dispatch(rundownApi.endpoints.patchStory.initiate({ id: 100 as StoryId, field: 'slug', value: 'FIRE' }));
    expect(storyOf(100).slug).toBe('FIRE');

    // The message of an earlier change of the same story (its page), carrying the old slug.
    deliver(TOPIC, storyMessage(6, story(100, 10, 0, { page: 'A1' })));
    expect(storyOf(100).page).toBe('A1');
    expect(storyOf(100).slug).toBe('FIRE');

    answer.release({ body: story(100, 10, 0, { page: 'A1', slug: 'FIRE' }) });
    await edit;
    await settle();
    // Answered, but its own message has not come: a late message still cannot undo it.
    deliver(TOPIC, storyMessage(7, story(100, 10, 0, { page: 'A2' })));
    expect(storyOf(100).slug).toBe('FIRE');
    expect(pendingChangesOf(store.getState).size).toBe(1);

    deliver(TOPIC, storyMessage(8, story(100, 10, 0, { page: 'A2', slug: 'FIRE' })));
    expect(pendingChangesOf(store.getState).size).toBe(0);
    // From now on the server's copy rules: a later change by someone else shows.
    deliver(TOPIC, storyMessage(9, story(100, 10, 0, { page: 'A2', slug: 'SMOKE' })));
    expect(storyOf(100).slug).toBe('SMOKE');
  });

  it('ends at its answer when its own message came first', async () => {
    const { store, storyOf } = await openRundown();
    const answer = server.hold('PATCH /api/stories/101');
    const edit = store.dispatch(rundownApi.endpoints.patchStory.initiate({ id: 101 as StoryId, field: 'estimated', value: 'PT2M' }));
    deliver(TOPIC, storyMessage(6, story(101, 10, 1, { estimated: 'PT2M' })));
    expect(pendingChangesOf(store.getState).size).toBe(1);
    answer.release({ body: story(101, 10, 1, { estimated: 'PT2M' }) });
    await edit;
    await settle();
    expect(pendingChangesOf(store.getState).size).toBe(0);
    expect(storyOf(101).estimated).toBe('PT2M');
  });

  it('puts the server value back when the request fails, the messages applied meanwhile included', async () => {
    const { store, storyOf } = await openRundown();
    const answer = server.hold('PATCH /api/stories/100');
    const edit = store.dispatch(rundownApi.endpoints.patchStory.initiate({ id: 100 as StoryId, field: 'slug', value: 'FIRE' }));
    deliver(TOPIC, storyMessage(6, story(100, 10, 0, { slug: 'FLOOD' })));
    expect(storyOf(100).slug).toBe('FIRE');
    answer.release({ status: 409, body: { code: 'rundown_displayed', message: 'A displayed rundown cannot be changed.' } });
    await edit;
    await settle();
    expect(storyOf(100).slug).toBe('FLOOD');
    expect(pendingChangesOf(store.getState).size).toBe(0);
  });

  it('gives way 10 s after its answer when its own message never comes', async () => {
    const { store, storyOf } = await openRundown();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.on('PATCH /api/stories/100', { body: story(100, 10, 0, { slug: 'FIRE' }) });
    await store.dispatch(rundownApi.endpoints.patchStory.initiate({ id: 100 as StoryId, field: 'slug', value: 'FIRE' }));
    expect(pendingChangesOf(store.getState).size).toBe(1);
    vi.advanceTimersByTime(SETTLE_AFTER_MS);
    expect(pendingChangesOf(store.getState).size).toBe(0);
    // The server's copy, which never heard of the change (a lost message; the next gap reloads).
    expect(storyOf(100).slug).toBe('story 100');
  });
});

describe('a story move under late messages', () => {
  it('keeps the story where it was moved over a message of an earlier change of it', async () => {
    const { store, cached } = await openRundown();
    const answer = server.hold('POST /api/stories/100/move');
    const move = store.dispatch(rundownApi.endpoints.moveStory.initiate({ id: 100 as StoryId, blockId: 20 as BlockId, position: 0 }));
    const placeOf = (id: number) => cached().blocks.find((b) => b.stories.some((s) => s.id === id))!.id;
    expect(placeOf(100)).toBe(20);
    deliver(TOPIC, storyMessage(6, story(100, 10, 0, { slug: 'EARLIER' })));
    expect(placeOf(100)).toBe(20);
    expect(cached().blocks[1].stories.map((s) => s.slug)).toEqual(['EARLIER', 'story 200']);
    answer.release({ body: story(100, 20, 0, { slug: 'EARLIER' }) });
    await move;
    await settle();
    deliver(TOPIC, storyMessage(7, story(100, 20, 0, { slug: 'EARLIER' }), 'moved'));
    expect(placeOf(100)).toBe(20);
    expect(pendingChangesOf(store.getState).size).toBe(0);
  });
});

describe('display status under late messages', () => {
  it('keeps a story on air over an earlier message, until the answer is in the cache', async () => {
    const { store, storyOf, cached } = await openRundown();
    const answer = server.hold('PUT /api/stories/display_status');
    const play = store.dispatch(displayApi.endpoints.setStoriesDisplay.initiate({ ids: [100 as StoryId], status: 'PLAY', updatePrevious: false }));
    expect(storyOf(100).displayStatus).toBe('PLAY');
    deliver(TOPIC, storyMessage(6, story(100, 10, 0, { slug: 'EARLIER' })));
    expect(storyOf(100).displayStatus).toBe('PLAY');
    const onAir = sampleRundown();
    onAir.revision = 7;
    onAir.displayStatus = 'PLAY';
    onAir.blocks[0].stories[0] = story(100, 10, 0, { slug: 'EARLIER', displayStatus: 'PLAY' });
    answer.release({ body: onAir });
    await play;
    await settle();
    expect(pendingChangesOf(store.getState).size).toBe(0);
    expect(cached().revision).toBe(7);
    expect(storyOf(100).displayStatus).toBe('PLAY');
  });
});

describe('a reload under live messages', () => {
  it('keeps a change whose message came while the reload was in flight over the older answer', async () => {
    const { store, cached, storyOf } = await openRundown();
    // The reload the subscription's RECEIPT starts: the server reads revision 5 ...
    const answer = server.hold('GET /api/rundowns');
    const reload = store.dispatch(rundownApi.endpoints.rundown.initiate(key, { forceRefetch: true, subscribe: false }));
    // ... someone approves a story (revision 6), whose message arrives before the answer does.
    deliver(TOPIC, storyMessage(6, story(100, 10, 0, { approved: true })));
    expect(storyOf(100).approved).toBe(true);
    answer.release({ body: sampleRundown() });
    await reload;
    await settle();
    expect(cached().revision).toBe(6);
    expect(storyOf(100).approved).toBe(true);
    // And the next message applies on top (no gap, no reload).
    const loads = server.calls.filter((c) => c.path === '/api/rundowns').length;
    deliver(TOPIC, storyMessage(7, story(100, 10, 0, { approved: true, page: 'A9' })));
    expect(storyOf(100).page).toBe('A9');
    expect(server.calls.filter((c) => c.path === '/api/rundowns')).toHaveLength(loads);
  });
});

describe('PendingChanges', () => {
  it('shows the server copy with the pending changes over it, in order', () => {
    const pending = new PendingChanges();
    const server = sampleRundown();
    const first = pending.add((d) => void (d.blocks[0].stories[0].slug = 'ONE'));
    pending.add((d) => void (d.blocks[0].stories[0].slug = 'TWO'));
    expect(pending.fromServer(server).blocks[0].stories[0].slug).toBe('TWO');
    pending.answered(first, storyHolds(100 as StoryId, { slug: 'ONE' }));
    expect(pending.size).toBe(2);
    expect(showPending(server, []).blocks[0].stories[0].slug).toBe('story 100');
    expect(server.blocks[0].stories[0].slug).toBe('story 100');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { StoryId } from '@newsroom/api';

// No websocket in unit tests: a hub that is "connected" and never sends anything.
vi.mock('../../shared/stomp/browserHub', () => ({
  browserHub: () => ({ isConnected: () => true, subscribe: () => () => {} }),
}));

const { makeStore } = await import('../../app/store');
const { rundownApi, patchCachedRundowns, takeIfNewer } = await import('./rundownApi');
const { setStoriesStatus } = await import('./onAir');
const { sampleRundown } = await import('./fixtures');

const key = { date: '2026-11-22', programId: 1 };

async function storeWithRundown() {
  const store = makeStore();
  await store.dispatch(rundownApi.util.upsertQueryData('rundown', key, sampleRundown()));
  const cached = () => rundownApi.endpoints.rundown.select(key)(store.getState()).data!;
  return { store, cached };
}

describe('the answers of the on-air calls in the cache', () => {
  it('takes a whole rundown that is newer than the cache, and leaves an older one', async () => {
    const { store, cached } = await storeWithRundown();
    const newer = { ...sampleRundown(), revision: 7, displayStatus: 'PLAY' as const };
    takeIfNewer(store.dispatch, store.getState, newer);
    expect(cached()).toMatchObject({ revision: 7, displayStatus: 'PLAY' });
    takeIfNewer(store.dispatch, store.getState, { ...sampleRundown(), revision: 6 });
    expect(cached()).toMatchObject({ revision: 7, displayStatus: 'PLAY' });
  });

  it('draws a story on air at once and undoes it when the call fails', async () => {
    const { store, cached } = await storeWithRundown();
    const undo = patchCachedRundowns(store.dispatch, store.getState, null, (draft) => setStoriesStatus(draft, [101 as StoryId], 'PLAY'));
    expect(cached().blocks[0].stories[1].displayStatus).toBe('PLAY');
    expect(cached().displayStatus).toBe('PLAY');
    expect(cached().revision).toBe(5);
    undo();
    expect(cached().blocks[0].stories[1].displayStatus).toBe('BLANK');
    expect(cached().displayStatus).toBe('BLANK');
  });
});

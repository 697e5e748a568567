/** The stories the prompter shows: every story of the normal blocks, in air order (standby never airs). */
import type { Rundown, Story, StoryId } from '@newsroom/api';

export function airStories(rundown: Pick<Rundown, 'blocks'>): Story[] {
  return [...rundown.blocks]
    .sort((a, b) => Number(a.standBy) - Number(b.standBy) || a.position - b.position)
    .filter((b) => !b.standBy)
    .flatMap((b) => [...b.stories].sort((x, y) => x.position - y.position));
}

/**
 * Where the prompter starts: the requested story when it is one of `stories`; otherwise the first story,
 * with `missing` set when a story was asked for (on standby, or not in this rundown).
 */
export function startingPoint(stories: readonly Story[], requested: number | null): { startId: StoryId | null; missing: boolean } {
  if (requested !== null && stories.some((s) => s.id === requested)) return { startId: requested as StoryId, missing: false };
  return { startId: stories[0]?.id ?? null, missing: requested !== null };
}

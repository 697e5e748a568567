/** Addresses of a story (web.md section 2). */
import type { BlockId, StoryId } from '@newsroom/api';

/** `/story/{id}`: the story alone. */
export const storyPath = (id: StoryId | number) => `/story/${id}`;

/** `/rundown/{date}/{programId}/{blockId}/stories/{storyId}`: the story beside its rundown. */
export const storyInRundownPath = (date: string, programId: number, blockId: BlockId | number, storyId: StoryId | number) =>
  `/rundown/${date}/${programId}/${blockId}/stories/${storyId}`;

/** A route parameter that is an id (a positive integer), or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Addresses of the prompter and its remote control (web.md section 2). */
import type { BlockId, StoryId } from '@newsroom/api';

/** `/rundown/{date}/{programId}/tpMode`: the whole rundown. */
export const rundownPrompterPath = (date: string, programId: number) => `/rundown/${date}/${programId}/tpMode`;

/** `/rundown/{date}/{programId}/{blockId}/stories/{storyId}/tpMode`: the rundown, from that story. */
export const storyPrompterPath = (date: string, programId: number, blockId: BlockId | number, storyId: StoryId | number) =>
  `/rundown/${date}/${programId}/${blockId}/stories/${storyId}/tpMode`;

/** `/rundown/{date}/{programId}/tpRemote`: the remote control of that rundown's prompters. */
export const prompterRemotePath = (date: string, programId: number) => `/rundown/${date}/${programId}/tpRemote`;

/** The prompter's topic (commands received) and where commands are sent (docs/api-design.md, "Websocket"). */
export const prompterTopic = (rundownId: number) => `/topic/prompter/${rundownId}`;
export const prompterDestination = (rundownId: number) => `/app/prompter/${rundownId}`;

/** A route parameter that is an id (a positive integer), or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

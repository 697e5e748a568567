/**
 * The order of the stories in the rundown grid (blocks in order, the standby block last, each block's
 * stories in order), which a shift-click range follows. The grid provides it through a context as a
 * function, so a tick box reads the current order only when clicked and rows do not re-render for it.
 */
import { createContext } from 'react';
import type { Rundown, StoryId } from '@newsroom/api';

export function gridOrder(rundown: Pick<Rundown, 'blocks'>): StoryId[] {
  return rundown.blocks.flatMap((b) => b.stories.map((s) => s.id));
}

export const GridOrderContext = createContext<() => readonly StoryId[]>(() => []);

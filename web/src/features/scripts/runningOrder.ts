/**
 * The stories the scripts screen shows: every story of the rundown with its block, in running order (the
 * blocks in order, the standby block last), as the print view's scripts take them (print/records.ts).
 */
import type { Block, Rundown, Story } from '@newsroom/api';
import { scriptStories, selectBlocks } from '../print/records';

const WHOLE_RUNDOWN = { fromBlock: null, toBlock: null, standby: true } as const;

export function runningOrder(rundown: Pick<Rundown, 'blocks'>): { block: Block; story: Story }[] {
  return scriptStories(selectBlocks(rundown, WHOLE_RUNDOWN));
}

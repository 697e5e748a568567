import { describe, expect, it } from 'vitest';
import type { Block, Story } from '@newsroom/api';
import { airStories, startingPoint } from './airStories';

const story = (id: number, position: number) => ({ id, position }) as unknown as Story;
const block = (id: number, position: number, standBy: boolean, stories: Story[]) => ({ id, position, standBy, stories }) as unknown as Block;

describe('airStories', () => {
  const rundown = {
    blocks: [
      block(3, 2, true, [story(9, 0)]),
      block(2, 1, false, [story(5, 1), story(4, 0)]),
      block(1, 0, false, [story(1, 0), story(2, 1)]),
    ],
  };

  it('lists the stories of the normal blocks in air order, never standby', () => {
    expect(airStories(rundown).map((s) => s.id)).toEqual([1, 2, 4, 5]);
  });

  it('starts at the requested story, or at the first when it is not on air', () => {
    const stories = airStories(rundown);
    expect(startingPoint(stories, 4)).toEqual({ startId: 4, missing: false });
    expect(startingPoint(stories, null)).toEqual({ startId: 1, missing: false });
    expect(startingPoint(stories, 9)).toEqual({ startId: 1, missing: true });
    expect(startingPoint([], 9)).toEqual({ startId: null, missing: true });
  });
});

import { createNextState as produce } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { DisplayStatus, Rundown, StoryId } from '@newsroom/api';
import { block, sampleRundown, story } from './fixtures';
import { airItems, airStoryIds, nextToTake, setStoriesStatus, stepSelection, storyOnAir } from './onAir';

const S = (id: number) => id as StoryId;

/** The sample rundown with display statuses: `stories` by story id, `breaks` by block id. */
function withStatus(stories: Record<number, DisplayStatus>, breaks: Record<number, DisplayStatus> = {}): Rundown {
  const r = sampleRundown();
  return {
    ...r,
    blocks: r.blocks.map((b) => ({
      ...b,
      displayStatus: breaks[b.id] ?? 'BLANK',
      stories: b.stories.map((s) => ({ ...s, displayStatus: stories[s.id] ?? 'BLANK' })),
    })),
  };
}

describe('airItems', () => {
  it('lists each normal block’s stories then its break, and leaves the standby block out', () => {
    expect(airItems(sampleRundown()).map((i) => `${i.kind}:${i.id}`)).toEqual(['story:100', 'story:101', 'break:10', 'story:200', 'break:20']);
    expect(airStoryIds(sampleRundown())).toEqual([100, 101, 200]);
  });
});

describe('nextToTake (the N key)', () => {
  it('takes the first story when nothing aired yet', () => {
    expect(nextToTake(sampleRundown())).toBe(100);
  });

  it('takes the story after the one on air, across the break into the next block', () => {
    expect(nextToTake(withStatus({ 100: 'PLAY' }))).toBe(101);
    expect(nextToTake(withStatus({ 100: 'STOP', 101: 'PLAY' }))).toBe(200);
  });

  it('takes the first story of the next block when the break is on air', () => {
    expect(nextToTake(withStatus({ 100: 'STOP', 101: 'STOP' }, { 10: 'PLAY' }))).toBe(200);
  });

  it('goes on after the last item that aired when nothing is on air', () => {
    expect(nextToTake(withStatus({ 100: 'STOP' }))).toBe(101);
    expect(nextToTake(withStatus({ 100: 'STOP', 101: 'STOP' }, { 10: 'STOP' }))).toBe(200);
  });

  it('has nothing to take after the last story, and never takes a standby story', () => {
    expect(nextToTake(withStatus({ 100: 'STOP', 101: 'STOP', 200: 'PLAY' }))).toBeNull();
    const empty: Rundown = { ...sampleRundown(), blocks: [block(99, 0, [story(900, 99, 0)], { standBy: true })] };
    expect(nextToTake(empty)).toBeNull();
  });
});

describe('storyOnAir', () => {
  it('is the story at PLAY, not a break', () => {
    expect(storyOnAir(withStatus({ 101: 'PLAY' }))).toBe(101);
    expect(storyOnAir(withStatus({}, { 10: 'PLAY' }))).toBeNull();
    expect(storyOnAir(sampleRundown())).toBeNull();
  });
});

describe('stepSelection (J/K, ArrowDown/ArrowUp)', () => {
  it('moves one story down and up over the blocks, and stays at either end', () => {
    const r = sampleRundown();
    expect(stepSelection(r, S(100), 1)).toBe(101);
    expect(stepSelection(r, S(101), 1)).toBe(200);
    expect(stepSelection(r, S(200), 1)).toBe(200);
    expect(stepSelection(r, S(200), -1)).toBe(101);
    expect(stepSelection(r, S(100), -1)).toBe(100);
  });

  it('starts where the show is: the story on air, else the next to take, else the first', () => {
    expect(stepSelection(withStatus({ 101: 'PLAY' }), null, 1)).toBe(101);
    expect(stepSelection(withStatus({ 100: 'STOP', 101: 'STOP' }), null, -1)).toBe(200);
    expect(stepSelection(sampleRundown(), null, 1)).toBe(100);
  });

  it('treats a selected standby story (or one that is gone) as no selection', () => {
    expect(stepSelection(sampleRundown(), S(900), 1)).toBe(100);
    expect(stepSelection(sampleRundown(), S(12345), -1)).toBe(100);
  });

  it('has nothing to select in a rundown without stories', () => {
    expect(stepSelection({ blocks: [block(10, 0)] }, null, 1)).toBeNull();
  });
});

describe('setStoriesStatus (optimistic PUT /api/stories/display_status)', () => {
  const statuses = (r: Rundown) => r.blocks.map((b) => [b.id, b.displayStatus, b.stories.map((s) => s.displayStatus)]);

  it('puts one story on air and takes the story or break that was on air off it', () => {
    const before = withStatus({ 100: 'PLAY' });
    const out = produce(before, (d) => setStoriesStatus(d, [S(101)], 'PLAY'));
    expect(statuses(out).slice(0, 2)).toEqual([[10, 'BLANK', ['STOP', 'PLAY']], [20, 'BLANK', ['BLANK']]]);
    const afterBreak = produce(withStatus({}, { 10: 'PLAY' }), (d) => setStoriesStatus(d, [S(200)], 'PLAY'));
    expect(statuses(afterBreak)[0][1]).toBe('STOP');
    expect(before.blocks[0].stories[0].displayStatus).toBe('PLAY');
  });

  it('puts the rundown on air with its first PLAY', () => {
    expect(produce(sampleRundown(), (d) => setStoriesStatus(d, [S(100)], 'PLAY')).displayStatus).toBe('PLAY');
  });

  it('stops without touching the others, and BLANK clears the stop time', () => {
    const playing = withStatus({ 100: 'STOP', 200: 'PLAY' });
    playing.blocks[0].stories[0] = { ...playing.blocks[0].stories[0], stopTime: '19:01:00' };
    const stopped = produce(playing, (d) => setStoriesStatus(d, [S(101)], 'STOP'));
    expect(statuses(stopped).slice(0, 2)).toEqual([[10, 'BLANK', ['STOP', 'STOP']], [20, 'BLANK', ['PLAY']]]);
    const blank = produce(playing, (d) => setStoriesStatus(d, [S(100)], 'BLANK'));
    expect(blank.blocks[0].stories[0]).toMatchObject({ displayStatus: 'BLANK', stopTime: null });
  });

  it('leaves the standby block alone', () => {
    const r = sampleRundown();
    const out = produce(r, (d) => setStoriesStatus(d, [S(900)], 'PLAY'));
    expect(out.blocks[2]).toBe(r.blocks[2]);
  });
});

import { describe, expect, it } from 'vitest';
import type { BlockId, Rundown, StoryId } from '@newsroom/api';
import type { RundownMessage, TimingSnapshot } from '@newsroom/stomp';
import { createNextState as produce } from '@reduxjs/toolkit';
import { applyTiming, moveStoryIn, reduceRundownMessage, verdictFor } from './applyMessage';
import { block, blockTiming, rundownTiming, sampleRundown, story, storyTiming } from './fixtures';

const emptyTiming = (): TimingSnapshot => ({ rundown: rundownTiming(), blocks: {}, stories: {} });
const msg = (m: Omit<RundownMessage, 'rundownId' | 'timing'> & Partial<RundownMessage>): RundownMessage =>
  ({ rundownId: 1, timing: emptyTiming(), ...m }) as RundownMessage;
const ids = (r: ReturnType<typeof sampleRundown>) => r.blocks.map((b) => [b.id, b.stories.map((s) => s.id)]);

describe('verdictFor', () => {
  it('applies the next revision, drops older ones, sees gaps', () => {
    expect(verdictFor(5, 6)).toBe('applied');
    expect(verdictFor(5, 5)).toBe('stale');
    expect(verdictFor(5, 2)).toBe('stale');
    expect(verdictFor(5, 7)).toBe('gap');
  });
});

describe('reduceRundownMessage', () => {
  it('leaves the rundown alone for an old revision', () => {
    const r = sampleRundown();
    const out = reduceRundownMessage(r, msg({ revision: 5, entity: 'story', event: 'deleted', data: { id: 100, blockId: 10 } } as RundownMessage));
    expect(out.outcome).toBe('stale');
    expect(out.rundown).toBe(r);
  });

  it('reports a gap without applying', () => {
    const r = sampleRundown();
    const out = reduceRundownMessage(r, msg({ revision: 9, entity: 'story', event: 'deleted', data: { id: 100, blockId: 10 } } as RundownMessage));
    expect(out).toEqual({ outcome: 'gap', rundown: r });
  });

  it('leaves story lock events outside the revision sequence: neither applied, stale nor a gap', () => {
    const r = sampleRundown();
    const data = { storyId: 100, userId: 3, nickname: 'editor', holder: 'a1b2c3', since: '2026-03-14T18:40:12Z', ttl: 'PT2M', locked: true };
    for (const [event, revision] of [['lock', 6], ['take_over', 9], ['unlock', 5]] as const) {
      const out = reduceRundownMessage(r, { rundownId: 1, revision, event, entity: 'story', data, timing: null } as never);
      expect(out).toEqual({ outcome: 'outside', rundown: r });
    }
  });

  it('ignores messages of another rundown', () => {
    const r = sampleRundown();
    expect(reduceRundownMessage(r, msg({ rundownId: 2, revision: 6 } as RundownMessage)).outcome).toBe('stale');
  });

  it('updates a story, its timing and the rundown figures, and takes the revision', () => {
    const r = sampleRundown();
    const before = JSON.stringify(r);
    const changed = story(101, 10, 1, { estimated: 'PT2M', head: 'PT20S', timing: storyTiming('PT20S', '19:01:00') });
    const timing: TimingSnapshot = {
      rundown: rundownTiming('PT20S'),
      blocks: { '10': { ...blockTiming('19:00:00'), fullProduction: 'PT20S' } },
      stories: { '101': storyTiming('PT20S', '19:01:00'), '200': storyTiming('PT0S', '19:02:20') },
    };
    const out = reduceRundownMessage(r, msg({ revision: 6, entity: 'story', event: 'updated', data: changed, timing } as RundownMessage));
    expect(out.outcome).toBe('applied');
    const next = out.rundown;
    expect(next.revision).toBe(6);
    expect(next.timing.fullProduction).toBe('PT20S');
    expect(next.blocks[0].timing.fullProduction).toBe('PT20S');
    expect(next.blocks[0].stories[1].estimated).toBe('PT2M');
    expect(next.blocks[0].stories[1].head).toBe('PT20S');
    expect(next.blocks[1].stories[0].timing?.progressive).toBe('19:02:20');
    expect(next.blocks[0].stories[0]).toBe(r.blocks[0].stories[0]);
    expect(JSON.stringify(r)).toBe(before);
  });

  it('creates a story at its position, and at the end without one', () => {
    const r = sampleRundown();
    const first = reduceRundownMessage(r, msg({ revision: 6, entity: 'story', event: 'created', data: story(102, 10, 1) } as RundownMessage)).rundown;
    expect(ids(first)[0]).toEqual([10, [100, 102, 101]]);
    expect(first.blocks[0].stories.map((s) => s.position)).toEqual([0, 1, 2]);
    const second = reduceRundownMessage(first, msg({ revision: 7, entity: 'story', event: 'created', data: story(201, 20, 1) } as RundownMessage)).rundown;
    expect(ids(second)[1]).toEqual([20, [200, 201]]);
  });

  it('does not duplicate a story created twice', () => {
    const r = sampleRundown();
    const out = reduceRundownMessage(r, msg({ revision: 6, entity: 'story', event: 'created', data: story(101, 10, 1) } as RundownMessage)).rundown;
    expect(ids(out)[0]).toEqual([10, [100, 101]]);
  });

  it('deletes a story and renumbers the block', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'story', event: 'deleted', data: { id: 100, blockId: 10 } } as RundownMessage)).rundown;
    expect(ids(out)[0]).toEqual([10, [101]]);
    expect(out.blocks[0].stories[0].position).toBe(0);
  });

  it('moves a story to another block', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'story', event: 'moved', data: story(100, 20, 0) } as RundownMessage)).rundown;
    expect(ids(out)).toEqual([[10, [101]], [20, [100, 200]], [99, [900]]]);
  });

  it('treats an update that changes the block as a move', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'story', event: 'updated', data: story(900, 20, 5) } as RundownMessage)).rundown;
    expect(ids(out)).toEqual([[10, [100, 101]], [20, [200, 900]], [99, []]]);
  });

  it('creates a block before the standby block', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'created', data: block(30, 2, []) } as RundownMessage)).rundown;
    expect(out.blocks.map((b) => b.id)).toEqual([10, 20, 30, 99]);
    expect(out.blocks.map((b) => b.position)).toEqual([0, 1, 2, 3]);
  });

  it('keeps a created block before the standby block whatever its position says', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'created', data: block(30, 40, []) } as RundownMessage)).rundown;
    expect(out.blocks.map((b) => b.id)).toEqual([10, 20, 30, 99]);
  });

  it('updates a block and keeps its stories when the message has none', () => {
    const data = { ...block(10, 0), name: 'Opening', commercial: 'PT2M' } as Partial<ReturnType<typeof block>>;
    delete data.stories;
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'updated', data } as RundownMessage)).rundown;
    expect(out.blocks[0].name).toBe('Opening');
    expect(out.blocks[0].commercial).toBe('PT2M');
    expect(out.blocks[0].stories.map((s) => s.id)).toEqual([100, 101]);
  });

  it('deletes a block', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'deleted', data: { id: 10, blockId: null } } as RundownMessage)).rundown;
    expect(out.blocks.map((b) => [b.id, b.position])).toEqual([[20, 0], [99, 1]]);
  });

  it('reorders blocks and keeps the standby block last', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'moved', data: { blocksIds: [20, 10] } } as RundownMessage)).rundown;
    expect(out.blocks.map((b) => [b.id, b.position])).toEqual([[20, 0], [10, 1], [99, 2]]);
  });

  it('reorders blocks from a message listing every block, standby included', () => {
    const out = reduceRundownMessage(sampleRundown(), msg({ revision: 6, entity: 'block', event: 'moved', data: { blocksIds: [99, 20, 10] } } as RundownMessage)).rundown;
    expect(out.blocks.map((b) => [b.id, b.position])).toEqual([[20, 0], [10, 1], [99, 2]]);
  });

  it('updates the rundown header and keeps the blocks', () => {
    const r = sampleRundown();
    const { blocks: _b, ...header } = r;
    const out = reduceRundownMessage(r, msg({ revision: 6, entity: 'rundown', event: 'updated', data: { ...header, end: '19:45:00', revision: 6 } } as RundownMessage)).rundown;
    expect(out.end).toBe('19:45:00');
    expect(out.blocks).toBe(r.blocks);
    expect(out.revision).toBe(6);
  });
});

describe('a story `moved` message (POST /api/stories/{id}/move)', () => {
  const moved = (id: number, blockId: number, position: number, revision = 6, timing: TimingSnapshot = emptyTiming()) =>
    msg({ revision, entity: 'story', event: 'moved', data: story(id, blockId, position), timing } as RundownMessage);
  const positions = (r: ReturnType<typeof sampleRundown>) => r.blocks.map((b) => [b.id, b.stories.map((s) => [s.id, s.position, s.blockId])]);

  it('takes the story out of its old block and puts it at `position` of the target, renumbering both', () => {
    const out = reduceRundownMessage(sampleRundown(), moved(100, 20, 1)).rundown;
    expect(positions(out)).toEqual([
      [10, [[101, 0, 10]]],
      [20, [[200, 0, 20], [100, 1, 20]]],
      [99, [[900, 0, 99]]],
    ]);
  });

  it('moves the last story of a block to the start of the next one, and back to the end of the previous one', () => {
    const down = reduceRundownMessage(sampleRundown(), moved(101, 20, 0)).rundown;
    expect(ids(down)).toEqual([[10, [100]], [20, [101, 200]], [99, [900]]]);
    const back = reduceRundownMessage(down, moved(101, 10, 1, 7)).rundown;
    expect(positions(back)).toEqual(positions(sampleRundown()));
    expect(back.revision).toBe(7);
  });

  it('moves a story into the standby block and out of it', () => {
    const toStandby = reduceRundownMessage(sampleRundown(), moved(200, 99, 0)).rundown;
    expect(ids(toStandby)).toEqual([[10, [100, 101]], [20, []], [99, [200, 900]]]);
    expect(toStandby.blocks[2].stories.map((s) => s.position)).toEqual([0, 1]);
    const out = reduceRundownMessage(toStandby, moved(900, 20, 0, 7)).rundown;
    expect(ids(out)).toEqual([[10, [100, 101]], [20, [900]], [99, [200]]]);
    expect(out.blocks[2].stories[0].position).toBe(0);
  });

  it('counts the position after the story is taken out when it moves inside its block', () => {
    const down = reduceRundownMessage(sampleRundown(), moved(100, 10, 1)).rundown;
    expect(positions(down)[0]).toEqual([10, [[101, 0, 10], [100, 1, 10]]]);
    const up = reduceRundownMessage(down, moved(100, 10, 0, 7)).rundown;
    expect(positions(up)[0]).toEqual([10, [[100, 0, 10], [101, 1, 10]]]);
  });

  it('puts a story whose position is past the end last', () => {
    const out = reduceRundownMessage(sampleRundown(), moved(100, 20, 40)).rundown;
    expect(positions(out)[1]).toEqual([20, [[200, 0, 20], [100, 1, 20]]]);
  });

  it('is the same whether or not the story was already moved in the cache (an optimistic move)', () => {
    const once = reduceRundownMessage(sampleRundown(), moved(101, 20, 0)).rundown;
    const twice = reduceRundownMessage({ ...once, revision: 5 }, moved(101, 20, 0)).rundown;
    expect(ids(twice)).toEqual(ids(once));
  });

  it('takes the new figures of both blocks and of the stories after it, and leaves its input alone', () => {
    const r = sampleRundown();
    const before = JSON.stringify(r);
    const timing: TimingSnapshot = {
      rundown: rundownTiming('PT1M'),
      blocks: { '10': { ...blockTiming('19:00:00'), fullProduction: 'PT1M' }, '20': { ...blockTiming('19:01:00'), fullProduction: 'PT2M' } },
      stories: { '101': storyTiming('PT1M', '19:01:00'), '200': storyTiming('PT1M', '19:02:00') },
    };
    const out = reduceRundownMessage(r, moved(101, 20, 0, 6, timing)).rundown;
    expect(out.timing.fullProduction).toBe('PT1M');
    expect(out.blocks.map((b) => b.timing.fullProduction)).toEqual(['PT1M', 'PT2M', 'PT0S']);
    expect(out.blocks[1].stories.map((s) => s.timing?.progressive)).toEqual(['19:01:00', '19:02:00']);
    expect(out.blocks[0].stories[0]).toBe(r.blocks[0].stories[0]);
    expect(JSON.stringify(r)).toBe(before);
  });

  it('moves in a draft (the optimistic move) exactly as the message then does', () => {
    const cases: [number, number, number][] = [[100, 20, 0], [101, 20, 0], [100, 10, 1], [200, 99, 0], [900, 20, 1], [100, 20, 40]];
    for (const [id, blockId, position] of cases) {
      const r = sampleRundown();
      const optimistic = produce(r, (draft) => moveStoryIn(draft, id as StoryId, blockId as BlockId, position));
      const message = reduceRundownMessage(r, moved(id, blockId, position)).rundown;
      expect(positions(optimistic), `${id} -> ${blockId}@${position}`).toEqual(positions(message));
      if (blockId !== 99 && id !== 900) expect(optimistic.blocks[2], 'a block not involved is left as it was').toBe(r.blocks[2]);
    }
  });

  it('ignores an old move and reloads after a missed one', () => {
    expect(reduceRundownMessage(sampleRundown(), moved(100, 20, 0, 5)).outcome).toBe('stale');
    expect(reduceRundownMessage(sampleRundown(), moved(100, 20, 0, 8)).outcome).toBe('gap');
  });
});

describe('applyTiming', () => {
  it('keeps items the snapshot does not name', () => {
    const r = sampleRundown();
    const out = applyTiming(r, { rundown: rundownTiming('PT1M'), blocks: {}, stories: { '100': storyTiming('PT1M') } });
    expect(out.blocks[0].stories[0].timing?.total).toBe('PT1M');
    expect(out.blocks[0].stories[1]).toBe(r.blocks[0].stories[1]);
    expect(out.blocks[1].timing).toBe(r.blocks[1].timing);
  });
});

describe('on air and sign-off messages (the whole rundown, or one story)', () => {
  /** The sample rundown as the server sends it after a display change: statuses, stop times, new timing. */
  function whole(revision: number, change: (r: Rundown) => void = () => {}): Rundown {
    const r = structuredClone(sampleRundown()) as Rundown;
    r.revision = revision;
    change(r);
    return r;
  }
  const wholeMsg = (event: 'updated' | 'approved' | 'disapproved', data: Rundown, timing: TimingSnapshot = emptyTiming()) =>
    msg({ revision: data.revision, entity: 'rundown', event, data, timing } as RundownMessage);
  const statuses = (r: Rundown) => r.blocks.map((b) => [b.id, b.displayStatus, b.stories.map((s) => [s.id, s.displayStatus, s.stopTime])]);

  it('replaces the rundown on `rundown updated` with blocks: statuses, stop times, front times, the show on air', () => {
    const data = whole(6, (r) => {
      r.displayStatus = 'PLAY';
      r.blocks[0].stories[0] = { ...r.blocks[0].stories[0], displayStatus: 'STOP', stopTime: '19:00:52' };
      r.blocks[0].stories[1] = { ...r.blocks[0].stories[1], displayStatus: 'PLAY', timing: storyTiming('PT1M', '19:00:52') };
      r.blocks[1].stories[0] = { ...r.blocks[1].stories[0], timing: storyTiming('PT0S', '19:01:52') };
    });
    const timing: TimingSnapshot = { rundown: rundownTiming('PT1M'), blocks: {}, stories: { '101': storyTiming('PT1M', '19:00:52'), '200': storyTiming('PT0S', '19:01:52') } };
    const before = sampleRundown();
    const out = reduceRundownMessage(before, wholeMsg('updated', data, timing));
    expect(out.outcome).toBe('applied');
    expect(out.rundown.revision).toBe(6);
    expect(out.rundown.displayStatus).toBe('PLAY');
    expect(statuses(out.rundown)[0]).toEqual([10, 'BLANK', [[100, 'STOP', '19:00:52'], [101, 'PLAY', null]]]);
    expect(out.rundown.blocks[0].stories[1].timing?.progressive).toBe('19:00:52');
    expect(out.rundown.blocks[1].stories[0].timing?.progressive).toBe('19:01:52');
    expect(out.rundown.timing.fullProduction).toBe('PT1M');
    expect(before.blocks[0].stories[0].displayStatus).toBe('BLANK');
  });

  it('locks and unlocks: STOP makes the rundown displayed, BLANK reopens it', () => {
    const ended = reduceRundownMessage(sampleRundown(), wholeMsg('updated', whole(6, (r) => Object.assign(r, { displayStatus: 'STOP', displayed: true })))).rundown;
    expect([ended.displayStatus, ended.displayed]).toEqual(['STOP', true]);
    const reopened = reduceRundownMessage(ended, wholeMsg('updated', whole(7))).rundown;
    expect([reopened.displayStatus, reopened.displayed, reopened.revision]).toEqual(['BLANK', false, 7]);
  });

  it('takes the blocks of the whole rundown as they are, not merged with the cache', () => {
    const data = whole(6, (r) => {
      r.blocks = [r.blocks[1], r.blocks[2]];
    });
    const out = reduceRundownMessage(sampleRundown(), wholeMsg('updated', data)).rundown;
    expect(out.blocks.map((b) => b.id)).toEqual([20, 99]);
  });

  it('stops a block in cascade: the break and its stories', () => {
    const data = whole(6, (r) => {
      const b = r.blocks[0];
      r.blocks[0] = { ...b, displayStatus: 'STOP', stopTime: '19:05:00', stories: b.stories.map((s) => ({ ...s, displayStatus: 'STOP' as const, stopTime: '19:05:00' })) };
    });
    const out = reduceRundownMessage(sampleRundown(), wholeMsg('updated', data)).rundown;
    expect(statuses(out)[0]).toEqual([10, 'STOP', [[100, 'STOP', '19:05:00'], [101, 'STOP', '19:05:00']]]);
    expect(out.blocks[0].stopTime).toBe('19:05:00');
  });

  it('approves and disapproves every story with `rundown approved|disapproved` (a block or the rundown)', () => {
    const approved = reduceRundownMessage(sampleRundown(), wholeMsg('approved', whole(6, (r) => r.blocks[0].stories.forEach((s) => (s.approved = true))))).rundown;
    expect(approved.blocks[0].stories.map((s) => s.approved)).toEqual([true, true]);
    expect(approved.blocks[1].stories[0].approved).toBe(false);
    const all = whole(7, (r) => r.blocks.forEach((b) => b.stories.forEach((s) => (s.approved = true))));
    const none = structuredClone(all);
    none.revision = 8;
    none.blocks.forEach((b) => b.stories.forEach((s) => (s.approved = false)));
    const both = reduceRundownMessage(reduceRundownMessage(approved, wholeMsg('approved', all)).rundown, wholeMsg('disapproved', none)).rundown;
    expect(both.blocks.flatMap((b) => b.stories.map((s) => s.approved))).toEqual([false, false, false, false]);
    expect(both.revision).toBe(8);
  });

  it('keeps the cached blocks when the rundown comes without them (or with none)', () => {
    const r = sampleRundown();
    const { blocks: _b, ...header } = r;
    const out = reduceRundownMessage(r, msg({ revision: 6, entity: 'rundown', event: 'updated', data: { ...header, blocks: [], displayStatus: 'PLAY' } } as unknown as RundownMessage)).rundown;
    expect(out.blocks).toBe(r.blocks);
    expect(out.displayStatus).toBe('PLAY');
  });

  it('replaces one story with `story approved|disapproved`, leaving the others alone', () => {
    const r = sampleRundown();
    const out = reduceRundownMessage(r, msg({ revision: 6, entity: 'story', event: 'approved', data: story(101, 10, 1, { approved: true }) } as RundownMessage)).rundown;
    expect(out.blocks[0].stories[1].approved).toBe(true);
    expect(out.blocks[0].stories[0]).toBe(r.blocks[0].stories[0]);
    const back = reduceRundownMessage(out, msg({ revision: 7, entity: 'story', event: 'disapproved', data: story(101, 10, 1, { approved: false, private: true }) } as RundownMessage)).rundown;
    expect(back.blocks[0].stories[1]).toMatchObject({ approved: false, private: true });
  });

  it('drops an old whole rundown and reloads after a missed one', () => {
    expect(reduceRundownMessage(sampleRundown(), wholeMsg('updated', whole(5))).outcome).toBe('stale');
    expect(reduceRundownMessage(sampleRundown(), wholeMsg('approved', whole(8))).outcome).toBe('gap');
  });
});

import { describe, expect, it } from 'vitest';
import type { ItemId, Rundown, Story, StoryItem } from '@newsroom/api';
import { cgRows, clock, isoOfClock, matching, mediaVtMs, msOfClock, usedMs, valuesOf } from './items';

const media = (id: number, durationMs: number | null, ignore = false): StoryItem => ({
  id: id as ItemId,
  kind: 'MEDIA',
  deviceId: 1 as StoryItem['deviceId'],
  objectId: `M${id}`,
  slug: `clip ${id}`,
  durationMs,
  ignore,
  placeholder: false,
  templateId: null,
  templateName: '',
  timebase: 0,
  markInMs: null,
  markOutMs: null,
  fields: [],
});

describe('item helpers', () => {
  it('writes lengths as clocks', () => {
    expect(clock(30_400)).toBe('00:30');
    expect(clock(754_600)).toBe('12:35');
    expect(clock(3_725_000)).toBe('1:02:05');
    expect(clock(null)).toBe('–');
  });

  it('sums the VT of the counted media, null without media', () => {
    expect(mediaVtMs([])).toBeNull();
    expect(mediaVtMs([media(1, 30_000), media(2, 12_000, true), media(3, null)])).toBe(30_000);
    const cg = { ...media(4, null), kind: 'CG' as const };
    expect(mediaVtMs([cg])).toBeNull();
  });

  it('gives every template field a value', () => {
    const t = { id: 1, name: 'Lower third', fields: ['name', 'title'] };
    expect(valuesOf(t, [{ name: 'title', value: 'Mayor' }])).toEqual({ title: 'Mayor', name: '' });
    expect(valuesOf(undefined, [{ name: 'x', value: 'y' }])).toEqual({ x: 'y' });
  });

  it('finds media by slug or object id', () => {
    const list = [
      { slug: 'HOTEL FIRE', objId: 'M1' },
      { slug: 'Budget', objId: 'CLIP-77' },
    ];
    expect(matching(list, 'fire')).toEqual([list[0]]);
    expect(matching(list, 'clip-7')).toEqual([list[1]]);
    expect(matching(list, ' ')).toEqual(list);
  });

  it('reads clock lengths as ISO durations', () => {
    expect(isoOfClock('1:30')).toBe('PT1M30S');
    expect(isoOfClock('45')).toBe('PT45S');
    expect(isoOfClock('1:02:03')).toBe('PT1H2M3S');
    expect(isoOfClock('')).toBe('');
    expect(isoOfClock('1:75')).toBeNull();
    expect(isoOfClock('abc')).toBeNull();
  });
});

describe('marks', () => {
  it('count the part between the marks', () => {
    const marked = { ...media(1, 30_000), markInMs: 5_000, markOutMs: 20_000 };
    expect(usedMs(marked)).toBe(15_000);
    expect(usedMs({ ...media(2, 30_000), markInMs: 25_000 })).toBe(5_000);
    expect(usedMs(media(3, null))).toBeNull();
    expect(mediaVtMs([marked, media(4, 10_000)])).toBe(25_000);
  });

  it('read clock lengths as milliseconds', () => {
    expect(msOfClock('0:05')).toBe(5_000);
    expect(msOfClock(' ')).toBeNull();
    expect(msOfClock('x')).toBeUndefined();
  });
});

describe('cgRows', () => {
  it('lists the graphics of every block in show order', () => {
    const cg = (id: number, name: string): StoryItem => ({ ...media(id, null), kind: 'CG', objectId: '', templateName: name });
    const story = (id: number, items: StoryItem[]) => ({ id, slug: `s${id}`, items }) as unknown as Story;
    const rundown = {
      blocks: [
        { name: 'A', stories: [story(1, [media(9, 1000), cg(10, 'Lower third')]), story(2, [])] },
        { name: 'B', stories: [story(3, [cg(11, 'Locator'), cg(12, 'Name')])] },
      ],
    } as unknown as Rundown;
    expect(cgRows(rundown).map((r) => [r.block, r.story.id, r.item.id])).toEqual([
      ['A', 1, 10],
      ['B', 3, 11],
      ['B', 3, 12],
    ]);
  });
});

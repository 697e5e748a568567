/** Builders of rundowns for unit tests (not shipped: only imported by *.test.ts). */
import type { Block, BlockId, BlockTiming, ItemFigures, Rundown, RundownId, Story, StoryId, StoryTiming, RundownTiming } from '@newsroom/api';

export const noFigures: ItemFigures = {
  accumulated: null,
  blockAccumulated: null,
  progressive: null,
  progressiveApproved: null,
  regressive: null,
  regressiveApproved: null,
  expectedEnd: null,
  expectedApprovedEnd: null,
};

export const figures = (progressive: string, accumulated = 'PT0S'): ItemFigures => ({
  accumulated,
  blockAccumulated: accumulated,
  progressive,
  progressiveApproved: progressive,
  regressive: progressive,
  regressiveApproved: progressive,
  expectedEnd: progressive,
  expectedApprovedEnd: progressive,
});

export const storyTiming = (total: string, progressive = '19:00:00'): StoryTiming => ({ total, ...figures(progressive) });

export const blockTiming = (progressive = '19:00:00'): BlockTiming => ({
  fullEstimated: 'PT0S',
  fullProduction: 'PT0S',
  approvedProduction: 'PT0S',
  commercial: 'PT0S',
  ...figures(progressive),
  commercialBreak: figures(progressive),
});

export const rundownTiming = (fullProduction = 'PT0S'): RundownTiming => ({
  duration: 'PT30M',
  commercialTotal: 'PT0S',
  fullEstimated: 'PT0S',
  fullProduction,
  approvedProduction: 'PT0S',
  fullTotal: fullProduction,
  approvedTotal: 'PT0S',
  fullDiff: '-PT30M',
  approvedDiff: '-PT30M',
  productionFullDiff: null,
  productionApprovedDiff: null,
  notDisplayedCommercial: 'PT0S',
  notDisplayedProduction: 'PT0S',
  notDisplayedApprovedProduction: 'PT0S',
});

export function story(id: number, blockId: number, position: number, extra: Partial<Story> = {}): Story {
  return {
    id: id as StoryId,
    blockId: blockId as BlockId,
    rundownId: 1 as RundownId,
    slug: `story ${id}`,
    page: String(id),
    estimated: 'PT1M',
    head: 'PT0S',
    off: 'PT0S',
    vt: 'PT0S',
    link: 'PT0S',
    manualTime: null,
    ignoreDuration: false,
    approved: false,
    private: false,
    type: 'TEXT',
    status: 'DRAFT',
    reporter: null,
    editor: null,
    imageEditor: null,
    company: null,
    presenter: null,
    source: null,
    items: [],
    displayStatus: 'BLANK',
    stopTime: null,
    position,
    timing: storyTiming('PT0S'),
    ...extra,
  };
}

export function block(id: number, position: number, stories: Story[] = [], extra: Partial<Block> = {}): Block {
  return {
    id: id as BlockId,
    rundownId: 1 as RundownId,
    name: `Block ${id}`,
    standBy: false,
    commercial: 'PT0S',
    displayStatus: 'BLANK',
    stopTime: null,
    position,
    timing: blockTiming(),
    stories,
    ...extra,
  };
}

/** Block 10 (stories 100, 101), block 20 (story 200), standby block 99 (story 900); revision 5. */
export function sampleRundown(): Rundown {
  return {
    id: 1 as RundownId,
    programId: 1 as Rundown['programId'],
    programName: 'Evening News',
    date: '2026-11-22',
    start: '19:00:00',
    end: '19:30:00',
    production: 'PT25M',
    deviceIntegration: false,
    displayed: false,
    displayStatus: 'BLANK',
    revision: 5,
    timing: rundownTiming(),
    blocks: [
      block(10, 0, [story(100, 10, 0), story(101, 10, 1)]),
      block(20, 1, [story(200, 20, 0)]),
      block(99, 2, [story(900, 99, 0)], { name: 'Standby', standBy: true, timing: { ...blockTiming(), ...noFigures, commercialBreak: null } }),
    ],
  };
}

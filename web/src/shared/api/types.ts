/**
 * Shapes of the REST and STOMP contract (docs/api-design.md, "Shapes" and "Websocket").
 * Durations are ISO-8601 strings (`PT1M30S`, `-PT20S`); times of day `HH:mm:ss`; dates `YYYY-MM-DD`.
 */

declare const brand: unique symbol;
/** A nominal id: a `StoryId` cannot be passed where a `BlockId` is expected. */
export type Id<Tag extends string> = number & { readonly [brand]: Tag };
export type RundownId = Id<'Rundown'>;
export type BlockId = Id<'Block'>;
export type StoryId = Id<'Story'>;
export type ProgramId = Id<'Program'>;

/** ISO-8601 duration exact to the second, e.g. `PT1M30S`. */
export type IsoDuration = string;
/** Time of day `HH:mm:ss`. */
export type TimeOfDay = string;

export interface CurrentUser {
  id: number;
  name: string;
  nickname: string;
  roles: string[];
}

export interface Program {
  id: ProgramId;
  name: string;
  start: TimeOfDay;
  end: TimeOfDay;
  production: IsoDuration | null;
}

export type ExistsStatus = 'EXIST' | 'CAN_CREATE' | 'CANT_CREATE';

export interface RundownTiming {
  duration: IsoDuration;
  commercialTotal: IsoDuration;
  fullEstimated: IsoDuration;
  fullProduction: IsoDuration;
  approvedProduction: IsoDuration;
  fullTotal: IsoDuration;
  approvedTotal: IsoDuration;
  fullDiff: IsoDuration;
  approvedDiff: IsoDuration;
  productionFullDiff: IsoDuration | null;
  productionApprovedDiff: IsoDuration | null;
  notDisplayedCommercial: IsoDuration;
  notDisplayedProduction: IsoDuration;
  notDisplayedApprovedProduction: IsoDuration;
}

/** Front/back times of an item; every field is null in the standby block. */
export interface ItemFigures {
  accumulated: IsoDuration | null;
  blockAccumulated: IsoDuration | null;
  progressive: TimeOfDay | null;
  progressiveApproved: TimeOfDay | null;
  regressive: TimeOfDay | null;
  regressiveApproved: TimeOfDay | null;
  expectedEnd: TimeOfDay | null;
  expectedApprovedEnd: TimeOfDay | null;
}

export interface StoryTiming extends ItemFigures {
  total: IsoDuration;
}

export interface BlockTiming extends ItemFigures {
  fullEstimated: IsoDuration;
  fullProduction: IsoDuration;
  approvedProduction: IsoDuration;
  commercial: IsoDuration;
  /** Figures of the block's break row (null in the standby block). */
  commercialBreak: ItemFigures | null;
}

export interface Story {
  id: StoryId;
  blockId: BlockId;
  rundownId: RundownId;
  slug: string;
  page: string;
  estimated: IsoDuration;
  head: IsoDuration;
  off: IsoDuration;
  vt: IsoDuration;
  link: IsoDuration;
  manualTime: IsoDuration | null;
  ignoreDuration: boolean;
  approved: boolean;
  stopTime: TimeOfDay | null;
  position: number;
  timing: StoryTiming;
}

export interface Block {
  id: BlockId;
  rundownId: RundownId;
  name: string;
  standBy: boolean;
  commercial: IsoDuration;
  stopTime: TimeOfDay | null;
  position: number;
  timing: BlockTiming;
  stories: Story[];
}

export interface Rundown {
  id: RundownId;
  programId: ProgramId;
  programName: string;
  date: string;
  start: TimeOfDay;
  end: TimeOfDay;
  production: IsoDuration | null;
  deviceIntegration: boolean;
  displayed: boolean;
  revision: number;
  timing: RundownTiming;
  blocks: Block[];
}

export type RundownHeaderData = Omit<Rundown, 'blocks'>;

export interface TimingSnapshot {
  rundown: RundownTiming;
  blocks: Record<string, BlockTiming>;
  stories: Record<string, StoryTiming>;
}

interface MessageBase {
  rundownId: RundownId;
  revision: number;
  timing: TimingSnapshot;
}

/** One MESSAGE body on `/topic/rundowns/{id}`. */
export type RundownMessage = MessageBase &
  (
    | { entity: 'rundown'; event: 'updated' | 'approved' | 'disapproved'; data: RundownHeaderData | Rundown }
    | { entity: 'rundown' | 'block'; event: 'moved'; data: { blocksIds: BlockId[] } }
    | { entity: 'rundown'; event: 'created' | 'deleted'; data: unknown }
    | { entity: 'block'; event: 'created' | 'updated'; data: Block }
    | { entity: 'block'; event: 'deleted'; data: { id: BlockId; blockId: null } }
    | { entity: 'story'; event: 'created' | 'updated' | 'moved' | 'approved' | 'disapproved'; data: Story }
    | { entity: 'story'; event: 'deleted'; data: { id: StoryId; blockId: BlockId | null } }
  );

/** Fields a story accepts in `PATCH /api/stories/{id}`. */
export type StoryField =
  | 'slug'
  | 'page'
  | 'estimated'
  | 'head'
  | 'off'
  | 'vt'
  | 'link'
  | 'manualTime'
  | 'ignoreDuration'
  | 'approved'
  | 'stopTime';

export type BlockField = 'name' | 'commercial' | 'stopTime';

/**
 * Shapes of the REST contract (docs/api-design.md, "Shapes"; docs/openapi.json). Durations are ISO-8601
 * strings (`PT1M30S`, `-PT20S`); times of day `HH:mm:ss`; dates `YYYY-MM-DD`.
 *
 * Where docs/openapi.json already says exactly what a shape here says, the shape is the generated one
 * (src/generated/schema.ts), re-exported below; the others stay written by hand until the gateway's new
 * document lands (branded `<Entity>Id` schemas and enums): the document has plain integer ids and plain
 * strings for enums today (README.md, "What is still written by hand").
 */
import type { Id } from './id';

export type { Id } from './id';

/** The same in docs/openapi.json and here: generated. `CurrentUser` is the document's `User`. */
export type { BlockId, CgField, DeviceTemplate, DiffLine, DisplayStatus, DrawerPlace, LogAction, LogEntry, LogPage, Presenter, ProgramId, ReadingTime, RevisionSummary, RundownId, StoryId, StoryLock, StoryStatus, User as CurrentUser } from './generated/schema';
import type { BlockId, CgField, DeviceTemplate, DiffLine, DisplayStatus, DrawerPlace, LogAction, ProgramId, ReadingTime, RevisionSummary, RundownId, StoryId, StoryLock, StoryStatus } from './generated/schema';

/** ISO-8601 duration exact to the second, e.g. `PT1M30S`. */
export type IsoDuration = string;
/** Time of day `HH:mm:ss`. */
export type TimeOfDay = string;

export interface Program {
  id: ProgramId;
  name: string;
  start: TimeOfDay;
  end: TimeOfDay;
  production: IsoDuration | null;
  /** Its character-generator device: credits go there. */
  cgDeviceId?: number | null;
}

export type ExistsStatus = 'EXIST' | 'CAN_CREATE' | 'CANT_CREATE';

/**
 * On-air state of a rundown, a block's break or a story (api-design.md, "On air and sign-off"): BLANK not
 * aired, PLAY on air (one item at a time), STOP aired (with its `stopTime`). A rundown at STOP is
 * "displayed": the show is over and every change is refused until it is set back to PLAY or BLANK.
 */
export const DISPLAY_STATUSES = ['BLANK', 'PLAY', 'STOP'] as const satisfies readonly DisplayStatus[];

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
  /** Restricted to its owner; an approved story cannot be made private. */
  private: boolean;
  /** One of {@link STORY_TYPES}. */
  type: StoryType;
  /** One of {@link STORY_STATUSES}. */
  status: StoryStatus;
  /** The crew, as the credits name them (absent: nobody). */
  reporter?: string | null;
  editor?: string | null;
  imageEditor?: string | null;
  /** One of the program's presenters: their rate gives the reading time. */
  presenter?: string | null;
  displayStatus: DisplayStatus;
  /** When it went off air (set by STOP, cleared by BLANK). */
  stopTime: TimeOfDay | null;
  position: number;
  timing: StoryTiming;
  /** Media and CG items, in order (absent in old answers: none). */
  items?: StoryItem[];
}

/**
 * A media or CG item of a story (docs/api-design.md "Story items"). Media: an object of a MAM or
 * playout device (`objectId`, length in ms); CG: a template of a CG device with a value per field.
 */
export interface StoryItem {
  id: number;
  kind: 'MEDIA' | 'CG';
  deviceId: DeviceId;
  objectId: string;
  slug: string;
  durationMs: number | null;
  /** Media: left out of the story's VT. */
  ignore: boolean;
  /** Media: created by Newsroom in the asset manager, waiting for material. */
  placeholder: boolean;
  templateId: number | null;
  templateName: string;
  fields: CgField[];
  /** Media: marks in and out (ms from the object's start): the part the story uses. */
  markInMs?: number | null;
  markOutMs?: number | null;
  /** Media: the object's MOS timebase (objTB, units a second; 0: unknown). */
  timebase: number;
}

export interface Block {
  id: BlockId;
  rundownId: RundownId;
  name: string;
  standBy: boolean;
  commercial: IsoDuration;
  /** Status of the block's break row. */
  displayStatus: DisplayStatus;
  /** When the break went off air. */
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
  /** True when `displayStatus` is STOP: the rundown refuses every change (409 `rundown_displayed`). */
  displayed: boolean;
  displayStatus: DisplayStatus;
  revision: number;
  timing: RundownTiming;
  blocks: Block[];
}

export type RundownHeaderData = Omit<Rundown, 'blocks'>;

/** Story types (web.md section 6 and the field's standard kinds). */
export const STORY_TYPES = ['TEXT', 'TEASER', 'HEADING', 'NOTE', 'INFORMATION', 'VO', 'VO_SOT', 'SOT', 'PACKAGE', 'LIVE'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/** Where a story is in its making. */
export const STORY_STATUSES = ['DRAFT', 'IN_PROGRESS', 'READY', 'KILLED'] as const satisfies readonly StoryStatus[];

/** The crew fields of a story. */
export const CREW_FIELDS = ['reporter', 'editor', 'imageEditor'] as const;
export type CrewField = (typeof CREW_FIELDS)[number];

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
  | 'private'
  | 'stopTime'
  | 'type'
  | 'status'
  | 'presenter'
  | CrewField;

export type BlockField = 'name' | 'commercial' | 'stopTime';

/** What an approval or a display change is about: `PUT /api/{rundowns|blocks|stories}/{id}/...`. */
export type ApprovalTarget = { kind: 'rundowns'; id: RundownId } | { kind: 'blocks'; id: BlockId } | { kind: 'stories'; id: StoryId };

/** Actions of the rundown log. */
export const LOG_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'MOVE', 'APPROVE', 'DISAPPROVE', 'DISPLAY'] as const satisfies readonly LogAction[];

// ---- Stories as documents (api-design.md, "Stories as documents"; mobile.md section 3) ----

/** The kinds of a script item (mobile.md section 3, "Story item kinds"). */
export const ITEM_KINDS = ['ON_CAMERA', 'ART', 'HEADING', 'INFORMATION', 'PLAYBACK', 'NOTE', 'VO', 'SOUNDUP', 'TEASER', 'TEXT'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** A run of text; `comment` marks an editorial comment (shown, never read); `color` is `#rrggbb`. */
export interface TextRun {
  text: string;
  comment?: boolean;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface ScriptParagraph {
  type: 'paragraph';
  children: TextRun[];
}

export interface ScriptItem {
  kind: ItemKind;
  content: ScriptParagraph[];
}

/** What `PUT /api/stories/{id}/text` takes. */
export interface StoryText {
  script: ScriptItem[];
  footnote: string;
  cueIn: string;
  cueOut: string;
}

/** `GET /api/stories/{id}`: the story, its text, and where it sits. `revision` counts the text's saves. */
export interface StoryDocument extends StoryText {
  story: Story;
  readingTime: ReadingTime;
  revision: number;
  rundownDate: string;
  programId: ProgramId;
  programName: string;
  rundownRevision: number;
  /** Who holds the edit lock, if anyone. */
  lock: StoryLock | null;
  /**
   * The drawer holding the story, or null: it is in a rundown. In a drawer, `rundownDate` is empty,
   * `programId`/`programName` are the drawer's and `story.rundownId` is the rundown it came from (whose
   * topic carries its lock events).
   */
  drawer: DrawerPlace | null;
}

/** `GET /api/stories/{id}/revisions/{n}`. */
export interface StoryRevision extends StoryText {
  summary: RevisionSummary;
  diff: DiffLine[];
}

// ---- Devices (gateway/src/routes/devices.rs; docs/mos.md) ----

export type DeviceId = Id<'Device'>;

/** Closed captions, character generator, media asset management, playout, teleprompter. */
export const DEVICE_TYPES = ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** MOS (the newsroom device protocol), II (intelligent interface), WS (web service). */
export const DEVICE_PROTOCOLS = ['MOS', 'II', 'WS'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
export const DEVICE_PLUGINS = ['activex', 'html', 'none'] as const;
export type DevicePlugin = (typeof DEVICE_PLUGINS)[number];
/** MOS profiles 0-7. */
export const MOS_PROFILES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** The state of a device's connection; DISABLED when the device is not enabled. */
export const CONNECTION_STATES = ['CONNECTED', 'CONNECTING', 'UNREACHABLE', 'DISABLED'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/**
 * A device's settings, as `POST /api/devices` takes them (with `revision` for `PUT`). Ports 0: the MOS
 * defaults (10540, 10541, 10542). Unknown keys are refused.
 */
export interface DeviceSpec {
  name: string;
  type: DeviceType;
  protocol: DeviceProtocol;
  vendor: string;
  plugin: DevicePlugin;
  host: string;
  mosId: string;
  lowerPort: number;
  upperPort: number;
  queryPort: number;
  profiles: number[];
  channels: string[];
  paths: string[];
  charsets: string[];
  templates: DeviceTemplate[];
  /** Newsroom connects to it (and sends it running orders). */
  enabled: boolean;
  /** MOS version: `2.8.5` (TCP ports) or `4.0` (WebSocket). */
  mosVersion: string;
  /**
   * MOS 4.0: the device's WebSocket URL (`wss://host:port/path`), when Newsroom dials it. WS devices: the
   * web service's `http(s)://` base URL (docs/devices.md).
   */
  wsUrl: string;
  /** MOS 4.0 passive mode: the device dials Newsroom. */
  passive: boolean;
  /** MOS 4.0 and WS: the HTTP Basic user name. */
  username: string;
  /** II: the Intelligent Interface TCP port; 0 for the default, 23. */
  port: number;
}

/** A CG command (`POST /api/devices/{id}/cg`). */
export const CG_ACTIONS = ['cue', 'take', 'clear'] as const;
export type CgAction = (typeof CG_ACTIONS)[number];

/** A CG template with field values for a CG device (II or WS); `templateId` may be left out for `clear`. */
export interface CgCommand {
  action: CgAction;
  templateId?: number;
  /** Values by field name; the template's fields left out are sent empty. */
  fields: { name: string; value: string }[];
  /** The story whose CG item this is. */
  storyId?: StoryId;
}

/** The answer to a CG command that went through. */
export interface CgSent {
  device: string;
  action: CgAction;
  protocol: DeviceProtocol;
}

/** What `POST /api/devices` and `PUT /api/devices/{id}` take: `revision` is the one the change is based on. */
export interface DeviceInput extends DeviceSpec {
  revision: number;
  /** MOS 4.0 password: write only; empty keeps the stored one. */
  password: string;
}

export interface DeviceConnection {
  state: ConnectionState;
  /** RFC 3339 UTC of the last message received; empty before any. */
  lastSeen: string;
  lastError: string;
}

/** `GET /api/devices` (admin read). */
export interface Device {
  id: DeviceId;
  revision: number;
  /** It gets the running orders of rundowns with device integration on (enabled PLAYOUT/TP/CC/CG: MOS with profile 2, or WS). */
  followsRundowns: boolean;
  spec: DeviceSpec;
  connection: DeviceConnection;
  /** A MOS 4.0 password is stored (never returned itself). */
  hasPassword: boolean;
}

/** `GET /api/devices/status` (rundown read): what the rundown screen needs to know of every device. */
export interface DeviceStatus {
  id: DeviceId;
  name: string;
  type: DeviceType;
  protocol: DeviceProtocol;
  followsRundowns: boolean;
  state: ConnectionState;
  lastError: string;
}

export const MEDIA_STATUSES = ['absent', 'empty', 'ready'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** A MOS object a device announced (`GET /api/devices/media`), newest first. */
export interface Media {
  deviceId: DeviceId;
  objId: string;
  slug: string;
  /** VIDEO, AUDIO, STILL. */
  objType: string;
  durationMs: number;
  status: MediaStatus;
  paths: string[];
  /** RFC 3339 UTC. */
  updated: string;
}

/**
 * `PUT /api/rundowns/{id}/device/{action}`: `enable` / `disable` device integration (the rundown's
 * `deviceIntegration`, which then arrives live), `create` / `replace` send the running order again, `ready`
 * sends roReadyToAir. 503: a device is unreachable.
 */
export type RundownDeviceAction = 'create' | 'replace' | 'ready' | 'enable' | 'disable';

/** A media item with the device's status of its object now (`GET /api/stories/{id}/media`; the document's `MediaItemOut`). */
export interface MediaItem {
  item: StoryItem;
  status: MediaStatus;
  device: string;
}

/** One row of a rundown's CG list (`GET /api/rundowns/{id}/cgs`; the document's `CgRowOut`). */
export interface CgRow {
  block: string;
  storyId: StoryId;
  page: string;
  slug: string;
  item: StoryItem;
  device: string;
  protocol: string;
}

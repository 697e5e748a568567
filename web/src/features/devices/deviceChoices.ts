/**
 * The choices the device screens offer and the words they know, where docs/openapi.json says only
 * "a string" (`Device.spec.type`, `protocol`, `plugin`, `DeviceConnection.state`, `Media.status`, the
 * `{action}` of `PUT /api/rundowns/{id}/device/{action}`, a CG command's `action`): each list is what the
 * gateway accepts or sends today (docs/devices.md, docs/mos.md). A value from the server outside a list
 * is shown as it is (or as "unknown"), never refused. When the document gives these enums, their
 * generated `...Values` replace the lists here.
 */
import type { Device, StoryId } from '@newsroom/api';

/** A device's id: a plain number (the document has no `DeviceId` schema, so no brand). */
export type DeviceId = Device['id'];

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
/** A media object's state: not on the device, a placeholder without material, ready to air. */
export const MEDIA_STATUSES = ['absent', 'empty', 'ready'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * `PUT /api/rundowns/{id}/device/{action}`: `enable` / `disable` device integration (the rundown's
 * `deviceIntegration`, which then arrives live), `create` / `replace` send the running order again, `ready`
 * sends roReadyToAir. 503: a device is unreachable.
 */
export type RundownDeviceAction = 'create' | 'replace' | 'ready' | 'enable' | 'disable';

/** A CG command (`POST /api/devices/{id}/cg`): cue (load, not shown), take (show), clear (take the output off). */
export const CG_ACTIONS = ['cue', 'take', 'clear'] as const;
export type CgAction = (typeof CG_ACTIONS)[number];

/**
 * The body of `POST /api/devices/{id}/cg` (the gateway's `routes/devices/devices.rs` `CgIn`). Written here
 * because docs/openapi.json gives that path the body of `POST /api/stories/{id}/cgs` instead: the gateway
 * has two request types named `CgIn` and the document keeps one. `templateId` may be left out for `clear`.
 */
export interface CgCommand {
  action: CgAction;
  templateId?: number;
  /** Values by field name; the template's fields left out are sent empty. */
  fields: { name: string; value: string }[];
  /** The story whose CG item this is. */
  storyId?: StoryId;
}

/** Whether `value` is one of `list` (a string of the document narrowed to the screen's choices). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * What the screens say about devices (pure): which devices make the rundown's "Device unreachable" notice,
 * the colour of a connection state, what a device call that went through tells the producer.
 */
import type { ConnectionState, DeviceStatus } from '@newsroom/api';
import type { RundownDeviceCall } from './deviceChoices';

/**
 * The devices a rundown with device integration on cannot reach: those that follow rundowns (they get its
 * running order) and are not CONNECTED. None while integration is off.
 */
export function unreachableDevices(statuses: readonly DeviceStatus[] | undefined, integrationOn: boolean): DeviceStatus[] {
  if (!integrationOn || !statuses) return [];
  return statuses.filter((d) => d.followsRundowns && d.state !== 'CONNECTED');
}

/** How many devices follow rundowns, and how many of those are connected. */
export function followingCount(statuses: readonly DeviceStatus[] | undefined): { following: number; connected: number } {
  const following = (statuses ?? []).filter((d) => d.followsRundowns);
  return { following: following.length, connected: following.filter((d) => d.state === 'CONNECTED').length };
}

/** The colour class of a connection badge; UNREACHABLE, or a state this client does not know, reads as a problem. */
export function stateTone(state: ConnectionState): 'ok' | 'pending' | 'bad' | 'off' {
  switch (state) {
    case 'CONNECTED':
      return 'ok';
    case 'CONNECTING':
      return 'pending';
    case 'DISABLED':
      return 'off';
    default:
      return 'bad';
  }
}

export type CallOutcome = 'sentAgain' | 'readySent' | 'noDevices';

/** What a device call that went through (to `devices` devices) tells the producer; nothing for enable / disable. */
export function outcomeOf(action: RundownDeviceCall, devices: number): CallOutcome | null {
  if (action === 'enable' || action === 'disable') return null;
  if (devices === 0) return 'noDevices';
  return action === 'ready' ? 'readySent' : 'sentAgain';
}

import { describe, expect, it } from 'vitest';
import type { ConnectionState, DeviceId, DeviceStatus } from '@newsroom/api';
import { followingCount, outcomeOf, stateTone, unreachableDevices } from './deviceStatus';

const status = (id: number, state: ConnectionState, followsRundowns = true): DeviceStatus => ({
  id: id as DeviceId,
  name: `Device ${id}`,
  type: 'PLAYOUT',
  protocol: 'MOS',
  followsRundowns,
  state,
  lastError: state === 'UNREACHABLE' ? 'Connection refused' : '',
});

describe('unreachableDevices', () => {
  const all = [status(1, 'CONNECTED'), status(2, 'UNREACHABLE'), status(3, 'CONNECTING'), status(4, 'UNREACHABLE', false), status(5, 'DISABLED', false)];

  it('lists the rundown-following devices that are not connected, while integration is on', () => {
    expect(unreachableDevices(all, true).map((d) => d.id)).toEqual([2, 3]);
  });

  it('lists none while integration is off, or before the states are read', () => {
    expect(unreachableDevices(all, false)).toEqual([]);
    expect(unreachableDevices(undefined, true)).toEqual([]);
  });

  it('ignores devices that do not get running orders (a MAM, a disabled device)', () => {
    expect(unreachableDevices([status(4, 'UNREACHABLE', false)], true)).toEqual([]);
  });

  it('counts the following devices and the connected ones', () => {
    expect(followingCount(all)).toEqual({ following: 3, connected: 1 });
    expect(followingCount(undefined)).toEqual({ following: 0, connected: 0 });
  });
});

describe('stateTone', () => {
  it('colours each state, and an unknown one as a problem', () => {
    expect((['CONNECTED', 'CONNECTING', 'UNREACHABLE', 'DISABLED', 'SOMETHING'] as ConnectionState[]).map((s) => stateTone(s))).toEqual(['ok', 'pending', 'bad', 'off', 'bad']);
  });
});

describe('outcomeOf', () => {
  it('says what a device call did', () => {
    expect(outcomeOf('replace', 2)).toBe('sentAgain');
    expect(outcomeOf('create', 1)).toBe('sentAgain');
    expect(outcomeOf('ready', 1)).toBe('readySent');
    expect(outcomeOf('ready', 0)).toBe('noDevices');
    expect(outcomeOf('enable', 0)).toBeNull();
    expect(outcomeOf('disable', 3)).toBeNull();
  });
});

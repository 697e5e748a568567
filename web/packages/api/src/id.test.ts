import { describe, expect, it } from 'vitest';
import type { DeviceId } from './generated/schema';
import { parseId } from './id';

describe('parseId', () => {
  it('makes an id of a positive whole number, as text or as a number', () => {
    expect(parseId<DeviceId>('7')).toBe(7);
    expect(parseId<DeviceId>(' 12 ')).toBe(12);
    expect(parseId<DeviceId>(3)).toBe(3);
  });

  it('gives null for anything else', () => {
    expect(['', ' ', 'abc', '1.5', '0', '-3', '1e3', '0x10', '99999999999999999'].map((t) => parseId<DeviceId>(t))).toEqual(Array(9).fill(null));
    expect([0, -1, 1.5, NaN, Infinity, null, undefined].map((n) => parseId<DeviceId>(n))).toEqual(Array(7).fill(null));
  });
});

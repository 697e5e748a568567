import { describe, expect, it } from 'vitest';
import { conflictKind, fieldErrorsOf, isConflict, isDeviceUnreachable, isNotFound, isValidationError } from './deviceErrors';

const http = (status: number, data: unknown = undefined) => ({ status, data });

describe('device errors', () => {
  it('takes the field messages of a 422 only', () => {
    const fields = { name: 'Enter a name of 1 to 100 characters.', lowerPort: 'Enter a port from 1 to 65535.' };
    expect(fieldErrorsOf(http(422, { code: 'validation', message: 'x', fields }))).toEqual(fields);
    expect(fieldErrorsOf(http(409, { code: 'conflict', message: 'x', fields }))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(isValidationError(http(422))).toBe(true);
  });

  it('tells a device that cannot be reached: 503, or no answer in time', () => {
    expect(isDeviceUnreachable(http(503, { code: 'unavailable', message: 'Device unreachable' }))).toBe(true);
    expect(isDeviceUnreachable({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(true);
    expect(isDeviceUnreachable(http(500))).toBe(false);
    expect(isDeviceUnreachable({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
  });

  it('reads a 409 on saving as a stale revision, a deleted device or a name / MOS ID in use', () => {
    expect(isConflict(http(409))).toBe(true);
    expect(isNotFound(http(404))).toBe(true);
    expect(conflictKind(3, { revision: 4 })).toBe('stale');
    expect(conflictKind(3, { revision: 3 })).toBe('duplicate');
    expect(conflictKind(3, null)).toBe('gone');
  });
});

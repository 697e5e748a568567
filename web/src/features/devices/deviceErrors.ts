/**
 * What a failed device call means to the screens (pure): the fields a 422 names, whether a 409 on saving
 * is a stale revision or a name / MOS ID in use, and whether a device call failed because a device is
 * unreachable (503, or no answer in time).
 */
import { errorFieldsOf, type CallError, type Device, type FieldProblems } from '@newsroom/api';

type Failure = CallError;

const statusOf = (error: Failure) => (error && 'status' in error ? error.status : undefined);

export const isValidationError = (error: Failure) => statusOf(error) === 422;
export const isConflict = (error: Failure) => statusOf(error) === 409;
export const isNotFound = (error: Failure) => statusOf(error) === 404;

/** A device call (`ready`, `replace`, ...) that did not reach a device: 503, or no answer in time. */
export function isDeviceUnreachable(error: Failure): boolean {
  const status = statusOf(error);
  return status === 503 || status === 'TIMEOUT_ERROR';
}

/** The server's per-field problems of a 422, by field name. */
export const fieldErrorsOf = (error: Failure): FieldProblems => (isValidationError(error) ? errorFieldsOf(error) : {});

export type ConflictKind = 'duplicate' | 'stale' | 'gone';

/**
 * Why saving a device answered 409: it is now at another revision than the one the form started from
 * (someone else saved it), it is gone, or else its name or MOS ID is another device's.
 */
export function conflictKind(sentRevision: number, current: Pick<Device, 'revision'> | null): ConflictKind {
  if (current === null) return 'gone';
  return current.revision !== sentRevision ? 'stale' : 'duplicate';
}

/**
 * The error codes of docs/api-design.md ("Errors") and the helpers that read them out of a failed call.
 * Fetch-agnostic: the helpers take the shapes RTK Query gives (`{status, data}` or a serialized error),
 * which any client can build from a `Response`. The body of an error is the document's `ErrorBody`; its
 * `code` is a plain string there (docs/openapi.json has no enum of the codes), so the list is read from
 * docs/api-design.md's table (errors.test.ts).
 */
import type { ErrorBody, FieldProblem } from './generated/schema';

/** The error codes of docs/api-design.md ("Errors"); errors.test.ts checks the table there against it. */
export const API_ERROR_CODES = [
  'authentication_failed',
  'session_expired',
  'password_change_required',
  'password_expired',
  'password_already_set',
  'group_has_users',
  'last_administrator',
  'program_has_content',
  'too_many_attempts',
  'licence_expired',
  'max_logins',
  'forbidden',
  'not_found',
  'rundown_not_found',
  'conflict',
  'rundown_date_exists',
  'validation',
  'standby_fixed',
  'date_earlier',
  'rundown_displayed',
  'block_has_private_stories',
  'rundown_not_empty',
  'locked',
  'lock_lost',
  'document_state_locked',
  'proposal_answered',
  'reference_in_use',
  'file_in_use',
  'team_in_use',
  'no_cg_device',
  'credits_failed',
  'unavailable',
  'file_too_large',
  'device_unreachable',
  'device_refused',
  'mail_failed',
  'mail_not_configured',
  'directory_unavailable',
  'directory_not_configured',
  'sync_in_progress',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * What is wrong with each field of a 422 (docs/api-design.md, "Field errors"): field name -> the
 * document's `FieldProblem` (`{code, params}`, a `FieldCode` translated as `error:fieldCodes.<code>`).
 */
export type FieldProblems = Record<string, FieldProblem>;

/**
 * A failed call: an HTTP answer (`status` a number, `data` its body), a transport failure (`status`
 * `FETCH_ERROR`, `TIMEOUT_ERROR`, `PARSING_ERROR`, ...), or an exception (no `status`). RTK Query's
 * `FetchBaseQueryError | SerializedError` fits it.
 */
export type CallError = { status: number | string; data?: unknown; error?: string } | { message?: string } | undefined;

const byStatus: Record<number, ApiErrorCode> = {
  401: 'session_expired',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation',
  503: 'unavailable',
};

function isKnown(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && (API_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The code to translate for an RTK Query error: the body's `code` when it is one we know, otherwise one
 * derived from the HTTP status; network failures are `unavailable`, anything else `internal`.
 */
export function errorCodeOf(error: CallError): ApiErrorCode {
  if (!error) return 'internal';
  if ('status' in error) {
    const body = error.data as Partial<ErrorBody> | undefined;
    if (body && isKnown(body.code)) return body.code;
    if (typeof error.status === 'number') return byStatus[error.status] ?? 'internal';
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'unavailable';
  }
  return 'internal';
}

/** The per-field problems of a 422, if any. */
export function errorFieldsOf(error: CallError): FieldProblems {
  if (error && 'status' in error) {
    const body = error.data as Partial<ErrorBody> | undefined;
    if (body?.fields) return body.fields;
  }
  return {};
}

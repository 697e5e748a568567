import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES, errorCodeOf, errorFieldsOf } from './errors';

describe('errorCodeOf', () => {
  it('takes the code of the body', () => {
    expect(errorCodeOf({ status: 422, data: { code: 'standby_fixed', message: 'x' } })).toBe('standby_fixed');
  });
  it('falls back to the HTTP status', () => {
    expect(errorCodeOf({ status: 404, data: 'nope' })).toBe('not_found');
    expect(errorCodeOf({ status: 500, data: undefined })).toBe('internal');
  });
  it('treats network failures as unavailable', () => {
    expect(errorCodeOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('unavailable');
  });
  it('reads the fields of a 422', () => {
    expect(errorFieldsOf({ status: 422, data: { code: 'validation', message: '', fields: { slug: 'Required field.' } } }))
      .toEqual({ slug: 'Required field.' });
  });
});

describe('the on-air error codes', () => {
  it('keeps the 409 codes of a displayed rundown and of a block with private stories', () => {
    expect(errorCodeOf({ status: 409, data: { code: 'rundown_displayed', message: 'A displayed rundown cannot be changed.' } })).toBe('rundown_displayed');
    expect(errorCodeOf({ status: 409, data: { code: 'block_has_private_stories', message: '' } })).toBe('block_has_private_stories');
    expect(errorCodeOf({ status: 409, data: { code: 'something_new', message: '' } })).toBe('conflict');
  });
});

describe('the error table of docs/api-design.md', () => {
  it('lists no code the client does not know', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/api-design.md', import.meta.url)), 'utf8');
    const section = doc.slice(doc.indexOf('## Errors'), doc.indexOf('## Authentication'));
    const codes = [...section.matchAll(/^\| ([a-z_]+) \| \d{3} \|/gm)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((code) => !(API_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});

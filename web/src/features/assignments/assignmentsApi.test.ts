/** The queries the assignment desk sends. */
import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { searchParams } from './assignmentsApi';

describe('the assignment queries', () => {
  it('searches one field, trimmed, 15 a page, the program only when one is chosen', () => {
    expect(searchParams({ text: ' fire ', field: 'content', programId: null, page: 2 })).toEqual({ content: 'fire', offset: 30, size: 15 });
    expect(searchParams({ text: 'fire', field: 'slug', programId: 1 as ProgramId, page: 0 })).toEqual({ slug: 'fire', programId: 1, offset: 0, size: 15 });
  });
});

/** The query of a day of documents. */
import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { dayParams } from './day';

describe('dayParams', () => {
  it('asks for one program, or for all the caller may see', () => {
    expect(dayParams({ date: '2026-11-22', programId: 2 as ProgramId })).toEqual({ date: '2026-11-22', programId: 2 });
    expect(dayParams({ date: '2026-11-22', programId: null })).toEqual({ date: '2026-11-22', allPrograms: true });
  });
});

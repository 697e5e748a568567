// @vitest-environment jsdom
/** A program made, changed or deleted in the administration reaches the rundown picker's list at once. */
import { describe, expect, it } from 'vitest';
import type { ProgramIn } from '@newsroom/api';
import { makeStore } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { programsApi } from './programsApi';

const server = fakeServer();

describe('programsApi', () => {
  it('asks the picker list again after a program is created', async () => {
    const programs: { id: number; name: string }[] = [{ id: 1, name: 'Morning' }];
    server.on('GET /api/programs', () => ({ body: programs }));
    server.on('POST /api/programs', ({ body }) => {
      const made = { id: 2, name: (body as ProgramIn).name };
      programs.push(made);
      return { status: 201, body: made };
    });
    const store = makeStore();
    const sub = store.dispatch(programsApi.endpoints.programs.initiate());
    await sub;
    await store.dispatch(programsApi.endpoints.createProgram.initiate({ name: 'Late Show', start: '23:00:00', end: '23:59:00' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(programsApi.endpoints.programs.initiate()).unwrap();
    const listed = programsApi.endpoints.programs.select()(store.getState()).data?.map((p) => p.name);
    expect(listed).toEqual(['Morning', 'Late Show']);
    expect(server.calls.filter((c) => c.method === 'GET' && c.path === '/api/programs')).toHaveLength(2);
    sub.unsubscribe();
  });
});

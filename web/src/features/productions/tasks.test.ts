import { describe, expect, it } from 'vitest';
import { isDone, progressOf, withStatus } from './tasks';

describe('a checklist', () => {
  it('counts its DONE tasks, a task without a status being NEW', () => {
    expect(progressOf([{ description: 'Permit', status: 'DONE' }, { description: 'Drone' }, { description: 'Van', status: 'PRODUCING' }])).toEqual({ done: 1, total: 3 });
    expect(progressOf([])).toEqual({ done: 0, total: 0 });
  });

  it('is done when it has tasks and every one is DONE', () => {
    expect(isDone({ done: 2, total: 2 })).toBe(true);
    expect(isDone({ done: 1, total: 2 })).toBe(false);
    // An empty checklist is not written yet, not done.
    expect(isDone({ done: 0, total: 0 })).toBe(false);
  });

  it('gives the whole list with one status changed and every status written out', () => {
    const tasks = [{ description: 'Permit', status: 'DONE' as const }, { description: 'Drone' }];
    expect(withStatus(tasks, 1, 'DONE')).toEqual([
      { description: 'Permit', status: 'DONE' },
      { description: 'Drone', status: 'DONE' },
    ]);
    expect(tasks[1]).toEqual({ description: 'Drone' });
  });
});

import { describe, expect, it } from 'vitest';
import type { RundownId } from '@newsroom/api';
import { logParams, pageRange, toggleAction } from './logQuery';

const q = { rundownId: 1 as RundownId, description: '', actions: [], page: 0 };

describe('logParams', () => {
  it('sends only the page when there is no filter', () => {
    expect(logParams(q)).toEqual({ page: 0, size: 25 });
  });

  it('trims the description and drops a blank one', () => {
    expect(logParams({ ...q, description: '  budget ' })).toEqual({ description: 'budget', page: 0, size: 25 });
    expect(logParams({ ...q, description: '   ' })).toEqual({ page: 0, size: 25 });
  });

  it('joins the actions in the API order, and sends none when every action is chosen', () => {
    expect(logParams({ ...q, actions: ['MOVE', 'UPDATE'] }).actions).toBe('UPDATE,MOVE');
    const all = ['CREATE', 'UPDATE', 'DELETE', 'MOVE', 'APPROVE', 'DISAPPROVE', 'DISPLAY'] as const;
    expect(logParams({ ...q, actions: all }).actions).toBeUndefined();
  });

  it('never asks for a negative page', () => {
    expect(logParams({ ...q, page: -2, size: 10 })).toEqual({ page: 0, size: 10 });
  });
});

describe('pageRange', () => {
  it('counts lines and pages', () => {
    expect(pageRange(0, 0)).toEqual({ from: 0, to: 0, pages: 1 });
    expect(pageRange(0, 7)).toEqual({ from: 1, to: 7, pages: 1 });
    expect(pageRange(1, 60)).toEqual({ from: 26, to: 50, pages: 3 });
    expect(pageRange(2, 60)).toEqual({ from: 51, to: 60, pages: 3 });
  });
});

describe('toggleAction', () => {
  it('adds in the API order and removes', () => {
    expect(toggleAction(['MOVE'], 'CREATE')).toEqual(['CREATE', 'MOVE']);
    expect(toggleAction(['CREATE', 'MOVE'], 'CREATE')).toEqual(['MOVE']);
  });
});

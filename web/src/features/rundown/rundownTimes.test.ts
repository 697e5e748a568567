import { describe, expect, it } from 'vitest';
import { movedPath, timesFormOf, timesPatches } from './rundownTimes';

const rundown = { date: '2026-03-14', start: '20:00:00', end: '20:45:00', production: 'PT40M' };

describe('timesPatches', () => {
  it('sends nothing when nothing changed', () => {
    expect(timesPatches(rundown, timesFormOf(rundown))).toEqual({ ok: true, patches: [] });
  });

  it('sends each changed field once, the date last, times and durations as the API wants them', () => {
    const form = { date: '2026-03-15', start: '19:30', end: '20:45:00', production: '42:30' };
    expect(timesPatches(rundown, form)).toEqual({
      ok: true,
      patches: [
        { field: 'start', value: '19:30:00' },
        { field: 'production', value: 'PT42M30S' },
        { field: 'date', value: '2026-03-15' },
      ],
    });
  });

  it('clears the production when left blank', () => {
    expect(timesPatches(rundown, { ...timesFormOf(rundown), production: ' ' })).toEqual({ ok: true, patches: [{ field: 'production', value: null }] });
  });

  it('finds what cannot be read before sending', () => {
    expect(timesPatches(rundown, { date: '14/03', start: '', end: '25:00', production: 'soon' })).toEqual({
      ok: false,
      errors: { start: { code: 'required' }, end: { code: 'time_of_day' }, production: { code: 'duration' }, date: { code: 'date' } },
    });
  });
});

describe('movedPath', () => {
  it('names the new date and keeps the rest of the address', () => {
    expect(movedPath('/rundown/2026-03-14/1', '2026-03-14', '2026-03-16')).toBe('/rundown/2026-03-16/1');
    expect(movedPath('/rundown/2026-03-14/1/cg', '2026-03-14', '2026-03-16')).toBe('/rundown/2026-03-16/1/cg');
    expect(movedPath('/scripts/2026-03-14/1', '2026-03-14', '2026-03-16')).toBe('/scripts/2026-03-16/1');
  });
});

import { describe, expect, it } from 'vitest';
import type { DeviceId, GroupId, Program, UserId } from '@newsroom/api';
import { formOfProgram, newPresenterRow, newProgramForm, programInOf, programInputOf, samePresenters, timeOfDay, toggleId } from './programForm';

const u = (n: number) => n as UserId;
const g = (n: number) => n as GroupId;

const program = {
  id: 5,
  name: 'Evening News',
  start: '20:00:00',
  end: '20:45:00',
  production: 'PT40M',
  active: true,
  legacyMode: false,
  drawer: true,
  editors: [u(1)],
  imageEditors: [u(2)],
  announcers: [],
  allowedGroups: [g(3)],
  cgDeviceId: 7,
} as unknown as Program;

describe('timeOfDay', () => {
  it.each([
    ['20:00:00', '20:00:00'],
    ['7:05', '07:05:00'],
    [' 23:59:59 ', '23:59:59'],
    ['24:00:00', null],
    ['12:60', null],
    ['noon', null],
  ])('reads %j as %j', (text, time) => expect(timeOfDay(text)).toBe(time));
});

describe('programInputOf', () => {
  const form = { ...newProgramForm(), name: ' Late Show ', start: '23:00', end: '0:30', production: '1:20:00', allowedGroups: [g(4)], presenters: [{ name: ' Ana ', wordsPerMinute: '165' }] };

  it('sends the program with times as HH:mm:ss and the production as ISO-8601, presenters and CG device apart', () => {
    expect(programInputOf({ ...form, cgDeviceId: 9 as DeviceId })).toEqual({
      ok: true,
      save: {
        input: { name: 'Late Show', start: '23:00:00', end: '00:30:00', production: 'PT1H20M', active: true, legacyMode: false, drawer: true, editors: [], imageEditors: [], announcers: [], allowedGroups: [g(4)] },
        presenters: [{ name: 'Ana', wordsPerMinute: 165 }],
        cgDeviceId: 9,
      },
    });
  });

  it('sends no production when none is typed', () => {
    const result = programInputOf({ ...form, production: '' });
    expect(result.ok && result.save.input.production).toBeNull();
  });

  it('finds unreadable times and production, and presenters out of the limits, with the API codes', () => {
    const rows = [{ name: 'Ana', wordsPerMinute: '79' }, { name: 'ana', wordsPerMinute: '165' }, { ...newPresenterRow(), name: ' ' }, { name: 'Bo', wordsPerMinute: '1.5' }];
    expect(programInputOf({ ...form, start: '', end: '25:00', production: 'soon', presenters: rows })).toEqual({
      ok: false,
      errors: {
        start: { code: 'required' },
        end: { code: 'time_of_day' },
        production: { code: 'duration' },
        'presenters.0.wordsPerMinute': { code: 'range', params: { min: 80, max: 300 } },
        'presenters.1.name': { code: 'duplicate', params: { value: 'ana' } },
        'presenters.2.name': { code: 'required' },
        'presenters.3.wordsPerMinute': { code: 'range', params: { min: 80, max: 300 } },
      },
    });
  });

  it('allows at most 30 presenters', () => {
    const rows = Array.from({ length: 31 }, (_, i) => ({ name: `P${i}`, wordsPerMinute: '150' }));
    expect(programInputOf({ ...form, presenters: rows })).toEqual({ ok: false, errors: { presenters: { code: 'too_many', params: { max: 30 } } } });
  });
});

describe('formOfProgram', () => {
  it('starts from the program and its presenters, the production as H:MM:SS', () => {
    expect(formOfProgram(program, [{ name: 'Ana', wordsPerMinute: 165 }])).toEqual({
      name: 'Evening News',
      start: '20:00:00',
      end: '20:45:00',
      production: '40:00',
      active: true,
      legacyMode: false,
      drawer: true,
      editors: [u(1)],
      imageEditors: [u(2)],
      announcers: [],
      allowedGroups: [g(3)],
      presenters: [{ name: 'Ana', wordsPerMinute: '165' }],
      cgDeviceId: 7,
    });
  });

  it('round-trips through the form to the same body', () => {
    const result = programInputOf(formOfProgram(program, []));
    expect(result.ok && result.save.input).toEqual(programInOf(program));
  });
});

describe('programInOf', () => {
  it('keeps everything but the change (disable from the list)', () => {
    expect(programInOf(program, { active: false })).toMatchObject({ name: 'Evening News', production: 'PT40M', allowedGroups: [3], editors: [1], active: false });
  });
});

describe('samePresenters and toggleId', () => {
  it('compares names and rates in order', () => {
    expect(samePresenters([{ name: 'A', wordsPerMinute: 100 }], [{ name: 'A', wordsPerMinute: 100 }])).toBe(true);
    expect(samePresenters([{ name: 'A', wordsPerMinute: 100 }], [{ name: 'A', wordsPerMinute: 101 }])).toBe(false);
    expect(samePresenters([], [{ name: 'A', wordsPerMinute: 100 }])).toBe(false);
  });

  it('adds once and removes', () => {
    expect(toggleId([1], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });
});

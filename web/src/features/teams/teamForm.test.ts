/** The teams schedule's forms: what they find wrong before sending, and the bodies they send. */
import { describe, expect, it } from 'vitest';
import type { Team } from '@newsroom/api';
import { formOfTeam, newTeamForm, shiftInputOf, TEAM_FIELDS, teamFormProblems, teamInputOf, type TeamForm } from './teamForm';

const nameOf = (id: number) => ({ 3: 'editor', 4: 'reporter' })[id] ?? `#${id}`;

const crew = {
  id: 5,
  name: 'Crew A',
  date: '2026-11-24',
  start: '22:00',
  end: '06:00',
  members: [
    { userId: 4, function: 'Reporter' },
    { userId: 3, function: 'Camera' },
  ],
  notes: 'Van 2',
  oneDay: true,
  since: '2026-11-24',
  startsOn: '2026-11-01',
  deactivatedFrom: null,
} as unknown as Team;

const filled: TeamForm = {
  name: '  Crew A ',
  date: '2026-11-23',
  start: '06:00',
  end: '14:00',
  members: [
    { userId: 4 as TeamForm['members'][number]['userId'], function: ' Reporter ' },
    { userId: 3 as TeamForm['members'][number]['userId'], function: '' },
  ],
  notes: 'Drone kit',
};

describe('the team forms', () => {
  it('starts a new team on the day shown, with nothing else filled', () => {
    expect(newTeamForm('2026-11-23')).toEqual({ name: '', date: '2026-11-23', start: '', end: '', members: [], notes: '' });
  });

  it("starts a change from the team's values on its day", () => {
    expect(formOfTeam(crew)).toEqual({
      name: 'Crew A',
      date: '2026-11-24',
      start: '22:00',
      end: '06:00',
      members: [
        { userId: 4, function: 'Reporter' },
        { userId: 3, function: 'Camera' },
      ],
      notes: 'Van 2',
    });
    // A copy: the form's rows are its own.
    formOfTeam(crew).members[0].function = 'Driver';
    expect(crew.members[0].function).toBe('Reporter');
  });

  it('finds nothing wrong with a filled form', () => {
    expect(teamFormProblems(filled, true, nameOf)).toEqual({});
    expect(teamFormProblems({ ...filled, members: [] }, true, nameOf)).toEqual({});
  });

  it('asks for a name (a new team only), a day, both ends of the shift, a user on every row', () => {
    const empty = { ...newTeamForm(''), members: [{ userId: null, function: 'Camera' }] };
    expect(teamFormProblems(empty, true, nameOf)).toEqual({
      name: { code: 'required' },
      date: { code: 'required' },
      start: { code: 'required' },
      end: { code: 'required' },
      members: { code: 'required' },
    });
    expect(teamFormProblems({ ...filled, name: ' ' }, false, nameOf)).toEqual({});
    expect(teamFormProblems({ ...filled, date: '2026-02-30' }, true, nameOf)).toEqual({ date: { code: 'date' } });
    expect(teamFormProblems({ ...filled, start: '25:00' }, true, nameOf)).toEqual({ start: { code: 'required' } });
  });

  it('names a user chosen twice', () => {
    const twice = { ...filled, members: [...filled.members, { userId: filled.members[0].userId, function: 'Driver' }] };
    expect(teamFormProblems(twice, true, nameOf)).toEqual({ members: { code: 'duplicate', params: { value: 'reporter' } } });
  });

  it('sends a new team with its name and functions trimmed, the times as HH:MM', () => {
    expect(teamInputOf({ ...filled, start: '06:00:00' })).toEqual({
      name: 'Crew A',
      date: '2026-11-23',
      start: '06:00',
      end: '14:00',
      members: [
        { userId: 4, function: 'Reporter' },
        { userId: 3, function: '' },
      ],
      notes: 'Drone kit',
    });
  });

  it("sends a day's values without the name", () => {
    expect(shiftInputOf(formOfTeam(crew))).toEqual({
      date: '2026-11-24',
      start: '22:00',
      end: '06:00',
      members: [
        { userId: 4, function: 'Reporter' },
        { userId: 3, function: 'Camera' },
      ],
      notes: 'Van 2',
    });
  });

  it('has a place for every field a 422 names', () => {
    expect([...TEAM_FIELDS].sort()).toEqual(['date', 'end', 'members', 'name', 'notes', 'start']);
  });
});

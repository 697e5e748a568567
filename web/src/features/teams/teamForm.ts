/**
 * The forms of the teams schedule and the bodies they send (pure): a new team (`TeamIn`: its name and
 * first day with the day's shift, members and notes) and a change of one day's values (`ShiftIn`, sent
 * as a one-day or a forward change). The form checks what it can before sending (a name, a first day,
 * both ends of the shift, a user on every member row and no one twice); the server checks the rest
 * (422 with a problem per field: name, date, start, end, members, notes).
 */
import type { ShiftIn, Team, TeamIn, TeamMember } from '@newsroom/api';
import { isIsoDate } from '@newsroom/time';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';

export type MemberUserId = TeamMember['userId'];

/** A member row: the user (none chosen yet: null) and what they do in the crew ("Camera"). */
export interface MemberRow {
  userId: MemberUserId | null;
  function: string;
}

export interface TeamForm {
  /** Only a new team's form sends it (a rename is its own call). */
  name: string;
  /** YYYY-MM-DD: a new team's first day; the day a change starts from. */
  date: string;
  /** `HH:MM`, the station's wall clock; an end earlier than the start ends on the next day. */
  start: string;
  end: string;
  members: MemberRow[];
  notes: string;
}

export type TeamField = keyof TeamForm;

/** Every field the forms have a place for (a 422's other fields are listed under the form's message). */
export const TEAM_FIELDS: readonly TeamField[] = ['name', 'date', 'start', 'end', 'members', 'notes'];

/** A new team from `date` on. */
export function newTeamForm(date: string): TeamForm {
  return { name: '', date, start: '', end: '', members: [], notes: '' };
}

/** The values of the team on the day it describes (`team.date`), to change. */
export function formOfTeam(team: Team): TeamForm {
  return {
    name: team.name,
    date: team.date,
    start: hhmm(team.start),
    end: hhmm(team.end),
    members: team.members.map((m) => ({ userId: m.userId, function: m.function ?? '' })),
    notes: team.notes,
  };
}

/** A time input's value (`HH:MM`, or `HH:MM:SS` with seconds) as the API writes it. */
const hhmm = (time: string) => time.slice(0, 5);

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The problems the form finds itself, by field, in the server's codes (`required`, `date`, `duplicate`);
 * none: it may be sent. `named`: the form has the name (a new team). `nameOf` names a user twice chosen.
 */
export function teamFormProblems(form: TeamForm, named: boolean, nameOf: (id: MemberUserId) => string): Record<string, FormFieldProblem> {
  const problems: Record<string, FormFieldProblem> = {};
  if (named && !form.name.trim()) problems.name = { code: 'required' };
  if (!form.date) problems.date = { code: 'required' };
  else if (!isIsoDate(form.date)) problems.date = { code: 'date' };
  if (!TIME.test(form.start)) problems.start = { code: 'required' };
  if (!TIME.test(form.end)) problems.end = { code: 'required' };
  const chosen = form.members.map((m) => m.userId);
  const twice = chosen.find((id, i) => id !== null && chosen.indexOf(id) !== i);
  if (chosen.includes(null)) problems.members = { code: 'required' };
  else if (twice !== undefined && twice !== null) problems.members = { code: 'duplicate', params: { value: nameOf(twice) } };
  return problems;
}

function membersOf(form: TeamForm): TeamMember[] {
  return form.members.filter((m): m is MemberRow & { userId: MemberUserId } => m.userId !== null).map((m) => ({ userId: m.userId, function: m.function.trim() }));
}

/** The body of `POST /api/teams`: the team from `date` on, its name trimmed. */
export function teamInputOf(form: TeamForm): TeamIn {
  return { name: form.name.trim(), date: form.date, start: hhmm(form.start), end: hhmm(form.end), members: membersOf(form), notes: form.notes };
}

/** The body of `PUT /api/teams/{id}/one_day_change` and `/forward_change`: the values of `date`. */
export function shiftInputOf(form: TeamForm): ShiftIn {
  return { date: form.date, start: hhmm(form.start), end: hhmm(form.end), members: membersOf(form), notes: form.notes };
}

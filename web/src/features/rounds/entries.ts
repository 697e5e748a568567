/**
 * A round's entries (calls), pure: how far the round is, the entries grouped under their institution's
 * segment, a new round's entries (every institution, pending), and the time of a call. `calledAt` is an
 * instant (RFC 3339, UTC from the server); people read and type it as `HH:MM` of their own clock on the
 * round's day, and a call noted on another day (a night round past midnight) keeps that day.
 */
import type { Outcome, ReferenceItem, RoundCall, RoundEntry } from '@newsroom/api';
import { instantOfLocalInput, localInputOfInstant } from '@newsroom/time';

/** Called: every entry no longer PENDING; news: those with NEWS. */
export interface CallProgress {
  called: number;
  total: number;
  news: number;
}

/** An entry with every field there (what the server answers; absent fields are their defaults). */
export type FullEntry = Required<Pick<RoundEntry, 'institutionId' | 'outcome' | 'answeredBy' | 'text'>> & { calledAt: string | null; assignmentId: number | null };

export const outcomeOf = (e: RoundEntry): Outcome => e.outcome ?? 'PENDING';

export function fullEntry(e: RoundEntry): FullEntry {
  return { institutionId: e.institutionId, outcome: outcomeOf(e), calledAt: e.calledAt ?? null, answeredBy: e.answeredBy ?? '', text: e.text ?? '', assignmentId: e.assignmentId ?? null };
}

/** An institution not called yet. */
export const pendingEntry = (institutionId: number): FullEntry => fullEntry({ institutionId });

export function progressOf(entries: readonly RoundEntry[]): CallProgress {
  return {
    called: entries.filter((e) => outcomeOf(e) !== 'PENDING').length,
    total: entries.length,
    news: entries.filter((e) => outcomeOf(e) === 'NEWS').length,
  };
}

/** Whether two entries say the same about the call (the assignment is the server's, not the caller's). */
export function sameCall(a: RoundEntry, b: RoundEntry): boolean {
  const { assignmentId: _a, ...x } = fullEntry(a);
  const { assignmentId: _b, ...y } = fullEntry(b);
  return JSON.stringify(x) === JSON.stringify(y);
}

/** News not made into an assignment yet: what "Make assignments" takes. */
export const assignable = (e: RoundEntry): boolean => outcomeOf(e) === 'NEWS' && !e.assignmentId;

/**
 * The entries with one call replaced (by institution), its assignment left as the round has it: what the
 * round shows while the call is being saved.
 */
export function withCall(entries: readonly RoundEntry[], call: RoundEntry): RoundEntry[] {
  return entries.map((e) => (e.institutionId === call.institutionId ? { ...fullEntry(call), assignmentId: e.assignmentId ?? null } : e));
}

/** What a call says, without its institution and assignment: the body of `PUT /api/rounds/{id}/entries/{institutionId}`. */
export function callOf(e: RoundEntry): RoundCall {
  const { calledAt, answeredBy, text, outcome } = fullEntry(e);
  return { calledAt, answeredBy, text, outcome };
}

/** The entries of one segment, in the round's order. */
export interface EntryGroup<E extends RoundEntry = RoundEntry> {
  /** null: an institution whose segment is not known (not loaded yet, or none). */
  segmentId: number | null;
  entries: E[];
}

/** The entries under their institution's segment; the segments in the order their first entry comes. */
export function groupBySegment<E extends RoundEntry>(entries: readonly E[], institutions: readonly ReferenceItem[] | undefined): EntryGroup<E>[] {
  const groups: EntryGroup<E>[] = [];
  for (const entry of entries) {
    const segmentId = institutions?.find((i) => i.id === entry.institutionId)?.segmentId ?? null;
    const group = groups.find((g) => g.segmentId === segmentId);
    if (group) group.entries.push(entry);
    else groups.push({ segmentId, entries: [entry] });
  }
  return groups;
}

/**
 * A new round's entries: every institution, pending, by segment name then name (those of an unknown
 * segment last), so that grouped they read as the segments do.
 */
export function entriesOfInstitutions(institutions: readonly ReferenceItem[], segments: readonly ReferenceItem[]): FullEntry[] {
  const segmentName = (i: ReferenceItem) => segments.find((s) => s.id === i.segmentId)?.name ?? null;
  const order = (a: ReferenceItem, b: ReferenceItem) => {
    const [sa, sb] = [segmentName(a), segmentName(b)];
    if (sa !== sb) return sa === null ? 1 : sb === null ? -1 : sa.localeCompare(sb);
    return a.name.localeCompare(b.name);
  };
  return [...institutions].sort(order).map((i) => pendingEntry(i.id));
}

/** The institutions a round does not call yet, by name: what the editor offers to add. */
export function notCalled(entries: readonly RoundEntry[], institutions: readonly ReferenceItem[] | undefined): ReferenceItem[] {
  const called = new Set(entries.map((e) => e.institutionId));
  return (institutions ?? []).filter((i) => !called.has(i.id)).sort((a, b) => a.name.localeCompare(b.name));
}

/** A call's `HH:MM` on the user's clock and, when it is not the round's day there, that day (YYYY-MM-DD). */
export function clockOfCall(calledAt: string | null | undefined, day: string): { time: string; date: string | null } {
  const local = localInputOfInstant(calledAt);
  if (!local) return { time: '', date: null };
  const date = local.slice(0, 10);
  return { time: local.slice(11, 16), date: date === day ? null : date };
}

/**
 * The instant of a call typed as `HH:MM` on the user's clock: on the day it was noted on before (a call
 * after midnight stays on the next day), else on the round's day. Null when the time is cleared.
 */
export function callInstant(time: string, day: string, before?: string | null): string | null {
  if (!/^\d{2}:\d{2}$/.test(time)) return null;
  const onDay = localInputOfInstant(before).slice(0, 10) || day;
  return instantOfLocalInput(`${onDay}T${time}`);
}

/** Now, as the API writes an instant (UTC, to the second): the "Now" of a call. */
export const instantNow = (now: Date = new Date()): string => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The entries with `institution` added, pending: after the last entry of its segment, so that the order
 * kept is the order shown (grouped); at the end when none of its segment is called yet.
 */
export function withInstitution(entries: readonly FullEntry[], institution: ReferenceItem, institutions: readonly ReferenceItem[]): FullEntry[] {
  const segmentOf = (id: number) => institutions.find((i) => i.id === id)?.segmentId ?? null;
  const segment = institution.segmentId ?? null;
  const last = entries.map((e) => segmentOf(e.institutionId)).lastIndexOf(segment);
  const at = last === -1 ? entries.length : last + 1;
  return [...entries.slice(0, at), pendingEntry(institution.id), ...entries.slice(at)];
}

/**
 * The entries with `institutionId` swapped with the entry before it (`-1`) or after it (`1`) in its
 * segment: the desk's order of calls within a segment (the segments keep the order of their first
 * entry). The same entries when there is no such neighbour.
 */
export function movedInSegment<E extends RoundEntry>(entries: readonly E[], institutionId: number, by: -1 | 1, institutions: readonly ReferenceItem[]): E[] {
  const segmentOf = (id: number) => institutions.find((i) => i.id === id)?.segmentId ?? null;
  const at = entries.findIndex((e) => e.institutionId === institutionId);
  if (at === -1) return [...entries];
  const segment = segmentOf(institutionId);
  let other = at + by;
  while (other >= 0 && other < entries.length && segmentOf(entries[other].institutionId) !== segment) other += by;
  if (other < 0 || other >= entries.length) return [...entries];
  const next = [...entries];
  [next[at], next[other]] = [next[other], next[at]];
  return next;
}

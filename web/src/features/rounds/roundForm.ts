/**
 * The round form (create and edit) and the body it sends (pure). Its entries are the calls as the form
 * holds them, in the desk's order; a new round starts with every institution, pending (entries.ts).
 * The server checks every field (422 with a code per field; a bad entry is keyed `entries`: `duplicate`,
 * `unknown_value`, `required` for news without a text, `too_many` past 200); the form only trims the
 * slug and the shift. `private` and `allowedUserIds` are the owner's to change: a form of someone else's
 * round sends them back as they were, which the server accepts. `attachmentIds` are always sent: an
 * update without them would take every attachment off. Each entry's assignment is sent as read; the
 * server keeps its own.
 */
import type { ProgramId, Round, RoundIn, UserId } from '@newsroom/api';
import { fullEntry, type FullEntry } from './entries';

export interface RoundForm {
  slug: string;
  /** YYYY-MM-DD: the day of the round. */
  date: string;
  /** "Morning", "Night"; may be empty. */
  shift: string;
  programIds: ProgramId[];
  private: boolean;
  allowedUserIds: UserId[];
  entries: FullEntry[];
  notes: string;
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
}

export type RoundField = keyof RoundForm;

/** Every field the form has a place for (a 422's other fields are listed under its message). */
export const ROUND_FIELDS: readonly RoundField[] = ['slug', 'date', 'shift', 'programIds', 'private', 'allowedUserIds', 'entries', 'notes', 'attachmentIds'];

/** A new round of `date`, for `programId` when one is given, calling `entries`. */
export function newRoundForm(date: string, programId: ProgramId | null = null, entries: FullEntry[] = []): RoundForm {
  return { slug: '', date, shift: '', programIds: programId === null ? [] : [programId], private: false, allowedUserIds: [], entries, notes: '', attachmentIds: [] };
}

export function formOfRound(r: Round): RoundForm {
  return {
    slug: r.slug,
    date: r.date,
    shift: r.shift,
    programIds: [...r.programIds],
    private: r.private,
    allowedUserIds: [...r.allowedUserIds],
    entries: r.entries.map(fullEntry),
    notes: r.notes,
    attachmentIds: [...r.attachmentIds],
  };
}

const trimmed = (f: RoundForm) => ({ ...f, slug: f.slug.trim(), shift: f.shift.trim() });

/** True when two forms would send the same fields. */
export function sameForm(a: RoundForm, b: RoundForm): boolean {
  return JSON.stringify(trimmed(a)) === JSON.stringify(trimmed(b));
}

/** The body of `POST /api/rounds`, or of `PUT /api/rounds/{id}` with the `revision` it is based on and the editor instance's `lockUuid`. */
export function roundInputOf(form: RoundForm, update?: { revision: number; lockUuid: string }): RoundIn {
  const { slug, shift } = trimmed(form);
  return {
    slug,
    date: form.date,
    shift,
    programIds: form.programIds,
    private: form.private,
    allowedUserIds: form.allowedUserIds,
    entries: form.entries,
    notes: form.notes,
    attachmentIds: form.attachmentIds,
    ...update,
  };
}

/**
 * The production form (create and edit) and the body it sends (pure). Times are typed in the browser's
 * time zone (`datetime-local` inputs, `YYYY-MM-DDTHH:mm`) and sent as UTC instants; none is `null`. The
 * server checks every field (422 with a code per field: `arrival` before `departure` is `date_order` on
 * `arrival`; a bad line of the tasks, schedule or resources is keyed by the list) and keeps the schedule
 * in time order; the form only trims the slug. `private` and `allowedUserIds` are the owner's to change:
 * a form of someone else's production sends them back as they were, which the server accepts.
 * `attachmentIds` are always sent: an update without them would take every attachment off.
 */
import type { DocumentId, Production, ProductionIn, ProgramId, Task, UserId } from '@newsroom/api';
import { instantOfLocalInput, localInputOfInstant } from '@newsroom/time';
import { statusOf } from './tasks';

/** An appointment as typed: its time as a `datetime-local` input holds it. */
export interface ScheduleRow {
  time: string;
  description: string;
}

export interface ProductionForm {
  slug: string;
  /** YYYY-MM-DD: the day it is for. */
  date: string;
  programIds: ProgramId[];
  producerIds: UserId[];
  reporterIds: UserId[];
  /** Reference data vehicles (`/api/vehicles`). */
  vehicleIds: number[];
  private: boolean;
  allowedUserIds: UserId[];
  /** The assignment it produces, kept as it is. */
  assignmentId: DocumentId | null;
  location: string;
  /** `datetime-local` values, local time; '' for none. */
  departure: string;
  arrival: string;
  schedule: ScheduleRow[];
  tasks: Task[];
  resources: string[];
  notes: string;
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
}

export type ProductionField = keyof ProductionForm;

/** Every field the form has a place for (a 422's other fields are listed under its message). */
export const PRODUCTION_FIELDS: readonly ProductionField[] = ['slug', 'date', 'programIds', 'producerIds', 'reporterIds', 'vehicleIds', 'private', 'allowedUserIds', 'assignmentId', 'location', 'departure', 'arrival', 'schedule', 'tasks', 'resources', 'notes', 'attachmentIds'];

/** A new production of `date`, for `programId` when one is given. */
export function newProductionForm(date: string, programId: ProgramId | null = null): ProductionForm {
  return {
    slug: '',
    date,
    programIds: programId === null ? [] : [programId],
    producerIds: [],
    reporterIds: [],
    vehicleIds: [],
    private: false,
    allowedUserIds: [],
    assignmentId: null,
    location: '',
    departure: '',
    arrival: '',
    schedule: [],
    tasks: [],
    resources: [],
    notes: '',
    attachmentIds: [],
  };
}

export function formOfProduction(p: Production): ProductionForm {
  return {
    slug: p.slug,
    date: p.date,
    programIds: [...p.programIds],
    producerIds: [...p.producerIds],
    reporterIds: [...p.reporterIds],
    vehicleIds: [...p.vehicleIds],
    private: p.private,
    allowedUserIds: [...p.allowedUserIds],
    assignmentId: p.assignmentId ?? null,
    location: p.location,
    departure: localInputOfInstant(p.departure),
    arrival: localInputOfInstant(p.arrival),
    schedule: p.schedule.map((a) => ({ time: localInputOfInstant(a.time), description: a.description })),
    tasks: p.tasks.map((t) => ({ description: t.description, status: statusOf(t) })),
    resources: [...p.resources],
    notes: p.notes,
    attachmentIds: [...p.attachmentIds],
  };
}

/** True when two forms would send the same fields. */
export function sameForm(a: ProductionForm, b: ProductionForm): boolean {
  return JSON.stringify({ ...a, slug: a.slug.trim() }) === JSON.stringify({ ...b, slug: b.slug.trim() });
}

/**
 * The body of `POST /api/productions`, or of `PUT /api/productions` with its `id`, the `revision` it is
 * based on and the editor instance's `lockUuid`. An appointment without a time is sent with an empty one
 * (the server says `invalid` on `schedule`).
 */
export function productionInputOf(form: ProductionForm, update?: { id: DocumentId; revision: number; lockUuid: string }): ProductionIn {
  return {
    slug: form.slug.trim(),
    date: form.date,
    programIds: form.programIds,
    producerIds: form.producerIds,
    reporterIds: form.reporterIds,
    vehicleIds: form.vehicleIds,
    private: form.private,
    allowedUserIds: form.allowedUserIds,
    assignmentId: form.assignmentId,
    location: form.location,
    departure: instantOfLocalInput(form.departure),
    arrival: instantOfLocalInput(form.arrival),
    schedule: form.schedule.map((a) => ({ time: instantOfLocalInput(a.time) ?? '', description: a.description })),
    tasks: form.tasks.map((t) => ({ description: t.description, status: statusOf(t) })),
    resources: form.resources,
    notes: form.notes,
    attachmentIds: form.attachmentIds,
    ...update,
  };
}

/**
 * A production's checklist (pure): how far it is (`done` of `total`), and the whole list with one task's
 * status changed (NEW, PRODUCING, DONE), which is what
 * `PATCH /api/productions/{id}` takes (`{field: "tasks", value: [...]}`: the list replaces the old one).
 * A checklist is done when it has tasks and every one is DONE (docs/adr/0003-documents.md, "Productions").
 */
import type { Task, TaskStatus } from '@newsroom/api';

/** A task as the server answers it: its status always there (NEW when it was not sent). */
export const statusOf = (task: Task): TaskStatus => task.status ?? 'NEW';

export interface Progress {
  done: number;
  total: number;
}

export function progressOf(tasks: readonly Task[]): Progress {
  return { done: tasks.filter((t) => statusOf(t) === 'DONE').length, total: tasks.length };
}

/** Done: it has tasks and every one is DONE. */
export const isDone = ({ done, total }: Progress) => total > 0 && done === total;

/** The whole list, every task with its status written out, task `index` set to `status`. */
export function withStatus(tasks: readonly Task[], index: number, status: TaskStatus): Task[] {
  return tasks.map((t, i) => ({ description: t.description, status: i === index ? status : statusOf(t) }));
}

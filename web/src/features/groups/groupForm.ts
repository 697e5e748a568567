/**
 * The group form and the body it sends (pure). The areas are those of the roles (`ROLE_<AREA>_<LEVEL>`,
 * web.md section 6), read from the document's `Role` values, so a new area in the API appears here (and
 * the typed catalogues ask for its name).
 */
import { roleValues, type Group, type GroupIn, type Level, type Role } from '@newsroom/api';

type AreaOf<R> = R extends `ROLE_${infer A}_READ` ? A : never;
/** An area of the permissions: `RUNDOWN`, `USER`, ... */
export type Area = AreaOf<Role>;

/** Every area, in the document's order (alphabetical). */
export const AREAS: readonly Area[] = roleValues.flatMap((role) => {
  const match = /^ROLE_(.+)_READ$/.exec(role);
  return match ? [match[1] as Area] : [];
});

export type Permissions = Record<Area, Level>;

export interface GroupForm {
  name: string;
  permissions: Permissions;
  editors: boolean;
  imageEditors: boolean;
  producers: boolean;
  reporters: boolean;
  categories: string[];
}

/** The four pickers a group's members may appear in. */
export const PICKERS = ['editors', 'imageEditors', 'producers', 'reporters'] as const;

/** Every area at `level`. */
export function allAt(level: Level): Permissions {
  return Object.fromEntries(AREAS.map((area) => [area, level])) as Permissions;
}

export function newGroupForm(): GroupForm {
  return { name: '', permissions: allAt('NONE'), editors: false, imageEditors: false, producers: false, reporters: false, categories: [] };
}

/** The form of a group: an area the group does not list is `NONE`. */
export function formOfGroup(group: Group): GroupForm {
  const permissions = allAt('NONE');
  for (const area of AREAS) {
    const level = group.permissions[area];
    if (level) permissions[area] = level;
  }
  return { name: group.name, permissions, editors: group.editors, imageEditors: group.imageEditors, producers: group.producers, reporters: group.reporters, categories: [...group.categories] };
}

/** The body of `POST /api/groups` or `PUT /api/groups/{id}`. */
export function groupInputOf(form: GroupForm): GroupIn {
  return {
    name: form.name.trim(),
    permissions: { ...form.permissions },
    editors: form.editors,
    imageEditors: form.imageEditors,
    producers: form.producers,
    reporters: form.reporters,
    categories: form.categories,
  };
}

/** The level every area has, or null when they differ (the "set all" row then marks none). */
export function commonLevel(permissions: Permissions): Level | null {
  const levels = new Set(AREAS.map((area) => permissions[area]));
  return levels.size === 1 ? [...levels][0] : null;
}

/**
 * The fields a producer edits in place: what `PATCH /api/stories/{id}` and `PATCH /api/blocks/{id}` take
 * as `field` (docs/api-design.md, "Field patches"). docs/openapi.json types the patch's `field` as a plain
 * string (`FieldPatch`), so the names are listed here, each one a key of the generated `Story` / `Block`.
 */
import type { Block, Story } from '@newsroom/api';

/** The crew fields of a story, as the credits name them. */
export const CREW_FIELDS = ['reporter', 'editor', 'imageEditor'] as const satisfies readonly (keyof Story)[];
export type CrewField = (typeof CREW_FIELDS)[number];

/** The free-text fields of a story's details: the crew and the company or branch that produced it. */
export const TEXT_FIELDS = [...CREW_FIELDS, 'company'] as const satisfies readonly (keyof Story)[];
export type TextField = (typeof TEXT_FIELDS)[number];

/** Fields a story accepts in `PATCH /api/stories/{id}`. */
export type StoryField =
  | 'slug'
  | 'page'
  | 'estimated'
  | 'head'
  | 'off'
  | 'vt'
  | 'link'
  | 'manualTime'
  | 'ignoreDuration'
  | 'approved'
  | 'private'
  | 'stopTime'
  | 'type'
  | 'status'
  | 'presenter'
  | TextField;

/** Fields a block accepts in `PATCH /api/blocks/{id}`. */
export type BlockField = 'name' | 'commercial' | 'stopTime';

/** Fails to compile when a field above is not (or no longer) a field of the generated shape. */
type Holds<T extends true> = T;
export type FieldsAreKeys = Holds<StoryField extends keyof Story ? (BlockField extends keyof Block ? true : false) : false>;

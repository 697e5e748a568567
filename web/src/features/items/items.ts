/** Pure helpers of the item screens (tested in items.test.ts). */
import type { CgField, DeviceTemplate, Rundown, Story, StoryItem } from '@newsroom/api';
import type { CgValues } from './itemsApi';
import { formatSeconds, parseUserDuration, toIsoDuration } from '@newsroom/time';

/** A length in milliseconds as the rundown shows durations (`MM:SS`, `H:MM:SS`); `–` when unknown. */
export function clock(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms < 0) return '–';
  return formatSeconds(Math.round(ms / 1000));
}

/** The length of a media item the story uses, in ms: between its marks (or the object's ends). */
export function usedMs(item: StoryItem): number | null {
  const end = item.markOutMs ?? item.durationMs;
  if (end === null || end === undefined) return null;
  return Math.max(0, end - (item.markInMs ?? 0));
}

/** The VT the media give (docs/api-design.md "VT follows the media"), in ms; null without media. */
export function mediaVtMs(items: readonly StoryItem[]): number | null {
  const media = items.filter((i) => i.kind === 'MEDIA');
  if (media.length === 0) return null;
  return media.filter((i) => !i.ignore).reduce((sum, i) => sum + (usedMs(i) ?? 0), 0);
}

/** Milliseconds of what a person typed (`m:ss`, `h:mm:ss`, seconds); null for an empty text, undefined when it is not a length. */
export function msOfClock(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const secs = parseUserDuration(text);
  return secs === null ? undefined : secs * 1000;
}

/** The values of a CG item by field name, one per template field (missing ones empty). */
export function valuesOf(template: DeviceTemplate | undefined, fields: readonly CgField[]): CgValues {
  const values: CgValues = {};
  for (const f of fields) values[f.name] = f.value;
  for (const name of template?.fields ?? []) values[name] ??= '';
  return values;
}

/** Media objects matching a search text (slug or object id, any case), newest first as given. */
export function matching<T extends { slug: string; objId: string }>(list: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((m) => m.slug.toLowerCase().includes(q) || m.objId.toLowerCase().includes(q));
}

/** ISO-8601 duration of what a person typed; null when it is not a length. Empty: empty. */
export function isoOfClock(text: string): string | null {
  const ms = msOfClock(text);
  if (ms === null) return '';
  return ms === undefined ? null : toIsoDuration(ms / 1000);
}

/** Every CG item of a rundown in show order (blocks as given, the standby block last), with its story. */
export function cgRows(rundown: Rundown): { block: string; story: Story; item: StoryItem }[] {
  return rundown.blocks.flatMap((b) =>
    b.stories.flatMap((story) => (story.items ?? []).filter((i) => i.kind === 'CG').map((item) => ({ block: b.name, story, item }))),
  );
}

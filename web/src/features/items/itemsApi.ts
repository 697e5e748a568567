/**
 * Media and CG items of stories (gateway/src/routes/devices/{media, graphics}.rs, docs/api-design.md "Story items"): a story's
 * media with each object's status on its device, add / remove / ignore / placeholder / sync, its CG items
 * (a CG device's template with values), a device's templates, and a rundown's CG list.
 *
 * Every change answers the story; the story document is read again (tag `Story`) and the rundown grid
 * follows the story `updated` event it publishes.
 */
import { api } from '../../shared/api/baseApi';
import type { CgRow, CtrlIn, DeviceAck, DeviceId, DeviceTemplate, IgnoreIn, MarksIn, MediaIn, MediaItem, PlaceholderIn, PositionIn, RundownId, Story, StoryId, StoryItem } from '@newsroom/api';

/** The roCtrl commands the screens offer: cue, take, stop. */
export const ITEM_COMMANDS = ['READY', 'EXECUTE', 'STOP'] as const;
export type ItemCommand = (typeof ITEM_COMMANDS)[number];

/** CG values by field name. */
export type CgValues = Record<string, string>;

const storyTags = (id: StoryId) => [{ type: 'Story' as const, id }, { type: 'StoryMedia' as const, id }, 'CgList' as const];

export const itemsApi = api.enhanceEndpoints({ addTagTypes: ['Story', 'StoryMedia', 'CgList', 'Templates'] }).injectEndpoints({
  endpoints: (build) => ({
    storyMedia: build.query<MediaItem[], StoryId>({
      query: (id) => `/stories/${id}/media`,
      providesTags: (_r, _e, id) => [{ type: 'StoryMedia', id }],
    }),
    addMedia: build.mutation<Story, { id: StoryId; deviceId: DeviceId; objId: string }>({
      query: ({ id, ...body }) => ({ url: `/stories/${id}/media`, method: 'POST', body: body satisfies MediaIn }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    removeItem: build.mutation<Story, { id: StoryId; itemId: number; kind: StoryItem['kind'] }>({
      query: ({ id, itemId, kind }) => ({ url: `/stories/${id}/${kind === 'CG' ? 'cgs' : 'media'}/${itemId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    ignoreMedia: build.mutation<Story, { id: StoryId; itemId: number; ignore: boolean }>({
      query: ({ id, itemId, ignore }) => ({ url: `/stories/${id}/media/${itemId}/ignore`, method: 'PUT', body: { ignore } satisfies IgnoreIn }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    /** A new place for an item among its story's items (0: first). */
    moveItem: build.mutation<Story, { id: StoryId; itemId: number; position: number }>({
      query: ({ id, itemId, position }) => ({ url: `/stories/${id}/items/${itemId}/position`, method: 'PUT', body: { position } satisfies PositionIn }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    /** The part of a media item the story uses (ms from the object's start; null clears a mark). */
    setMarks: build.mutation<Story, { id: StoryId; itemId: number; markIn: number | null; markOut: number | null }>({
      query: ({ id, itemId, markIn, markOut }) => ({ url: `/stories/${id}/media/${itemId}/marks`, method: 'PUT', body: { markIn, markOut } satisfies MarksIn }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    /** Asks the asset manager for a placeholder (mosObjCreate); `duration` ISO-8601 or empty. */
    addPlaceholder: build.mutation<Story, { id: StoryId; deviceId: DeviceId; slug: string; duration: string }>({
      query: ({ id, deviceId, slug, duration }) => ({
        url: `/stories/${id}/media/placeholder`,
        method: 'POST',
        body: { deviceId, slug, duration: duration || null } satisfies PlaceholderIn,
        timeout: 15_000,
      }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    /** Reads the devices again and saves the slugs and lengths that changed. */
    syncMedia: build.mutation<MediaItem[], StoryId>({
      query: (id) => ({ url: `/stories/${id}/media/sync`, method: 'POST', params: { updateDb: true } }),
      invalidatesTags: (_r, _e, id) => storyTags(id),
    }),
    deviceTemplates: build.query<DeviceTemplate[], DeviceId>({
      query: (id) => `/devices/${id}/templates`,
      providesTags: (_r, _e, id) => [{ type: 'Templates', id }],
    }),
    addCg: build.mutation<Story, { id: StoryId; deviceId: DeviceId; templateId: number; fields: CgValues }>({
      query: ({ id, ...body }) => ({ url: `/stories/${id}/cgs`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    updateCg: build.mutation<Story, { id: StoryId; itemId: number; fields: CgValues }>({
      query: ({ id, itemId, fields }) => ({ url: `/stories/${id}/cgs/${itemId}`, method: 'PUT', body: { fields } }),
      invalidatesTags: (_r, _e, { id }) => storyTags(id),
    }),
    /** roCtrl (MOS profile 5): READY (cue), EXECUTE (take), STOP... an item on its MOS device. */
    itemCtrl: build.mutation<DeviceAck, { rundownId: RundownId; itemId: number; command: ItemCommand }>({
      query: ({ rundownId, itemId, command }) => ({ url: `/rundowns/${rundownId}/items/${itemId}/ctrl`, method: 'POST', body: { command } satisfies CtrlIn, timeout: 15_000 }),
    }),
    /** A rundown's CG rows; a row's `protocol` is null (and its `device` empty) for a device deleted since. */
    rundownCgs: build.query<CgRow[], RundownId>({
      query: (id) => `/rundowns/${id}/cgs`,
      providesTags: ['CgList'],
    }),
  }),
});

export const {
  useStoryMediaQuery,
  useAddMediaMutation,
  useRemoveItemMutation,
  useIgnoreMediaMutation,
  useSetMarksMutation,
  useMoveItemMutation,
  useAddPlaceholderMutation,
  useSyncMediaMutation,
  useDeviceTemplatesQuery,
  useAddCgMutation,
  useUpdateCgMutation,
  useRundownCgsQuery,
  useItemCtrlMutation,
} = itemsApi;

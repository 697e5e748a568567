/**
 * Reference data (docs/openapi.json tags "classifications", "editorials", "types", "vehicles"; web.md
 * section 7): the labels of assignments; the categories of the events of reports (web.md section 3,
 * "report: categories", at `/api/reports/categories`); the round's segments and institutions (web.md
 * section 3); and the groups of contacts (`/api/contacts/groups`, docs/adr/0005-people-and-time.md). Every logged-in user reads them; ADMIN write changes them. A
 * name its list has answers 409 `conflict`; deleting a value a document names, 409 `reference_in_use`.
 * Every change invalidates `References` of its kind (the lists, the usage counts, the pickers), and so
 * does every change announced on `/topic/references` (docs/asyncapi.yaml, `ReferenceEvent`) while a list
 * of that kind is in use: another administrator's change reaches every open form and list.
 */
import type { ReferenceIn, ReferenceItem, UsageCount } from '@newsroom/api';
import { isReferenceEvent } from '@newsroom/stomp';
import { api } from '../../shared/api/baseApi';
import { browserHub } from '../../shared/stomp/browserHub';

/**
 * The lists, by their `kind` on `/topic/references`: the four that label assignments, the reports'
 * categories, the round's two, then the contacts' groups.
 */
export const REFERENCE_KINDS = ['classifications', 'editorials', 'types', 'vehicles', 'report_categories', 'segments', 'institutions', 'contact_groups'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Where a list's calls are (`/api/{path}`, `/api/{path}/{id}`, `/api/{path}/usage_count`): its kind, but the reports' categories and the contacts' groups. */
export function referencePath(kind: ReferenceKind): string {
  if (kind === 'report_categories') return 'reports/categories';
  return kind === 'contact_groups' ? 'contacts/groups' : kind;
}

/** The lists a change of `kind` touches: itself, and for an institution its segments' counts too. */
export function touchedBy(kind: ReferenceKind): ReferenceKind[] {
  return kind === 'institutions' ? ['institutions', 'segments'] : [kind];
}

export const referencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every value of a kind, by name. */
    references: build.query<ReferenceItem[], ReferenceKind>({
      query: (kind) => `/${referencePath(kind)}`,
      providesTags: (_r, _e, kind) => [{ type: 'References', id: kind }],
      // While the list is in use: another session's change of this kind, or a reconnect (changes may
      // have been missed), reloads it and its usage counts.
      async onCacheEntryAdded(kind, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const reload = () => dispatch(api.util.invalidateTags([{ type: 'References', id: kind }]));
        const unsubscribe = browserHub().subscribe('/topic/references', {
          onMessage(body) {
            if (isReferenceEvent(body) && touchedBy(body.kind as ReferenceKind).includes(kind)) reload();
          },
          onSubscribed(again) {
            if (again) reload();
          },
        });
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
    /** How many documents name each value (values named by none are left out). */
    referenceUsage: build.query<UsageCount[], ReferenceKind>({
      query: (kind) => `/${referencePath(kind)}/usage_count`,
      providesTags: (_r, _e, kind) => [{ type: 'References', id: kind }],
    }),
    saveReference: build.mutation<ReferenceItem, { kind: ReferenceKind; id: number | null; input: ReferenceIn }>({
      query: ({ kind, id, input }) => (id === null ? { url: `/${referencePath(kind)}`, method: 'POST', body: input } : { url: `/${referencePath(kind)}/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : [...touchedBy(kind).map((id) => ({ type: 'References' as const, id })), 'Assignments']),
    }),
    deleteReference: build.mutation<void, { kind: ReferenceKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${referencePath(kind)}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : touchedBy(kind).map((id) => ({ type: 'References' as const, id }))),
    }),
  }),
});

export const { useReferencesQuery, useReferenceUsageQuery, useSaveReferenceMutation, useDeleteReferenceMutation } = referencesApi;

/** The name of each value of a list by id (a value deleted since shows as its id). */
export function nameOf(items: readonly ReferenceItem[] | undefined, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return items?.find((i) => i.id === id)?.name ?? `#${id}`;
}

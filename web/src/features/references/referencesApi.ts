/**
 * Reference data (docs/openapi.json tags "classifications", "editorials", "types", "vehicles"; web.md
 * section 7): the labels of assignments. Every logged-in user reads them; ADMIN write changes them. A
 * name its list has answers 409 `conflict`; deleting a value a document names, 409 `reference_in_use`.
 * Every change invalidates `References` of its kind (the lists, the usage counts, the pickers).
 */
import type { ReferenceIn, ReferenceItem, UsageCount } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

/** The four lists, by the path segment of their calls. */
export const REFERENCE_KINDS = ['classifications', 'editorials', 'types', 'vehicles'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const referencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every value of a kind, by name. */
    references: build.query<ReferenceItem[], ReferenceKind>({
      query: (kind) => `/${kind}`,
      providesTags: (_r, _e, kind) => [{ type: 'References', id: kind }],
    }),
    /** How many documents name each value (values named by none are left out). */
    referenceUsage: build.query<UsageCount[], ReferenceKind>({
      query: (kind) => `/${kind}/usage_count`,
      providesTags: (_r, _e, kind) => [{ type: 'References', id: kind }],
    }),
    saveReference: build.mutation<ReferenceItem, { kind: ReferenceKind; id: number | null; input: ReferenceIn }>({
      query: ({ kind, id, input }) => (id === null ? { url: `/${kind}`, method: 'POST', body: input } : { url: `/${kind}/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : [{ type: 'References', id: kind }, 'Assignments']),
    }),
    deleteReference: build.mutation<void, { kind: ReferenceKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : [{ type: 'References', id: kind }]),
    }),
  }),
});

export const { useReferencesQuery, useReferenceUsageQuery, useSaveReferenceMutation, useDeleteReferenceMutation } = referencesApi;

/** The name of each value of a list by id (a value deleted since shows as its id). */
export function nameOf(items: readonly ReferenceItem[] | undefined, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return items?.find((i) => i.id === id)?.name ?? `#${id}`;
}

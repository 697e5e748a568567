/**
 * Groups (`/api/groups`): what their members may do in each area, whether they appear in the editor,
 * image editor, producer and reporter pickers, and their report categories. Deleting a group with users
 * answers 409 `group_has_users`; a name in use 409 `conflict`.
 */
import type { Group, GroupId, GroupIn, GroupPick } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    groups: build.query<Group[], void>({
      query: () => '/groups',
      providesTags: ['Groups'],
    }),
    /** Ids and names only, for program administrators (PROGRAM read) choosing a program's groups. */
    groupPicks: build.query<GroupPick[], void>({
      query: () => '/groups/picks',
      providesTags: ['Groups'],
    }),
    group: build.query<Group, GroupId>({
      query: (id) => `/groups/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Groups', id }],
    }),
    createGroup: build.mutation<Group, GroupIn>({
      query: (body) => ({ url: '/groups', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Groups']),
    }),
    updateGroup: build.mutation<Group, { id: GroupId; input: GroupIn }>({
      query: ({ id, input }) => ({ url: `/groups/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Groups', 'Me']),
    }),
    deleteGroup: build.mutation<void, GroupId>({
      query: (id) => ({ url: `/groups/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Groups']),
    }),
  }),
});

export const { useGroupsQuery, useGroupPicksQuery, useGroupQuery, useCreateGroupMutation, useUpdateGroupMutation, useDeleteGroupMutation } = groupsApi;

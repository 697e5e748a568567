/**
 * User administration (`/api/users`, docs/openapi.json tag "users"): the paged filter, one user, create and
 * update, deactivate and restore (users are never deleted), a new one-time password, ending a user's
 * sessions; the pickers (editors, image editors, every active user). 409 `conflict` when the login name or e-mail is another user's, `last_administrator` when the
 * change would leave nobody to administer users.
 */
import type { OneTimePassword, UserAccount, UserId, UserIn, UserPage, UserPick } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export interface UserFilter {
  /** Name, login name or e-mail contains it; empty: every user. */
  filter: string;
  activeOnly: boolean;
  /** From 0. */
  page: number;
  size: number;
}

/** Users per page. */
export const USERS_PAGE_SIZE = 25;

/** The query of `GET /api/users/filter`: an empty filter is left out. */
export function filterParams({ filter, activeOnly, page, size }: UserFilter): Record<string, string | number | boolean> {
  const text = filter.trim();
  return { ...(text ? { filter: text } : {}), activeOnly, page, size };
}

/**
 * The user pickers: `GET /api/users/editors`, `/api/users/image_editors`, `/api/users/active`, and the
 * assignment desk's `/api/users/producers` and `/api/users/reporters`.
 */
export type UserPicker = 'editors' | 'image_editors' | 'active' | 'producers' | 'reporters';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterUsers: build.query<UserPage, UserFilter>({
      query: (filter) => ({ url: '/users/filter', params: filterParams(filter) }),
      providesTags: ['Users'],
    }),
    user: build.query<UserAccount, UserId>({
      query: (id) => `/users/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Users', id }],
    }),
    createUser: build.mutation<UserAccount, UserIn>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Users', 'Groups']),
    }),
    updateUser: build.mutation<UserAccount, { id: UserId; input: UserIn }>({
      query: ({ id, input }) => ({ url: `/users/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Users', 'Groups', 'Me']),
    }),
    deactivateUsers: build.mutation<void, UserId[]>({
      query: (ids) => ({ url: '/users', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Users']),
    }),
    restoreUsers: build.mutation<void, UserId[]>({
      query: (ids) => ({ url: '/users/restore', method: 'PUT', params: { ids: ids.join(',') } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Users']),
    }),
    /** A new one-time password, to show once: the user chooses their own at the next login. */
    resetPassword: build.mutation<OneTimePassword, UserId>({
      query: (id) => ({ url: `/users/${id}/reset_password`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Users']),
    }),
    /** Active users of a picker, by name. */
    userPicks: build.query<UserPick[], UserPicker>({
      query: (picker) => `/users/${picker}`,
      providesTags: ['Users', 'Groups'],
    }),
    endSession: build.mutation<void, UserId>({
      query: (id) => ({ url: `/users/${id}/session`, method: 'DELETE' }),
    }),
  }),
});

export const { useFilterUsersQuery, useUserQuery, useCreateUserMutation, useUpdateUserMutation, useDeactivateUsersMutation, useRestoreUsersMutation, useResetPasswordMutation, useEndSessionMutation, useUserPicksQuery } = usersApi;

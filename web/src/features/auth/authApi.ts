/** Login, logout and the current user (docs/api-design.md, "Authentication"). */
import { api } from '../../shared/api/baseApi';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { LoginForm, TokenOut, User } from '@newsroom/api';

/** A failed login: the API error, and for a 429 `too_many_attempts` the seconds of its `Retry-After`. */
export type LoginError = FetchBaseQueryError & { retryAfter?: number };

/** The whole seconds of a `Retry-After` header, or undefined when absent or not a number of seconds. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** The login form's fields: a plain login, or with `newPassword` the "new password" prompt. */
export type LoginCredentials = Pick<LoginForm, 'username' | 'password'> & {
  newPassword?: string;
  newPasswordConfirmation?: string;
};

/** The form-urlencoded body of `POST /api/authentication`. */
export function loginBody({ username, password, newPassword, newPasswordConfirmation }: LoginCredentials): string {
  const body = new URLSearchParams({ username, password });
  if (newPassword !== undefined) {
    body.set('isResetPassword', 'true');
    body.set('newPassword', newPassword);
    body.set('newPasswordConfirmation', newPasswordConfirmation ?? '');
  }
  return body.toString();
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when there is none (the server answers 401). */
    me: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/users/me');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as User };
      },
      providesTags: ['Me'],
    }),
    /**
     * Signs in. A right password that must be replaced answers 401 `password_change_required` or
     * `password_expired`; the same call with `newPassword` (the "new password" prompt) sends
     * `isResetPassword=true` and answers the token, a 422 on the new password's fields, or 409
     * `password_already_set`.
     */
    login: build.mutation<void, LoginCredentials>({
      query: (credentials) => ({
        url: '/authentication',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: loginBody(credentials),
      }),
      /** A throttled login (429) says how long to wait in `Retry-After`; the form shows it. */
      transformErrorResponse: (error, meta): LoginError => {
        const retryAfter = retryAfterSeconds(meta?.response?.headers.get('Retry-After'));
        return retryAfter === undefined ? error : { ...error, retryAfter };
      },
      // The answer's token is for API clients: the browser rides on the HttpOnly cookie set with it, and
      // the token is dropped here, before anything could keep it where a script reads it.
      transformResponse: (_: TokenOut) => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation } = authApi;

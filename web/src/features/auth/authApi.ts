/** Login, logout and the current user (docs/api-design.md, "Authentication"). */
import { api } from '../../shared/api/baseApi';
import type { LoginForm, TokenOut, User } from '@newsroom/api';
import { setToken } from '../../shared/session/token';

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
    login: build.mutation<TokenOut, LoginCredentials>({
      query: (credentials) => ({
        url: '/authentication',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: loginBody(credentials),
      }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setToken(data.token);
        } catch {
          /* the form shows the error */
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation } = authApi;

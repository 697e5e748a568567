/** Login, logout and the current user (docs/api-design.md, "Authentication"). */
import { api } from '../../shared/api/baseApi';
import type { LoginForm, TokenOut, User } from '@newsroom/api';
import { setToken } from '../../shared/session/token';

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
    login: build.mutation<TokenOut, Pick<LoginForm, 'username' | 'password'>>({
      query: ({ username, password }) => ({
        url: '/authentication',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
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

/** "My data" (`PUT /api/users/me`): every user's own name, login name, e-mail and password. */
import type { MyDataIn, UserAccount } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 422 names the field (`currentPassword` `wrong_password`, `passwordConfirmation` `password_mismatch`, ...); 409 a login name or e-mail in use. */
    updateMe: build.mutation<UserAccount, MyDataIn>({
      query: (body) => ({ url: '/users/me', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Me', 'Users']),
    }),
  }),
});

export const { useUpdateMeMutation } = accountApi;

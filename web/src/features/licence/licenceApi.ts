/**
 * The licence (`/api/licence`, web.md sections 3 and 8): where the installation stands (admin read),
 * installing a licence file (`PUT {file}`: 422 on `licence`, `licence_invalid` or `licence_expired` with
 * `params.date`) and removing it, back to the community edition (both admin admin).
 */
import type { Licence } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const licenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    licence: build.query<Licence, void>({
      query: () => '/licence',
      providesTags: ['Licence'],
    }),
    /** `file`: the licence file's text. */
    installLicence: build.mutation<Licence, string>({
      query: (file) => ({ url: '/licence', method: 'PUT', body: { file } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Licence']),
    }),
    removeLicence: build.mutation<Licence, void>({
      query: () => ({ url: '/licence', method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Licence']),
    }),
  }),
});

export const { useLicenceQuery, useInstallLicenceMutation, useRemoveLicenceMutation } = licenceApi;

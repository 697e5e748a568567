/**
 * The installation (`docs/openapi.json` tag "installation"): its configuration (`GET /api/branch/config`,
 * public: the login page reads it; `PUT` with branch write), the locales it may speak, and its branches
 * (`/api/branches`: branch read, changes with branch write; a name or address in use answers 409
 * `conflict`, web.md section 5).
 */
import type { Branch, BranchConfig, BranchConfigIn, BranchId, BranchIn, Locale } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const installationApi = api.injectEndpoints({
  endpoints: (build) => ({
    branchConfig: build.query<BranchConfig, void>({
      query: () => '/branch/config',
      providesTags: ['BranchConfig'],
    }),
    /** 422 on `locale` (one of), `branchName` (required, too long), `loginDomain` (domain). */
    updateBranchConfig: build.mutation<BranchConfig, BranchConfigIn>({
      query: (body) => ({ url: '/branch/config', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['BranchConfig']),
    }),
    /** The locales the installation and its branches may speak (`["en_US","es_ES","pt_BR"]`). */
    locales: build.query<Locale[], void>({
      query: () => '/branch/locales',
    }),
    branches: build.query<Branch[], void>({
      query: () => '/branches',
      providesTags: ['Branches'],
    }),
    createBranch: build.mutation<Branch, BranchIn>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Branches']),
    }),
    updateBranch: build.mutation<Branch, { id: BranchId; input: BranchIn }>({
      query: ({ id, input }) => ({ url: `/branches/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Branches']),
    }),
    deleteBranch: build.mutation<void, BranchId>({
      query: (id) => ({ url: `/branches/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Branches']),
    }),
  }),
});

export const { useBranchConfigQuery, useUpdateBranchConfigMutation, useLocalesQuery, useBranchesQuery, useCreateBranchMutation, useUpdateBranchMutation, useDeleteBranchMutation } = installationApi;

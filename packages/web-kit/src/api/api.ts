// The single RTK Query api for /v1: remotes add their endpoints with `api.injectEndpoints`.
import { createApi, type TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { LoginInput, RegisterInput, ResourceEnvelope } from '@coachwork/contracts';
import { authSlice, type CurrentUser } from '../auth-slice';
import { baseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'Role',
  'Permission',
  'Tenant',
  'TenantMember',
  'JobPosting',
  'Workshop',
  'WorkshopSchedule',
  'WorkshopTemplate',
  'Booking',
  'BookingSeat',
  'Voucher',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Spec §9: unused data is kept for 5 minutes. */
export const KEEP_UNUSED_DATA_FOR = 300;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR,
  endpoints: () => ({}),
});

export const ME_TAG = { type: 'User', id: 'ME' } as const;

function httpStatusOf(rejection: unknown): unknown {
  return (rejection as { error?: { status?: unknown } } | undefined)?.error?.status;
}

// A new session sees different data everywhere (roles, tenant), so nothing cached survives sign-in.
const everything = (result: unknown) => (result ? [...TAG_TYPES] : []);

// Declared before authApi because injectEndpoints reads it at once; it reaches authApi only when called.
const signedIn: TypedMutationOnQueryStarted<CurrentUser, unknown, typeof baseQuery, 'api'> = async (
  _arg,
  { dispatch, queryFulfilled },
) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(authSlice.actions.set(data));
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // Failures were already reported by the base query, or go back to the form (422).
  }
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/auth/user',
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
      providesTags: [ME_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authSlice.actions.set(data));
        } catch (rejection) {
          const status = httpStatusOf(rejection);
          if (status === 401 || status === 419) dispatch(authSlice.actions.cleared());
        }
      },
    }),
    login: build.mutation<CurrentUser, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
      invalidatesTags: everything,
      onQueryStarted: signedIn,
    }),
    register: build.mutation<CurrentUser, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
      invalidatesTags: everything,
      onQueryStarted: signedIn,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // The session is still alive on the server, so keep what the page shows.
          return;
        }
        dispatch(api.util.resetApiState());
        dispatch(authSlice.actions.cleared());
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useLogoutMutation, useRegisterMutation } = authApi;

// The settings cards' calls: PATCH /v1/users/{id} with each card's slice, and the avatar upload.
import type { ResourceEnvelope, UpdateUserInput } from '@coachwork/contracts';
import { api, authApi, authSlice, type CurrentUser } from '@coachwork/web-kit';

export interface UploadedFile {
  id: string;
  url: string;
}

/** The user as GET/PATCH answer it (identity API contract): the avatar's URL comes with it. */
export type AccountUser = CurrentUser & { avatarUrl?: string | null };

type Lifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: CurrentUser }>;
};

/** The saved user replaces the signed-in one everywhere, so every card resets to what was stored. */
async function storeSaved(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(authSlice.actions.set(data));
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // The card shows what went wrong.
  }
}

export interface OwnTenant {
  id: string;
  name: string;
  slug: string;
  role: string;
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's tenants, for the Default Tenant card (tenants service). */
    listOwnTenants: build.query<OwnTenant[], string>({
      query: (id) => `/users/${encodeURIComponent(id)}/tenants`,
      transformResponse: (response: ResourceEnvelope<OwnTenant[]>) => response.data,
      providesTags: [{ type: 'Tenant', id: 'MINE' }],
    }),
    updateMyAccount: build.mutation<AccountUser, { id: string; body: UpdateUserInput }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: (response: ResourceEnvelope<AccountUser>) => response.data,
      onQueryStarted: storeSaved,
    }),
    /** The avatar card's own PATCH: its failure is 'Upload failed', never the generic toast. */
    setMyAvatar: build.mutation<AccountUser, { id: string; avatar: string | null }>({
      query: ({ id, avatar }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PATCH', body: { avatar } }),
      transformResponse: (response: ResourceEnvelope<AccountUser>) => response.data,
      extraOptions: { silent: true },
      onQueryStarted: storeSaved,
    }),
    uploadTempFile: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/files/upload-temp', method: 'POST', body };
      },
      transformResponse: (response: ResourceEnvelope<UploadedFile>) => response.data,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListOwnTenantsQuery,
  useSetMyAvatarMutation,
  useUpdateMyAccountMutation,
  useUploadTempFileMutation,
} = settingsApi;

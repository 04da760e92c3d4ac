// /v1/tenants, a tenant's members and invitations, and a user's own tenants.
import type {
  AddTenantMemberInput,
  CreateTenantInput,
  ListEnvelope,
  Plan,
  ResourceEnvelope,
  TenantRole,
  UpdateTenantInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';
import { isTenantsMessage, tenantsMessages } from '../../messages';

export interface Tenant {
  id: string;
  name: string;
  slug: string;
  email: string | null;
  domain: string | null;
  plan: Plan;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface TenantMember {
  id: string;
  tenantId: string;
  userId: string;
  username: string | null;
  email: string | null;
  role: TenantRole;
  createdAt: string;
}

export interface TenantInvitation {
  id: string;
  tenantId: string;
  email: string;
  role: TenantRole;
  createdAt: string;
}

const data = <T>(r: ResourceEnvelope<T>) => r.data;
const membersTag = (tenantId: string) => ({ type: 'TenantMember' as const, id: tenantId });

export const tenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTenants: build.query<ListEnvelope<Tenant>, ListParams>({
      query: (params) => ({ url: '/tenants', params }),
      providesTags: (result) => [
        { type: 'Tenant' as const, id: 'LIST' },
        ...(result?.data ?? []).map((t) => ({ type: 'Tenant' as const, id: t.id })),
      ],
    }),
    getTenant: build.query<Tenant, string>({
      query: (id) => `/tenants/${encodeURIComponent(id)}`,
      transformResponse: data<Tenant>,
      providesTags: (_r, _e, id) => [{ type: 'Tenant', id }],
    }),
    createTenant: build.mutation<Tenant, CreateTenantInput>({
      query: (body) => ({ url: '/tenants', method: 'POST', body }),
      transformResponse: data<Tenant>,
      // The creator became its owner: their own tenants (the switcher) change too.
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }, { type: 'Tenant', id: 'MINE' }],
    }),
    updateTenant: build.mutation<Tenant, { id: string; body: UpdateTenantInput }>({
      query: ({ id, body }) => ({ url: `/tenants/${id}`, method: 'PATCH', body }),
      transformResponse: data<Tenant>,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Tenant', id },
        { type: 'Tenant', id: 'LIST' },
        { type: 'Tenant', id: 'MINE' },
      ],
    }),
    deleteTenant: build.mutation<Tenant, string>({
      query: (id) => ({ url: `/tenants/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Tenant', id },
        { type: 'Tenant', id: 'LIST' },
        { type: 'Tenant', id: 'MINE' },
      ],
    }),
    restoreTenant: build.mutation<Tenant, string>({
      query: (id) => ({ url: `/tenants/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Tenant', id },
        { type: 'Tenant', id: 'LIST' },
        { type: 'Tenant', id: 'MINE' },
      ],
    }),
    listTenantMembers: build.query<TenantMember[], string>({
      query: (tenantId) => `/tenants/${tenantId}/members`,
      transformResponse: data<TenantMember[]>,
      providesTags: (_r, _e, tenantId) => [membersTag(tenantId)],
    }),
    listTenantInvitations: build.query<TenantInvitation[], string>({
      query: (tenantId) => `/tenants/${tenantId}/invitations`,
      transformResponse: data<TenantInvitation[]>,
      providesTags: (_r, _e, tenantId) => [membersTag(tenantId)],
    }),
    /** A member (201), or an invitation (202) for an address without an account. */
    addTenantMember: build.mutation<TenantMember | TenantInvitation, { tenantId: string; body: AddTenantMemberInput }>({
      query: ({ tenantId, body }) => ({ url: `/tenants/${tenantId}/members`, method: 'POST', body }),
      transformResponse: data<TenantMember | TenantInvitation>,
      invalidatesTags: (_r, _e, { tenantId }) => [membersTag(tenantId), { type: 'Tenant', id: 'MINE' }],
    }),
    updateTenantMember: build.mutation<TenantMember, { tenantId: string; userId: string; role: TenantRole }>({
      query: ({ tenantId, userId, role }) => ({
        url: `/tenants/${tenantId}/members/${userId}`,
        method: 'PATCH',
        body: { role },
      }),
      transformResponse: data<TenantMember>,
      invalidatesTags: (_r, _e, { tenantId }) => [membersTag(tenantId), { type: 'Tenant', id: 'MINE' }],
    }),
    removeTenantMember: build.mutation<TenantMember, { tenantId: string; userId: string }>({
      query: ({ tenantId, userId }) => ({ url: `/tenants/${tenantId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [membersTag(tenantId), { type: 'Tenant', id: 'MINE' }],
    }),
    cancelTenantInvitation: build.mutation<TenantInvitation, { tenantId: string; id: string }>({
      query: ({ tenantId, id }) => ({ url: `/tenants/${tenantId}/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [membersTag(tenantId)],
    }),
  }),
});

export const {
  useGetTenantQuery,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  useDeleteTenantMutation,
  useRestoreTenantMutation,
  useListTenantMembersQuery,
  useListTenantInvitationsQuery,
  useAddTenantMemberMutation,
  useUpdateTenantMemberMutation,
  useRemoveTenantMemberMutation,
  useCancelTenantInvitationMutation,
} = tenantsApi;

/** 'Free', 'Pro', 'Enterprise'; a plan the catalogue does not know reads as it comes. */
export function planLabel(plan: string): string {
  const { t } = tenantsMessages();
  const id = `plan.${plan}`;
  return isTenantsMessage(id) ? t(id) : plan;
}

/** 'Owner', 'Admin', 'Member'. */
export function tenantRoleLabel(role: TenantRole): string {
  const { t } = tenantsMessages();
  return t(`role.${role}`);
}

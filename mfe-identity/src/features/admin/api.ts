// The back office's users, roles and permissions endpoints (see the identity API contract), injected into
// web-kit's single /v1 api so tags and the store are shared with the rest of the console.
import type {
  AccountStatus,
  ApprovalStatus,
  CoachProfileInput,
  CreateRoleInput,
  ListEnvelope,
  ResourceEnvelope,
  UpdateRoleInput,
  UpdateUserInput,
} from '@coachwork/contracts';
import { api, type CurrentUser, type ListParams } from '@coachwork/web-kit';

/** The coach profile as the server answers it: the contract's fields plus the approval state. */
export type CoachProfile = Partial<CoachProfileInput> & {
  approvalStatus?: ApprovalStatus;
  rejectionReason?: string | null;
};

/** UserDto of the contract: the signed-in user's shape plus the avatar's URL and the trash stamp. */
export interface AdminUser extends Omit<CurrentUser, 'coachProfile' | 'status'> {
  status: AccountStatus;
  avatarUrl?: string | null;
  deletedAt?: string | null;
  coachProfile: CoachProfile | null;
}

export interface Role {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  usersCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Permission {
  id: string;
  name: string;
  description: string | null;
}

/** A schedule as /v1/workshop-schedules lists it with `include=workshop`: what the user tab shows. */
export interface CoachedSchedule {
  id: string;
  workshopId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  status: string;
  mode: string;
  level: string | null;
  capacity: number;
  seatsLeft: number;
  cancelledAt: string | null;
  workshop: { id: string; title: string } | null;
}

const data = <T>(r: ResourceEnvelope<T>) => r.data;

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListEnvelope<AdminUser>, ListParams>({
      query: (params) => ({ url: '/users', params }),
      providesTags: (result) => [
        { type: 'User' as const, id: 'LIST' },
        ...(result?.data ?? []).map((u) => ({ type: 'User' as const, id: u.id })),
      ],
    }),
    getUser: build.query<AdminUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      transformResponse: data<AdminUser>,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<AdminUser, { id: string; body: UpdateUserInput }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: data<AdminUser>,
      // Roles' user counts change with a user's roles.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    restoreUser: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      transformResponse: data<AdminUser>,
      invalidatesTags: (_r, _e, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    approveCoachProfile: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/coach-profile/approve`, method: 'POST' }),
      transformResponse: data<AdminUser>,
      invalidatesTags: (_r, _e, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        { type: 'Role', id: 'LIST' },
      ],
    }),
    rejectCoachProfile: build.mutation<AdminUser, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/users/${encodeURIComponent(id)}/coach-profile/reject`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: data<AdminUser>,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),

    /** The schedules a user coaches, soonest first (the user's Workshops tab). */
    listCoachedSchedules: build.query<ListEnvelope<CoachedSchedule>, { coachId: string; page: number }>({
      query: ({ coachId, page }) => ({
        url: '/workshop-schedules',
        params: { 'filter[coachId]': coachId, include: 'workshop', sort: 'startDate', page, perPage: 10 },
      }),
      providesTags: (result) => [
        { type: 'WorkshopSchedule' as const, id: 'LIST' },
        ...(result?.data ?? []).map((s) => ({ type: 'WorkshopSchedule' as const, id: s.id })),
      ],
    }),
    listRoles: build.query<ListEnvelope<Role>, ListParams>({
      query: (params) => ({ url: '/roles', params }),
      providesTags: (result) => [
        { type: 'Role' as const, id: 'LIST' },
        ...(result?.data ?? []).map((r) => ({ type: 'Role' as const, id: r.id })),
      ],
    }),
    getRole: build.query<Role, string>({
      query: (id) => `/roles/${encodeURIComponent(id)}`,
      transformResponse: data<Role>,
      providesTags: (_r, _e, id) => [{ type: 'Role', id }],
    }),
    createRole: build.mutation<Role, CreateRoleInput>({
      query: (body) => ({ url: '/roles', method: 'POST', body }),
      transformResponse: data<Role>,
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    updateRole: build.mutation<Role, { id: string; body: UpdateRoleInput }>({
      query: ({ id, body }) => ({ url: `/roles/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: data<Role>,
      // Holders of the role now have other permissions.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Role', id },
        { type: 'Role', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ],
    }),
    deleteRole: build.mutation<void, string>({
      query: (id) => ({ url: `/roles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Role', id },
        { type: 'Role', id: 'LIST' },
      ],
    }),

    listPermissions: build.query<ListEnvelope<Permission>, ListParams>({
      query: (params) => ({ url: '/permissions', params }),
      providesTags: [{ type: 'Permission', id: 'LIST' }],
    }),
  }),
});

/** Every role, for pickers and filters (the catalogue is small: at most one page of 100). */
export const ALL = { page: 1, perPage: 100 } as const;

export const {
  useListUsersQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useRestoreUserMutation,
  useApproveCoachProfileMutation,
  useRejectCoachProfileMutation,
  useListCoachedSchedulesQuery,
  useListRolesQuery,
  useGetRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useListPermissionsQuery,
} = adminApi;

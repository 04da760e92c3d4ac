// Workshop schedules (/v1/workshop-schedules) and the coach picker's list, injected into web-kit's api.
import type {
  CreateWorkshopScheduleInput,
  ListEnvelope,
  UpdateWorkshopScheduleInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

export interface WorkshopSchedule {
  id: string;
  workshopId: string;
  coachId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  country: string | null;
  venueName?: string | null;
  venueAddress?: string | null;
  venueCity?: string | null;
  language?: string | null;
  /** The online room; only the schedule's coach and schedule editors receive it. */
  meetingUrl?: string | null;
  level: string | null;
  status: string;
  visibility: string;
  mode: string;
  capacity: number;
  seatsLeft: number;
  price: number | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancellationReason: string | null;
  /** minSeats: the seats it needs to go ahead (SPEC-DECISIONS). */
  workshop: { id: string; title: string; minSeats?: number } | null;
  coach: { id: string; username: string } | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

type Params = ListParams | Record<string, string | number>;

export const schedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorkshopSchedules: build.query<ListEnvelope<WorkshopSchedule>, Params>({
      query: (params) => ({ url: '/workshop-schedules', params }),
      providesTags: (result) => [
        { type: 'WorkshopSchedule' as const, id: 'LIST' },
        ...(result?.data ?? []).map((s) => ({ type: 'WorkshopSchedule' as const, id: s.id })),
      ],
    }),
    getWorkshopSchedule: build.query<WorkshopSchedule, string>({
      query: (id) => `/workshop-schedules/${id}`,
      transformResponse: (r: { data: WorkshopSchedule }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'WorkshopSchedule', id }],
    }),
    listScheduleCoaches: build.query<ListEnvelope<{ id: string; username: string }>, Params>({
      query: (params) => ({ url: '/workshop-schedules/coaches', params }),
    }),
    createWorkshopSchedule: build.mutation<WorkshopSchedule, CreateWorkshopScheduleInput>({
      query: (body) => ({ url: '/workshop-schedules', method: 'POST', body }),
      transformResponse: (r: { data: WorkshopSchedule }) => r.data,
      invalidatesTags: (r) => [
        { type: 'WorkshopSchedule', id: 'LIST' },
        // Scheduling a coach may assign them to the workshop (its coachIds and history change).
        ...(r
          ? [
              { type: 'Workshop' as const, id: `HISTORY-${r.workshopId}` },
              { type: 'Workshop' as const, id: r.workshopId },
            ]
          : []),
      ],
    }),
    updateWorkshopSchedule: build.mutation<WorkshopSchedule, { id: string; body: UpdateWorkshopScheduleInput }>({
      query: ({ id, body }) => ({ url: `/workshop-schedules/${id}`, method: 'PATCH', body }),
      transformResponse: (r: { data: WorkshopSchedule }) => r.data,
      invalidatesTags: (r, _e, { id }) => [
        { type: 'WorkshopSchedule', id },
        { type: 'WorkshopSchedule', id: 'LIST' },
        // Scheduling a coach may assign them to the workshop (its coachIds and history change).
        ...(r
          ? [
              { type: 'Workshop' as const, id: `HISTORY-${r.workshopId}` },
              { type: 'Workshop' as const, id: r.workshopId },
            ]
          : []),
      ],
    }),
    cancelWorkshopSchedule: build.mutation<WorkshopSchedule, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/workshop-schedules/${id}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: (r: { data: WorkshopSchedule }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'WorkshopSchedule', id },
        { type: 'WorkshopSchedule', id: 'LIST' },
      ],
    }),
    deleteWorkshopSchedule: build.mutation<WorkshopSchedule, string>({
      query: (id) => ({ url: `/workshop-schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'WorkshopSchedule', id: 'LIST' }],
    }),
    restoreWorkshopSchedule: build.mutation<WorkshopSchedule, string>({
      query: (id) => ({ url: `/workshop-schedules/${id}/restore`, method: 'POST' }),
      invalidatesTags: [{ type: 'WorkshopSchedule', id: 'LIST' }],
    }),
  }),
});

export const {
  useListWorkshopSchedulesQuery,
  useGetWorkshopScheduleQuery,
  useCreateWorkshopScheduleMutation,
  useUpdateWorkshopScheduleMutation,
  useCancelWorkshopScheduleMutation,
  useDeleteWorkshopScheduleMutation,
  useRestoreWorkshopScheduleMutation,
} = schedulesApi;

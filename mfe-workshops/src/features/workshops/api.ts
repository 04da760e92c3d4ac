// Workshops, their history, resources and tags (/v1/workshops, /v1/tags), injected into web-kit's api.
import type {
  CreateWorkshopInput,
  CreateWorkshopResourceInput,
  ListEnvelope,
  UpdateWorkshopInput,
  UpdateWorkshopResourceInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

export interface Workshop {
  id: string;
  workshopTemplateId: string;
  title: string;
  slug: string;
  description: string | null;
  image: string | null;
  video: string | null;
  price: number;
  minSeats: number;
  maxSeats: number;
  tags: string[];
  /** The coaches assigned to it: they may schedule it themselves and read its resources. */
  coachIds: string[];
  /** Reminders by mail to confirmed attendees 24 h and 1 h before each session. */
  remindDayBefore: boolean;
  remindHourBefore: boolean;
  /** Hours a waitlist offer holds freed seats (1 to 168; 24 unless set). */
  waitlistWindowHours: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface WorkshopHistoryEntry {
  id: string;
  workshopId: string;
  subject: string;
  subjectId: string;
  action: string;
  actorId: string | null;
  /** Who, by username, where workshops knows the user. */
  actor: { id: string; username: string } | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  createdAt: string;
}

/** `POST /v1/files/upload-temp?purpose=resource`: temporary until a resource points at it. */
export interface UploadedResourceFile {
  id: string;
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface WorkshopResource {
  id: string;
  workshopId: string;
  title: string;
  description: string | null;
  type: string;
  url: string | null;
  filePath: string | null;
  fileSize: number | null;
  fileType: string | null;
  sortOrder: number;
  isVisible: boolean;
  isBroadcast: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

type Params = ListParams | Record<string, string | number>;

const listTags = <T extends { id: string }>(type: 'Workshop', result?: ListEnvelope<T>) => [
  { type, id: 'LIST' },
  ...(result?.data ?? []).map((r) => ({ type, id: r.id })),
];

export const workshopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorkshops: build.query<ListEnvelope<Workshop>, Params>({
      query: (params) => ({ url: '/workshops', params }),
      providesTags: (result) => listTags('Workshop', result),
    }),
    getWorkshop: build.query<Workshop, string>({
      query: (id) => `/workshops/${id}`,
      transformResponse: (r: { data: Workshop }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Workshop', id }],
    }),
    createWorkshop: build.mutation<Workshop, CreateWorkshopInput>({
      query: (body) => ({ url: '/workshops', method: 'POST', body }),
      transformResponse: (r: { data: Workshop }) => r.data,
      invalidatesTags: [{ type: 'Workshop', id: 'LIST' }],
    }),
    updateWorkshop: build.mutation<Workshop, { id: string; body: UpdateWorkshopInput }>({
      query: ({ id, body }) => ({ url: `/workshops/${id}`, method: 'PATCH', body }),
      transformResponse: (r: { data: Workshop }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Workshop', id },
        { type: 'Workshop', id: 'LIST' },
        { type: 'Workshop', id: `HISTORY-${id}` },
      ],
    }),
    deleteWorkshop: build.mutation<Workshop, string>({
      query: (id) => ({ url: `/workshops/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Workshop', id },
        { type: 'Workshop', id: 'LIST' },
      ],
    }),
    restoreWorkshop: build.mutation<Workshop, string>({
      query: (id) => ({ url: `/workshops/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Workshop', id },
        { type: 'Workshop', id: 'LIST' },
      ],
    }),
    listWorkshopHistory: build.query<ListEnvelope<WorkshopHistoryEntry>, { id: string; params: Params }>({
      query: ({ id, params }) => ({ url: `/workshops/${id}/history`, params }),
      providesTags: (_r, _e, { id }) => [{ type: 'Workshop', id: `HISTORY-${id}` }],
    }),
    listTags: build.query<ListEnvelope<{ id: string; name: string }>, Params>({
      query: (params) => ({ url: '/tags', params }),
    }),
    listWorkshopResources: build.query<ListEnvelope<WorkshopResource>, { workshopId: string; params: Params }>({
      query: ({ workshopId, params }) => ({ url: `/workshops/${workshopId}/resources`, params }),
      providesTags: (_r, _e, { workshopId }) => [{ type: 'Workshop', id: `RESOURCES-${workshopId}` }],
    }),
    createWorkshopResource: build.mutation<
      WorkshopResource,
      { workshopId: string; body: CreateWorkshopResourceInput }
    >({
      query: ({ workshopId, body }) => ({ url: `/workshops/${workshopId}/resources`, method: 'POST', body }),
      transformResponse: (r: { data: WorkshopResource }) => r.data,
      invalidatesTags: (_r, _e, { workshopId }) => resourceTags(workshopId),
    }),
    updateWorkshopResource: build.mutation<
      WorkshopResource,
      { workshopId: string; id: string; body: UpdateWorkshopResourceInput }
    >({
      query: ({ workshopId, id, body }) => ({
        url: `/workshops/${workshopId}/resources/${id}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (r: { data: WorkshopResource }) => r.data,
      invalidatesTags: (_r, _e, { workshopId }) => resourceTags(workshopId),
    }),
    deleteWorkshopResource: build.mutation<WorkshopResource, { workshopId: string; id: string }>({
      query: ({ workshopId, id }) => ({ url: `/workshops/${workshopId}/resources/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { workshopId }) => resourceTags(workshopId),
    }),
    restoreWorkshopResource: build.mutation<WorkshopResource, { workshopId: string; id: string }>({
      query: ({ workshopId, id }) => ({
        url: `/workshops/${workshopId}/resources/${id}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { workshopId }) => resourceTags(workshopId),
    }),
    /** A resource's file or document, uploaded first; the resource then points at its url. */
    uploadResourceFile: build.mutation<UploadedResourceFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/files/upload-temp?purpose=resource', method: 'POST', body };
      },
      transformResponse: (response: { data: UploadedResourceFile }) => response.data,
    }),
    reorderWorkshopResources: build.mutation<unknown, { workshopId: string; ids: string[] }>({
      query: ({ workshopId, ids }) => ({
        url: `/workshops/${workshopId}/resources/reorder`,
        method: 'POST',
        body: { ids },
      }),
      invalidatesTags: (_r, _e, { workshopId }) => resourceTags(workshopId),
    }),
  }),
});

function resourceTags(workshopId: string) {
  return [
    { type: 'Workshop' as const, id: `RESOURCES-${workshopId}` },
    { type: 'Workshop' as const, id: `HISTORY-${workshopId}` },
  ];
}

export const {
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useDeleteWorkshopMutation,
  useRestoreWorkshopMutation,
  useListWorkshopHistoryQuery,
  useListWorkshopResourcesQuery,
  useCreateWorkshopResourceMutation,
  useUpdateWorkshopResourceMutation,
  useDeleteWorkshopResourceMutation,
  useRestoreWorkshopResourceMutation,
  useReorderWorkshopResourcesMutation,
  useUploadResourceFileMutation,
} = workshopsApi;

import type {
  CreateWorkshopTemplateInput,
  ListEnvelope,
  UpdateWorkshopTemplateInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

export interface WorkshopTemplate {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  image: string | null;
  video: string | null;
  level: string | null;
  price: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export const workshopTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorkshopTemplates: build.query<ListEnvelope<WorkshopTemplate>, ListParams>({
      query: (params) => ({ url: '/workshop-templates', params }),
      providesTags: (result) => [
        { type: 'WorkshopTemplate' as const, id: 'LIST' },
        ...(result?.data ?? []).map((t) => ({ type: 'WorkshopTemplate' as const, id: t.id })),
      ],
    }),
    getWorkshopTemplate: build.query<WorkshopTemplate, string>({
      query: (id) => `/workshop-templates/${id}`,
      transformResponse: (r: { data: WorkshopTemplate }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'WorkshopTemplate', id }],
    }),
    createWorkshopTemplate: build.mutation<WorkshopTemplate, CreateWorkshopTemplateInput>({
      query: (body) => ({ url: '/workshop-templates', method: 'POST', body }),
      transformResponse: (r: { data: WorkshopTemplate }) => r.data,
      invalidatesTags: [{ type: 'WorkshopTemplate', id: 'LIST' }],
    }),
    updateWorkshopTemplate: build.mutation<
      WorkshopTemplate,
      { id: string; body: UpdateWorkshopTemplateInput }
    >({
      query: ({ id, body }) => ({ url: `/workshop-templates/${id}`, method: 'PATCH', body }),
      transformResponse: (r: { data: WorkshopTemplate }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'WorkshopTemplate', id },
        { type: 'WorkshopTemplate', id: 'LIST' },
      ],
    }),
    deleteWorkshopTemplate: build.mutation<WorkshopTemplate, string>({
      query: (id) => ({ url: `/workshop-templates/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'WorkshopTemplate', id: 'LIST' }],
    }),
    restoreWorkshopTemplate: build.mutation<WorkshopTemplate, string>({
      query: (id) => ({ url: `/workshop-templates/${id}/restore`, method: 'POST' }),
      invalidatesTags: [{ type: 'WorkshopTemplate', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetWorkshopTemplateQuery,
  useCreateWorkshopTemplateMutation,
  useUpdateWorkshopTemplateMutation,
  useDeleteWorkshopTemplateMutation,
  useRestoreWorkshopTemplateMutation,
} = workshopTemplatesApi;

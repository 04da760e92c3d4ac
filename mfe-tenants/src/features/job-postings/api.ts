// /v1/t: the current tenant and its job postings. Every call names its tenant with X-Tenant (the slug
// in the console's route), so replacing the slug in the address loads that tenant.
import type {
  CreateJobPostingInput,
  ListEnvelope,
  ResourceEnvelope,
  TenantRole,
  UpdateJobPostingInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';
import type { Tenant } from '../tenants/api';

export interface InterviewQuestion {
  id: string;
  title: string;
  order: number;
  enabled: boolean;
}

export interface JobPosting {
  id: string;
  tenantId: string;
  title: string;
  description: string;
  companyName: string;
  companyUrl: string | null;
  location: string;
  employmentStatus: string | null;
  experienceLevel: string | null;
  listingType: string | null;
  availability: string | null;
  posterEmail: string | null;
  skillsDescription: string | null;
  externalJobPostingId: string | null;
  workplaceTypes: string[];
  industries: string[];
  categories: string[];
  recruiterIds: string[];
  meta: Record<string, unknown> | null;
  status: string;
  preferences: Record<string, unknown> | null;
  interviewQuestions: InterviewQuestion[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export type CurrentTenant = Tenant & { role: TenantRole | null; canWrite: boolean };

export const TENANT_HEADER = 'X-Tenant';
const inTenant = (slug: string) => ({ [TENANT_HEADER]: slug });
const data = <T>(r: ResourceEnvelope<T>) => r.data;
const listTag = (slug: string) => ({ type: 'JobPosting' as const, id: `LIST:${slug}` });

export const jobPostingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentTenant: build.query<CurrentTenant, string>({
      query: (slug) => ({ url: '/t', headers: inTenant(slug) }),
      transformResponse: data<CurrentTenant>,
      providesTags: (r) => (r ? [{ type: 'Tenant', id: r.id }] : []),
    }),
    listJobPostings: build.query<ListEnvelope<JobPosting>, { slug: string; params: ListParams }>({
      query: ({ slug, params }) => ({ url: '/t/job-postings', params, headers: inTenant(slug) }),
      providesTags: (result, _e, { slug }) => [
        listTag(slug),
        ...(result?.data ?? []).map((p) => ({ type: 'JobPosting' as const, id: p.id })),
      ],
    }),
    getJobPosting: build.query<JobPosting, { slug: string; id: string }>({
      query: ({ slug, id }) => ({ url: `/t/job-postings/${encodeURIComponent(id)}`, headers: inTenant(slug) }),
      transformResponse: data<JobPosting>,
      providesTags: (_r, _e, { id }) => [{ type: 'JobPosting', id }],
    }),
    createJobPosting: build.mutation<JobPosting, { slug: string; body: CreateJobPostingInput }>({
      query: ({ slug, body }) => ({ url: '/t/job-postings', method: 'POST', body, headers: inTenant(slug) }),
      transformResponse: data<JobPosting>,
      invalidatesTags: (_r, _e, { slug }) => [listTag(slug)],
    }),
    updateJobPosting: build.mutation<JobPosting, { slug: string; id: string; body: UpdateJobPostingInput }>({
      query: ({ slug, id, body }) => ({
        url: `/t/job-postings/${id}`,
        method: 'PATCH',
        body,
        headers: inTenant(slug),
      }),
      transformResponse: data<JobPosting>,
      invalidatesTags: (_r, _e, { slug, id }) => [listTag(slug), { type: 'JobPosting', id }],
    }),
    deleteJobPosting: build.mutation<JobPosting, { slug: string; id: string }>({
      query: ({ slug, id }) => ({ url: `/t/job-postings/${id}`, method: 'DELETE', headers: inTenant(slug) }),
      invalidatesTags: (_r, _e, { slug, id }) => [listTag(slug), { type: 'JobPosting', id }],
    }),
    restoreJobPosting: build.mutation<JobPosting, { slug: string; id: string }>({
      query: ({ slug, id }) => ({
        url: `/t/job-postings/${id}/restore`,
        method: 'POST',
        headers: inTenant(slug),
      }),
      invalidatesTags: (_r, _e, { slug, id }) => [listTag(slug), { type: 'JobPosting', id }],
    }),
  }),
});

export const {
  useGetCurrentTenantQuery,
  useGetJobPostingQuery,
  useCreateJobPostingMutation,
  useUpdateJobPostingMutation,
  useDeleteJobPostingMutation,
  useRestoreJobPostingMutation,
} = jobPostingsApi;

// Route declarations of tenants' /v1 routes, for the OpenAPI document: an entry per route of
// tenants.routes.ts, tenant-members.routes.ts, current-tenant.routes.ts and user-tenants.routes.ts.
import {
  addTenantMemberSchema,
  createJobPostingSchema,
  createTenantSchema,
  updateJobPostingSchema,
  updateTenantMemberSchema,
  updateTenantSchema,
} from '@coachwork/contracts';
import { apiRoutes, crudApi, type ApiRoute } from '@coachwork/service-kit';
import { jobPostingListSpec } from '../data/job-posting.repository';
import { tenantListSpec } from '../data/tenant.repository';
import {
  CURRENT_TENANT_DATA_SCHEMA,
  JOB_POSTING_DATA_SCHEMA,
  MEMBER_OR_INVITATION_DATA_SCHEMA,
  TENANT_DATA_SCHEMA,
  TENANT_INVITATION_DATA_SCHEMA,
  TENANT_MEMBER_DATA_SCHEMA,
  USER_TENANT_DATA_SCHEMA,
} from './tenants-data.schemas';

const MEMBER = 'A member of the tenant, or tenants.view';
const TENANT_HEADER = { 'X-Tenant': "The current tenant's slug (else the caller's default tenant)." };

export const TENANTS_API: ApiRoute[] = [
  ...crudApi({
    path: '/v1/tenants',
    noun: 'Tenant',
    tag: 'Tenants',
    permission: 'tenants',
    access: { show: 'user' },
    list: tenantListSpec,
    exports: 'tenants',
    show: true,
    create: createTenantSchema,
    update: updateTenantSchema,
    delete: true,
    restore: true,
    data: TENANT_DATA_SCHEMA,
  }),
  ...apiRoutes('Tenants', [
    {
      method: 'get',
      path: '/v1/tenants/:id/members',
      summary: `Members of a tenant (${MEMBER})`,
      access: 'user',
      answer: 'items',
      data: TENANT_MEMBER_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: '/v1/tenants/:id/members',
      summary: 'Add a member (201), or invite an address without an account (202)',
      access: 'user',
      body: addTenantMemberSchema,
      status: 201,
      alsoOk: [202],
      data: MEMBER_OR_INVITATION_DATA_SCHEMA,
      conflict: true,
    },
    {
      method: 'patch',
      path: '/v1/tenants/:id/members/:userId',
      summary: "Change a member's role",
      access: 'user',
      body: updateTenantMemberSchema,
      data: TENANT_MEMBER_DATA_SCHEMA,
      conflict: true,
    },
    {
      method: 'delete',
      path: '/v1/tenants/:id/members/:userId',
      summary: 'Remove a member (or leave)',
      access: 'user',
      data: TENANT_MEMBER_DATA_SCHEMA,
      conflict: true,
    },
    {
      method: 'get',
      path: '/v1/tenants/:id/invitations',
      summary: `Pending invitations (${MEMBER})`,
      access: 'user',
      answer: 'items',
      data: TENANT_INVITATION_DATA_SCHEMA,
    },
    {
      method: 'delete',
      path: '/v1/tenants/:id/invitations/:invitationId',
      summary: 'Withdraw an invitation',
      access: 'user',
      data: TENANT_INVITATION_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/users/:id/tenants',
      summary: "A user's tenants (oneself, or with users.view)",
      access: 'user',
      answer: 'items',
      data: USER_TENANT_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/t',
      summary: "The current tenant, with the caller's role there",
      access: 'user',
      headers: TENANT_HEADER,
      data: CURRENT_TENANT_DATA_SCHEMA,
    },
  ]),
  ...crudApi({
    path: '/v1/t/job-postings',
    noun: 'Job posting',
    tag: 'Current tenant',
    permission: 'tenants',
    access: { list: 'user', show: 'user', create: 'user', update: 'user', delete: 'user', restore: 'user' },
    list: jobPostingListSpec,
    exports: "the current tenant's job postings",
    show: true,
    create: createJobPostingSchema,
    update: updateJobPostingSchema,
    delete: true,
    restore: true,
    data: JOB_POSTING_DATA_SCHEMA,
  }).map((r) => ({ ...r, headers: TENANT_HEADER })),
];

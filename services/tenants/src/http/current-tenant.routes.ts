// /v1/t: the current tenant (X-Tenant, else the caller's default) and its job postings. Every route
// goes through currentTenant(), and postings only through the repository made for its scope.
import type { Router } from 'express';
import { createJobPostingSchema, updateJobPostingSchema } from '@coachwork/contracts';
import { crudRoutes, type Db, type OutboxRelay } from '@coachwork/service-kit';
import {
  jobPostingListSpec,
  jobPostingsIn,
  toJobPostingDto,
  type JobPostingDto,
} from '../data/job-posting.repository';
import type { JobPostingRow } from '../data/schema';
import { toTenantDto } from '../data/tenant.repository';
import { currentTenant, tenantScopeOf } from '../domain/tenant-access';
import {
  createJobPosting,
  deleteJobPosting,
  restoreJobPosting,
  updateJobPosting,
} from '../domain/job-postings/job-posting.use-cases';
import { JOB_POSTING_EXPORT } from './export-columns';

export function currentTenantRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  const read = currentTenant(db, 'read');
  const write = currentTenant(db, 'write');

  router.get('/v1/t', read, (req, res) => {
    const { tenant, role, canWrite } = tenantScopeOf(req);
    res.json({ data: { ...toTenantDto(tenant), role, canWrite } });
  });

  crudRoutes<JobPostingRow, Parameters<typeof createJobPosting>[2], Parameters<typeof updateJobPosting>[3]>(
    router,
    {
      path: '/v1/t/job-postings',
      noun: 'Job posting',
      permission: 'tenants',
      db,
      relay,
      guard: { list: read, show: read, create: write, update: write, delete: write, restore: write },
      toDto: toJobPostingDto,
      list: {
        spec: jobPostingListSpec,
        rows: (q, req) => jobPostingsIn(db, tenantScopeOf(req)).list(q),
        export: { name: 'job-postings', columns: JOB_POSTING_EXPORT },
      },
      show: {
        find: (db, id, _actor, req) => jobPostingsIn(db, tenantScopeOf(req)).find(id),
        // The trash is for those who can restore from it: the tenant's owners and admins.
        showsTrashed: (_actor, req) => tenantScopeOf(req).canWrite,
      },
      create: {
        schema: createJobPostingSchema,
        run: (db, body, actor, req): Promise<JobPostingDto> =>
          createJobPosting(db, tenantScopeOf(req), body, actor),
      },
      update: {
        schema: updateJobPostingSchema,
        run: (db, id, body, _actor, req) => updateJobPosting(db, tenantScopeOf(req), id, body),
      },
      delete: (db, id, _actor, req) => deleteJobPosting(db, tenantScopeOf(req), id),
      restore: (db, id, _actor, req) => restoreJobPosting(db, tenantScopeOf(req), id),
    },
  );
}

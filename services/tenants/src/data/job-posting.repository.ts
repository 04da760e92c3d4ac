// The only way to read or write job postings: a repository made for one tenant scope. Every query it
// runs carries that tenant's condition, and inserts take the tenant id from the scope, so a route
// cannot forget the tenant or reach another tenant's rows.
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { listRows, type DbOrTx, type ListQuery, type ListSpec } from '@coachwork/service-kit';
import type { TenantScope } from './tenant-scope';
import { jobPostings, type JobPostingRow } from './schema';

export const jobPostingListSpec: ListSpec = {
  table: jobPostings,
  sortable: {
    title: jobPostings.title,
    status: jobPostings.status,
    companyName: jobPostings.companyName,
    location: jobPostings.location,
    createdAt: jobPostings.createdAt,
    updatedAt: jobPostings.updatedAt,
  },
  filterable: {
    status: jobPostings.status,
    employmentStatus: jobPostings.employmentStatus,
    experienceLevel: jobPostings.experienceLevel,
  },
  searchable: [jobPostings.title, jobPostings.companyName, jobPostings.location],
  defaultSort: '-createdAt',
  deletedAt: jobPostings.deletedAt,
};

type Insert = typeof jobPostings.$inferInsert;
export type JobPostingValues = Omit<Insert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type JobPostingChanges = Partial<JobPostingValues>;

export function jobPostingsIn(db: DbOrTx, scope: TenantScope) {
  const tenantId = scope.tenant.id;
  const inTenant = eq(jobPostings.tenantId, tenantId);
  const one = (id: string, ...more: SQL[]) => and(inTenant, eq(jobPostings.id, id), ...more);
  const first = (rows: JobPostingRow[]) => rows[0];
  return {
    list: (q: ListQuery) => listRows<JobPostingRow>(db, jobPostingListSpec, q, [inTenant]),
    async find(id: string): Promise<JobPostingRow | undefined> {
      return first(await db.select().from(jobPostings).where(one(id)).limit(1));
    },
    async insert(values: JobPostingValues): Promise<JobPostingRow> {
      // The scope's tenant last: nothing in `values` can move a posting elsewhere.
      // Writes in a transaction, which tells the audit trigger who acts (auditedDb).
      return first(
        await db.transaction((tx) => tx.insert(jobPostings).values({ ...values, tenantId }).returning()),
      )!;
    },
    /** A live posting only; undefined when there is none in this tenant. */
    async update(id: string, changes: JobPostingChanges): Promise<JobPostingRow | undefined> {
      return first(
        await db.transaction((tx) =>
          tx
            .update(jobPostings)
            .set({ ...changes, tenantId, updatedAt: new Date() })
            .where(one(id, isNull(jobPostings.deletedAt)))
            .returning(),
        ),
      );
    },
    async trash(id: string): Promise<JobPostingRow | undefined> {
      return first(
        await db.transaction((tx) =>
          tx
            .update(jobPostings)
            .set({ deletedAt: new Date(), updatedAt: new Date() })
            .where(one(id, isNull(jobPostings.deletedAt)))
            .returning(),
        ),
      );
    },
    async restore(id: string): Promise<JobPostingRow | undefined> {
      return first(
        await db.transaction((tx) =>
          tx
            .update(jobPostings)
            .set({ deletedAt: null, updatedAt: new Date() })
            .where(one(id, isNotNull(jobPostings.deletedAt)))
            .returning(),
        ),
      );
    },
  };
}

export function toJobPostingDto(row: JobPostingRow) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    title: row.title,
    description: row.description,
    companyName: row.companyName,
    companyUrl: row.companyUrl,
    location: row.location,
    employmentStatus: row.employmentStatus,
    experienceLevel: row.experienceLevel,
    listingType: row.listingType,
    availability: row.availability,
    posterEmail: row.posterEmail,
    skillsDescription: row.skillsDescription,
    externalJobPostingId: row.externalJobPostingId,
    workplaceTypes: row.workplaceTypes,
    industries: row.industries,
    categories: row.categories,
    recruiterIds: row.recruiterIds,
    meta: row.meta,
    status: row.status,
    preferences: row.preferences,
    interviewQuestions: [...row.interviewQuestions].sort((a, b) => a.order - b.order),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type JobPostingDto = ReturnType<typeof toJobPostingDto>;

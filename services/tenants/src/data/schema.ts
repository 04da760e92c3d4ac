import { sql } from 'drizzle-orm';
import { index, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditTable, eventTables, timestamps } from '@coachwork/service-kit';

export const SCHEMA = 'tenants';
export const tenantsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(tenantsSchema);
export const { outbox, inbox } = eventStore;
/** Changes people made (issue 28 item 2), written by the audit triggers of this schema's migrations. */
export const auditLog = auditTable(tenantsSchema);

export const tenants = tenantsSchema.table(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Unique across trashed rows too, so a restore never collides and two parallel creations of the
    // same slug cannot both win (the database decides, not a check before the insert).
    slug: text('slug').notNull(),
    email: text('email'),
    domain: text('domain'),
    plan: text('plan').notNull().default('free'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tenants_slug_unique').on(t.slug),
    index('tenants_created_at_idx').on(t.createdAt),
    index('tenants_name_idx').on(t.name),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;

/**
 * Who belongs to which tenant, and as what (owner, admin, member). `userId` is identity's user id;
 * there is no foreign key across the service boundary (see userDirectory for what is known of users).
 */
export const tenantMemberships = tenantsSchema.table(
  'tenant_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_memberships_tenant_user_unique').on(t.tenantId, t.userId),
    index('tenant_memberships_user_idx').on(t.userId),
  ],
);

export type MembershipRow = typeof tenantMemberships.$inferSelect;

/**
 * An address invited to a tenant that had no account yet. When identity announces a user with that
 * address, the invitation becomes a membership and the row goes.
 */
export const tenantInvitations = tenantsSchema.table(
  'tenant_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_invitations_tenant_email_unique').on(t.tenantId, t.email),
    index('tenant_invitations_email_idx').on(t.email),
  ],
);

export type InvitationRow = typeof tenantInvitations.$inferSelect;

/**
 * Identity's users as far as tenants needs them (who an id or an address is, for members and
 * invitations), fed by identity.user.* events; this service never reads identity's tables. `eventAt`
 * keeps an older, late-delivered event from overwriting a newer one.
 */
export const userDirectory = tenantsSchema.table(
  'user_directory',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('user_directory_email_idx').on(t.email)],
);

export type DirectoryUserRow = typeof userDirectory.$inferSelect;

export interface InterviewQuestion {
  id: string;
  title: string;
  order: number;
  enabled: boolean;
}

/** Job postings of a tenant (spec §3). Read and written only through jobPostingsIn(scope). */
export const jobPostings = tenantsSchema.table(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    companyName: text('company_name').notNull(),
    companyUrl: text('company_url'),
    location: text('location').notNull(),
    employmentStatus: text('employment_status'),
    experienceLevel: text('experience_level'),
    listingType: text('listing_type'),
    availability: text('availability'),
    posterEmail: text('poster_email'),
    skillsDescription: text('skills_description'),
    externalJobPostingId: text('external_job_posting_id'),
    workplaceTypes: text('workplace_types').array().notNull().default(sql`'{}'::text[]`),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    recruiterIds: text('recruiter_ids').array().notNull().default(sql`'{}'::text[]`),
    meta: jsonb('meta').$type<Record<string, unknown> | null>(),
    status: text('status').notNull().default('DRAFT'),
    preferences: jsonb('preferences').$type<Record<string, unknown> | null>(),
    interviewQuestions: jsonb('interview_questions').$type<InterviewQuestion[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('job_postings_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('job_postings_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

export type JobPostingRow = typeof jobPostings.$inferSelect;

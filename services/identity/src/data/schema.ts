import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditTable, eventTables, timestamps } from '@coachwork/service-kit';
import type { Language } from '@coachwork/contracts';

export const SCHEMA = 'identity';
export const identitySchema = pgSchema(SCHEMA);
export const eventStore = eventTables(identitySchema);
export const { outbox, inbox } = eventStore;
/** Changes people made (issue 28 item 2), written by the audit triggers of this schema's migrations. */
export const auditLog = auditTable(identitySchema);

export interface ProfileData {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  headline?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
  socialAccounts?: { platform: string; url: string; order: number }[];
}

/** The coach profile (spec §3) plus its approval (SPEC-DECISIONS, Data), kept as one JSONB document. */
export interface CoachProfileData {
  businessName?: string | null;
  specializations?: string[];
  bio?: string | null;
  introductionVideo?: string | null;
  experiences?: { title: string; company: string; order: number; years: number; months?: number | null }[];
  certifications?: {
    title: string;
    issuingOrganization: string;
    issuingDate?: string | null;
    certificateUrl?: string | null;
    order: number;
  }[];
  completedBusinessAccelerator?: boolean;
  completedVideoResources?: boolean;
  completedQuizzes?: boolean;
  completedConsultation?: boolean;
  approvalStatus?: 'PENDING' | 'APPROVED' | 'REJECTED';
  rejectionReason?: string | null;
}

export const users = identitySchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('PENDING'),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    defaultTenantSlug: text('default_tenant_slug'),
    /** 'en' or 'de' (issue 28 item 5): the account's pages, mails and PDFs. */
    language: text('language').$type<Language>().notNull().default('en'),
    // Document-shaped parts of the aggregate (ARCHITECTURE.md §2).
    profile: jsonb('profile').$type<ProfileData>().notNull().default({}),
    coachProfile: jsonb('coach_profile').$type<CoachProfileData | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_status_idx').on(t.status),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const permissions = identitySchema.table('permissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const roles = identitySchema.table('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const userRoles = identitySchema.table(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Server-side sessions: the cookie holds only a signed id, so revoking the row signs the browser out. */
export const sessions = identitySchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Password-less sign-in secrets: 6-digit codes ('otp') and mailed links ('link'). Only an HMAC of the
 * secret is stored; a row is single use (consumedAt), short-lived (expiresAt) and, for codes, counts
 * the tries. Issuing a new secret deletes the user's older ones of the same kind.
 */
export const signInSecrets = identitySchema.table(
  'sign_in_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'otp' | 'link'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sign_in_secrets_user_kind_idx').on(t.userId, t.kind),
    index('sign_in_secrets_hash_idx').on(t.secretHash),
  ],
);

/**
 * Uploaded files. An upload starts as a temporary file of its uploader; setting it as an avatar claims
 * it (temp false, claimedAt set). Unclaimed files are swept after 24 hours. The bytes live in the file
 * storage under `storageKey`; resized variants sit beside them and are not rows.
 */
export const files = identitySchema.table(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    /** Judged from the bytes at upload, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    /** What the upload was made for: an avatar (images up to 5 MB) or a resource (documents too, 25 MB). */
    purpose: text('purpose').notNull().default('avatar'),
    temp: boolean('temp').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_temp_created_idx').on(t.temp, t.createdAt)],
);

/** A sign-in through an external OpenID provider, linked to a user by the provider's subject. */
export const oauthAccounts = identitySchema.table(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider vouched for when the link was made. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_idx').on(t.userId)],
);

/**
 * Tenants as far as identity needs them (their slug, whether trashed), fed by tenants.tenant.* and
 * tenants.member.* events; with tenantMemberCopies it keeps users' defaultTenantSlug pointing at a live
 * tenant of theirs. `eventAt` is the tenant's updatedAt: an older state never overwrites a newer one.
 */
export const tenantCopies = identitySchema.table('tenant_copies', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Who belongs to which tenant (tenants.member.added/.removed); the first joined is the fallback default. */
export const tenantMemberCopies = identitySchema.table(
  'tenant_member_copies',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('tenant_member_copies_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type FileRow = typeof files.$inferSelect;

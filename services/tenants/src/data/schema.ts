import { index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventTables, timestamps } from '@coachwork/service-kit';

export const SCHEMA = 'tenants';
export const tenantsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(tenantsSchema);
export const { outbox, inbox } = eventStore;

export const tenants = tenantsSchema.table(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email'),
    domain: text('domain'),
    plan: text('plan').notNull().default('free'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tenants_slug_unique').on(t.slug)],
);

/**
 * Who belongs to which tenant, and as what. `userId` is identity's user id: this service keeps no
 * copy of users, so there is no foreign key across the service boundary.
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

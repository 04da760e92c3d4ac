import { pgSchema, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

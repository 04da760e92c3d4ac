import { index, numeric, pgSchema, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventTables, timestamps } from '@coachwork/service-kit';

export const SCHEMA = 'workshops';
export const workshopsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(workshopsSchema);
export const { outbox, inbox } = eventStore;

export const workshopTemplates = workshopsSchema.table(
  'workshop_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    // Unique across trashed rows too, so a restore never collides.
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    video: text('video'),
    level: text('level'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('workshop_templates_slug_unique').on(t.slug),
    index('workshop_templates_created_at_idx').on(t.createdAt),
    index('workshop_templates_level_idx').on(t.level),
  ],
);

export type WorkshopTemplateRow = typeof workshopTemplates.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditTable, eventTables, timestamps } from '@coachwork/service-kit';

export const SCHEMA = 'workshops';
export const workshopsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(workshopsSchema);
export const { outbox, inbox } = eventStore;
/** Changes people made (issue 28 item 2), written by the audit triggers of this schema's migrations. */
export const auditLog = auditTable(workshopsSchema);

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

export const workshops = workshopsSchema.table(
  'workshops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopTemplateId: uuid('workshop_template_id')
      .notNull()
      .references(() => workshopTemplates.id),
    title: text('title').notNull(),
    // Unique across trashed rows too, so a restore never collides.
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    video: text('video'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minSeats: integer('min_seats').notNull(),
    maxSeats: integer('max_seats').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The coaches assigned to the workshop (by holders of workshops.update, or by scheduling one of
     * them here with workshop-schedules.create/.update): only they may schedule it with `.create-own`
     * and read its resources without workshops.update.
     */
    coachIds: uuid('coach_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Reminders by mail to confirmed attendees 24 h and 1 h before each session (bookings sends them). */
    remindDayBefore: boolean('remind_day_before').notNull().default(true),
    remindHourBefore: boolean('remind_hour_before').notNull().default(true),
    /** Hours a waitlist offer holds freed seats for the person it goes to (bookings makes the offers). */
    waitlistWindowHours: integer('waitlist_window_hours').notNull().default(24),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('workshops_slug_unique').on(t.slug),
    // "Workshops I am assigned to" (coachIds @> ARRAY[me]).
    index('workshops_coach_ids_gin').using('gin', t.coachIds),
    index('workshops_template_idx').on(t.workshopTemplateId),
    index('workshops_created_at_idx').on(t.createdAt),
    index('workshops_price_idx').on(t.price),
    // The public catalogue's tag filter (tags @> ARRAY[...]).
    index('workshops_tags_gin').using('gin', t.tags),
    // The public catalogue's text search (see public-schedule.repository.ts: the same expression).
    index('workshops_search_gin').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${t.title}, '') || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);

export type WorkshopRow = typeof workshops.$inferSelect;

/** Every tag ever put on a workshop, for GET /v1/tags (workshops keep their own list as text[]). */
export const tags = workshopsSchema.table(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(t.name)],
);

export type TagRow = typeof tags.$inferSelect;

export const workshopSchedules = workshopsSchema.table(
  'workshop_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    coachId: uuid('coach_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    timezone: text('timezone').notNull(),
    country: text('country'),
    level: text('level'),
    status: text('status').notNull(),
    visibility: text('visibility').notNull(),
    mode: text('mode').notNull(),
    capacity: integer('capacity').notNull(),
    // Where an IN-PERSON or HYBRID session takes place; its country is `country` (migration 0004).
    venueName: text('venue_name'),
    venueAddress: text('venue_address'),
    venueCity: text('venue_city'),
    /** BCP 47 tag of the language it is taught in. */
    language: text('language'),
    /** The online room (migration 0005); never in the public catalogue. */
    meetingUrl: text('meeting_url'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: uuid('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    // The public catalogue: live PUBLISHED + PUBLIC rows by start date (its main path).
    index('workshop_schedules_public_idx')
      .on(t.startDate)
      .where(
        sql`${t.status} = 'PUBLISHED' and ${t.visibility} = 'PUBLIC' and ${t.deletedAt} is null and ${t.cancelledAt} is null`,
      ),
    index('workshop_schedules_start_date_idx').on(t.startDate),
    index('workshop_schedules_workshop_idx').on(t.workshopId),
    index('workshop_schedules_coach_idx').on(t.coachId, t.startDate),
    index('workshop_schedules_status_idx').on(t.status, t.visibility),
    index('workshop_schedules_mode_idx').on(t.mode),
    index('workshop_schedules_level_idx').on(t.level),
    index('workshop_schedules_country_idx').on(t.country),
    index('workshop_schedules_created_at_idx').on(t.createdAt),
  ],
);

export type WorkshopScheduleRow = typeof workshopSchedules.$inferSelect;

export const workshopResources = workshopsSchema.table(
  'workshop_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    url: text('url'),
    filePath: text('file_path'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    sortOrder: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    isBroadcast: boolean('is_broadcast').notNull().default(false),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [index('workshop_resources_workshop_idx').on(t.workshopId, t.sortOrder)],
);

export type WorkshopResourceRow = typeof workshopResources.$inferSelect;

export const HISTORY_SUBJECTS = ['workshop', 'schedule', 'resource'] as const;
export const HISTORY_ACTIONS = ['created', 'updated', 'deleted', 'restored', 'cancelled', 'reordered'] as const;

/** Field-level diff of one change to a workshop, one of its schedules or resources. */
export type HistoryChanges = Record<string, { from: unknown; to: unknown }>;

/** Who changed what and when, for GET /v1/workshops/{id}/history. Rows are never updated or deleted. */
export const workshopHistory = workshopsSchema.table(
  'workshop_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id').notNull(),
    /** One of HISTORY_SUBJECTS. */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** One of HISTORY_ACTIONS. */
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    changes: jsonb('changes').$type<HistoryChanges>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('workshop_history_workshop_idx').on(t.workshopId, t.createdAt)],
);

export type WorkshopHistoryRow = typeof workshopHistory.$inferSelect;

/**
 * Identity's users as far as workshops needs them (is this id a coach, their username and name), fed by
 * identity.user.* events; workshops never reads identity's tables. Non-coaches stay too, so a later
 * roles change only flips `isCoach`. `eventAt` keeps an older, redelivered-late event from
 * overwriting a newer one.
 */
export const coachDirectory = workshopsSchema.table(
  'coach_directory',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    /** The profile's names (null until identity announces them): the storefront says 'with Cora Coach'. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').notNull(),
    roles: text('roles').array().notNull(),
    isCoach: boolean('is_coach').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('coach_directory_coach_idx').on(t.isCoach, t.username)],
);

export type CoachRow = typeof coachDirectory.$inferSelect;

/**
 * Seats taken per schedule as bookings last announced them (bookings.schedule.seats-changed; the
 * contract is documented at ScheduleSeatsChangedPayload in packages/contracts/src/events.ts): a row is
 * replaced only by a higher version, so a late or repeated event never moves it back.
 */
export const scheduleSeats = workshopsSchema.table('schedule_seats', {
  workshopScheduleId: uuid('workshop_schedule_id').primaryKey(),
  seatsTaken: integer('seats_taken').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Bookings' reviews as the catalogue needs them (bookings.review.*, migration 0010): a row is replaced
 * only by a higher version. Visible rows make each workshop's and coach's rating average and count
 * (review-ratings.repository.ts); hidden ones count nowhere and are shown nowhere.
 */
export const reviewCopies = workshopsSchema.table(
  'review_copies',
  {
    id: uuid('id').primaryKey(),
    workshopId: uuid('workshop_id').notNull(),
    coachId: uuid('coach_id').notNull(),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('review_copies_workshop_idx')
      .on(t.workshopId, t.createdAt)
      .where(sql`${t.hidden} = false`),
    index('review_copies_coach_idx')
      .on(t.coachId)
      .where(sql`${t.hidden} = false`),
  ],
);

export type ReviewCopyRow = typeof reviewCopies.$inferSelect;

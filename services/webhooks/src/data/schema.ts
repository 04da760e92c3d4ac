import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { Language } from '@coachwork/contracts';
import { eventTables } from '@coachwork/service-kit';

export const SCHEMA = 'webhooks';
export const webhooksSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(webhooksSchema);
export const { outbox, inbox } = eventStore;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A receiver of events. `tenantId` null: the platform's (anyone with webhooks.manage); otherwise a
 * tenant's, which its owners manage and which hears only that tenant's events.
 */
export const endpoints = webhooksSchema.table(
  'endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id'),
    url: text('url').notNull(),
    description: text('description'),
    /** Webhook types (`booking.confirmed`), as offered by WEBHOOK_EVENT_SUBJECTS. */
    events: jsonb('events').$type<string[]>().notNull(),
    /** `whsec_…`: the HMAC key of every signature; shown to its owner when made or rolled. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the service turned it off (a day of failures); null when enabled or turned off by a person. */
    disabledReason: text('disabled_reason'),
    /** The first failure of the current run of failures; cleared by any success. */
    failingSince: at('failing_since'),
    createdBy: uuid('created_by'),
    /** Who is mailed when the endpoint is disabled (the creator's address at the time). */
    ownerEmail: text('owner_email'),
    /**
     * The language that mail is written in (issue 28 item 5, migration 0001): the one the creator's
     * page was in when they registered it, then their account's as identity's user events tell it.
     */
    ownerLanguage: text('owner_language').$type<Language>().notNull().default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('endpoints_tenant_idx').on(t.tenantId),
    index('endpoints_created_at_idx').on(t.createdAt),
    // The languages of contracts' LANGUAGES; a language added there needs a migration widening this.
    check('endpoints_owner_language_check', sql`owner_language in ('en', 'de')`),
  ],
);
export type EndpointRow = typeof endpoints.$inferSelect;

/** One event owed to one endpoint: sent until answered 2xx, or given up after three days. */
export const deliveries = webhooksSchema.table(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => endpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** The JSON body as sent: {id, type, created, data}. */
    body: jsonb('body').$type<WebhookBody>().notNull(),
    /** pending (to be sent at nextAttemptAt), delivered, failed (given up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    /** A sender's claim: until then no other sender (replica) takes it. */
    lockedUntil: at('locked_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The last answer's excerpt (each attempt keeps its own in delivery_attempts). */
    lastResponseExcerpt: text('last_response_excerpt'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_endpoint_event_unique').on(t.endpointId, t.eventId),
    index('deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type DeliveryRow = typeof deliveries.$inferSelect;

export interface WebhookBody {
  id: string;
  type: string;
  created: number;
  data: unknown;
}

/** Every try of a delivery, with the answer's status, a bounded excerpt of its body, and its duration. */
export const deliveryAttempts = webhooksSchema.table(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    attemptedAt: at('attempted_at').notNull(),
    statusCode: integer('status_code'),
    /** The network failure (refused, timed out) when there was no answer. */
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
export type AttemptRow = typeof deliveryAttempts.$inferSelect;

/** Tenants' members, from tenants.member.* (who owns which tenant; whose schedules are a tenant's). */
export const tenantMembers = webhooksSchema.table(
  'tenant_members',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    eventAt: at('event_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('tenant_members_user_idx').on(t.userId)],
);

/** Each schedule's coach, from workshops.schedule.* (a tenant's events are those of its coaches). */
export const scheduleCoaches = webhooksSchema.table('schedule_coaches', {
  scheduleId: uuid('schedule_id').primaryKey(),
  coachId: uuid('coach_id').notNull(),
});

/** Each booking's schedule, from bookings.booking.* (payments and refunds name only the booking). */
export const bookingSchedules = webhooksSchema.table('booking_schedules', {
  bookingId: uuid('booking_id').primaryKey(),
  scheduleId: uuid('schedule_id').notNull(),
});

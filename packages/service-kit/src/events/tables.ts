// The outbox and inbox tables, declared in each service's own schema (each service's drizzle schema
// file calls this, so drizzle-kit writes them into that service's migrations).
import { index, integer, jsonb, primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@coachwork/contracts';

export function eventTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
      /** The W3C traceparent of the span that wrote the event (null untraced); the bus carries it on. */
      traceContext: text('trace_context'),
    },
    (t) => [index().on(t.sentAt, t.occurredAt)],
  );
  const inbox = schema.table(
    'inbox',
    {
      eventId: uuid('event_id').notNull(),
      consumer: text('consumer').notNull(),
      subject: text('subject').notNull(),
      handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
  );
  return { outbox, inbox };
}

export type EventTables = ReturnType<typeof eventTables>;

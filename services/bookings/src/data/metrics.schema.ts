// The dashboard's read model: daily aggregates kept by the metrics subscriber from the events of
// bookings, payments, identity and workshops, and the log of those events it rebuilds from. Amounts
// are integer minor units; days are UTC dates.
import {
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uuid,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@coachwork/contracts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const counter = (name: string) => integer(name).notNull().default(0);

export function metricsTables(schema: PgSchema) {
  /** Every event the model applied, in the order it arrived: `npm run metrics:rebuild` replays it. */
  const metricsEventLog = schema.table(
    'metrics_event_log',
    {
      eventId: uuid('event_id').primaryKey(),
      subject: text('subject').notNull(),
      occurredAt: at('occurred_at').notNull(),
      envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
      /** Arrival order (a serial): replaying in it repeats exactly what the live model did. */
      seq: integer('seq').generatedAlwaysAsIdentity(),
    },
    (t) => [index('metrics_event_log_seq_idx').on(t.seq)],
  );

  /** The schedules as the dashboard groups and fills them (workshop, coach, capacity, seats). */
  const metricsSchedules = schema.table('metrics_schedules', {
    id: uuid('id').primaryKey(),
    workshopId: uuid('workshop_id'),
    workshopTitle: text('workshop_title').notNull().default(''),
    coachId: uuid('coach_id'),
    startDate: at('start_date'),
    endDate: at('end_date'),
    capacity: counter('capacity'),
    status: text('status').notNull().default('UNKNOWN'),
    cancelledAt: at('cancelled_at'),
    deletedAt: at('deleted_at'),
    updatedAt: at('updated_at'),
    /** When it first entered PUBLISHED (a schedule published twice counts once). */
    publishedAt: at('published_at'),
    /** Held and confirmed seats, from bookings.schedule.seats-changed (the higher version wins). */
    seatsTaken: counter('seats_taken'),
    seatsVersion: counter('seats_version'),
    /** Confirmed seats now (sold less cancelled). */
    seatsSold: counter('seats_sold'),
  });

  /** What the model knows of each booking: its schedule (refunds name only the booking) and state. */
  const metricsBookings = schema.table('metrics_bookings', {
    id: uuid('id').primaryKey(),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    seats: counter('seats'),
    status: text('status').notNull(),
  });

  /** One row per UTC day and schedule: what happened that day. Workshop and coach figures group these. */
  const metricsDaily = schema.table(
    'metrics_daily',
    {
      day: date('day', { mode: 'string' }).notNull(),
      workshopScheduleId: uuid('workshop_schedule_id').notNull(),
      bookingsCreated: counter('bookings_created'),
      bookingsConfirmed: counter('bookings_confirmed'),
      /** Confirmed bookings cancelled that day (a hold ending unpaid is not counted). */
      bookingsCancelled: counter('bookings_cancelled'),
      bookingsCompleted: counter('bookings_completed'),
      bookingsNoShow: counter('bookings_no_show'),
      /** Seats confirmed less confirmed seats cancelled that day (may be negative). */
      seatsSold: counter('seats_sold'),
      gross: counter('gross'),
      refunds: counter('refunds'),
      discounts: counter('discounts'),
      schedulesPublished: counter('schedules_published'),
    },
    (t) => [primaryKey({ columns: [t.day, t.workshopScheduleId] })],
  );

  /** Figures that belong to no schedule. */
  const metricsPlatformDaily = schema.table('metrics_platform_daily', {
    day: date('day', { mode: 'string' }).primaryKey(),
    newUsers: counter('new_users'),
  });

  return { metricsEventLog, metricsSchedules, metricsBookings, metricsDaily, metricsPlatformDaily };
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import type { AddressDto, BookingStatus, Language, SeatStatus } from '@coachwork/contracts';
import { auditTable, eventTables, idempotencyTable, timestamps } from '@coachwork/service-kit';
import { invoiceTables } from './invoice.schema';
import { bookingPaymentTables, paymentTables } from './payment.schema';
import { sandboxTables } from './sandbox.schema';
import { voucherRedemptionTables, voucherTables } from './voucher.schema';
import { metricsTables } from './metrics.schema';
import { payoutTables } from './payout.schema';
import { guestCheckoutTables } from './guest-checkout.schema';

export const SCHEMA = 'bookings';
export const bookingsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(bookingsSchema);
export const { outbox, inbox } = eventStore;
export const idempotencyKeys = idempotencyTable(bookingsSchema);
/** Append-only: migration 0013's trigger refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = auditTable(bookingsSchema);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The bookings service's own copy of workshop templates, fed by workshops.template.* events. */
export const templateCopies = bookingsSchema.table('workshop_template_copies', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  level: text('level'),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  deletedAt: at('deleted_at'),
  receivedAt: at('received_at').notNull().defaultNow(),
  /** How many events changed this row: a redelivered event must not move it. */
  version: integer('version').notNull().default(1),
});

/**
 * Bookings' copy of each workshop schedule, fed by workshops.schedule.* events (newer `updatedAt`
 * wins), and the one place seats are counted: `seatsTaken` (held and confirmed seats) moves only by
 * conditional UPDATEs in the transactions that take or free seats, never by the copy's upsert.
 * `seatsVersion` grows with every change of seatsTaken (the seats-left contract's version).
 */
export const scheduleCopies = bookingsSchema.table(
  'schedule_copies',
  {
    id: uuid('id').primaryKey(),
    workshopId: uuid('workshop_id').notNull(),
    workshopTitle: text('workshop_title').notNull(),
    coachId: uuid('coach_id').notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    timezone: text('timezone').notNull(),
    status: text('status').notNull(),
    visibility: text('visibility').notNull(),
    mode: text('mode').notNull(),
    capacity: integer('capacity').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The online room; shown only to confirmed attendees and the schedule's staff (migration 0004). */
    meetingUrl: text('meeting_url'),
    /** Seats it needs to go ahead (its workshop's minSeats); null until workshops announces it. */
    minSeats: integer('min_seats'),
    /**
     * When the sweeper looked at it, 72 h before the start, against minSeats (once per schedule);
     * `shortOfMinimum` says whether it was short then (its coach and super-admins were told).
     */
    minSeatsCheckedAt: at('min_seats_checked_at'),
    shortOfMinimum: boolean('short_of_minimum').notNull().default(false),
    /** Where an IN-PERSON or HYBRID session takes place (migration 0012); null until workshops says. */
    venueName: text('venue_name'),
    venueAddress: text('venue_address'),
    venueCity: text('venue_city'),
    venueCountry: text('venue_country'),
    /** Its workshop's reminder settings: a mail 24 h and 1 h before the start (both on unless turned off). */
    remindDayBefore: boolean('remind_day_before').notNull().default(true),
    remindHourBefore: boolean('remind_hour_before').notNull().default(true),
    /** Hours a waitlist offer holds its seats (its workshop's setting, migration 0014; default 24). */
    waitlistWindowHours: integer('waitlist_window_hours').notNull().default(24),
    cancelledAt: at('cancelled_at'),
    deletedAt: at('deleted_at'),
    /** The schedule's `updatedAt` in workshops when this state was true there. */
    sourceUpdatedAt: at('source_updated_at').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    seatsVersion: bigint('seats_version', { mode: 'number' }).notNull().default(0),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('schedule_copies_seats_taken_check', sql`seats_taken >= 0`),
    index('schedule_copies_coach_idx').on(t.coachId),
    index('schedule_copies_end_date_idx').on(t.endDate),
  ],
);

export type ScheduleCopyRow = typeof scheduleCopies.$inferSelect;

/**
 * Identity's users as far as bookings needs them (names in seat lists, the booker's email for
 * search, and the verified address an invitation may be accepted with), fed by identity.user.*
 * events; `eventAt` keeps an older event from overwriting a newer one.
 */
export const userDirectory = bookingsSchema.table(
  'user_directory',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    /** The profile's names (null until identity announces them): people are addressed by name. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    status: text('status').notNull(),
    /** Identity's role names ('super-admin', 'coach'): super-admins are told of short schedules. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** The language their mails and PDFs are written in (issue 28 item 5, migration 0019): 'en', 'de'. */
    language: text('language').$type<Language>().notNull().default('en'),
    deletedAt: at('deleted_at'),
    eventAt: at('event_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_directory_email_idx').on(t.email),
    // The languages of contracts' LANGUAGES; a language added there needs a migration widening this.
    check('user_directory_language_check', sql`language in ('en', 'de')`),
  ],
);

export type UserDirectoryRow = typeof userDirectory.$inferSelect;

export type BookingMeta = {
  workshopResourcePreferences?: { id: string; isVisible?: boolean; isBroadcast?: boolean }[];
} | null;

/** Amounts are integer minor units (cents) of `currency`; the API shows major units. */
export const bookings = bookingsSchema.table(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workshopScheduleId: uuid('workshop_schedule_id')
      .notNull()
      .references(() => scheduleCopies.id),
    /** Seats held now: a seat given back lowers it. */
    seats: integer('seats').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    voucherCode: text('voucher_code'),
    currency: text('currency').notNull(),
    unitPrice: integer('unit_price').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull(),
    amountPaid: integer('amount_paid'),
    paymentMethod: text('payment_method'),
    paymentTransactionId: text('payment_transaction_id'),
    notes: text('notes'),
    coachNotes: text('coach_notes'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: uuid('cancelled_by'),
    /** While PENDING: when the hold ends. */
    expiresAt: at('expires_at'),
    confirmedAt: at('confirmed_at'),
    completedAt: at('completed_at'),
    noShowAt: at('no_show_at'),
    address: jsonb('address').$type<AddressDto>().notNull(),
    meta: jsonb('meta').$type<BookingMeta>(),
    /**
     * A paid booking's move to a dearer date (issue 27 item 3): this booking holds the new date's seats
     * and is paid at its price; its confirmation ends the booking it replaces (seats and holders moved
     * here, everything it paid refunded).
     */
    replacesBookingId: uuid('replaces_booking_id'),
    ...timestamps(),
  },
  (t) => [
    check('bookings_seats_check', sql`seats >= 1`),
    // One move waiting for its payment per booking: a second one is refused by the database.
    uniqueIndex('bookings_one_pending_replacement_idx')
      .on(t.replacesBookingId)
      .where(sql`status = 'PENDING'`),
    check('bookings_amount_check', sql`amount >= 0`),
    // The price is always what its seats make: seats given back price the booking again.
    check(
      'bookings_price_check',
      sql`subtotal = unit_price * seats and discount between 0 and subtotal and amount = subtotal - discount`,
    ),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_schedule_idx').on(t.workshopScheduleId, t.status),
    index('bookings_created_at_idx').on(t.createdAt),
    // The sweeper's path to expired holds.
    index('bookings_hold_idx')
      .on(t.expiresAt)
      .where(sql`status = 'PENDING'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/**
 * N rows for a booking of N seats; position 1 is the booker's own (ACCEPTED from the start). `status`
 * is the invitation's state (null: open, nobody invited). A seat given back keeps its row with
 * `cancelledAt`.
 */
export const bookingSeats = bookingsSchema.table(
  'booking_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    position: integer('position').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    inviterId: uuid('inviter_id'),
    status: text('status').$type<SeatStatus>(),
    invitedAt: at('invited_at'),
    invitationExpiresAt: at('invitation_expires_at'),
    respondedAt: at('responded_at'),
    attended: boolean('attended'),
    attendanceNotes: text('attendance_notes'),
    /** The first check-in at the door (issue 27 item 4); it also sets `attended`. */
    checkedInAt: at('checked_in_at'),
    checkedInBy: uuid('checked_in_by'),
    cancelledAt: at('cancelled_at'),
    meta: jsonb('meta').$type<Record<string, unknown> | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('booking_seats_position_unique').on(t.bookingId, t.position),
    index('booking_seats_user_idx').on(t.userId),
    index('booking_seats_schedule_idx').on(t.workshopScheduleId),
  ],
);

export type BookingSeatRow = typeof bookingSeats.$inferSelect;

export const INVITATION_STATES = [
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'REVOKED',
  'REPLACED',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/**
 * Every invitation ever sent for a seat, so a link answers precisely (accepted, declined, revoked,
 * replaced by a newer one, expired). Only the SHA-256 of the token is kept; the token itself exists
 * only in the mail.
 */
export const seatInvitations = bookingsSchema.table(
  'seat_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => bookingSeats.id),
    bookingId: uuid('booking_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    inviterId: uuid('inviter_id'),
    status: text('status').$type<InvitationState>().notNull(),
    expiresAt: at('expires_at').notNull(),
    respondedAt: at('responded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_invitations_token_unique').on(t.tokenHash),
    index('seat_invitations_seat_idx').on(t.seatId),
  ],
);

export type SeatInvitationRow = typeof seatInvitations.$inferSelect;

export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The reminders sent (issue 27 item 2): one row per seat, holder, kind and start time, written by the
 * sweeper in the transaction that writes `bookings.reminder.sent` (whose subscriber mails it). The
 * unique key is the claim: two sweepers inserting the same reminder at once wait on each other and
 * only one row (and one event) comes out. A schedule moved has a new start, so its reminders are due
 * again; a seat cancelled, declined or handed on is no longer a confirmed holder's and gets none.
 */
export const reminders = bookingsSchema.table(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => bookingSeats.id),
    bookingId: uuid('booking_id').notNull(),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The schedule's start this reminder was for. */
    startDate: at('start_date').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('reminders_once_unique').on(t.seatId, t.userId, t.kind, t.startDate),
    index('reminders_schedule_idx').on(t.workshopScheduleId),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;

export const WAITLIST_STATES = ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'DECLINED', 'LEFT'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * The waitlist of a sold-out schedule (issue 27 item 1, migration 0014): one open entry (WAITING or
 * OFFERED) per person and schedule (the partial unique key). An offer is a PENDING booking for the
 * entry's person (`bookingId`) whose hold ends with the offer, so its seats are counted like any hold.
 * Only the SHA-256 of the leave and offer links' tokens is kept; the tokens exist only in the mails.
 */
export const waitlistEntries = bookingsSchema.table(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopScheduleId: uuid('workshop_schedule_id')
      .notNull()
      .references(() => scheduleCopies.id),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Joined by e-mail without signing in (the gateway made or found the address's account). */
    guest: boolean('guest').notNull().default(false),
    seats: integer('seats').notNull(),
    status: text('status').$type<WaitlistState>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    offeredAt: at('offered_at'),
    offerExpiresAt: at('offer_expires_at'),
    leaveTokenHash: text('leave_token_hash'),
    offerTokenHash: text('offer_token_hash'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_seats_check', sql`seats >= 1`),
    uniqueIndex('waitlist_entries_open_unique')
      .on(t.workshopScheduleId, t.userId)
      .where(sql`status in ('WAITING', 'OFFERED')`),
    index('waitlist_entries_queue_idx').on(t.workshopScheduleId, t.status, t.joinedAt),
    uniqueIndex('waitlist_entries_leave_token_unique').on(t.leaveTokenHash),
    uniqueIndex('waitlist_entries_offer_token_unique').on(t.offerTokenHash),
    index('waitlist_entries_user_idx').on(t.userId),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/**
 * Verified reviews (issue 28 item 1, migration 0017): one per person and session (the unique key is
 * what makes two submissions at once one review), by the holder of a confirmed seat who attended.
 * `version` grows with each change (reply, hiding): workshops' copy applies only a higher one.
 */
export const reviews = bookingsSchema.table(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopScheduleId: uuid('workshop_schedule_id')
      .notNull()
      .references(() => scheduleCopies.id),
    /** The schedule's workshop (it never changes): the console's filter. */
    workshopId: uuid('workshop_id').notNull(),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => bookingSeats.id),
    userId: uuid('user_id').notNull(),
    rating: integer('rating').notNull(),
    body: text('body'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    repliedBy: uuid('replied_by'),
    hiddenAt: at('hidden_at'),
    hiddenBy: uuid('hidden_by'),
    hiddenReason: text('hidden_reason'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`rating between 1 and 5`),
    uniqueIndex('reviews_once_unique').on(t.workshopScheduleId, t.userId),
    index('reviews_workshop_idx').on(t.workshopId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_at_idx').on(t.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The review requests mailed the day after a session: one per schedule and person, claimed by the
 * sweeper's insert (the unique key) in the transaction that writes bookings.review.requested.
 */
export const reviewRequests = bookingsSchema.table(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    userId: uuid('user_id').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [uniqueIndex('review_requests_once_unique').on(t.workshopScheduleId, t.userId)],
);

// Payments: the sandbox processor's state, vouchers, processor customers and events, invoices, and the
// tables that hang off bookings (intents, payments, refunds, voucher redemptions).
export const { sandboxCustomers, sandboxCards, sandboxIntents, sandboxRefunds } = sandboxTables(bookingsSchema);
export const { vouchers } = voucherTables(bookingsSchema);
export const { paymentCustomers, paymentEvents } = paymentTables(bookingsSchema);
export const { invoiceCounters, invoices } = invoiceTables(bookingsSchema);
export const { paymentIntents, payments, refunds } = bookingPaymentTables(bookingsSchema, {
  bookingId: () => bookings.id,
});
export const { voucherRedemptions } = voucherRedemptionTables(bookingsSchema, {
  bookingId: () => bookings.id,
  voucherId: () => vouchers.id,
});

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;

// The dashboard's read model and coach payouts.
export const { metricsEventLog, metricsSchedules, metricsBookings, metricsDaily, metricsPlatformDaily } =
  metricsTables(bookingsSchema);
export const { payouts, payoutAdjustments } = payoutTables(bookingsSchema);
export type PayoutRow = typeof payouts.$inferSelect;

// Guest checkout: the guest's address and name, and their checkout token's hash.
export const { guestCheckouts } = guestCheckoutTables(bookingsSchema, { bookingId: () => bookings.id });
export type GuestCheckoutRow = typeof guestCheckouts.$inferSelect;

/**
 * Moves of a booking to another date of its workshop (issue 27 item 3, migration 0015): the booking
 * keeps its id and seats; each move keeps the price before and after and what went back.
 */
export const bookingMoves = bookingsSchema.table(
  'booking_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    fromScheduleId: uuid('from_schedule_id').notNull(),
    toScheduleId: uuid('to_schedule_id').notNull(),
    seats: integer('seats').notNull(),
    amountBefore: integer('amount_before').notNull(),
    amountAfter: integer('amount_after').notNull(),
    refund: integer('refund').notNull().default(0),
    /** The voucher that did not apply to the new date (the booking pays the full price there). */
    voucherDropped: text('voucher_dropped'),
    movedBy: uuid('moved_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('booking_moves_refund_check', sql`refund >= 0`),
    index('booking_moves_booking_idx').on(t.bookingId, t.createdAt),
  ],
);

export type BookingMoveRow = typeof bookingMoves.$inferSelect;

/**
 * A schedule moved by its coach or an admin: each live booking's booker is mailed a link to a full
 * refund (only the token's SHA-256 is kept). One offer per booking and new start, used at most once.
 */
export const scheduleMoveRefunds = bookingsSchema.table(
  'schedule_move_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    workshopScheduleId: uuid('workshop_schedule_id').notNull(),
    /** The new start the offer was made for. */
    startDate: at('start_date').notNull(),
    tokenHash: text('token_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_move_refunds_token_unique').on(t.tokenHash),
    uniqueIndex('schedule_move_refunds_once_unique').on(t.bookingId, t.startDate),
  ],
);

export type ScheduleMoveRefundRow = typeof scheduleMoveRefunds.$inferSelect;

// Bookings' side of payments: which processor customer each user is, the intents opened for bookings,
// the payments that confirmed them, their refunds, and the processor events already acted on.
// Amounts are integer minor units of `currency`.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { PaymentIntentStatus, ProviderName, RefundStatus } from '../domain/payments/payment-provider';
import type { RefundCause } from '../domain/payments/refund-policy';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `unapplied`: a capture that paid for nothing (a second payment, a price changed under it), all of it back. */
export type RefundKind = RefundCause['kind'] | 'late-payment' | 'unapplied';

export function paymentTables(schema: PgSchema) {
  /** One processor customer per user and processor (a switch from the sandbox to Stripe starts afresh). */
  const paymentCustomers = schema.table(
    'payment_customers',
    {
      userId: uuid('user_id').notNull(),
      provider: text('provider').$type<ProviderName>().notNull(),
      customerId: text('customer_id').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.provider] })],
  );

  /** Processor events already acted on: a webhook delivered twice changes nothing the second time. */
  const paymentEvents = schema.table('payment_events', {
    id: text('id').primaryKey(),
    provider: text('provider').$type<ProviderName>().notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  });
  return { paymentCustomers, paymentEvents };
}

/**
 * The tables that hang off bookings (`bookingId` is the bookings table's id column, for the foreign
 * keys). Listed in schema.ts once the bookings backend's tables are there.
 */
export function bookingPaymentTables(schema: PgSchema, refs: { bookingId: () => AnyPgColumn }) {
  /**
   * Every intent opened for a booking. At most one is open at a time (the partial unique index), so
   * repeated calls reuse it; one whose amount no longer matches the booking is cancelled and replaced.
   */
  const paymentIntents = schema.table(
    'payment_intents',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      bookingId: uuid('booking_id')
        .notNull()
        .references(refs.bookingId),
      provider: text('provider').$type<ProviderName>().notNull(),
      providerIntentId: text('provider_intent_id').notNull(),
      amount: integer('amount').notNull(),
      currency: text('currency').notNull(),
      /** The processor's status when bookings last looked. */
      status: text('status').$type<PaymentIntentStatus>().notNull(),
      /** The last attempt's refusal in the processor's words (a webhook's payment_failed). */
      lastError: text('last_error'),
      /** The one the booking's payment page uses now; false once paid, replaced or cancelled. */
      open: boolean('open').notNull().default(true),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('payment_intents_provider_intent_idx').on(t.providerIntentId),
      uniqueIndex('payment_intents_open_idx')
        .on(t.bookingId)
        .where(sql`open`),
    ],
  );

  /**
   * Every capture the processor made for a booking, one per intent (unique). The one that confirmed
   * the booking is `applied` (at most one per booking: the partial unique index is what makes ten
   * finalize calls and the webhook confirm it exactly once); any other capture (an intent replaced or
   * paid twice, a price that changed under it) is recorded unapplied and refunded in full, so the
   * ledger holds everything the processor took.
   */
  const payments = schema.table(
    'payments',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      bookingId: uuid('booking_id')
        .notNull()
        .references(refs.bookingId),
      userId: uuid('user_id').notNull(),
      provider: text('provider').$type<ProviderName>().notNull(),
      providerIntentId: text('provider_intent_id').notNull(),
      amount: integer('amount').notNull(),
      currency: text('currency').notNull(),
      /** 'Visa •••• 4242'. */
      method: text('method'),
      /** True for the payment that paid the booking; false for a capture that is refunded in full. */
      applied: boolean('applied').notNull().default(true),
      paidAt: at('paid_at').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('payments_booking_applied_idx')
        .on(t.bookingId)
        .where(sql`applied`),
      index('payments_booking_idx').on(t.bookingId),
      uniqueIndex('payments_provider_intent_idx').on(t.providerIntentId),
      check('payments_amount_check', sql`amount > 0`),
    ],
  );

  /**
   * Money going back. Written (pending) in the transaction that decides it, with its credit note; the
   * processor is asked afterwards with the row's id as the idempotency key, so a retry never refunds twice.
   */
  const refunds = schema.table(
    'refunds',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      bookingId: uuid('booking_id')
        .notNull()
        .references(refs.bookingId),
      paymentId: uuid('payment_id')
        .notNull()
        .references(() => payments.id),
      provider: text('provider').$type<ProviderName>().notNull(),
      providerRefundId: text('provider_refund_id'),
      amount: integer('amount').notNull(),
      currency: text('currency').notNull(),
      status: text('status').$type<RefundStatus>().notNull(),
      kind: text('kind').$type<RefundKind>().notNull(),
      reason: text('reason').notNull(),
      requestedBy: uuid('requested_by'),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      index('refunds_booking_idx').on(t.bookingId),
      index('refunds_pending_idx')
        .on(t.createdAt)
        .where(sql`status = 'pending'`),
      uniqueIndex('refunds_provider_refund_idx').on(t.providerRefundId),
      check('refunds_amount_check', sql`amount > 0`),
    ],
  );

  return { paymentIntents, payments, refunds };
}

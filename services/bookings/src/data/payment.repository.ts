// Rows of a booking's money: its intents, the payment that confirmed it, its refunds.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
import {
  paymentIntents,
  payments,
  refunds,
  type PaymentIntentRow,
  type PaymentRow,
  type RefundRow,
} from './schema';

export async function openIntentOf(db: DbOrTx, bookingId: string): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.bookingId, bookingId), eq(paymentIntents.open, true)))
    .limit(1);
  return row;
}

export async function intentByProviderId(
  db: DbOrTx,
  providerIntentId: string,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerIntentId, providerIntentId))
    .limit(1);
  return row;
}

/** How many intents the booking has had: the processor's idempotency key of the next one. */
export async function intentCount(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .where(eq(paymentIntents.bookingId, bookingId));
  return row?.n ?? 0;
}

export async function intentsOf(db: DbOrTx, bookingId: string): Promise<PaymentIntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.bookingId, bookingId))
    .orderBy(asc(paymentIntents.createdAt));
}

/** The payment that paid the booking (captures refunded as unapplied are not it). */
export async function appliedPaymentOf(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.applied, true)))
    .limit(1);
  return row;
}

/** The capture recorded for a processor intent, applied or not. */
export async function paymentByIntent(db: DbOrTx, providerIntentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, providerIntentId)).limit(1);
  return row;
}

/** Every capture of the booking, the applied one first. */
export async function paymentsOf(db: DbOrTx, bookingId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.applied), asc(payments.createdAt));
}

/** The applied payment, locked until the transaction ends: its refunds are decided one at a time. */
export async function lockPaymentOf(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.applied, true)))
    .limit(1)
    .for('update');
  return row;
}

export async function refundsOf(db: DbOrTx, bookingId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt));
}

/** Minor units refunded or on their way back (failed and cancelled refunds gave nothing). */
export async function refundedSoFar(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), sql`${refunds.status} not in ('failed', 'canceled')`));
  return row?.n ?? 0;
}

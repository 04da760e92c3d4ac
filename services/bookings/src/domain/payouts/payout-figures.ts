// What a coach is owed for one schedule, from bookings' own payment and refund rows: paid − refunded −
// the platform's fee on what stays. Integer minor units throughout.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
import { bookings, payments, refunds } from '../../data/schema';

export interface PayoutSettings {
  /** `PLATFORM_FEE_PERCENT`: the platform's share of what bookers paid and kept paid. */
  feePercent: number;
  /** `PAYOUT_DELAY_DAYS`: a payout falls due this many days after its schedule ended. */
  delayDays: number;
}

export const PLATFORM_FEE_PERCENT_DEFAULT = 15;
export const PAYOUT_DELAY_DAYS_DEFAULT = 7;

/** The fee on net revenue, rounded half up to a whole minor unit. */
export const platformFee = (netMinor: number, feePercent: number) =>
  Math.max(0, Math.round((netMinor * feePercent) / 100));

export async function scheduleTakings(
  tx: DbOrTx,
  scheduleId: string,
): Promise<{ gross: number; refunds: number }> {
  // Only the payments that paid bookings: a capture refunded as unapplied was never the coach's.
  const ofSchedule = and(
    eq(payments.applied, true),
    inArray(
      payments.bookingId,
      tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.workshopScheduleId, scheduleId)),
    ),
  );
  const [paid] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(ofSchedule);
  const [back] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint` })
    .from(refunds)
    .where(
      and(
        inArray(
          refunds.bookingId,
          tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.workshopScheduleId, scheduleId)),
        ),
        // A refund the processor turned down stays with the coach; every other one is money going back.
        notInArray(refunds.status, ['failed', 'canceled']),
        inArray(
          refunds.paymentId,
          tx.select({ id: payments.id }).from(payments).where(eq(payments.applied, true)),
        ),
      ),
    );
  return { gross: Number(paid?.sum ?? 0), refunds: Number(back?.sum ?? 0) };
}

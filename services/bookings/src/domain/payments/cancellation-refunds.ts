// Refunds by the policy (SPEC-DECISIONS, refund policy) when paid bookings end or give a seat back:
// a booking cancelled at least REFUND_DEADLINE_HOURS before the start gets what is left back, later
// nothing; a cancelled schedule refunds everyone in full; seats given back refund what was paid beyond
// the booking's new price.
// Written in the cancelling transaction (refund row + credit note + event); the processor is asked
// after the commit with the refund row's id as the idempotency key.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Actor, DbOrTx } from '@coachwork/service-kit';
import { lockPaymentOf, refundedSoFar } from '../../data/payment.repository';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import { payments, refunds, type BookingRow, type RefundRow } from '../../data/schema';
import { nothingAfterCommit, type AfterCommit, type CancellationRefunds } from '../context';
import { recordRefund } from '../invoices/booking-documents';
import { audit } from '../audit/audit';
import { toMajorUnits } from '../money';
import type { PaymentsContext } from './payments-context';
import { reconcilePayments } from './reconcile-payments';
import { refundDue, type RefundCause } from './refund-policy';
import { sendRefund } from './send-refund';

async function refundBooking(
  ctx: PaymentsContext,
  tx: DbOrTx,
  booking: BookingRow,
  cause: RefundCause,
  /** The person (an Actor when the request is at hand, with its address), or null for the system. */
  by: Actor | string | null,
  now: Date,
): Promise<{ refund: RefundRow; intentId: string } | null> {
  const requestedBy = typeof by === 'string' || by === null ? by : by.userId;
  const payment = await lockPaymentOf(tx, booking.id);
  if (!payment) return null;
  const schedule = await findScheduleCopy(tx, booking.workshopScheduleId);
  if (!schedule) return null;
  const decision = refundDue(cause, {
    paid: payment.amount,
    refunded: await refundedSoFar(tx, payment.id),
    startsAt: schedule.startDate,
    now,
    deadlineHours: ctx.options.refundDeadlineHours,
  });
  if (decision.amount <= 0) return null;
  const kind = cause.kind === 'admin' ? 'admin' : cause.kind;
  const { refund } = await recordRefund(ctx, tx, {
    booking,
    schedule,
    payment,
    amount: decision.amount,
    kind,
    reason: decision.reason,
    requestedBy,
    now,
  });
  await audit(tx, {
    actor:
      typeof by === 'string' ? { userId: by, sessionId: null, roles: [], permissions: [] } : (by ?? 'system'),
    onBehalfOf: booking.userId,
    action: 'refund.issued',
    objectType: 'refund',
    objectId: refund.id,
    after: {
      bookingId: booking.id,
      amount: toMajorUnits(refund.amount, refund.currency),
      currency: refund.currency,
      kind,
      reason: refund.reason,
    },
  });
  return { refund, intentId: payment.providerIntentId };
}

function afterCommit(
  ctx: PaymentsContext,
  made: ({ refund: RefundRow; intentId: string } | null)[],
): AfterCommit {
  const due = made.filter((m) => m !== null);
  if (!due.length) return nothingAfterCommit;
  return async () => {
    for (const m of due) await sendRefund(ctx, m.refund, m.intentId);
  };
}

const RECONCILE_EVERY_MS = 10 * 60_000;
const RECONCILE_WINDOW_MS = 2 * 24 * 3_600_000;

export function cancellationRefunds(ctx: PaymentsContext): CancellationRefunds {
  let reconciledAt = -Infinity;
  return {
    async reconcileDue(now) {
      if (now.getTime() - reconciledAt < RECONCILE_EVERY_MS) return 0;
      reconciledAt = now.getTime();
      const report = await reconcilePayments(ctx, new Date(now.getTime() - RECONCILE_WINDOW_MS));
      return Object.values(report.settled).reduce((a, b) => a + b, 0);
    },
    async bookingsCancelled(tx, ended, cause, requestedBy, now) {
      const made = [];
      for (const b of ended) {
        // Only a booking that had been paid has anything to give back.
        if (!b.confirmedAt) continue;
        made.push(
          await refundBooking(
            ctx,
            tx,
            b,
            cause === 'schedule'
              ? { kind: 'schedule-cancelled' }
              : cause === 'schedule-moved' || cause === 'booking-moved'
                ? { kind: cause }
                : { kind: 'booking-cancelled' },
            requestedBy,
            now,
          ),
        );
      }
      return afterCommit(ctx, made);
    },
    async retryPending(now) {
      const due = await ctx.db
        .select({ refund: refunds, intentId: payments.providerIntentId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
            // Leave the request that wrote it a minute to ask first.
            lte(refunds.createdAt, new Date(now.getTime() - 60_000)),
          ),
        )
        .limit(50);
      for (const d of due) await sendRefund(ctx, d.refund, d.intentId);
      return due.length;
    },
    async seatCancelled(tx, booking, requestedBy, now, reason) {
      if (booking.status !== 'CONFIRMED') return nothingAfterCommit;
      const made = await refundBooking(
        ctx,
        tx,
        booking,
        { kind: 'seat-cancelled', newAmount: booking.amount, reason },
        requestedBy,
        now,
      );
      return afterCommit(ctx, [made]);
    },
  };
}

/** A super-admin's refund of any amount up to what is left (minor units). */
export async function adminRefund(
  ctx: PaymentsContext,
  booking: BookingRow,
  amount: number,
  actor: Actor,
  /** The last write of the refund's transaction (the route's idempotent answer). */
  beforeCommit?: (tx: DbOrTx, refund: RefundRow) => Promise<void>,
  /** Why, for the credit note; none: 'Refund by an administrator'. */
  reason?: string | null,
): Promise<RefundRow | null> {
  const now = ctx.now();
  const made = await ctx.db.transaction(async (tx) => {
    const m = await refundBooking(ctx, tx, booking, { kind: 'admin', amount, reason }, actor, now);
    if (m && beforeCommit) await beforeCommit(tx, m.refund);
    return m;
  });
  if (!made) return null;
  return sendRefund(ctx, made.refund, made.intentId);
}

// POST /v1/payments/bookings/{id}/finalize, the processor's payment-succeeded webhook, an intent being
// replaced and payments reconciliation: the one path that settles money the processor captured. The
// processor is asked whether the intent is this booking's and succeeded; then one transaction, holding
// the booking's row lock, records the capture (payments are unique per intent) and either applies it
// (it pays the booking's price now, and the booking can still be confirmed: PENDING, or a late payment
// whose seats and voucher use are still free) or refunds it in full. Nothing the processor took is
// ever left out of the ledger: captured = payments recorded, and every payment is applied or refunded.
import { and, eq } from 'drizzle-orm';
import { addToOutbox, ConflictError, ValidationError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import {
  BOOKING_ALREADY_PAID,
  LATE_PAYMENT_REFUNDED,
  PAYMENT_INTENT_NOT_FOR_BOOKING,
  PAYMENT_NOT_SUCCEEDED,
  PAYMENT_REFUNDED_NOT_APPLIED,
} from '@coachwork/contracts';
import { findBooking, type BookingWithSchedule } from '../../data/booking.repository';
import { appliedPaymentOf, intentByProviderId, paymentByIntent } from '../../data/payment.repository';
import { takeSeats } from '../../data/schedule-copy.repository';
import {
  bookings,
  eventStore,
  paymentIntents,
  payments,
  refunds,
  voucherRedemptions,
  type BookingRow,
  type PaymentRow,
  type RefundRow,
} from '../../data/schema';
import { findVoucherByCode, takeVoucherUse, voucherTerms } from '../../data/voucher.repository';
import { bookingPayload } from '../bookings/booking-events';
import { confirmPendingBooking } from '../bookings/booking-state';
import { finishPaidMove } from '../bookings/move-by-payment';
import { HOLD_EXPIRED } from '../bookings/booking-sweeper';
import { issueBookingInvoice, recordRefund } from '../invoices/booking-documents';
import { toMajorUnits } from '../money';
import { confirmVoucherUse } from '../vouchers/voucher-redemption';
import { isVoucherExpired } from '../vouchers/voucher-rules';
import { announceGuestConfirmation } from './guest-checkout.use-case';
import { describeCard, type PaymentIntent } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { withProvider } from './provider-errors';
import { sendRefund } from './send-refund';
import { audit } from '../audit/audit';

const notForBooking = () => new ValidationError({ paymentIntentId: [PAYMENT_INTENT_NOT_FOR_BOOKING] });

/** Rolls a late payment's savepoint back when its seats or voucher use are gone. */
class NotRetaken extends Error {}

/**
 * A hold that expired before the money arrived: the booking comes back CONFIRMED only when its voucher
 * use and its seats can both be taken again, in this transaction (a savepoint undoes the one when the
 * other fails); otherwise it stays CANCELLED and the payment is refunded.
 */
async function settleLatePayment(
  tx: DbOrTx,
  booking: BookingRow,
  paid: { amountPaid: number; paymentMethod: string | null; paymentTransactionId: string },
  now: Date,
): Promise<BookingRow | undefined> {
  if (booking.status !== 'CANCELLED' || booking.cancellationReason !== HOLD_EXPIRED) return undefined;
  try {
    return await tx.transaction(async (sp) => {
      if (booking.voucherCode && booking.discount > 0) {
        const voucher = await findVoucherByCode(sp, booking.voucherCode);
        if (!voucher || isVoucherExpired(voucherTerms(voucher), now)) throw new NotRetaken();
        if (!(await takeVoucherUse(sp, voucher.id, now))) throw new NotRetaken();
        await sp
          .update(voucherRedemptions)
          .set({ status: 'CONFIRMED', updatedAt: now })
          .where(
            and(eq(voucherRedemptions.bookingId, booking.id), eq(voucherRedemptions.status, 'RELEASED')),
          );
      }
      if (!(await takeSeats(sp, booking.workshopScheduleId, booking.seats, now))) throw new NotRetaken();
      const [row] = await sp
        .update(bookings)
        .set({
          status: 'CONFIRMED',
          confirmedAt: now,
          cancelledAt: null,
          cancelledBy: null,
          cancellationReason: null,
          expiresAt: null,
          ...paid,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'CANCELLED')))
        .returning();
      if (!row) throw new NotRetaken();
      await addToOutbox(sp, eventStore, 'bookings.booking.confirmed', bookingPayload(row));
      return row;
    });
  } catch (err) {
    if (err instanceof NotRetaken) return undefined;
    throw err;
  }
}

/**
 * A capture that pays for nothing (the booking was paid by another intent, or costs something else
 * now): recorded unapplied, with a refund of all of it. No invoice was issued for it, so no credit
 * note either, and the takings of the schedule never count it.
 */
async function refundUnapplied(
  tx: DbOrTx,
  booking: BookingRow,
  intent: PaymentIntent,
  method: string | null,
  provider: PaymentRow['provider'],
  now: Date,
): Promise<RefundRow | null> {
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      provider,
      providerIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      method,
      applied: false,
      paidAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId: payment.id,
      provider,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      kind: 'unapplied',
      reason: PAYMENT_REFUNDED_NOT_APPLIED,
      requestedBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await addToOutbox(tx, eventStore, 'bookings.payment.returned', {
    bookingId: booking.id,
    userId: booking.userId,
    paymentIntentId: intent.id,
    refundId: refund!.id,
    amount: toMajorUnits(payment.amount, payment.currency),
    currency: payment.currency,
    reason: PAYMENT_REFUNDED_NOT_APPLIED,
  });
  return refund!;
}

export type Settlement = 'applied' | 'late-refunded' | 'unapplied';

export interface FinalizeOutcome {
  found: BookingWithSchedule;
  /** This call wrote the payment (false: another caller had, or the intent was not this booking's). */
  finalized: boolean;
  /** What became of the capture (undefined when another caller had settled it). */
  settlement?: Settlement;
}

/**
 * Settles the succeeded `intent` of `bookingId` (the caller has checked it is this booking's and
 * succeeded). Safe to call many times at once: the payment row is unique per intent.
 */
export async function settleCapture(
  ctx: PaymentsContext,
  bookingId: string,
  intent: PaymentIntent,
  intentRowId: string,
  /** The person who finalized (the booker, or an admin on their behalf): the audit log's entry. */
  by?: Actor,
): Promise<Settlement | null> {
  const now = ctx.now();
  const method = describeCard(intent.card);
  const settled = await ctx.db.transaction(async (tx) => {
    // The booking's row lock orders this against seats given back, expiry and other captures.
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!locked) return null;
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', open: false, lastError: null, updatedAt: now })
      .where(eq(paymentIntents.id, intentRowId));
    const pays =
      intent.amount === locked.amount &&
      intent.currency === locked.currency &&
      !(await appliedPaymentOf(tx, bookingId));
    const late = locked.status === 'CANCELLED' && locked.cancellationReason === HOLD_EXPIRED;
    if (!pays || !(locked.status === 'PENDING' || late)) {
      const refund = await refundUnapplied(tx, locked, intent, method, ctx.provider.name, now);
      return refund ? { refund, settlement: 'unapplied' as const, moved: null } : null;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId,
        userId: locked.userId,
        provider: ctx.provider.name,
        providerIntentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        method,
        paidAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Another caller's transaction wrote it first (it waited for that commit, then found the row).
    if (!payment) return null;
    const paid = { amountPaid: intent.amount, paymentMethod: method, paymentTransactionId: intent.id };
    const current = (await findBooking(tx, bookingId))!;
    let confirmed = await confirmPendingBooking(tx, bookingId, paid, now);
    confirmed ??= await settleLatePayment(tx, locked, paid, now);
    const booking = confirmed ?? current.booking;
    const invoice = await issueBookingInvoice(ctx, tx, booking, current.schedule, payment);
    await addToOutbox(tx, eventStore, 'bookings.payment.finalized', {
      bookingId,
      userId: booking.userId,
      workshopScheduleId: booking.workshopScheduleId,
      paymentIntentId: intent.id,
      amount: toMajorUnits(intent.amount, intent.currency),
      currency: intent.currency,
      paymentMethod: method,
      invoiceNumber: invoice.number,
    });
    if (by)
      await audit(tx, {
        actor: by,
        onBehalfOf: booking.userId,
        action: 'payment.finalized',
        objectType: 'payment',
        objectId: payment.id,
        after: {
          bookingId,
          amount: toMajorUnits(intent.amount, intent.currency),
          currency: intent.currency,
          paymentMethod: method,
          invoiceNumber: invoice.number,
        },
      });
    if (confirmed) {
      await confirmVoucherUse(tx, bookingId, booking.currency, now);
      await announceGuestConfirmation(tx, booking, current.schedule);
      // A booking paid to move another to a dearer date ends that one now (move-by-payment.ts), in a
      // savepoint: whatever goes wrong there, the payment is recorded and the paid booking stands (the
      // booker then holds both, and the audit log says why for support to settle).
      const moved = await tx
        .transaction((sp) => finishPaidMove(ctx, sp, confirmed, by, now))
        .catch(async (err: unknown) => {
          await audit(tx, {
            actor: by ?? 'system',
            onBehalfOf: confirmed.userId,
            action: 'booking.move-unfinished',
            objectType: 'booking',
            objectId: confirmed.replacesBookingId ?? confirmed.id,
            after: { replacedBy: confirmed.id, error: err instanceof Error ? err.message : String(err) },
          });
          return null;
        });
      return { refund: null, settlement: 'applied' as const, moved };
    }
    // Paid, but the seats or the voucher use are gone: everything goes back, with a credit note, and
    // the booking says why (bookings.payment.refunded tells the booker).
    await tx
      .update(bookings)
      .set({
        cancellationReason: LATE_PAYMENT_REFUNDED,
        amountPaid: intent.amount,
        paymentMethod: method,
        paymentTransactionId: intent.id,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    const { refund } = await recordRefund(ctx, tx, {
      booking,
      schedule: current.schedule,
      payment,
      amount: payment.amount,
      kind: 'late-payment',
      reason: LATE_PAYMENT_REFUNDED,
      requestedBy: null,
      now,
    });
    return { refund, settlement: 'late-refunded' as const, moved: null };
  });
  if (settled?.refund) await sendRefund(ctx, settled.refund, intent.id);
  if (settled?.moved) {
    await settled.moved.refund();
    settled.moved.mails().catch(() => undefined);
  }
  return settled?.settlement ?? null;
}

/**
 * Finalizes `providerIntentId` for `bookingId`. Callers have already checked who is asking (the
 * owner, a guest's checkout token, a super-admin, or the processor's signed webhook). A capture that
 * could not pay the booking is refunded and answered 409 saying so.
 */
export async function finalizeBookingPayment(
  ctx: PaymentsContext,
  found: BookingWithSchedule,
  providerIntentId: string,
  /** The person asking (none for the processor's webhook and the demo's seed). */
  by?: Actor,
): Promise<FinalizeOutcome> {
  const bookingId = found.booking.id;
  const ours = await intentByProviderId(ctx.db, providerIntentId);
  if (!ours || ours.bookingId !== bookingId) throw notForBooking();
  const recorded = await paymentByIntent(ctx.db, providerIntentId);
  if (!recorded) {
    const intent: PaymentIntent = await withProvider(() =>
      ctx.provider.retrievePaymentIntent(providerIntentId),
    );
    if (intent.metadata.bookingId !== bookingId) throw notForBooking();
    if (intent.status !== 'succeeded')
      throw new ConflictError(PAYMENT_NOT_SUCCEEDED, { status: intent.status });
    const settlement = await settleCapture(ctx, bookingId, intent, ours.id, by);
    if (settlement === 'unapplied') throw unappliedConflict(await appliedPaymentOf(ctx.db, bookingId));
    if (settlement) return { found: (await findBooking(ctx.db, bookingId))!, finalized: true, settlement };
  }
  const settledEarlier = await paymentByIntent(ctx.db, providerIntentId);
  if (settledEarlier && !settledEarlier.applied) throw unappliedConflict(await appliedPaymentOf(ctx.db, bookingId));
  return { found: (await findBooking(ctx.db, bookingId))!, finalized: false };
}

/** "Already paid" when another payment paid the booking; otherwise why this one was refunded. */
const unappliedConflict = (applied: PaymentRow | undefined) =>
  new ConflictError(applied ? BOOKING_ALREADY_PAID : PAYMENT_REFUNDED_NOT_APPLIED);

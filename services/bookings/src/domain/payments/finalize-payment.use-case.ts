// POST /v1/payments/bookings/{id}/finalize and the processor's payment-succeeded webhook: the one path
// that turns a paid intent into a confirmed booking. The processor is asked whether the intent is this
// booking's, for its amount and currency, and succeeded; then one transaction writes the payment row
// (unique per booking and per intent: the row that proves it happened once), confirms the booking,
// counts the voucher, issues the invoice and writes the events. Every racing caller but one finds the
// payment row taken and answers the booking as it now is.
import { and, eq } from 'drizzle-orm';
import { addToOutbox, ConflictError, ValidationError, type DbOrTx } from '@coachwork/service-kit';
import {
  BOOKING_ALREADY_PAID,
  LATE_PAYMENT_REFUNDED,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_INTENT_NOT_FOR_BOOKING,
  PAYMENT_NOT_SUCCEEDED,
} from '@coachwork/contracts';
import { findBooking, type BookingWithSchedule } from '../../data/booking.repository';
import { intentByProviderId, paymentOf } from '../../data/payment.repository';
import { takeSeats } from '../../data/schedule-copy.repository';
import {
  bookings,
  eventStore,
  paymentIntents,
  payments,
  type BookingRow,
  type RefundRow,
} from '../../data/schema';
import { bookingPayload } from '../bookings/booking-events';
import { confirmPendingBooking } from '../bookings/booking-state';
import { HOLD_EXPIRED } from '../bookings/booking-sweeper';
import { issueBookingInvoice, recordRefund } from '../invoices/booking-documents';
import { toMajorUnits } from '../money';
import { confirmVoucherUse } from '../vouchers/voucher-redemption';
import { announceGuestConfirmation } from './guest-checkout.use-case';
import { describeCard, type PaymentIntent } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { withProvider } from './provider-errors';
import { sendRefund } from './send-refund';

const notForBooking = () => new ValidationError({ paymentIntentId: [PAYMENT_INTENT_NOT_FOR_BOOKING] });

/**
 * A hold that expired before the money arrived: the seats are taken again when they are still free
 * (the booking comes back CONFIRMED), otherwise the booking stays CANCELLED and the payment is refunded.
 */
async function settleLatePayment(
  tx: DbOrTx,
  booking: BookingRow,
  paid: { amountPaid: number; paymentMethod: string | null; paymentTransactionId: string },
  now: Date,
): Promise<BookingRow | undefined> {
  if (booking.status !== 'CANCELLED' || booking.cancellationReason !== HOLD_EXPIRED) return undefined;
  if (!(await takeSeats(tx, booking.workshopScheduleId, booking.seats, now))) return undefined;
  const [row] = await tx
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
  if (row) await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(row));
  return row;
}

export interface FinalizeOutcome {
  found: BookingWithSchedule;
  /** This call wrote the payment (false: another caller had, or the intent was not this booking's). */
  finalized: boolean;
}

/**
 * Finalizes `providerIntentId` for `bookingId`. Callers have already checked who is asking (the
 * owner, a guest's checkout token, a super-admin, or the processor's signed webhook).
 */
export async function finalizeBookingPayment(
  ctx: PaymentsContext,
  found: BookingWithSchedule,
  providerIntentId: string,
): Promise<FinalizeOutcome> {
  const bookingId = found.booking.id;
  const ours = await intentByProviderId(ctx.db, providerIntentId);
  if (!ours || ours.bookingId !== bookingId) throw notForBooking();
  const earlier = await paymentOf(ctx.db, bookingId);
  if (earlier) {
    if (earlier.providerIntentId !== providerIntentId) throw new ConflictError(BOOKING_ALREADY_PAID);
    return { found: (await findBooking(ctx.db, bookingId))!, finalized: false };
  }
  const intent: PaymentIntent = await withProvider(() =>
    ctx.provider.retrievePaymentIntent(providerIntentId),
  );
  if (intent.metadata.bookingId !== bookingId) throw notForBooking();
  if (intent.status !== 'succeeded')
    throw new ConflictError(PAYMENT_NOT_SUCCEEDED, { status: intent.status });
  if (intent.amount !== ours.amount || intent.currency !== ours.currency)
    throw new ConflictError(PAYMENT_AMOUNT_MISMATCH);

  const now = ctx.now();
  const method = describeCard(intent.card);
  const settled = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId,
        userId: found.booking.userId,
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
    confirmed ??= await settleLatePayment(tx, current.booking, paid, now);
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', open: false, lastError: null, updatedAt: now })
      .where(eq(paymentIntents.id, ours.id));
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
    let refund: RefundRow | null = null;
    if (confirmed) {
      await confirmVoucherUse(tx, bookingId, booking.currency, now);
      await announceGuestConfirmation(tx, booking, current.schedule);
    } else {
      // Paid, but the seats are gone: everything goes back, with a credit note, and the booking says why.
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
      ({ refund } = await recordRefund(ctx, tx, {
        booking,
        schedule: current.schedule,
        payment,
        amount: payment.amount,
        kind: 'late-payment',
        reason: LATE_PAYMENT_REFUNDED,
        requestedBy: null,
        now,
      }));
    }
    return { refund };
  });
  if (settled?.refund) await sendRefund(ctx, settled.refund, intent.id);
  return { found: (await findBooking(ctx.db, bookingId))!, finalized: settled !== null };
}

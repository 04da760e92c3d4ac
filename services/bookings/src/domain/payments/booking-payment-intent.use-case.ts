// POST /v1/payments/bookings/{id}/payment-intent: the one open intent of a held booking, for the amount
// the booking is priced at now (seats × price less the voucher). Repeat calls answer the same intent;
// one whose amount no longer matches (a voucher applied, seats given back) is replaced, but only once
// the processor has cancelled it: one it had already captured is settled (applied or refunded), never
// dropped.
import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '@coachwork/service-kit';
import {
  BOOKING_HOLD_EXPIRED,
  BOOKING_NOT_PENDING_PAYMENT,
  PAYMENT_IN_PROGRESS,
  type BookingPaymentIntentDto,
} from '@coachwork/contracts';
import { findBooking, type BookingWithSchedule } from '../../data/booking.repository';
import { intentCount, openIntentOf } from '../../data/payment.repository';
import { paymentIntents, type BookingRow, type PaymentIntentRow } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { BOOKING_NOT_FOUND } from '../bookings/booking-access';
import { toMajorUnits } from '../money';
import { ensureCustomer } from './payment-methods.use-cases';
import { settleCapture } from './finalize-payment.use-case';
import type { PaymentIntent } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { withProvider } from './provider-errors';

/** Who may pay: the booking's owner (a guest proves it with the checkout token instead). */
export async function loadOwnBooking(
  ctx: PaymentsContext,
  bookingId: string,
  ownerId: string | null,
): Promise<BookingWithSchedule> {
  const found = await findBooking(ctx.db, bookingId);
  // Someone else's booking does not exist for the caller.
  if (!found || found.booking.deletedAt || ownerId === null || found.booking.userId !== ownerId)
    throw new NotFoundError(BOOKING_NOT_FOUND);
  return found;
}

/** 409 unless the booking is PENDING with its hold still running. */
export function assertPayable(booking: BookingRow, now: Date): void {
  if (booking.status !== 'PENDING') throw new ConflictError(BOOKING_NOT_PENDING_PAYMENT);
  if (booking.expiresAt && booking.expiresAt <= now) throw new ConflictError(BOOKING_HOLD_EXPIRED);
}

export function toIntentDto(booking: BookingRow, intent: PaymentIntent): BookingPaymentIntentDto {
  return {
    bookingId: booking.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: toMajorUnits(intent.amount, intent.currency),
    currency: intent.currency,
    status: intent.status,
    error: intent.lastError?.message ?? null,
    expiresAt: booking.expiresAt ? booking.expiresAt.toISOString() : null,
  };
}

/**
 * Closes an open intent that no longer fits the booking. The processor is asked first: a cancelled
 * intent can never be paid, so only then is it closed; one that succeeded meanwhile is settled (it pays
 * the booking or is refunded in full); one still processing cannot be replaced yet (409).
 */
export async function retireIntent(ctx: PaymentsContext, row: PaymentIntentRow): Promise<void> {
  const intent = await ctx.provider
    .cancelPaymentIntent(row.providerIntentId)
    .catch(() => withProvider(() => ctx.provider.retrievePaymentIntent(row.providerIntentId)));
  if (intent.status === 'succeeded') {
    await settleCapture(ctx, row.bookingId, intent, row.id);
    return;
  }
  if (intent.status !== 'canceled') throw new ConflictError(PAYMENT_IN_PROGRESS);
  await ctx.db
    .update(paymentIntents)
    .set({ open: false, status: 'canceled', updatedAt: ctx.now() })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.open, true)));
}

export async function openBookingIntent(
  ctx: PaymentsContext,
  bookingId: string,
  ownerId: string | null,
  /** Who pays, when bookings may not have heard of them yet (a guest checkout's new account). */
  contact?: { email: string; name: string },
): Promise<BookingPaymentIntentDto> {
  let { booking } = await loadOwnBooking(ctx, bookingId, ownerId);
  assertPayable(booking, ctx.now());
  let row = await openIntentOf(ctx.db, booking.id);
  if (row && (row.amount !== booking.amount || row.currency !== booking.currency)) {
    await retireIntent(ctx, row);
    // Settling it may have paid the booking.
    ({ booking } = await loadOwnBooking(ctx, bookingId, ownerId));
    assertPayable(booking, ctx.now());
    row = undefined;
  }
  if (!row) {
    const user = (await usersByIds(ctx.db, [booking.userId])).get(booking.userId);
    const customerId = await ensureCustomer(ctx, {
      id: booking.userId,
      email: user?.email ?? contact?.email ?? null,
      name: (user && personName(user)) ?? contact?.name ?? null,
    });
    // Requests racing here send the processor the same key and get the same intent back; the partial
    // unique index on open intents lets only one row in.
    const n = await intentCount(ctx.db, booking.id);
    const created = await withProvider(() =>
      ctx.provider.createPaymentIntent({
        amount: booking.amount,
        currency: booking.currency,
        customerId,
        metadata: { bookingId: booking.id, userId: booking.userId },
        description: `Booking ${booking.id}`,
        idempotencyKey: `booking-${booking.id}-intent-${n + 1}`,
      }),
    );
    await ctx.db
      .insert(paymentIntents)
      .values({
        bookingId: booking.id,
        provider: ctx.provider.name,
        providerIntentId: created.id,
        amount: created.amount,
        currency: created.currency,
        status: created.status,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .onConflictDoNothing();
    row = await openIntentOf(ctx.db, booking.id);
    if (!row) throw new ConflictError(BOOKING_NOT_PENDING_PAYMENT);
    // Only the racer's own intent was never handed out, so nobody can have paid it.
    if (row.providerIntentId !== created.id)
      await ctx.provider.cancelPaymentIntent(created.id).catch(() => undefined);
  }
  const providerIntentId = row.providerIntentId;
  const intent = await withProvider(() => ctx.provider.retrievePaymentIntent(providerIntentId));
  return toIntentDto(booking, intent);
}

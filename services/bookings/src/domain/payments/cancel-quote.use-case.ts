// What giving a seat back or cancelling a booking would refund now, asked before the booker confirms:
// the same rules (assertMayCancelSeat, the booking's cancel rules), the same price (priceForSeats) and
// the same policy (refundDue) as the cancel itself, read without locks and writing nothing.
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import { BOOKING_STARTED_NO_CANCEL, CANCEL_BOOKING_INSTEAD, type CancelQuoteDto } from '@coachwork/contracts';
import { appliedPaymentOf, refundedSoFar } from '../../data/payment.repository';
import type { BookingRow, ScheduleCopyRow } from '../../data/schema';
import { accessTo, BOOKING_NOT_FOUND, loadBookingFor } from '../bookings/booking-access';
import { priceForSeats } from '../bookings/booking-price';
import { isActive, stateConflict } from '../bookings/booking-state';
import { toMajorUnits } from '../money';
import { assertMayCancelSeat } from '../seats/seat-actions.use-case';
import { loadSeatFor } from '../seats/seat-access';
import type { PaymentsContext } from './payments-context';
import { refundDue, type RefundCause } from './refund-policy';

export const NOTHING_PAID_YET = 'Nothing has been paid for this booking';

async function quote(
  ctx: PaymentsContext,
  db: DbOrTx,
  booking: BookingRow,
  schedule: ScheduleCopyRow,
  cause: RefundCause,
  newAmount: number,
  now: Date,
): Promise<CancelQuoteDto> {
  const currency = booking.currency;
  const major = (minor: number) => toMajorUnits(minor, currency);
  // Only a confirmed booking's payment is refunded (a seat of a held one lowers what is left to pay).
  const payment = booking.status === 'CONFIRMED' ? await appliedPaymentOf(db, booking.id) : undefined;
  if (!payment) return { refund: 0, newAmount: major(newAmount), currency, reason: NOTHING_PAID_YET };
  const decision = refundDue(cause, {
    paid: payment.amount,
    refunded: await refundedSoFar(db, payment.id),
    startsAt: schedule.startDate,
    now,
    deadlineHours: ctx.options.refundDeadlineHours,
  });
  return { refund: major(decision.amount), newAmount: major(newAmount), currency, reason: decision.reason };
}

/** GET /v1/booking-seats/{id}/cancel-quote: who may give the seat back may ask. */
export async function seatCancelQuote(
  ctx: PaymentsContext,
  id: string,
  actor: Actor,
): Promise<CancelQuoteDto> {
  const s = await loadSeatFor(ctx.db, id, actor);
  const now = ctx.now();
  assertMayCancelSeat(s, actor, now);
  if (s.booking.seats <= 1) throw new ConflictError(CANCEL_BOOKING_INSTEAD);
  const price = await priceForSeats(ctx.db, s.booking, s.booking.seats - 1);
  return quote(
    ctx,
    ctx.db,
    s.booking,
    s.schedule,
    { kind: 'seat-cancelled', newAmount: price.amount },
    price.amount,
    now,
  );
}

/** GET /v1/bookings/{id}/cancel-quote: the owner before the start, a super-admin any time. */
export async function bookingCancelQuote(
  ctx: PaymentsContext,
  id: string,
  actor: Actor,
): Promise<CancelQuoteDto> {
  const found = await loadBookingFor(ctx.db, id, actor);
  if (found.booking.deletedAt) throw new NotFoundError(BOOKING_NOT_FOUND);
  const isAdmin = accessTo(actor, found, 'bookings.update').isAdmin;
  if (!isAdmin && !found.access.isOwner) throw new ForbiddenError();
  if (!isActive(found.booking.status)) throw stateConflict(found.booking.status);
  const now = ctx.now();
  if (!isAdmin && found.schedule.startDate <= now) throw new ConflictError(BOOKING_STARTED_NO_CANCEL);
  return quote(ctx, ctx.db, found.booking, found.schedule, { kind: 'booking-cancelled' }, 0, now);
}

// The booking's state machine (SPEC-DECISIONS "Transitions"): PENDING → CONFIRMED | CANCELLED;
// CONFIRMED → CANCELLED | COMPLETED | NO_SHOW. Every move is a conditional UPDATE on the status, so of
// two racing moves (a cancel and the hold's expiry, two sweepers) exactly one happens; seats are
// freed in the same transaction as the move that ends them.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { addToOutbox, ConflictError, type DbOrTx } from '@coachwork/service-kit';
import {
  BOOKING_ALREADY_CANCELLED,
  BOOKING_ALREADY_COMPLETED,
  BOOKING_ALREADY_NO_SHOW,
  BOOKING_NOT_ACTIVE,
  type BookingStatus,
} from '@coachwork/contracts';
import { freeSeats } from '../../data/schedule-copy.repository';
import { bookings, eventStore, type BookingRow } from '../../data/schema';
import { releaseVoucherUses } from '../vouchers/voucher-redemption';
import { bookingPayload } from './booking-events';

export const ACTIVE_STATUSES = ['PENDING', 'CONFIRMED'] as const satisfies readonly BookingStatus[];
export const isActive = (status: BookingStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/** The 409 for a booking that is not in a state the action starts from. */
export function stateConflict(status: BookingStatus): ConflictError {
  const message: Partial<Record<BookingStatus, string>> = {
    CANCELLED: BOOKING_ALREADY_CANCELLED,
    COMPLETED: BOOKING_ALREADY_COMPLETED,
    NO_SHOW: BOOKING_ALREADY_NO_SHOW,
  };
  return new ConflictError(message[status] ?? BOOKING_NOT_ACTIVE);
}

/**
 * Cancels the PENDING or CONFIRMED bookings `where` selects, frees their seats (one counter change
 * per schedule) and writes `bookings.booking.cancelled` for each. Returns the bookings it cancelled;
 * a booking another transaction ended first is not among them.
 */
export async function cancelActiveBookings(
  tx: DbOrTx,
  where: SQL,
  reason: string,
  cancelledBy: string | null,
  now: Date,
): Promise<BookingRow[]> {
  const ended = await tx
    .update(bookings)
    .set({ status: 'CANCELLED', cancellationReason: reason, cancelledAt: now, cancelledBy, updatedAt: now })
    .where(and(where, inArray(bookings.status, [...ACTIVE_STATUSES])))
    .returning();
  const bySchedule = new Map<string, number>();
  for (const b of ended)
    bySchedule.set(b.workshopScheduleId, (bySchedule.get(b.workshopScheduleId) ?? 0) + b.seats);
  for (const [scheduleId, seats] of bySchedule) await freeSeats(tx, scheduleId, seats);
  // A voucher use held by a booking that ends unpaid goes back with its seats.
  await releaseVoucherUses(
    tx,
    ended.filter((b) => !b.confirmedAt).map((b) => b.id),
    now,
  );
  for (const b of ended) {
    await addToOutbox(tx, eventStore, 'bookings.booking.cancelled', {
      ...bookingPayload(b),
      // Only confirmation sets confirmedAt, so it tells what the booking was a moment ago.
      previousStatus: b.confirmedAt ? 'CONFIRMED' : 'PENDING',
      reason,
      cancelledBy,
    });
  }
  return ended;
}

/** A held booking paying for a move to a dearer date (move-by-payment.ts): its seats wait for the payment. */
export const awaitsMove = (b: { status: string; replacesBookingId: string | null }): boolean =>
  b.status === 'PENDING' && b.replacesBookingId !== null;

export interface Payment {
  /** Minor units. */
  amountPaid: number;
  paymentMethod: string | null;
  paymentTransactionId: string | null;
}

/**
 * PENDING → CONFIRMED, for Payments once the money is in: returns undefined when the booking is no
 * longer PENDING (its hold expired or it was cancelled meanwhile), and the payment must then be refunded.
 */
export async function confirmPendingBooking(
  tx: DbOrTx,
  id: string,
  payment: Payment,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'CONFIRMED', confirmedAt: now, ...payment, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'PENDING')))
    .returning();
  if (row) await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(row));
  return row;
}

// POST /v1/bookings/{id}/cancel and /no-show: who may move a booking, and when.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addToOutbox,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type Actor,
} from '@coachwork/service-kit';
import {
  BOOKING_STARTED_NO_CANCEL,
  NO_SHOW_BEFORE_START,
  NO_SHOW_CHECKED_IN,
  NO_SHOW_NOT_CONFIRMED,
  type BookingDto,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findBooking } from '../../data/booking.repository';
import { bookingSeats, bookings, eventStore } from '../../data/schema';
import { nothingAfterCommit, type BookingsContext } from '../context';
import { accessTo, BOOKING_NOT_FOUND, loadBookingFor } from './booking-access';
import { bookingPayload } from './booking-events';
import { cancelActiveBookings, isActive, stateConflict } from './booking-state';
import { audit } from '../audit/audit';

/** A trashed booking takes no actions until it is restored. */
async function liveBookingFor(ctx: BookingsContext, id: string, actor: Actor) {
  const found = await loadBookingFor(ctx.db, id, actor);
  if (found.booking.deletedAt) throw new NotFoundError(BOOKING_NOT_FOUND);
  return found;
}

/** PENDING or CONFIRMED → CANCELLED and the seats back on sale: the owner before the start, a super-admin any time. */
export async function cancelBooking(
  ctx: BookingsContext,
  id: string,
  reason: string,
  actor: Actor,
): Promise<BookingDto> {
  const found = await liveBookingFor(ctx, id, actor);
  const isAdmin = accessTo(actor, found, 'bookings.update').isAdmin;
  if (!isAdmin && !found.access.isOwner) throw new ForbiddenError();
  if (!isActive(found.booking.status)) throw stateConflict(found.booking.status);
  const now = ctx.now();
  if (!isAdmin && found.schedule.startDate <= now) throw new ConflictError(BOOKING_STARTED_NO_CANCEL);
  const { ended, refund } = await ctx.db.transaction(async (tx) => {
    const ended = await cancelActiveBookings(tx, eq(bookings.id, id), reason, actor.userId, now);
    // A paid booking gets its money back by the policy, in this transaction (credit note included).
    const refund = ctx.refunds
      ? await ctx.refunds.bookingsCancelled(tx, ended, 'booking', actor, now)
      : nothingAfterCommit;
    for (const b of ended)
      await audit(tx, {
        actor,
        onBehalfOf: b.userId,
        action: 'booking.cancelled',
        objectType: 'booking',
        objectId: b.id,
        before: { status: found.booking.status },
        after: { status: b.status, cancellationReason: reason },
      });
    return { ended, refund };
  });
  await refund();
  const after = (await findBooking(ctx.db, id))!;
  // Another transaction (the hold's expiry, a cancelled schedule) ended it a moment before.
  if (!ended.length) throw stateConflict(after.booking.status);
  return toBookingDto(after.booking, after.schedule, found.access.viewer, now);
}

/**
 * CONFIRMED → NO_SHOW, by the schedule's coach (or a super-admin) once the workshop has started, and
 * never for a booking one of whose seats was checked in.
 */
export async function markNoShow(ctx: BookingsContext, id: string, actor: Actor): Promise<BookingDto> {
  const found = await liveBookingFor(ctx, id, actor);
  const isAdmin = accessTo(actor, found, 'bookings.update').isAdmin;
  if (!isAdmin && !found.access.isCoach) throw new ForbiddenError();
  const now = ctx.now();
  if (found.booking.status === 'PENDING') throw new ConflictError(NO_SHOW_NOT_CONFIRMED);
  if (found.booking.status !== 'CONFIRMED') throw stateConflict(found.booking.status);
  if (found.schedule.startDate > now) throw new ConflictError(NO_SHOW_BEFORE_START);
  const row = await ctx.db.transaction(async (tx) => {
    // The booking's row is the lock a check-in takes too (check-in.use-case), so a scan at the door
    // and a no-show at the same moment cannot both win: whichever locks it second sees the other.
    await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${id} for update`);
    const [checkedIn] = await tx
      .select({ id: bookingSeats.id })
      .from(bookingSeats)
      .where(and(eq(bookingSeats.bookingId, id), isNotNull(bookingSeats.checkedInAt)))
      .limit(1);
    if (checkedIn) throw new ConflictError(NO_SHOW_CHECKED_IN);
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'NO_SHOW', noShowAt: now, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'CONFIRMED')))
      .returning();
    if (updated) {
      await addToOutbox(tx, eventStore, 'bookings.booking.no-show', bookingPayload(updated));
      await audit(tx, {
        actor,
        onBehalfOf: updated.userId,
        action: 'booking.no-show',
        objectType: 'booking',
        objectId: id,
        before: { status: 'CONFIRMED' },
        after: { status: 'NO_SHOW' },
      });
    }
    return updated;
  });
  if (!row) throw stateConflict((await findBooking(ctx.db, id))!.booking.status);
  return toBookingDto(row, found.schedule, found.access.viewer, now);
}

// What the booking's owner does to one seat besides inviting: revoke an invitation (the seat is open
// for another invitation) or give the seat back (it goes back on sale); and what the coach records on
// it (attendance).
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  addToOutbox,
  can,
  changedFields,
  ConflictError,
  ForbiddenError,
  ValidationError,
  type Actor,
} from '@coachwork/service-kit';
import {
  BOOKING_STARTED_NO_CANCEL,
  CANCEL_BOOKING_INSTEAD,
  MOVE_SEATS_WAIT,
  SEAT_ALREADY_CANCELLED,
  SEAT_FIELD_NOT_YOURS,
  SEAT_FIELD_READ_ONLY,
  SEAT_NOTHING_TO_REVOKE,
  SEAT_TAKEN,
  type BookingSeatDto,
  type PatchBookingSeatInput,
} from '@coachwork/contracts';
import { toSeatDto } from '../../data/booking.presenter';
import { freeSeats } from '../../data/schedule-copy.repository';
import { bookings, bookingSeats, eventStore, seatInvitations, type BookingSeatRow } from '../../data/schema';
import { usersByIds } from '../../data/user-directory.repository';
import { bookingPayload } from '../bookings/booking-events';
import { priceForSeats } from '../bookings/booking-price';
import { awaitsMove, isActive, stateConflict } from '../bookings/booking-state';
import { confirmVoucherUse, repriceVoucherUse } from '../vouchers/voucher-redemption';
import { nothingAfterCommit, type BookingsContext } from '../context';
import type { SeatWithBooking } from '../../data/booking-seat.repository';
import { loadSeatFor, type SeatAccess } from './seat-access';
import { audit } from '../audit/audit';

async function present(ctx: BookingsContext, seat: BookingSeatRow, access: SeatAccess, actor: Actor) {
  const users = await usersByIds(ctx.db, [seat.userId]);
  return toSeatDto(seat, ctx.now(), { users, viewer: access.viewer, viewerId: actor.userId });
}

const seatEvent = (seat: BookingSeatRow, before?: { userId: string | null; email: string | null }) => ({
  seatId: seat.id,
  bookingId: seat.bookingId,
  workshopScheduleId: seat.workshopScheduleId,
  userId: before ? before.userId : seat.userId,
  email: before ? before.email : seat.email,
});

/** PENDING, DECLINED or EXPIRED → an open seat (nobody invited); the link stops working. */
export async function revokeInvitation(
  ctx: BookingsContext,
  id: string,
  actor: Actor,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, id, actor);
  if (!s.access.isOwner && !can(actor, 'booking-seats.update')) throw new ForbiddenError();
  if (s.seat.status === 'ACCEPTED') throw new ConflictError(SEAT_TAKEN);
  if (s.seat.status === null) throw new ConflictError(SEAT_NOTHING_TO_REVOKE);
  const now = ctx.now();
  const seat = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookingSeats)
      .set({
        userId: null,
        email: null,
        inviterId: null,
        status: null,
        invitedAt: null,
        invitationExpiresAt: null,
        respondedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookingSeats.id, id),
          gt(bookingSeats.position, 1),
          inArray(bookingSeats.status, ['PENDING', 'DECLINED', 'EXPIRED']),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx
      .update(seatInvitations)
      .set({ status: 'REVOKED', respondedAt: now })
      .where(and(eq(seatInvitations.seatId, id), eq(seatInvitations.status, 'PENDING')));
    await addToOutbox(tx, eventStore, 'bookings.seat.revoked', seatEvent(row, s.seat));
    await audit(tx, {
      actor,
      onBehalfOf: s.booking.userId,
      action: 'seat.revoked',
      objectType: 'seat',
      objectId: id,
      before: { status: s.seat.status, email: s.seat.email, userId: s.seat.userId },
      after: { status: null, email: null, userId: null },
    });
    return row;
  });
  if (!seat) throw new ConflictError(SEAT_TAKEN);
  return present(ctx, seat, s.access, actor);
}

/**
 * Who may give a seat back, and when (the cancel and its quote ask the same): the booking's owner or
 * the person who accepted the seat (their own seat only; the refund, if any, goes to the booker who
 * paid) before the start, a super-admin any time; not a seat already given back, nor one of a booking
 * that is no longer held or confirmed.
 */
export function assertMayCancelSeat(
  s: SeatWithBooking & { access: SeatAccess },
  actor: Actor,
  now: Date,
): void {
  const isAdmin = can(actor, 'booking-seats.update');
  const isHolder = s.access.isInvitee && s.seat.status === 'ACCEPTED';
  if (!s.access.isOwner && !isHolder && !isAdmin) throw new ForbiddenError();
  if (s.seat.cancelledAt) throw new ConflictError(SEAT_ALREADY_CANCELLED);
  if (!isActive(s.booking.status)) throw stateConflict(s.booking.status);
  if (awaitsMove(s.booking)) throw new ConflictError(MOVE_SEATS_WAIT);
  if (!isAdmin && s.schedule.startDate <= now) throw new ConflictError(BOOKING_STARTED_NO_CANCEL);
}

/**
 * Gives one seat back: the booking keeps its other seats and is priced again for them (its voucher's
 * rule applied to the new subtotal), and the seat goes back on sale, all in one transaction. A held
 * booking then pays the new price (a price of 0 confirms it); a paid one gets back what it paid beyond
 * the new price, by the refund policy. Not the booking's last seat: that is cancelling the booking.
 * Owner or the seat's holder before the start, super-admin any time (assertMayCancelSeat).
 */
export async function cancelSeat(
  ctx: BookingsContext,
  id: string,
  actor: Actor,
  /** Why, for the credit note of a paid booking's refund. */
  reason?: string | null,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, id, actor);
  const now = ctx.now();
  assertMayCancelSeat(s, actor, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    // The booking's row lock orders this against payment, expiry and other seats of the same booking.
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, s.booking.id)).for('update');
    if (!locked || !isActive(locked.status)) throw stateConflict(locked?.status ?? s.booking.status);
    if (locked.seats <= 1) return 'last' as const;
    const [seat] = await tx
      .update(bookingSeats)
      .set({ cancelledAt: now, updatedAt: now })
      .where(and(eq(bookingSeats.id, id), isNull(bookingSeats.cancelledAt)))
      .returning();
    if (!seat) throw new ConflictError(SEAT_ALREADY_CANCELLED);
    const price = await priceForSeats(tx, locked, locked.seats - 1);
    const madeFree = locked.status === 'PENDING' && price.amount === 0;
    const [booking] = await tx
      .update(bookings)
      .set({
        seats: price.seats,
        subtotal: price.subtotal,
        discount: price.discount,
        amount: price.amount,
        ...(madeFree && { status: 'CONFIRMED' as const, confirmedAt: now, expiresAt: null, amountPaid: 0 }),
        updatedAt: now,
      })
      .where(eq(bookings.id, locked.id))
      .returning();
    await repriceVoucherUse(tx, booking!, now);
    await tx
      .update(seatInvitations)
      .set({ status: 'REVOKED', respondedAt: now })
      .where(and(eq(seatInvitations.seatId, id), eq(seatInvitations.status, 'PENDING')));
    await freeSeats(tx, seat.workshopScheduleId, 1);
    await addToOutbox(tx, eventStore, 'bookings.seat.cancelled', {
      ...seatEvent(seat),
      cancelledBy: actor.userId,
    });
    await audit(tx, {
      actor,
      onBehalfOf: locked.userId,
      action: 'seat.cancelled',
      objectType: 'seat',
      objectId: id,
      before: { cancelledAt: null, bookingSeats: locked.seats, bookingAmount: locked.amount },
      after: { cancelledAt: now, bookingSeats: booking!.seats, bookingAmount: booking!.amount },
    });
    if (madeFree) {
      // Nothing left to pay: the hold becomes a booking, like a booking free from the start.
      await confirmVoucherUse(tx, booking!.id, booking!.currency, now);
      await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(booking!));
    }
    // A paid booking gets back what it paid beyond its new price, by the policy.
    const refund = ctx.refunds
      ? await ctx.refunds.seatCancelled(tx, booking!, actor, now, reason)
      : nothingAfterCommit;
    return { seat, refund };
  });
  if (outcome === 'last') throw new ConflictError(CANCEL_BOOKING_INSTEAD);
  await outcome.refund();
  return present(ctx, outcome.seat, s.access, actor);
}

const SEAT_READ_ONLY = [
  'bookingId',
  'workshopScheduleId',
  'position',
  'userId',
  'email',
  'inviterId',
  'status',
] as const;

/** Who sits on a seat changes only through invitations: naming it in a PATCH is a 422, not a no-op. */
export function assertPatchableSeatFields(body: unknown): ValidationError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const named = SEAT_READ_ONLY.filter((key) => key in body);
  return named.length
    ? new ValidationError(Object.fromEntries(named.map((key) => [key, [SEAT_FIELD_READ_ONLY]])))
    : undefined;
}

/** The coach (or a super-admin) records attendance; the owner keeps notes in `meta`. */
export async function updateSeat(
  ctx: BookingsContext,
  id: string,
  input: PatchBookingSeatInput,
  actor: Actor,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, id, actor);
  const isAdmin = can(actor, 'booking-seats.update');
  const allowed = new Set<string>([
    ...(isAdmin || s.access.isCoach ? ['attended', 'attendanceNotes'] : []),
    ...(isAdmin || s.access.isOwner ? ['meta'] : []),
  ]);
  const given = Object.entries(input).filter(([, v]) => v !== undefined);
  if (!s.access.isAdmin && !s.access.isCoach && !s.access.isOwner) throw new ForbiddenError();
  if (given.some(([key]) => !allowed.has(key))) throw new ForbiddenError(SEAT_FIELD_NOT_YOURS);
  const seat = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookingSeats)
      .set({ ...Object.fromEntries(given), updatedAt: ctx.now() })
      .where(eq(bookingSeats.id, id))
      .returning();
    const change = changedFields(
      s.seat,
      row!,
      given.map(([key]) => key),
    );
    if (Object.keys(change.after).length)
      await audit(tx, { actor, action: 'seat.updated', objectType: 'seat', objectId: id, ...change });
    return row!;
  });
  return present(ctx, seat, s.access, actor);
}

// Moving a booking to another published date of its workshop (issue 27 item 3). Allowed to its booker
// (or a super-admin on their behalf) while the refund policy would still give everything back: at least
// REFUND_DEADLINE_HOURS before the booking's start, the window of a full refund. The price on the new
// date is worked out on the server (seats × that date's price, the booking's voucher re-checked there:
// one that does not apply to it is dropped, and the quote says so).
//
// Money: a held (PENDING) booking just has a new price to pay. A paid booking moves at once when the
// new date costs the same or less, and what it paid beyond the new price goes back with a credit note
// (the seat-cancel refund machinery, in the move's transaction). A paid booking moving to a dearer date
// is paid anew at the new price by a held booking that replaces it, and everything the old one paid
// comes back when that payment succeeds (move-by-payment.ts); the route answers 202 with that booking.
//
// Seats: one transaction moves the booking row (a conditional UPDATE on its status and schedule, so a
// racing cancel or second move loses), its seats, frees the old date's seats and takes the new date's
// with the same one-statement take as POST /v1/bookings (the database refuses overselling). The two
// schedule rows are locked in the order of their ids, so moves in opposite directions never deadlock.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  addToOutbox,
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import {
  MOVE_NOT_YOURS,
  MOVE_OTHER_WORKSHOP,
  MOVE_OUTSIDE_WINDOW,
  MOVE_SAME_SCHEDULE,
  NOT_ENOUGH_SEATS,
  SEATS_GO_TO_WAITLIST,
  VOUCHER_NOT_ON_NEW_DATE,
  type BookingDto,
  type MoveQuoteDto,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findBooking, type BookingWithSchedule } from '../../data/booking.repository';
import { appliedPaymentOf, refundedSoFar } from '../../data/payment.repository';
import {
  findScheduleCopy,
  freeSeats,
  seatsLeftOf,
  takeSeats,
  waitlistGoesFirst,
} from '../../data/schedule-copy.repository';
import {
  bookingMoves,
  bookings,
  bookingSeats,
  eventStore,
  scheduleCopies,
  type BookingRow,
  type ScheduleCopyRow,
} from '../../data/schema';
import { findVoucherByCode, voucherTerms } from '../../data/voucher.repository';
import { audit } from '../audit/audit';
import { nothingAfterCommit } from '../context';
import { toMajorUnits, toMinorUnits } from '../money';
import type { PaymentsContext } from '../payments/payments-context';
import { withinRefundDeadline } from '../payments/refund-policy';
import { priceBooking, voucherAppliesTo, type BookingPrice } from '../vouchers/voucher-rules';
import { accessTo, BOOKING_NOT_FOUND, loadBookingFor } from './booking-access';
import { bookingPayload } from './booking-events';
import { isActive, stateConflict } from './booking-state';
import { refusal } from './create-booking.use-case';
import { bookingMovedMails } from './move-booking.mails';
import { startPaidMove } from './move-by-payment';

/** What a move to one date would do, in minor units. */
export interface MovePlan {
  target: ScheduleCopyRow;
  price: BookingPrice;
  voucherCode: string | null;
  voucherDropped: string | null;
  /** Paid and not refunded yet (0 for a held or free booking). */
  paidLeft: number;
  charge: number;
  refund: number;
  /** A paid booking to a dearer date: paid anew by the booking that replaces it (move-by-payment.ts). */
  byPayment: boolean;
  blocked: string | null;
}

/** The booking, if the caller may move it now (its booker, or a super-admin with bookings.update). */
async function movableBooking(ctx: PaymentsContext, id: string, actor: Actor) {
  const found = await loadBookingFor(ctx.db, id, actor);
  if (found.booking.deletedAt) throw new NotFoundError(BOOKING_NOT_FOUND);
  const isAdmin = accessTo(actor, found, 'bookings.update').isAdmin;
  if (!isAdmin && !found.access.isOwner) throw new ForbiddenError(MOVE_NOT_YOURS);
  if (!isActive(found.booking.status)) throw stateConflict(found.booking.status);
  const hours = ctx.options.refundDeadlineHours;
  if (!withinRefundDeadline(found.schedule.startDate, ctx.now(), hours))
    throw new ConflictError(MOVE_OUTSIDE_WINDOW(hours));
  return found;
}

/** The booking's price on `target`, its voucher re-checked against the new date. */
async function priceOn(db: DbOrTx, booking: BookingRow, target: ScheduleCopyRow) {
  const unitPrice = toMinorUnits(Number(target.price), booking.currency);
  const code = booking.voucherCode;
  if (!code) return { price: priceBooking(unitPrice, booking.seats, booking.currency, null), dropped: null };
  const voucher = await findVoucherByCode(db, code);
  // The booking already holds its use, so only the voucher's scope is asked again.
  const applies =
    voucher &&
    voucherAppliesTo(voucherTerms(voucher), {
      workshopScheduleId: target.id,
      workshopId: target.workshopId,
      workshopTemplateId: null,
    });
  return {
    price: priceBooking(unitPrice, booking.seats, booking.currency, applies ? voucherTerms(voucher) : null),
    dropped: applies ? null : code,
  };
}

async function planMove(
  ctx: PaymentsContext,
  db: DbOrTx,
  found: BookingWithSchedule,
  targetId: string,
): Promise<MovePlan> {
  const { booking, schedule } = found;
  const onTarget = (message: string) => new ValidationError({ workshopScheduleId: [message] });
  if (targetId === schedule.id) throw onTarget(MOVE_SAME_SCHEDULE);
  const target = await findScheduleCopy(db, targetId);
  const why = refusal(target, 0, ctx.now());
  if (why) throw why;
  if (target!.workshopId !== schedule.workshopId) throw onTarget(MOVE_OTHER_WORKSHOP);
  const { price, dropped } = await priceOn(db, booking, target!);
  let paidLeft = 0;
  if (booking.status === 'CONFIRMED') {
    const payment = await appliedPaymentOf(db, booking.id);
    if (payment) paidLeft = payment.amount - (await refundedSoFar(db, payment.id));
  }
  const held = booking.status === 'PENDING';
  const charge = held ? Math.max(0, price.amount - booking.amount) : Math.max(0, price.amount - paidLeft);
  const refund = held ? 0 : Math.max(0, paidLeft - price.amount);
  const blocked = seatsLeftOf(target!) < booking.seats ? NOT_ENOUGH_SEATS : null;
  return {
    target: target!,
    price,
    voucherCode: dropped ? null : booking.voucherCode,
    voucherDropped: dropped,
    paidLeft,
    charge,
    refund,
    byPayment: !held && charge > 0,
    blocked,
  };
}

function toQuoteDto(booking: BookingRow, plan: MovePlan): MoveQuoteDto {
  const major = (minor: number) => toMajorUnits(minor, booking.currency);
  return {
    bookingId: booking.id,
    workshopScheduleId: plan.target.id,
    startDate: plan.target.startDate.toISOString(),
    endDate: plan.target.endDate.toISOString(),
    timezone: plan.target.timezone,
    seatsLeft: seatsLeftOf(plan.target),
    seats: booking.seats,
    currency: booking.currency,
    currentAmount: major(booking.amount),
    newAmount: major(plan.price.amount),
    charge: major(plan.charge),
    refund: major(plan.refund),
    payNow: plan.byPayment ? major(plan.price.amount) : 0,
    paidBack: plan.byPayment ? major(plan.paidLeft) : 0,
    voucherCode: plan.voucherCode,
    voucherMessage: plan.voucherDropped ? VOUCHER_NOT_ON_NEW_DATE(plan.voucherDropped) : null,
    blockedReason: plan.blocked,
  };
}

/** GET /v1/bookings/{id}/move-quote?workshopScheduleId=: what the move would cost or give back. */
export async function moveQuote(
  ctx: PaymentsContext,
  id: string,
  targetId: string,
  actor: Actor,
): Promise<MoveQuoteDto> {
  const found = await movableBooking(ctx, id, actor);
  return toQuoteDto(found.booking, await planMove(ctx, ctx.db, found, targetId));
}

/**
 * GET /v1/bookings/{id}/move-options: every other bookable date of the booking's workshop (published,
 * public or unlisted, not started), soonest first, each with its quote.
 */
export async function moveOptions(ctx: PaymentsContext, id: string, actor: Actor): Promise<MoveQuoteDto[]> {
  const found = await movableBooking(ctx, id, actor);
  const now = ctx.now();
  const others = await ctx.db
    .select({ id: scheduleCopies.id })
    .from(scheduleCopies)
    .where(
      and(
        eq(scheduleCopies.workshopId, found.schedule.workshopId),
        ne(scheduleCopies.id, found.schedule.id),
        eq(scheduleCopies.status, 'PUBLISHED'),
        inArray(scheduleCopies.visibility, ['PUBLIC', 'UNLISTED']),
        isNull(scheduleCopies.cancelledAt),
        isNull(scheduleCopies.deletedAt),
      ),
    )
    .orderBy(scheduleCopies.startDate);
  const quotes: MoveQuoteDto[] = [];
  for (const o of others) {
    // A date the booking cannot move to (closed, started, another price rule) is left out; a database
    // that failed answers the request 503 instead of showing the booker fewer dates than there are.
    const plan = await planMove(ctx, ctx.db, found, o.id).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    if (plan && plan.target.startDate > now) quotes.push(toQuoteDto(found.booking, plan));
  }
  return quotes;
}

/** Rolls the move back when the new date's seats could not be taken after all. */
class SeatsNotTaken extends Error {}

/** What POST /v1/bookings/{id}/move did: moved (200) or took the new date's seats to be paid (202). */
export interface MoveOutcome {
  status: 200 | 202;
  /** The booking on its new date; for a 202, the held booking that replaces it once paid. */
  booking: BookingDto;
}

/**
 * POST /v1/bookings/{id}/move. `beforeCommit` is the route's idempotent answer, stored with the move.
 */
export async function moveBooking(
  ctx: PaymentsContext,
  id: string,
  targetId: string,
  actor: Actor,
  beforeCommit?: (tx: DbOrTx, status: 200 | 202, booking: BookingDto) => Promise<void>,
): Promise<MoveOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await movableBooking(ctx, id, actor);
    const plan = await planMove(ctx, ctx.db, found, targetId);
    if (plan.blocked) throw new ConflictError(plan.blocked, { seatsLeft: seatsLeftOf(plan.target) });
    if (plan.byPayment) {
      const held = await startPaidMove(
        ctx,
        found,
        plan,
        actor,
        beforeCommit && ((tx, booking) => beforeCommit(tx, 202, booking)),
      );
      return { status: 202, booking: held };
    }
    const { booking, schedule: source } = found;
    const { target, price } = plan;
    const now = ctx.now();
    const done = await ctx.db
      .transaction(async (tx) => {
        const [moved] = await tx
          .update(bookings)
          .set({
            workshopScheduleId: target.id,
            unitPrice: price.unitPrice,
            subtotal: price.subtotal,
            discount: price.discount,
            amount: price.amount,
            voucherCode: plan.voucherCode,
            // A hold never outlasts the new date's start either.
            ...(booking.expiresAt && booking.expiresAt > target.startDate
              ? { expiresAt: target.startDate }
              : {}),
            updatedAt: now,
          })
          .where(
            and(
              eq(bookings.id, booking.id),
              eq(bookings.status, booking.status),
              eq(bookings.workshopScheduleId, source.id),
              eq(bookings.seats, booking.seats),
            ),
          )
          .returning();
        // Cancelled, paid, moved or shrunk a moment ago: the caller asks again from the start.
        if (!moved) return { moved: undefined };
        await tx
          .update(bookingSeats)
          .set({ workshopScheduleId: target.id, updatedAt: now })
          .where(and(eq(bookingSeats.bookingId, booking.id), isNull(bookingSeats.cancelledAt)));
        // The refund is decided against the date that was paid for, as a cancel of it would be.
        const refund =
          plan.refund > 0 && ctx.refunds
            ? await ctx.refunds.seatCancelled(
                tx,
                { ...moved, workshopScheduleId: source.id },
                actor,
                now,
                `Moved to another date (${target.startDate.toISOString().slice(0, 10)})`,
              )
            : nothingAfterCommit;
        await tx.insert(bookingMoves).values({
          bookingId: booking.id,
          fromScheduleId: source.id,
          toScheduleId: target.id,
          seats: booking.seats,
          amountBefore: booking.amount,
          amountAfter: moved.amount,
          refund: plan.refund,
          voucherDropped: plan.voucherDropped,
          movedBy: actor.userId,
          createdAt: now,
        });
        await addToOutbox(tx, eventStore, 'bookings.booking.moved', {
          ...bookingPayload(moved),
          fromScheduleId: source.id,
          previousAmount: toMajorUnits(booking.amount, booking.currency),
          refund: toMajorUnits(plan.refund, booking.currency),
          movedBy: actor.userId,
        });
        await audit(tx, {
          actor,
          onBehalfOf: booking.userId,
          action: 'booking.moved',
          objectType: 'booking',
          objectId: booking.id,
          before: { workshopScheduleId: source.id, amount: toMajorUnits(booking.amount, booking.currency) },
          after: {
            workshopScheduleId: target.id,
            amount: toMajorUnits(moved.amount, moved.currency),
            voucherCode: moved.voucherCode,
          },
        });
        // Both schedule rows last and in the order of their ids: the old date's seats freed and the
        // new date's taken by one conditional UPDATE each; too few left rolls everything back.
        let taken: Awaited<ReturnType<typeof takeSeats>>;
        if (source.id < target.id) {
          await freeSeats(tx, source.id, booking.seats);
          taken = await takeSeats(tx, target.id, booking.seats, now, {
            price: target.price,
            waitlistFirst: true,
          });
        } else {
          taken = await takeSeats(tx, target.id, booking.seats, now, {
            price: target.price,
            waitlistFirst: true,
          });
          if (taken) await freeSeats(tx, source.id, booking.seats);
        }
        if (!taken) throw new SeatsNotTaken();
        const after = (await findBooking(tx, booking.id))!;
        const dto = toBookingDto(after.booking, after.schedule, found.access.viewer, now);
        if (beforeCommit) await beforeCommit(tx, 200, dto);
        return { moved, dto, refund };
      })
      .catch((err: unknown) => {
        if (err instanceof SeatsNotTaken) return undefined;
        throw err;
      });
    if (!done) {
      if (await waitlistGoesFirst(ctx.db, targetId, booking.seats))
        throw new ConflictError(SEATS_GO_TO_WAITLIST, { seatsLeft: seatsLeftOf(target) });
      continue;
    }
    // Changed under us (the booking, not the seats): its state now says what to answer.
    if (!done.moved) continue;
    await done.refund!();
    bookingMovedMails(ctx, done.moved, source, target, plan).catch(() => undefined);
    return { status: 200, booking: done.dto! };
  }
  const target = await findScheduleCopy(ctx.db, targetId);
  const now = await findBooking(ctx.db, id);
  if (now && !isActive(now.booking.status)) throw stateConflict(now.booking.status);
  throw new ConflictError(NOT_ENOUGH_SEATS, { seatsLeft: target ? seatsLeftOf(target) : 0 });
}

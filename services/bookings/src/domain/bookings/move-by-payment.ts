// A paid booking moved to a dearer date (issue 27 item 3). A booking has one applied payment (the
// database says so), so the new date is paid by a new booking rather than a second payment on the old
// one: the move takes the new date's seats at once as a PENDING booking that names the booking it
// replaces, priced there (its voucher re-checked), and the booker pays it like any held booking. The
// transaction that confirms it (settleCapture, whatever brought the money: the page, the webhook,
// reconciliation, a late payment) also ends the old booking: its seat rows, with their holders,
// tickets and invitations, move to the new booking in place of the new booking's own; the old booking
// is cancelled, its seats freed on the old date, and all it paid refunded with a credit note. The card
// is charged the new price and the old payment comes back, so the booker is out of pocket exactly the
// difference, and every sum stays on the one payment it belongs to.
//
// A replacement whose hold ends unpaid is cancelled like any hold and the old booking stays as it was.
// If the old booking ended meanwhile (cancelled, or given a seat back), the paid replacement simply
// stands as the booking it is. Only one move may wait for its payment per booking: a partial unique
// index on `replaces_booking_id` among PENDING bookings refuses a second one.
import { eq } from 'drizzle-orm';
import {
  ConflictError,
  isUniqueViolation,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import { MOVE_AWAITS_PAYMENT, MOVED_BY_PAYMENT, type BookingDto } from '@coachwork/contracts';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import { bookingMoves, bookings, bookingSeats, type BookingRow } from '../../data/schema';
import { audit } from '../audit/audit';
import { nothingAfterCommit, type AfterCommit } from '../context';
import { toMajorUnits } from '../money';
import type { PaymentsContext } from '../payments/payments-context';
import { cancelActiveBookings } from './booking-state';
import { createBooking, type BeforeCommit } from './create-booking.use-case';
import { bookingMovedMails } from './move-booking.mails';
import type { BookingWithSchedule } from '../../data/booking.repository';
import type { MovePlan } from './move-booking.use-case';

const ONE_PENDING_REPLACEMENT = 'bookings_one_pending_replacement_idx';

/** Takes the new date's seats as a held booking that replaces `found` once paid; returns that booking. */
export async function startPaidMove(
  ctx: PaymentsContext,
  found: BookingWithSchedule,
  plan: MovePlan,
  actor: Actor,
  beforeCommit?: BeforeCommit,
): Promise<BookingDto> {
  const { booking } = found;
  try {
    return await createBooking(
      ctx,
      {
        workshopScheduleId: plan.target.id,
        seats: booking.seats,
        userId: booking.userId,
        address: booking.address,
        notes: booking.notes,
        ...(plan.voucherCode ? { voucherCode: plan.voucherCode } : {}),
        ...(booking.meta ? { meta: booking.meta } : {}),
      },
      actor,
      async (tx, made) => {
        await tx.update(bookings).set({ replacesBookingId: booking.id }).where(eq(bookings.id, made.id));
        // The answer (and the idempotent copy stored with it) is made from this row after this hook.
        made.replacesBookingId = booking.id;
      },
      beforeCommit,
    );
  } catch (err) {
    if (isUniqueViolation(err, ONE_PENDING_REPLACEMENT)) throw new ConflictError(MOVE_AWAITS_PAYMENT);
    throw err;
  }
}

/** What is left to do once the confirming transaction has committed. */
export interface PaidMoveDone {
  /** The old booking's refund, asked of the processor. */
  refund: AfterCommit;
  /** The moved mails to the booker and the holders. */
  mails: () => Promise<void>;
}

/**
 * In the transaction that just confirmed `replacement` (its row locked by the caller): ends the
 * booking it replaces, as the module comment says. Null when it replaces nothing, or nothing is left
 * to replace (the old booking ended or changed its seats meanwhile).
 */
export async function finishPaidMove(
  ctx: PaymentsContext,
  tx: DbOrTx,
  replacement: BookingRow,
  by: Actor | undefined,
  now: Date,
): Promise<PaidMoveDone | null> {
  if (!replacement.replacesBookingId) return null;
  const [old] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, replacement.replacesBookingId))
    .for('update');
  if (!old || old.status !== 'CONFIRMED' || old.seats !== replacement.seats) return null;
  const source = await findScheduleCopy(tx, old.workshopScheduleId);
  const target = await findScheduleCopy(tx, replacement.workshopScheduleId);
  if (!source || !target) return null;

  // The holders keep their seats (and tickets, invitations, check-in state): the old rows move over and
  // the new booking's own rows, made when it was booked and never handed out, give way.
  await tx.delete(bookingSeats).where(eq(bookingSeats.bookingId, replacement.id));
  await tx
    .update(bookingSeats)
    .set({ bookingId: replacement.id, workshopScheduleId: replacement.workshopScheduleId, updatedAt: now })
    .where(eq(bookingSeats.bookingId, old.id));
  const ended = await cancelActiveBookings(
    tx,
    eq(bookings.id, old.id),
    MOVED_BY_PAYMENT(target.startDate.toISOString().slice(0, 10)),
    by?.userId ?? null,
    now,
  );
  const refund = ctx.refunds
    ? await ctx.refunds.bookingsCancelled(tx, ended, 'booking-moved', by ?? null, now)
    : nothingAfterCommit;
  const paidBack = old.amountPaid ?? 0;
  const voucherDropped = old.voucherCode && old.voucherCode !== replacement.voucherCode ? old.voucherCode : null;
  await tx.insert(bookingMoves).values({
    bookingId: old.id,
    fromScheduleId: source.id,
    toScheduleId: target.id,
    seats: old.seats,
    amountBefore: old.amount,
    amountAfter: replacement.amount,
    refund: paidBack,
    voucherDropped,
    movedBy: by?.userId ?? null,
    createdAt: now,
  });
  await audit(tx, {
    actor: by ?? 'system',
    onBehalfOf: old.userId,
    action: 'booking.moved',
    objectType: 'booking',
    objectId: old.id,
    before: { workshopScheduleId: source.id, amount: toMajorUnits(old.amount, old.currency) },
    after: {
      workshopScheduleId: target.id,
      amount: toMajorUnits(replacement.amount, replacement.currency),
      voucherCode: replacement.voucherCode,
      replacedBy: replacement.id,
    },
  });
  return {
    refund,
    mails: () =>
      bookingMovedMails(ctx, replacement, source, target, { refund: paidBack, voucherDropped }),
  };
}

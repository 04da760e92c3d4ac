// The one-click full refund a moved schedule's mail offers its booker (issue 27 item 3): the link
// carries 32 random bytes, only their SHA-256 is stored (one offer per booking and new start). Opening
// it shows what would come back; confirming cancels the booking and refunds everything paid, whatever
// the refund policy says. Confirming twice refunds once: the offer row is locked and marked used in the
// transaction that cancels and refunds.
import { and, eq, isNull } from 'drizzle-orm';
import { ConflictError, NotFoundError, type DbOrTx } from '@coachwork/service-kit';
import {
  MOVE_REFUND_BOOKING_ENDED,
  MOVE_REFUND_LINK_INVALID,
  type ScheduleRefundOfferDto,
} from '@coachwork/contracts';
import { findBooking } from '../../data/booking.repository';
import { appliedPaymentOf, refundedSoFar } from '../../data/payment.repository';
import { bookings, scheduleMoveRefunds, type ScheduleMoveRefundRow } from '../../data/schema';
import { nothingAfterCommit, type BookingsContext } from '../context';
import { hashInvitationToken, isInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import { toMajorUnits } from '../money';
import { REFUND_REASONS } from '../payments/refund-policy';
import { audit } from '../audit/audit';
import { cancelActiveBookings, isActive } from './booking-state';

export const SCHEDULE_MOVED_REFUND_REASON = REFUND_REASONS.scheduleMoveRefused;

export const scheduleRefundLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/schedule-refund/${token}`;

/**
 * The offer for `bookingId` at the schedule's new start, written in the caller's transaction; the
 * link's token, or null when this booking was already offered a refund for this start.
 */
export async function offerScheduleRefund(
  tx: DbOrTx,
  bookingId: string,
  workshopScheduleId: string,
  startDate: Date,
  now: Date,
): Promise<string | null> {
  const { token, hash } = newInvitationToken();
  const [row] = await tx
    .insert(scheduleMoveRefunds)
    .values({ bookingId, workshopScheduleId, startDate, tokenHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: scheduleMoveRefunds.id });
  return row ? token : null;
}

async function offerOf(db: DbOrTx, token: string, lock = false): Promise<ScheduleMoveRefundRow> {
  if (!isInvitationToken(token)) throw new NotFoundError(MOVE_REFUND_LINK_INVALID);
  const q = db
    .select()
    .from(scheduleMoveRefunds)
    .where(eq(scheduleMoveRefunds.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError(MOVE_REFUND_LINK_INVALID);
  return row;
}

async function present(db: DbOrTx, offer: ScheduleMoveRefundRow): Promise<ScheduleRefundOfferDto> {
  const found = (await findBooking(db, offer.bookingId))!;
  const { booking, schedule } = found;
  const payment = await appliedPaymentOf(db, booking.id);
  // Before the refund: what is left to give back; after it: what it gave.
  const left = payment ? payment.amount - (await refundedSoFar(db, payment.id)) : 0;
  const amount = offer.usedAt ? (payment?.amount ?? 0) : left;
  return {
    bookingId: booking.id,
    workshopTitle: schedule.workshopTitle,
    startDate: schedule.startDate.toISOString(),
    timezone: schedule.timezone,
    amount: toMajorUnits(amount, booking.currency),
    currency: booking.currency,
    usedAt: offer.usedAt ? offer.usedAt.toISOString() : null,
  };
}

/** GET /v1/bookings/schedule-refunds/{token}: anyone holding the link sees what it would refund. */
export async function showScheduleRefund(
  ctx: BookingsContext,
  token: string,
): Promise<ScheduleRefundOfferDto> {
  const offer = await offerOf(ctx.db, token);
  const dto = await present(ctx.db, offer);
  if (!offer.usedAt) {
    const found = (await findBooking(ctx.db, offer.bookingId))!;
    if (!isActive(found.booking.status) || found.booking.deletedAt)
      throw new ConflictError(MOVE_REFUND_BOOKING_ENDED);
  }
  return dto;
}

/**
 * POST /v1/bookings/schedule-refunds/{token}: cancels the booking and refunds all of it. A second
 * confirmation answers the same offer (usedAt set) and refunds nothing more.
 */
export async function takeScheduleRefund(
  ctx: BookingsContext,
  token: string,
): Promise<ScheduleRefundOfferDto> {
  const now = ctx.now();
  const { offer, refund } = await ctx.db.transaction(async (tx) => {
    const offer = await offerOf(tx, token, true);
    if (offer.usedAt) return { offer, refund: nothingAfterCommit };
    const found = (await findBooking(tx, offer.bookingId))!;
    const ended = await cancelActiveBookings(
      tx,
      and(eq(bookings.id, offer.bookingId), isNull(bookings.deletedAt))!,
      SCHEDULE_MOVED_REFUND_REASON,
      found.booking.userId,
      now,
    );
    if (!ended.length) throw new ConflictError(MOVE_REFUND_BOOKING_ENDED);
    const refund = ctx.refunds
      ? await ctx.refunds.bookingsCancelled(tx, ended, 'schedule-moved', found.booking.userId, now)
      : nothingAfterCommit;
    const [used] = await tx
      .update(scheduleMoveRefunds)
      .set({ usedAt: now })
      .where(eq(scheduleMoveRefunds.id, offer.id))
      .returning();
    await audit(tx, {
      actor: { userId: found.booking.userId, sessionId: null, roles: [], permissions: [] },
      onBehalfOf: found.booking.userId,
      action: 'booking.cancelled',
      objectType: 'booking',
      objectId: found.booking.id,
      before: { status: found.booking.status },
      after: { status: 'CANCELLED', cancellationReason: SCHEDULE_MOVED_REFUND_REASON },
    });
    return { offer: used!, refund };
  });
  await refund();
  return present(ctx.db, offer);
}

// The notices of a schedule that workshops cancelled or moved, for everyone on its bookings: built in
// the schedule subscriber's inbox transaction (which alone knows the copy as it was before the event),
// sent after it commits, so a redelivered event mails nobody twice.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { WorkshopSchedulePayload } from '@coachwork/contracts';
import type { DbOrTx, MailMessage } from '@coachwork/service-kit';
import { bookings, type BookingRow, type ScheduleCopyRow } from '../data/schema';
import { personName } from '../data/user-directory.repository';
import { offerScheduleRefund, scheduleRefundLink } from '../domain/bookings/schedule-move-refund.use-case';
import { scheduleMovedWithRefundMail } from '../mail/moves.mail';
import type { BookingsContext } from '../domain/context';
import { scheduleCancelledMail } from '../mail/after-sale-notices.mail';
import { acceptedSeatsOf, liveUser, recipient, seatHoldersOf } from './mail-recipients';

async function peopleOf(db: DbOrTx, booking: BookingRow) {
  const booker = await liveUser(db, booking.userId);
  const holders = await seatHoldersOf(db, booking.id, booking.userId);
  return { booker, holders };
}

/** Everyone on the bookings the cancellation just ended; the booker of a paid one is refunded in full. */
export async function scheduleCancelledMails(
  ctx: BookingsContext,
  tx: DbOrTx,
  schedule: WorkshopSchedulePayload,
  copy: ScheduleCopyRow,
  ended: BookingRow[],
): Promise<MailMessage[]> {
  const session = { workshopTitle: copy.workshopTitle, startDate: copy.startDate };
  const bookingsLink = new URL('/b', ctx.appUrl).href;
  const mails: MailMessage[] = [];
  for (const b of ended) {
    const { booker, holders } = await peopleOf(tx, b);
    const paid = Boolean(b.confirmedAt) && (b.amountPaid ?? 0) > 0;
    for (const [user, refundInFull] of [
      ...(booker ? [[booker, paid] as const] : []),
      ...holders.map((h) => [h, false] as const),
    ])
      mails.push(
        scheduleCancelledMail({
          to: recipient(user, copy),
          session,
          reason: schedule.cancellationReason,
          refundInFull,
          bookingsLink,
        }),
      );
  }
  return mails;
}

/**
 * A schedule whose start or end changed (the event was newer than the copy, and the session is not
 * cancelled): everyone on its held and confirmed bookings, with the old and the new time and a calendar
 * file for their seat; the booker of a paid booking whose start moved also gets a one-click full refund.
 */
export async function scheduleMovedMails(
  ctx: BookingsContext,
  tx: DbOrTx,
  before: ScheduleCopyRow | undefined,
  after: ScheduleCopyRow | undefined,
): Promise<MailMessage[]> {
  if (!before || !after || after.cancelledAt || after.deletedAt) return [];
  if (after.sourceUpdatedAt.getTime() === before.sourceUpdatedAt.getTime()) return [];
  const moved =
    before.startDate.getTime() !== after.startDate.getTime() ||
    before.endDate.getTime() !== after.endDate.getTime();
  if (!moved || after.endDate.getTime() <= ctx.now().getTime()) return [];
  const live = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.workshopScheduleId, after.id),
        inArray(bookings.status, ['PENDING', 'CONFIRMED']),
        isNull(bookings.deletedAt),
      ),
    );
  const bookingsLink = new URL('/b', ctx.appUrl).href;
  const startMoved = before.startDate.getTime() !== after.startDate.getTime();
  const now = ctx.now();
  const mails: MailMessage[] = [];
  for (const b of live) {
    const { booker, holders } = await peopleOf(tx, b);
    // Each accepted seat's holder gets a calendar file for their own seat (the reminders' UID).
    const seats = await acceptedSeatsOf(tx, b.id);
    const seatOf = (userId: string) => seats.find((s) => s.userId === userId)?.id ?? null;
    // A paid booking's booker may turn the new start down for a full refund (issue 27 item 3).
    const paid = b.status === 'CONFIRMED' && Boolean(b.confirmedAt) && (b.amountPaid ?? 0) > 0;
    const token =
      paid && startMoved ? await offerScheduleRefund(tx, b.id, after.id, after.startDate, now) : null;
    for (const user of [...(booker ? [booker] : []), ...holders])
      mails.push(
        scheduleMovedWithRefundMail({
          to: { ...recipient(user, after), name: personName(user) },
          schedule: after,
          was: { startDate: before.startDate },
          seatId: seatOf(user.id),
          refundLink: token && user.id === b.userId ? scheduleRefundLink(ctx.appUrl, token) : null,
          bookingsLink,
          now,
        }),
      );
  }
  return mails;
}

// After a move commits: the booker and every accepted invitee are mailed the new date, each with a
// calendar file naming only them (their reminders follow the seats by themselves), in their language.
import type { BookingRow, ScheduleCopyRow } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { acceptedSeatsOf, recipient } from '../../events/mail-recipients';
import { bookingMovedMail } from '../../mail/moves.mail';
import type { BookingsContext } from '../context';

export async function bookingMovedMails(
  ctx: BookingsContext,
  booking: BookingRow,
  from: ScheduleCopyRow,
  target: ScheduleCopyRow,
  plan: { refund: number; voucherDropped: string | null },
): Promise<void> {
  const seats = await acceptedSeatsOf(ctx.db, booking.id);
  const ids = [booking.userId, ...seats.map((s) => s.userId).filter((u): u is string => !!u)];
  const users = await usersByIds(ctx.db, ids);
  const bookingsLink = new URL('/b', ctx.appUrl).href;
  const told = new Set<string>();
  const booker = users.get(booking.userId);
  const bookerSeat = seats.find((s) => s.userId === booking.userId) ?? seats[0];
  const now = ctx.now();
  const mail = (userId: string, seatId: string, toBooker: boolean) => {
    const user = users.get(userId);
    if (!user || user.deletedAt || told.has(userId)) return;
    told.add(userId);
    ctx.mailer.dispatch(
      bookingMovedMail({
        to: { ...recipient(user, target), name: personName(user) },
        toBooker,
        from,
        target,
        seatId,
        refund: toBooker && plan.refund > 0 ? { amount: plan.refund, currency: booking.currency } : null,
        voucherDropped: plan.voucherDropped,
        bookingsLink,
        now,
      }),
    );
  };
  if (booker) mail(booker.id, bookerSeat?.id ?? booking.id, true);
  for (const s of seats) if (s.userId && s.userId !== booking.userId) mail(s.userId, s.id, false);
}

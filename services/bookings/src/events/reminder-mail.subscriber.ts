import type { ReminderSentPayload } from '@coachwork/contracts';
import type { Subscription } from '@coachwork/service-kit';
import { findSeat } from '../data/booking-seat.repository';
import { personName } from '../data/user-directory.repository';
import type { BookingsContext } from '../domain/context';
import { reminderMail } from '../mail/reminder.mail';
import { mailOnce } from './after-sale-mail.subscriber';
import { liveUser, recipient } from './mail-recipients';

/**
 * A reminder due (bookings.reminder.sent) is mailed to its seat's holder, once even when the event is
 * delivered twice (the inbox). It is checked again first: a seat cancelled, declined or handed on, a
 * booking no longer confirmed, a schedule cancelled or moved since (its new start has reminders of its
 * own) or already started mails nobody.
 */
const REMINDER = { durable: 'bookings-reminder-mail', subject: 'bookings.reminder.sent' } as const;

export function reminderMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    REMINDER.durable,
    REMINDER.subject,
    (e) => e.subject === REMINDER.subject,
    async (tx, event) => {
      const p = event.data as ReminderSentPayload;
      const found = await findSeat(tx, p.seatId);
      if (!found) return [];
      const { seat, booking, schedule } = found;
      const stillHeld =
        seat.userId === p.userId &&
        seat.status === 'ACCEPTED' &&
        !seat.cancelledAt &&
        !seat.deletedAt &&
        booking.status === 'CONFIRMED' &&
        !booking.deletedAt &&
        booking.workshopScheduleId === p.workshopScheduleId;
      const sameSession =
        schedule.startDate.getTime() === new Date(p.startDate).getTime() &&
        !schedule.cancelledAt &&
        !schedule.deletedAt &&
        schedule.startDate.getTime() > ctx.now().getTime();
      if (!stillHeld || !sameSession) return [];
      const holder = await liveUser(tx, p.userId);
      if (!holder) return [];
      return [
        reminderMail({
          to: { ...recipient(holder, schedule), name: personName(holder) },
          kind: p.kind,
          schedule,
          seatId: seat.id,
          bookingsLink: new URL('/b', ctx.appUrl).href,
          now: ctx.now(),
        }),
      ];
    },
  );
}

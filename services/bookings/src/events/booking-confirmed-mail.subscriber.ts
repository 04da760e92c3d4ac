import { eq } from 'drizzle-orm';
import type { BookingEventPayload, EventEnvelope } from '@coachwork/contracts';
import { handleOnce, type MailMessage, type Subscription } from '@coachwork/service-kit';
import { findBooking } from '../data/booking.repository';
import { eventStore, guestCheckouts } from '../data/schema';
import { greetingName, usersByIds } from '../data/user-directory.repository';
import type { BookingsContext } from '../domain/context';
import { bookingConfirmedMail } from '../mail/booking-confirmed.mail';
import { bookingTicketsPdf } from '../domain/tickets/tickets.use-case';

const CONSUMER = 'bookings-confirmation-mail';

/**
 * Mails the booker when a booking is confirmed, whichever way it got there (free at once, paid, a
 * voucher covering it all): one subscriber on the event rather than four senders, and the inbox
 * makes a redelivered event mail nobody twice. The meeting link is read from the schedule copy at
 * sending time, so a link the coach added before confirmation is in the mail. A booking confirmed
 * once its session is over (the demo's history, written at start-up; a payment settled late) mails
 * nobody: there is nothing left to attend. A guest checkout's booking is mailed by identity instead
 * (bookings.guest-checkout.confirmed), with the one-time sign-in link a guest needs to reach /b.
 */
export function bookingConfirmedMailSubscription(ctx: BookingsContext): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.booking.*',
    async handler(event: EventEnvelope) {
      if (event.subject !== 'bookings.booking.confirmed') return;
      const { bookingId } = event.data as BookingEventPayload;
      let mail: MailMessage | undefined;
      await handleOnce(ctx.db, eventStore, CONSUMER, event, async (tx) => {
        mail = undefined;
        const found = await findBooking(tx, bookingId);
        if (!found || found.booking.status !== 'CONFIRMED') return;
        const { booking, schedule } = found;
        if (new Date(schedule.endDate).getTime() <= ctx.now().getTime()) return;
        const [guest] = await tx
          .select({ bookingId: guestCheckouts.bookingId })
          .from(guestCheckouts)
          .where(eq(guestCheckouts.bookingId, bookingId))
          .limit(1);
        if (guest) return;
        const booker = (await usersByIds(tx, [booking.userId])).get(booking.userId);
        if (!booker || booker.deletedAt) return;
        mail = bookingConfirmedMail({
          to: booker.email,
          greeting: greetingName(booker),
          language: booker.language,
          workshopTitle: schedule.workshopTitle,
          startDate: schedule.startDate,
          endDate: schedule.endDate,
          timezone: schedule.timezone,
          mode: schedule.mode,
          seats: booking.seats,
          paid: booking.amountPaid ? { amount: booking.amountPaid, currency: booking.currency } : null,
          meetingUrl: schedule.meetingUrl,
          bookingsLink: new URL('/b', ctx.appUrl).href,
        });
        // Every seat's ticket (issue 27 item 4), one page each, for the booker to print or pass on (in
        // the booker's language, like the mail).
        const tickets = await bookingTicketsPdf(ctx, tx, booking.id, booker.language);
        if (tickets) {
          mail.attachments = [
            {
              filename: 'tickets.pdf',
              contentType: 'application/pdf',
              content: tickets.toString('base64'),
              encoding: 'base64',
            },
          ];
        }
      });
      if (mail) ctx.mailer.dispatch(mail);
    },
  };
}

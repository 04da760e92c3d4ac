import {
  LATE_PAYMENT_REFUNDED,
  type EventEnvelope,
  type PaymentRefundedPayload,
  type PaymentReturnedPayload,
} from '@coachwork/contracts';
import { handleOnce, type MailMessage, type Subscription } from '@coachwork/service-kit';
import { findBooking } from '../data/booking.repository';
import { eventStore } from '../data/schema';
import { greetingName, usersByIds } from '../data/user-directory.repository';
import type { BookingsContext } from '../domain/context';
import { toMinorUnits } from '../domain/money';
import { paymentReturnedMail } from '../mail/payment-returned.mail';

const CONSUMER = 'bookings-payment-returned-mail';

/**
 * Mails the booker when a payment went straight back: a late payment refunded in full
 * (`bookings.payment.refunded` with the late reason) or a capture that paid nothing
 * (`bookings.payment.returned`). The inbox makes a redelivered event mail nobody twice.
 */
export function paymentReturnedMailSubscription(ctx: BookingsContext): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.payment.*',
    async handler(event: EventEnvelope) {
      const late =
        event.subject === 'bookings.payment.refunded' &&
        (event.data as PaymentRefundedPayload).reason === LATE_PAYMENT_REFUNDED;
      if (!late && event.subject !== 'bookings.payment.returned') return;
      const p = event.data as PaymentRefundedPayload | PaymentReturnedPayload;
      let mail: MailMessage | undefined;
      await handleOnce(ctx.db, eventStore, CONSUMER, event, async (tx) => {
        mail = undefined;
        const found = await findBooking(tx, p.bookingId);
        if (!found) return;
        const booker = (await usersByIds(tx, [found.booking.userId])).get(found.booking.userId);
        if (!booker || booker.deletedAt) return;
        mail = paymentReturnedMail({
          to: booker.email,
          greeting: greetingName(booker),
          language: booker.language,
          workshopTitle: found.schedule.workshopTitle,
          amount: toMinorUnits(p.amount, p.currency),
          currency: p.currency,
          why: late ? 'late' : 'unapplied',
          bookingsLink: new URL('/b', ctx.appUrl).href,
        });
      });
      if (mail) ctx.mailer.dispatch(mail);
    },
  };
}

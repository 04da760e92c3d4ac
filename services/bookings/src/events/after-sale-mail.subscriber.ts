import {
  LATE_PAYMENT_REFUNDED,
  type BookingCancelledPayload,
  type EventEnvelope,
  type PaymentRefundedPayload,
  type SeatCancelledPayload,
} from '@coachwork/contracts';
import { handleOnce, type MailMessage, type Subscription } from '@coachwork/service-kit';
import { findSeat } from '../data/booking-seat.repository';
import { findBooking } from '../data/booking.repository';
import { and, eq } from 'drizzle-orm';
import { bookings, eventStore, refunds } from '../data/schema';
import { personName } from '../data/user-directory.repository';
import type { BookingsContext } from '../domain/context';
import { HOLD_EXPIRED } from '../domain/bookings/booking-sweeper';
import { toMinorUnits } from '../domain/money';
import { bookingCancelledMail, refundMadeMail, seatGivenBackMail } from '../mail/after-sale-notices.mail';
import { addressRecipient, byWhom, liveUser, recipient, seatHoldersOf } from './mail-recipients';
import { SCHEDULE_CANCELLED_REASON } from './workshop-schedule.subscriber';

// One durable consumer per fact, each through the inbox (handleOnce), so a redelivered event mails
// nobody twice. Mails are built in the inbox's transaction and sent once it has committed.

/** Subscribes `subject`, handles `wanted` events once under `consumer`, and sends what `compose` built. */
export function mailOnce(
  ctx: BookingsContext,
  consumer: string,
  subject: string,
  wanted: (event: EventEnvelope) => boolean,
  compose: (
    tx: Parameters<Parameters<typeof handleOnce>[4]>[0],
    event: EventEnvelope,
  ) => Promise<MailMessage[]>,
): Subscription {
  return {
    durable: consumer,
    subject,
    async handler(event: EventEnvelope) {
      if (!wanted(event)) return;
      let mails: MailMessage[] = [];
      await handleOnce(ctx.db, eventStore, consumer, event, async (tx) => {
        mails = await compose(tx, event);
      });
      for (const mail of mails) ctx.mailer.dispatch(mail);
    },
  };
}

const bookingsLink = (ctx: BookingsContext) => new URL('/b', ctx.appUrl).href;

/**
 * A change made before a session that is over by the time its mail would go is old news, like a
 * confirmation of a session already over: the demo's history, written at start-up on a past clock,
 * mails nobody. A change made after the session (a super-admin's late refund) is still told.
 */
const oldNews = (ctx: BookingsContext, happenedAt: Date | null, schedule: { endDate: Date }) =>
  happenedAt !== null &&
  happenedAt.getTime() < schedule.endDate.getTime() &&
  schedule.endDate.getTime() <= ctx.now().getTime();

/** A seat given back: its booker, and the person who held it (an accepted or pending invitee). */
export function seatCancelledMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    'bookings-seat-cancelled-mail',
    'bookings.seat.*',
    (e) => e.subject === 'bookings.seat.cancelled',
    async (tx, event) => {
      const p = event.data as SeatCancelledPayload;
      const found = await findSeat(tx, p.seatId);
      if (!found) return [];
      const { seat, booking, schedule } = found;
      if (oldNews(ctx, seat.cancelledAt, schedule)) return [];
      const booker = await liveUser(tx, booking.userId);
      const holder = seat.userId !== booking.userId ? await liveUser(tx, seat.userId) : undefined;
      const named = new Map<string, string>();
      if (booker) named.set(booker.id, personName(booker));
      if (holder) named.set(holder.id, personName(holder));
      const session = { workshopTitle: schedule.workshopTitle, startDate: schedule.startDate };
      const common = {
        session,
        position: seat.position,
        seatsLeft: booking.seats,
        bookingsLink: bookingsLink(ctx),
      };
      const mails: MailMessage[] = [];
      if (booker)
        mails.push(
          seatGivenBackMail({
            ...common,
            to: recipient(booker, schedule),
            toBooker: true,
            by: byWhom(p.cancelledBy, booker.id, named),
          }),
        );
      const held = seat.status === 'ACCEPTED' || seat.status === 'PENDING';
      if (holder && held)
        mails.push(
          seatGivenBackMail({
            ...common,
            to: recipient(holder, schedule),
            toBooker: false,
            by: byWhom(p.cancelledBy, holder.id, named),
          }),
        );
      else if (!seat.userId && seat.email && seat.status === 'PENDING')
        // Invited by address, no account yet: their link stopped working.
        mails.push(
          seatGivenBackMail({
            ...common,
            to: await addressRecipient(tx, seat.email, schedule),
            toBooker: false,
            by: byWhom(p.cancelledBy, '', named),
          }),
        );
      return mails;
    },
  );
}

/**
 * A booking cancelled by its booker or a super-admin: the booker and the people on its seats, told
 * who and why. An expired hold (the booker simply did not pay) mails nobody; a cancelled schedule is
 * told by the schedule's own notice (workshop-schedule.subscriber), with the organiser's reason.
 */
export function bookingCancelledMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    'bookings-booking-cancelled-mail',
    'bookings.booking.*',
    (e) => {
      if (e.subject !== 'bookings.booking.cancelled') return false;
      const p = e.data as BookingCancelledPayload;
      return p.reason !== HOLD_EXPIRED && p.reason !== SCHEDULE_CANCELLED_REASON;
    },
    async (tx, event) => {
      const p = event.data as BookingCancelledPayload;
      const found = await findBooking(tx, p.bookingId);
      if (!found) return [];
      const { booking, schedule } = found;
      if (oldNews(ctx, booking.cancelledAt, schedule)) return [];
      // Ended by the paid booking that moved it to a dearer date: the 'Moved' mail tells it instead.
      const [replacedBy] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.replacesBookingId, booking.id), eq(bookings.status, 'CONFIRMED')))
        .limit(1);
      if (replacedBy) return [];
      const booker = await liveUser(tx, booking.userId);
      const holders = await seatHoldersOf(tx, booking.id, booking.userId);
      const named = new Map<string, string>(booker ? [[booker.id, personName(booker)]] : []);
      const session = { workshopTitle: schedule.workshopTitle, startDate: schedule.startDate };
      const base = { session, reason: p.reason ?? null, bookingsLink: bookingsLink(ctx) };
      return [
        ...(booker
          ? [
              bookingCancelledMail({
                ...base,
                to: recipient(booker, schedule),
                toBooker: true,
                by: byWhom(p.cancelledBy, booker.id, named),
                paid: (booking.amountPaid ?? 0) > 0,
              }),
            ]
          : []),
        ...holders.map((h) =>
          bookingCancelledMail({
            ...base,
            to: recipient(h, schedule),
            toBooker: false,
            by: byWhom(p.cancelledBy, h.id, named),
            paid: false,
          }),
        ),
      ];
    },
  );
}

/**
 * Money refunded by the policy or by a super-admin: the booker who paid, with the amount, when it
 * usually arrives and where the credit note is. A late payment refunded in full is mailed by
 * payment-returned-mail instead.
 */
export function refundMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    'bookings-refund-mail',
    'bookings.payment.*',
    (e) =>
      e.subject === 'bookings.payment.refunded' &&
      (e.data as PaymentRefundedPayload).reason !== LATE_PAYMENT_REFUNDED,
    async (tx, event) => {
      const p = event.data as PaymentRefundedPayload;
      const found = await findBooking(tx, p.bookingId);
      if (!found) return [];
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, p.refundId)).limit(1);
      if (oldNews(ctx, refund?.createdAt ?? null, found.schedule)) return [];
      const booker = await liveUser(tx, found.booking.userId);
      if (!booker) return [];
      return [
        refundMadeMail({
          to: recipient(booker, found.schedule),
          workshopTitle: found.schedule.workshopTitle,
          amount: toMinorUnits(p.amount, p.currency),
          currency: p.currency,
          reason: p.reason,
          creditNoteNumber: p.creditNoteNumber,
          invoicesLink: new URL('/b?tab=invoices', ctx.appUrl).href,
        }),
      ];
    },
  );
}

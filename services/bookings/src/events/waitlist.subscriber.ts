// The waitlist's events (issue 27 item 1). bookings.waitlist.joined and .offered are mailed once each
// (the inbox): the links' tokens are made here, in the inbox's transaction, and only their SHA-256 is
// kept, so the tokens exist only in the mails. A guest's offer also gets the guest checkout's row, so
// the mail's token pays for the held booking without a session. bookings.schedule.seats-changed nudges
// the schedule's waitlist (seats freed by anything: a cancellation, a seat given back, a hold expired,
// a booking moved away), so an offer goes out without waiting for the sweeper.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ScheduleSeatsChangedPayload, WaitlistEntryPayload } from '@coachwork/contracts';
import type { Logger, Subscription } from '@coachwork/service-kit';
import { findBooking } from '../data/booking.repository';
import { findScheduleCopy } from '../data/schedule-copy.repository';
import { guestCheckouts, waitlistEntries } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import { hasWaiting, offerFreedSeats } from '../domain/waitlist/waitlist-offers';
import { hashWaitlistToken } from '../domain/waitlist/waitlist.use-cases';
import { waitlistJoinedMail, waitlistOfferMail } from '../mail/waitlist.mail';
import { mailOnce } from './after-sale-mail.subscriber';
import { waitlistRecipient } from './mail-recipients';

/** The waitlist's own events (each mail subscription picks its subject from them). */
const WAITLIST_EVENTS = { subject: 'bookings.waitlist.*' } as const;

const newToken = () => randomBytes(32).toString('base64url');
const link = (ctx: BookingsContext, path: string, query: Record<string, string>) => {
  const url = new URL(path, ctx.appUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.href;
};

export function waitlistJoinedMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    'bookings-waitlist-joined-mail',
    WAITLIST_EVENTS.subject,
    (e) => e.subject === 'bookings.waitlist.joined',
    async (tx, event) => {
      const p = event.data as WaitlistEntryPayload;
      const token = newToken();
      const [entry] = await tx
        .update(waitlistEntries)
        .set({ leaveTokenHash: hashWaitlistToken(token) })
        .where(and(eq(waitlistEntries.id, p.entryId), eq(waitlistEntries.status, 'WAITING')))
        .returning();
      const schedule = entry && (await findScheduleCopy(tx, entry.workshopScheduleId));
      if (!entry || !schedule || !entry.email) return [];
      return [
        waitlistJoinedMail({
          to: await waitlistRecipient(tx, entry, schedule),
          schedule,
          seats: entry.seats,
          leaveLink: link(ctx, '/waitlist/leave', { token }),
        }),
      ];
    },
  );
}

export function waitlistOfferMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    'bookings-waitlist-offer-mail',
    WAITLIST_EVENTS.subject,
    (e) => e.subject === 'bookings.waitlist.offered',
    async (tx, event) => {
      const p = event.data as WaitlistEntryPayload;
      const token = newToken();
      const hash = hashWaitlistToken(token);
      // Only an offer still open is mailed (one declined or paid before its mail went needs none).
      const [entry] = await tx
        .update(waitlistEntries)
        .set({ offerTokenHash: hash })
        .where(
          and(
            eq(waitlistEntries.id, p.entryId),
            eq(waitlistEntries.status, 'OFFERED'),
            eq(waitlistEntries.bookingId, p.bookingId ?? ''),
          ),
        )
        .returning();
      const found = entry?.bookingId ? await findBooking(tx, entry.bookingId) : undefined;
      if (!entry || !found || found.booking.status !== 'PENDING' || !entry.email) return [];
      const { booking, schedule } = found;
      if (entry.guest)
        await tx
          .insert(guestCheckouts)
          .values({
            bookingId: booking.id,
            userId: entry.userId,
            email: entry.email,
            firstName: entry.firstName ?? '',
            tokenHash: hash,
            createdAt: ctx.now(),
          })
          .onConflictDoUpdate({ target: guestCheckouts.bookingId, set: { tokenHash: hash } });
      return [
        waitlistOfferMail({
          to: await waitlistRecipient(tx, entry, schedule),
          schedule,
          seats: entry.seats,
          amount: booking.amount,
          currency: booking.currency,
          expiresAt: booking.expiresAt ?? schedule.startDate,
          checkoutLink: link(ctx, '/waitlist/offer', { booking: booking.id, token }),
          declineLink: link(ctx, '/waitlist/decline', { token }),
        }),
      ];
    },
  );
}

/** Seats changed on a schedule with people waiting: its free seats are offered now (no inbox: idempotent). */
export function waitlistNudgeSubscription(ctx: BookingsContext, logger?: Logger): Subscription {
  return {
    durable: 'bookings-waitlist-nudge',
    subject: 'bookings.schedule.seats-changed',
    async handler(event) {
      await nudge((event.data as ScheduleSeatsChangedPayload).workshopScheduleId);
    },
    // A sale's burst: each schedule once, whatever number of changes it had.
    async batchHandler(events) {
      const schedules = new Set(
        events.map((e) => (e.data as ScheduleSeatsChangedPayload).workshopScheduleId),
      );
      for (const id of schedules) await nudge(id);
    },
  };

  async function nudge(scheduleId: string): Promise<void> {
    if (!(await hasWaiting(ctx.db, scheduleId))) return;
    try {
      await offerFreedSeats(ctx, scheduleId);
    } catch (err) {
      // The sweeper offers what a failed nudge did not.
      logger?.warn({ err }, 'waitlist nudge failed');
    }
  }
}

import { and, eq } from 'drizzle-orm';
import type { ReviewHiddenPayload, ReviewRequestedPayload } from '@coachwork/contracts';
import type { Subscription } from '@coachwork/service-kit';
import { reviews, scheduleCopies } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import { reviewDeadline } from '../domain/reviews/review-eligibility';
import { reviewHiddenMail, reviewRequestMail } from '../mail/review.mail';
import { mailOnce } from './after-sale-mail.subscriber';
import { liveUser, recipient } from './mail-recipients';

const REQUESTED = { durable: 'bookings-review-request-mail', subject: 'bookings.review.requested' } as const;
const HIDDEN = { durable: 'bookings-review-hidden-mail', subject: 'bookings.review.hidden' } as const;

/**
 * A review asked for (bookings.review.requested) is mailed to its person once, even when the event is
 * delivered twice (the inbox), unless they reviewed the session meanwhile or its window closed.
 */
export function reviewRequestMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    REQUESTED.durable,
    REQUESTED.subject,
    (e) => e.subject === REQUESTED.subject,
    async (tx, event) => {
      const p = event.data as ReviewRequestedPayload;
      const [schedule] = await tx.select().from(scheduleCopies).where(eq(scheduleCopies.id, p.workshopScheduleId));
      if (!schedule || schedule.cancelledAt || schedule.deletedAt) return [];
      const until = reviewDeadline(schedule.endDate);
      if (ctx.now() > until) return [];
      const [written] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.workshopScheduleId, schedule.id), eq(reviews.userId, p.userId)));
      if (written) return [];
      const person = await liveUser(tx, p.userId);
      if (!person) return [];
      const link = new URL('/b', ctx.appUrl);
      link.searchParams.set('review', schedule.id);
      return [
        reviewRequestMail({
          to: recipient(person, schedule),
          workshopTitle: schedule.workshopTitle,
          startDate: schedule.startDate,
          reviewLink: link.href,
          reviewableUntil: until,
        }),
      ];
    },
  );
}

/** A hidden review's author is told, with the moderator's reason. */
export function reviewHiddenMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    HIDDEN.durable,
    HIDDEN.subject,
    (e) => e.subject === HIDDEN.subject,
    async (tx, event) => {
      const p = event.data as ReviewHiddenPayload;
      const [schedule] = await tx.select().from(scheduleCopies).where(eq(scheduleCopies.id, p.workshopScheduleId));
      const author = await liveUser(tx, p.userId);
      if (!schedule || !author) return [];
      return [
        reviewHiddenMail({
          to: recipient(author, schedule),
          workshopTitle: schedule.workshopTitle,
          reason: p.reason,
          bookingsLink: new URL('/b', ctx.appUrl).href,
        }),
      ];
    },
  );
}

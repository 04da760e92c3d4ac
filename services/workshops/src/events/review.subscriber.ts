import { sql } from 'drizzle-orm';
import type { EventEnvelope, ReviewPayload } from '@coachwork/contracts';
import { addToOutbox, handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, reviewCopies } from '../data/schema';

const CONSUMER = 'workshops-reviews';
const SUBJECTS = ['bookings.review.submitted', 'bookings.review.replied', 'bookings.review.hidden'];

/**
 * The catalogue's ratings (issue 28 item 1): each review as bookings last announced it, replaced only
 * by a higher version (a late or repeated event never moves it back). When the copy moved, the
 * catalogue's caches are told (workshops.catalogue.changed, in the same transaction).
 */
export function reviewSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.review.*',
    async handler(event: EventEnvelope) {
      if (!SUBJECTS.includes(event.subject)) return;
      const r = event.data as ReviewPayload;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        const state = {
          workshopId: r.workshopId,
          coachId: r.coachId,
          workshopScheduleId: r.workshopScheduleId,
          authorName: r.authorName,
          rating: r.rating,
          body: r.body,
          reply: r.reply,
          repliedAt: r.repliedAt ? new Date(r.repliedAt) : null,
          hidden: r.hidden,
          createdAt: new Date(r.createdAt),
          version: r.version,
          updatedAt: new Date(),
        };
        const moved = await tx
          .insert(reviewCopies)
          .values({ id: r.id, ...state })
          .onConflictDoUpdate({
            target: reviewCopies.id,
            set: state,
            setWhere: sql`${reviewCopies.version} < ${r.version}`,
          })
          .returning({ id: reviewCopies.id });
        if (moved.length)
          await addToOutbox(tx, eventStore, 'workshops.catalogue.changed', {
            workshopScheduleId: r.workshopScheduleId,
          });
      });
    },
  };
}

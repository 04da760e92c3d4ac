import { eq } from 'drizzle-orm';
import type { EventEnvelope, WorkshopPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, scheduleCopies } from '../data/schema';

const CONSUMER = 'bookings-workshops';

/**
 * A renamed workshop renames its schedules' copies: workshops publishes `workshops.workshop.updated`
 * and not one `workshops.schedule.updated` per schedule, so without this the booker's bookings, the
 * console and the mails kept the old title until the schedule itself changed. Its minimum seats go
 * along (the short-of-minimum sweep reads them), and its reminder switches (the reminder sweep reads
 * them). Applied once.
 */
export function workshopSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.workshop.updated',
    async handler(event: EventEnvelope) {
      const workshop = event.data as WorkshopPayload;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        await tx
          .update(scheduleCopies)
          .set({
            workshopTitle: workshop.title,
            minSeats: workshop.minSeats,
            // Events written before the reminder switches existed leave them as they were.
            ...(workshop.remindDayBefore !== undefined ? { remindDayBefore: workshop.remindDayBefore } : {}),
            ...(workshop.remindHourBefore !== undefined
              ? { remindHourBefore: workshop.remindHourBefore }
              : {}),
          })
          .where(eq(scheduleCopies.workshopId, workshop.id));
      });
    },
  };
}

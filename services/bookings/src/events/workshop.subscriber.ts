import { eq } from 'drizzle-orm';
import type { EventEnvelope, WorkshopPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { forgetRecentScheduleCopies } from '../data/schedule-copy.repository';
import { eventStore, scheduleCopies } from '../data/schema';

const CONSUMER = 'bookings-workshops';

/**
 * A renamed workshop renames its schedules' copies: workshops publishes `workshops.workshop.updated`
 * and not one `workshops.schedule.updated` per schedule, so without this the booker's bookings, the
 * console and the mails kept the old title until the schedule itself changed. So does a new price
 * (until then bookings charged the old one while the storefront showed the new). Its minimum seats go
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
            // The price is the workshop's: a new one is what its dates' bookings pay from now on (a
            // booking made before keeps the price it was made at).
            price: workshop.price,
            // Events written before the reminder switches existed leave them as they were.
            ...(workshop.remindDayBefore !== undefined ? { remindDayBefore: workshop.remindDayBefore } : {}),
            ...(workshop.remindHourBefore !== undefined
              ? { remindHourBefore: workshop.remindHourBefore }
              : {}),
            ...(workshop.waitlistWindowHours !== undefined
              ? { waitlistWindowHours: workshop.waitlistWindowHours }
              : {}),
          })
          .where(eq(scheduleCopies.workshopId, workshop.id));
      });
      forgetRecentScheduleCopies();
    },
  };
}

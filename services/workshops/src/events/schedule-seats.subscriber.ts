import { sql } from 'drizzle-orm';
import type { EventEnvelope, ScheduleSeatsChangedPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, scheduleSeats } from '../data/schema';

// A new durable name: JetStream keeps a durable consumer's subject filter, so the one that followed
// bookings.booking.* cannot be pointed at the new subject in place.
const CONSUMER = 'workshops-schedule-seats';

/**
 * The seats-left read model (contract at ScheduleSeatsChangedPayload in packages/contracts/src/events.ts):
 * bookings' counter per schedule, replaced only by a higher version.
 */
export function scheduleSeatsSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.schedule.seats-changed',
    async handler(event: EventEnvelope) {
      const s = event.data as ScheduleSeatsChangedPayload;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        await tx
          .insert(scheduleSeats)
          .values({ workshopScheduleId: s.workshopScheduleId, seatsTaken: s.seatsTaken, version: s.version })
          .onConflictDoUpdate({
            target: scheduleSeats.workshopScheduleId,
            set: { seatsTaken: s.seatsTaken, version: s.version, updatedAt: new Date() },
            setWhere: sql`${scheduleSeats.version} < ${s.version}`,
          });
      });
    },
  };
}

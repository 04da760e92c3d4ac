import { sql } from 'drizzle-orm';
import type { EventEnvelope, ScheduleSeatsChangedPayload } from '@coachwork/contracts';
import {
  addToOutbox,
  claimInbox,
  handleOnce,
  type Db,
  type DbOrTx,
  type Subscription,
} from '@coachwork/service-kit';
import { eventStore, scheduleSeats } from '../data/schema';

// A new durable name: JetStream keeps a durable consumer's subject filter, so the one that followed
// bookings.booking.* cannot be pointed at the new subject in place.
const CONSUMER = 'workshops-schedule-seats';

/** Replaces the schedule's row when `s` is newer; tells the catalogue's caches when it moved. */
async function applySeats(tx: DbOrTx, s: ScheduleSeatsChangedPayload): Promise<void> {
  const moved = await tx
    .insert(scheduleSeats)
    .values({ workshopScheduleId: s.workshopScheduleId, seatsTaken: s.seatsTaken, version: s.version })
    .onConflictDoUpdate({
      target: scheduleSeats.workshopScheduleId,
      set: { seatsTaken: s.seatsTaken, version: s.version, updatedAt: new Date() },
      setWhere: sql`${scheduleSeats.version} < ${s.version}`,
    })
    .returning({ version: scheduleSeats.version });
  if (moved.length)
    await addToOutbox(tx, eventStore, 'workshops.catalogue.changed', {
      workshopScheduleId: s.workshopScheduleId,
    });
}

/**
 * The seats-left read model (contract at ScheduleSeatsChangedPayload in packages/contracts/src/events.ts):
 * bookings' counter per schedule, replaced only by a higher version. A sale sends one event per
 * booking, and only the newest of a schedule matters, so a burst is applied as one transaction: every
 * event gets its inbox record, each schedule only its highest version (see docs/events.md).
 */
export function scheduleSeatsSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.schedule.seats-changed',
    async handler(event: EventEnvelope) {
      await handleOnce(db, eventStore, CONSUMER, event, (tx) =>
        applySeats(tx, event.data as ScheduleSeatsChangedPayload),
      );
    },
    async batchHandler(events: EventEnvelope[]) {
      await db.transaction(async (tx) => {
        const newest = new Map<string, ScheduleSeatsChangedPayload>();
        for (const e of await claimInbox(tx, eventStore, CONSUMER, events)) {
          const s = e.data as ScheduleSeatsChangedPayload;
          const seen = newest.get(s.workshopScheduleId);
          if (!seen || seen.version < s.version) newest.set(s.workshopScheduleId, s);
        }
        // In id order, so two replicas applying overlapping bursts lock the rows in the same order.
        const schedules = [...newest.keys()].sort();
        for (const id of schedules) await applySeats(tx, newest.get(id)!);
      });
    },
  };
}

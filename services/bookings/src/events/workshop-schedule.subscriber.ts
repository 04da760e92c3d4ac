import type { EventEnvelope, WorkshopSchedulePayload } from '@coachwork/contracts';
import { handleOnce, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import { upsertScheduleCopy } from '../data/schedule-copy.repository';
import type { BookingsContext } from '../domain/context';

const CONSUMER = 'bookings-workshop-schedules';

/**
 * Keeps bookings' schedule copies in step with workshops.schedule.* (each carries the full state;
 * the newer `updatedAt` wins), each event applied once.
 */
export function workshopScheduleSubscription(ctx: BookingsContext): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.schedule.*',
    async handler(event: EventEnvelope) {
      const schedule = event.data as WorkshopSchedulePayload;
      await handleOnce(ctx.db, eventStore, CONSUMER, event, async (tx) => {
        await upsertScheduleCopy(tx, schedule);
      });
    },
  };
}

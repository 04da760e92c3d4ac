import type { EventEnvelope, WorkshopSchedulePayload } from '@coachwork/contracts';
import { handleOnce, type Subscription } from '@coachwork/service-kit';
import { eq } from 'drizzle-orm';
import { bookings, eventStore } from '../data/schema';
import { upsertScheduleCopy } from '../data/schedule-copy.repository';
import type { BookingsContext } from '../domain/context';
import { cancelActiveBookings } from '../domain/bookings/booking-state';

export const SCHEDULE_CANCELLED_REASON = 'The workshop schedule was cancelled.';

const CONSUMER = 'bookings-workshop-schedules';

/**
 * Keeps bookings' schedule copies in step with workshops.schedule.* (each carries the full state;
 * the newer `updatedAt` wins), each event applied once. A cancellation also cancels every held or
 * confirmed booking of the schedule and frees their seats, in the same transaction (refunds come with
 * Payments, from the bookings.booking.cancelled events).
 */
export function workshopScheduleSubscription(ctx: BookingsContext): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.schedule.*',
    async handler(event: EventEnvelope) {
      const schedule = event.data as WorkshopSchedulePayload;
      await handleOnce(ctx.db, eventStore, CONSUMER, event, async (tx) => {
        await upsertScheduleCopy(tx, schedule);
        if (event.subject === 'workshops.schedule.cancelled') {
          await cancelActiveBookings(
            tx,
            eq(bookings.workshopScheduleId, schedule.id),
            SCHEDULE_CANCELLED_REASON,
            schedule.cancelledBy,
            ctx.now(),
          );
        }
      });
    },
  };
}

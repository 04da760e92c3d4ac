import { eq } from 'drizzle-orm';
import type { BookingCancelledPayload, BookingConfirmedPayload, EventEnvelope } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { bookedSeats, eventStore } from '../data/schema';

const CONSUMER = 'workshops-booking-seats';

/**
 * The seats-left read model (contract at BookingConfirmedPayload in packages/contracts/src/events.ts):
 * a confirmed booking takes its seats once; a cancellation frees what that booking had taken.
 */
export function bookingSeatsSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.booking.*',
    async handler(event: EventEnvelope) {
      if (event.subject === 'bookings.booking.confirmed') {
        const b = event.data as BookingConfirmedPayload;
        await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
          await tx
            .insert(bookedSeats)
            .values({
              bookingId: b.bookingId,
              workshopScheduleId: b.workshopScheduleId,
              seats: b.seats,
              confirmedAt: new Date(event.occurredAt),
            })
            .onConflictDoNothing();
        });
      } else if (event.subject === 'bookings.booking.cancelled') {
        const b = event.data as BookingCancelledPayload;
        await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
          await tx.delete(bookedSeats).where(eq(bookedSeats.bookingId, b.bookingId));
        });
      }
    },
  };
}

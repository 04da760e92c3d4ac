import type { EventEnvelope } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, metricsEventLog } from '../data/schema';
import { applyMetricsEvent } from '../domain/metrics/metrics-projection';

export const METRICS_CONSUMER = 'bookings-metrics';

/**
 * What the read model hears. Written out one per line: the event catalogue's test reads these lines
 * to list bookings among each subject's consumers (packages/contracts/src/event-catalogue.ts).
 */
const METRICS_SUBSCRIPTIONS = [
  { subject: 'identity.user.registered' },
  { subject: 'workshops.schedule.*' },
  { subject: 'bookings.booking.*' },
  { subject: 'bookings.seat.cancelled' },
  { subject: 'bookings.schedule.seats-changed' },
  { subject: 'bookings.payment.*' },
  { subject: 'bookings.voucher.redeemed' },
] as const;

/**
 * Feeds the dashboard's read model: each event is applied once (the inbox), in the same transaction
 * as its copy in the metrics log that `npm run metrics:rebuild` replays.
 */
export function metricsSubscriptions(db: Db): Subscription[] {
  const handler = async (event: EventEnvelope) => {
    await handleOnce(db, eventStore, METRICS_CONSUMER, event, async (tx) => {
      await tx
        .insert(metricsEventLog)
        .values({
          eventId: event.id,
          subject: event.subject,
          occurredAt: new Date(event.occurredAt),
          envelope: event,
        })
        .onConflictDoNothing();
      await applyMetricsEvent(tx, event);
    });
  };
  return METRICS_SUBSCRIPTIONS.map(({ subject }) => ({
    durable: `${METRICS_CONSUMER}-${subject.replace(/[.*>]+/g, '-').replace(/-+$/, '')}`,
    subject,
    handler,
  }));
}

import type { EventEnvelope } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, metricsEventLog } from '../data/schema';
import { applyMetricsEvent, METRICS_SUBJECTS } from '../domain/metrics/metrics-projection';

export const METRICS_CONSUMER = 'bookings-metrics';

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
  return METRICS_SUBJECTS.map((subject) => ({
    durable: `${METRICS_CONSUMER}-${subject.replace(/[.*>]+/g, '-').replace(/-+$/, '')}`,
    subject,
    handler,
  }));
}

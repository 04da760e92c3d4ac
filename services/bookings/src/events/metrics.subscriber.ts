import type { EventEnvelope } from '@coachwork/contracts';
import { claimInbox, handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, metricsEventLog } from '../data/schema';
import { applyMetricsEvent, applyMetricsEvents } from '../domain/metrics/metrics-projection';

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

/** The event's copy in the metrics log. */
const logRow = (event: EventEnvelope) => ({
  eventId: event.id,
  subject: event.subject,
  occurredAt: new Date(event.occurredAt),
  envelope: event,
});

/**
 * Feeds the dashboard's read model: each event is applied once (the inbox), in the same transaction
 * as its copy in the metrics log that `npm run metrics:rebuild` replays.
 */
export function metricsSubscriptions(db: Db): Subscription[] {
  const handler = async (event: EventEnvelope) => {
    await handleOnce(db, eventStore, METRICS_CONSUMER, event, async (tx) => {
      await tx.insert(metricsEventLog).values(logRow(event)).onConflictDoNothing();
      await applyMetricsEvent(tx, event);
    });
  };
  // A sale's burst: one transaction, one INSERT into the inbox and one into the log for all of it.
  const batchHandler = async (events: EventEnvelope[]) => {
    await db.transaction(async (tx) => {
      const fresh = await claimInbox(tx, eventStore, METRICS_CONSUMER, events);
      if (!fresh.length) return;
      await tx.insert(metricsEventLog).values(fresh.map(logRow)).onConflictDoNothing();
      await applyMetricsEvents(tx, fresh);
    });
  };
  return METRICS_SUBSCRIPTIONS.map(({ subject }) => ({
    durable: `${METRICS_CONSUMER}-${subject.replace(/[.*>]+/g, '-').replace(/-+$/, '')}`,
    subject,
    handler,
    batchHandler,
  }));
}

import type { EventEnvelope } from '@coachwork/contracts';
import { inConsumerSpan } from '../tracing';
import { subjectMatches, type EventBus, type Subscription } from './bus';

/**
 * The embedded-mode bus: publish awaits every matching handler, so a failing handler makes the relay
 * keep the event and retry it later (handlers that already succeeded skip it through their inbox).
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners: { subject: string; handler: (event: EventEnvelope) => void }[] = [];
  private closed = false;

  async publish(event: EventEnvelope, traceparent?: string): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const failures: unknown[] = [];
    for (const sub of this.subscriptions) {
      if (!subjectMatches(sub.subject, event.subject)) continue;
      try {
        await inConsumerSpan(sub.durable, event.subject, [traceparent], () => sub.handler(event));
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length) throw failures[0];
    this.tell(event);
  }

  /**
   * A relay's batch: each subscriber gets the events it matches at once (its batchHandler, in one
   * transaction for most; one at a time when it has none, or when the batch call failed, so one event
   * that fails holds back only itself and those after it). Subscribers are independent, as durable
   * consumers are on JetStream: one's failure does not stop the others taking the whole batch, and
   * what they took is skipped through their inbox when the rest comes again.
   */
  async publishBatch(
    events: readonly { envelope: EventEnvelope; traceparent?: string }[],
  ): Promise<{ handled: number; error?: unknown }> {
    if (this.closed) throw new Error('bus closed');
    let handled = events.length;
    let error: unknown;
    for (const sub of this.subscriptions) {
      const mine = events.flatMap((e, i) => (subjectMatches(sub.subject, e.envelope.subject) ? [i] : []));
      if (!mine.length) continue;
      if (sub.batchHandler && mine.length > 1) {
        const ok = await inConsumerSpan(
          sub.durable,
          events[mine[0]!]!.envelope.subject,
          mine.map((i) => events[i]!.traceparent),
          () => sub.batchHandler!(mine.map((i) => events[i]!.envelope)),
        ).then(
          () => true,
          () => false,
        );
        if (ok) continue;
      }
      for (const i of mine) {
        if (i >= handled) break;
        const { envelope, traceparent } = events[i]!;
        try {
          await inConsumerSpan(sub.durable, envelope.subject, [traceparent], () => sub.handler(envelope));
        } catch (err) {
          // The earliest failure of all subscribers is what holds the relay back.
          error = err;
          handled = i;
        }
      }
    }
    for (const { envelope } of events.slice(0, handled)) this.tell(envelope);
    return handled < events.length ? { handled, error } : { handled };
  }

  private tell(event: EventEnvelope): void {
    for (const l of this.listeners) {
      if (!subjectMatches(l.subject, event.subject)) continue;
      try {
        l.handler(event);
      } catch {
        // A listener only drops a cache; it never makes the relay publish the event again.
      }
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.subscriptions.some((s) => s.durable === subscription.durable)) {
      throw new Error(`duplicate durable consumer ${subscription.durable}`);
    }
    this.subscriptions.push(subscription);
  }

  /** Listeners hear an event after every subscriber has handled it (they subscribe first). */
  async listen(subject: string, handler: (event: EventEnvelope) => void): Promise<void> {
    this.listeners.push({ subject, handler });
  }

  healthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

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

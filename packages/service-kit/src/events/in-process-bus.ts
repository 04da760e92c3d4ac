import type { EventEnvelope } from '@coachwork/contracts';
import { subjectMatches, type EventBus, type Subscription } from './bus';

/**
 * The embedded-mode bus: publish awaits every matching handler, so a failing handler makes the relay
 * keep the event and retry it later (handlers that already succeeded skip it through their inbox).
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly subscriptions: Subscription[] = [];
  private closed = false;

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const failures: unknown[] = [];
    for (const sub of this.subscriptions) {
      if (!subjectMatches(sub.subject, event.subject)) continue;
      try {
        await sub.handler(event);
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length) throw failures[0];
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.subscriptions.some((s) => s.durable === subscription.durable)) {
      throw new Error(`duplicate durable consumer ${subscription.durable}`);
    }
    this.subscriptions.push(subscription);
  }

  healthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

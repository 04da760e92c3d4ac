import type { EventEnvelope } from '@coachwork/contracts';
import { inConsumerSpan } from '../tracing';
import { subjectMatches, type EventBus, type Subscription } from './bus';

export interface InProcessBusOptions {
  /**
   * How many handlers may run at once across the whole bus; an event's subscribers then run side by
   * side (each consumer is independent, as under JetStream). 0 (the default): one after another.
   * The embedded mode on PostgreSQL sets 5, the most that ran at once before (one per service's relay),
   * so the pool the requests share is asked for no more connections than it was.
   */
  handlersAtOnce?: number;
}

/**
 * The embedded-mode bus: publish awaits every matching handler, so a failing handler makes the relay
 * keep the event and retry it later (handlers that already succeeded skip it through their inbox).
 * Each consumer sees its events in the relay's order: the next event is published once every handler
 * of this one has finished.
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners: { subject: string; handler: (event: EventEnvelope) => void }[] = [];
  private closed = false;
  private readonly limit: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: InProcessBusOptions = {}) {
    this.limit = options.handlersAtOnce ?? 0;
  }

  async publish(event: EventEnvelope, traceparent?: string): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const matching = this.subscriptions.filter((sub) => subjectMatches(sub.subject, event.subject));
    const run = (sub: Subscription) =>
      inConsumerSpan(sub.durable, event.subject, [traceparent], () => sub.handler(event));
    const failures: unknown[] = [];
    if (this.limit > 0 && matching.length > 1) {
      const settled = await Promise.allSettled(matching.map((sub) => this.inTurn(() => run(sub))));
      for (const result of settled) if (result.status === 'rejected') failures.push(result.reason);
    } else
      for (const sub of matching) {
        try {
          await (this.limit > 0 ? this.inTurn(() => run(sub)) : run(sub));
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

  /** Runs `work` once fewer than `limit` handlers run, first come first served. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    // The slot passes straight from the handler that ends to the one waiting longest.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
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

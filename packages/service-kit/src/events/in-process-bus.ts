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
   * A relay's batch, in two lanes that run side by side. Subscribers with a batchHandler take the
   * events they match at once (one transaction for most), one subscriber after the other; when a batch
   * call fails, that subscriber takes its events one at a time. The others take the batch event by
   * event, each event going to all of them before the next, as `publish` would: a read model that
   * folds a burst does not make a directory or a mail wait for the whole burst. Subscribers are
   * independent, as durable consumers are on JetStream: one's failure does not stop the others, and
   * what they took is skipped through their inbox when the rest comes again.
   */
  async publishBatch(
    events: readonly { envelope: EventEnvelope; traceparent?: string }[],
  ): Promise<{ handled: number; error?: unknown }> {
    if (this.closed) throw new Error('bus closed');
    let handled = events.length;
    let error: unknown;
    /** The earliest failure of all subscribers is what holds the relay back. */
    const failedAt = (i: number, err: unknown) => {
      if (i >= handled) return;
      handled = i;
      error = err;
    };
    const one = async (sub: Subscription, i: number) => {
      const { envelope, traceparent } = events[i]!;
      try {
        await inConsumerSpan(sub.durable, envelope.subject, [traceparent], () => sub.handler(envelope));
      } catch (err) {
        failedAt(i, err);
      }
    };
    const matches = (sub: Subscription, i: number) =>
      subjectMatches(sub.subject, events[i]!.envelope.subject);
    const batched = async () => {
      for (const sub of this.subscriptions.filter((s) => s.batchHandler)) {
        const mine = events.flatMap((_, i) => (matches(sub, i) ? [i] : []));
        if (!mine.length) continue;
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
        for (const i of mine) {
          if (i >= handled) break;
          await one(sub, i);
        }
      }
    };
    const eventByEvent = async () => {
      const subs = this.subscriptions.filter((s) => !s.batchHandler);
      for (let i = 0; i < events.length && i < handled; i++)
        for (const sub of subs) if (matches(sub, i)) await one(sub, i);
    };
    await Promise.all([batched(), eventByEvent()]);
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

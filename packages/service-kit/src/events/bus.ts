import type { EventEnvelope } from '@coachwork/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  /** Durable consumer name, unique per service and subject (for example `bookings-template-created`). */
  durable: string;
  /** A subject or NATS-style pattern (`workshops.template.*`, `identity.>`). */
  subject: string;
  handler: EventHandler;
  /**
   * Optional: handles several events at once, in the order they arrived (JetStream hands it what it
   * has already delivered, up to 256; the in-process bus the ones it matches of a relay's batch). It must do what
   * `handler` would do for each, idempotently; when it throws, each event goes through `handler`.
   * For read models where one transaction (and only the newest state) serves a burst.
   */
  batchHandler?: (events: EventEnvelope[]) => Promise<void>;
}

/**
 * How services publish and consume events. Publishing happens only from the outbox relay; handlers
 * must be idempotent (see `handleOnce`), because every implementation delivers at least once.
 */
export interface EventBus {
  readonly kind: 'in-process' | 'jetstream';
  /**
   * `traceparent`: the W3C trace context of the request that wrote the event (from its outbox row);
   * each consumer's span continues that trace.
   */
  publish(event: EventEnvelope, traceparent?: string): Promise<void>;
  /**
   * Optional (the in-process bus): publishes a relay's batch in order, each subscriber taking the
   * events it matches in one `batchHandler` call where it has one. Resolves to how many events from
   * the first every subscriber handled (the rest are published again later) and, when that is not all,
   * the first failure.
   */
  publishBatch?(
    events: readonly { envelope: EventEnvelope; traceparent?: string }[],
  ): Promise<{ handled: number; error?: unknown }>;
  subscribe(subscription: Subscription): Promise<void>;
  /**
   * Hears every matching event in this process, whatever other processes hear: no durable consumer,
   * no ack, nothing kept while away. For caches that only need to know something changed.
   */
  listen(subject: string, handler: (event: EventEnvelope) => void): Promise<void>;
  healthy(): boolean;
  /**
   * Graceful shutdown's first step for events: take no new messages, let the handlers in flight
   * finish (the in-process bus runs handlers inside publish, so it has nothing to stop).
   */
  stopConsuming?(): Promise<void>;
  close(): Promise<void>;
}

/** NATS subject matching: `*` is one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

// The distributed-mode bus over NATS JetStream: a file-backed stream per product, publishes
// de-duplicated by `Nats-Msg-Id`, durable pull consumers with explicit ack. Debian ships
// nats-server 2.9, so each consumer has one `filter_subject` (no 2.10 `filter_subjects`).
// nats-server going away is an outage, not an end: the client reconnects forever, consumers resume
// (and are created again, with the stream, when the server came back without them).
import {
  AckPolicy,
  ConsumerEvents,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  connect,
  headers,
  nanos,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';
import { EVENT_DOMAINS, EVENT_STREAM, type EventEnvelope } from '@coachwork/contracts';
import type { Logger } from '../logger';
import { Backoff, shouldLog, sleep } from '../resilience';
import { inConsumerSpan } from '../tracing';
import type { EventBus, Subscription } from './bus';

const codec = JSONCodec<EventEnvelope>();
/** The W3C trace context header an event carries from its outbox row to the consumers. */
const TRACEPARENT = 'traceparent';
const traceparentOf = (m: JsMsg) => m.headers?.get(TRACEPARENT) || undefined;

/**
 * How long JetStream waits for an ack before it delivers a message again (to any replica). The events
 * a killed replica had taken come back after this long, so it is short; a handler that runs longer
 * reports progress (`working()`) every third of it, so a slow one is not given to a second replica.
 */
export const ACK_WAIT_MS = 10_000;

/** The most events one batchHandler call gets. */
const MAX_BATCH = 256;
/** What a race against the next message returns when nothing more is already delivered. */
const IDLE = Symbol('idle');

export interface JetStreamOptions {
  servers: string;
  name: string;
  logger: Logger;
  stream?: string;
  /** Copies of the stream a cluster keeps (3 on a 3-node JetStream cluster); 1 on one server. */
  replicas?: number;
  /** The consumers' ack wait (ACK_WAIT_MS); shorter in tests. */
  ackWaitMs?: number;
}

/** Runs `work`, telling JetStream every third of the ack wait that `messages` are still being handled. */
async function whileWorking<T>(messages: JsMsg[], ackWaitMs: number, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    for (const m of messages) m.working();
  }, ackWaitMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

export class JetStreamBus implements EventBus {
  readonly kind = 'jetstream' as const;
  private readonly running: { messages?: ConsumerMessages; loop: Promise<void> }[] = [];
  private closing = false;
  private consuming = true;
  private connected = true;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly stream: string,
    private readonly logger: Logger,
    private readonly replicas = 1,
    private readonly ackWaitMs = ACK_WAIT_MS,
  ) {
    void this.watchStatus();
  }

  static async connect(options: JetStreamOptions): Promise<JetStreamBus> {
    const nc = await connect({
      servers: options.servers.split(','),
      name: options.name,
      // Never give up: a service outlives nats-server restarts and reconnects by itself.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      reconnectJitter: 250,
      waitOnFirstConnect: true,
      pingInterval: 10_000,
      maxPingOut: 2,
    });
    try {
      const jsm = await nc.jetstreamManager();
      const stream = options.stream ?? EVENT_STREAM;
      await ensureStream(jsm, stream, options.replicas);
      return new JetStreamBus(
        nc,
        nc.jetstream(),
        jsm,
        stream,
        options.logger,
        options.replicas,
        options.ackWaitMs,
      );
    } catch (err) {
      await nc.close().catch(() => undefined);
      throw err;
    }
  }

  async publish(event: EventEnvelope, traceparent?: string): Promise<void> {
    let h: MsgHdrs | undefined;
    if (traceparent) {
      h = headers();
      h.set(TRACEPARENT, traceparent);
    }
    try {
      await this.js.publish(event.subject, codec.encode(event), {
        msgID: event.id,
        timeout: 5000,
        headers: h,
      });
    } catch (err) {
      // No stream answered: a server that came back with an empty store. Make it again for the retry.
      if ((err as { code?: string }).code === '503')
        await ensureStream(this.jsm, this.stream, this.replicas).catch(() => undefined);
      throw err;
    }
  }

  async subscribe({ durable, subject, handler, batchHandler }: Subscription): Promise<void> {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      ack_wait: nanos(this.ackWaitMs),
      max_deliver: -1,
    };
    await this.ensureConsumer(config);
    const slot: { messages?: ConsumerMessages; loop: Promise<void> } = { loop: Promise.resolve() };
    slot.loop = this.consumeLoop(config, handler, slot, batchHandler);
    this.running.push(slot);
  }

  private async ensureConsumer(config: Partial<ConsumerConfig>): Promise<void> {
    let info;
    try {
      info = await this.jsm.consumers.info(this.stream, config.durable_name!);
    } catch {
      await ensureStream(this.jsm, this.stream, this.replicas);
      await this.jsm.consumers.add(this.stream, config);
      return;
    }
    // A consumer made by an earlier version (30 s) takes the current ack wait.
    if (info.config.ack_wait !== config.ack_wait)
      await this.jsm.consumers.update(this.stream, config.durable_name!, { ack_wait: config.ack_wait });
  }

  /** A core NATS subscription: JetStream publishes reach it too, in every process that listens. */
  async listen(subject: string, handler: (event: EventEnvelope) => void): Promise<void> {
    this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        try {
          handler(codec.decode(msg.data));
        } catch (error) {
          this.logger.warn({ err: error, subject }, 'event listener failed');
        }
      },
    });
  }

  private async consumeLoop(
    config: Partial<ConsumerConfig>,
    handler: Subscription['handler'],
    slot: { messages?: ConsumerMessages },
    batchHandler?: Subscription['batchHandler'],
  ): Promise<void> {
    const durable = config.durable_name!;
    const backoff = new Backoff(500, 10_000);
    // consume() rides out a reconnect by itself; it ends (and this loop starts it again, creating the
    // consumer and the stream when they are gone) when the server lost them.
    while (!this.closing && this.consuming) {
      try {
        if (backoff.failures) await this.ensureConsumer(config);
        const consumer = await this.js.consumers.get(this.stream, durable);
        const messages = await consumer.consume({ max_messages: 64 });
        slot.messages = messages;
        void this.watchConsumer(messages, durable);
        if (batchHandler) await this.consumeBatches(messages, durable, handler, batchHandler, backoff);
        else
          for await (const m of messages) {
            backoff.reset();
            try {
              await whileWorking([m], this.ackWaitMs, () =>
                inConsumerSpan(durable, m.subject, [traceparentOf(m)], () => handler(codec.decode(m.data))),
              );
              m.ack();
            } catch (err) {
              this.logger.warn({ err, durable, subject: m.subject }, 'event handler failed; redelivering');
              m.nak(1000);
            }
          }
        if (this.closing || !this.consuming) break;
        throw new Error('consumer stopped');
      } catch (err) {
        if (this.closing || !this.consuming) break;
        const delay = backoff.next();
        if (shouldLog(backoff.failures))
          this.logger.warn(
            { err: (err as Error)?.message, durable, retryInMs: delay },
            'consumer interrupted; retrying',
          );
        await sleep(delay);
      }
    }
  }

  /**
   * Takes the first message and every one already delivered behind it (up to MAX_BATCH), hands them
   * to `batchHandler` and acks them together; when it fails, each goes through `handler` on its own.
   */
  private async consumeBatches(
    messages: ConsumerMessages,
    durable: string,
    handler: Subscription['handler'],
    batchHandler: NonNullable<Subscription['batchHandler']>,
    backoff: Backoff,
  ): Promise<void> {
    const iterator = messages[Symbol.asyncIterator]();
    let next = iterator.next();
    for (;;) {
      const first = await next;
      if (first.done) return;
      next = iterator.next();
      backoff.reset();
      const batch: JsMsg[] = [first.value];
      let ended = false;
      while (batch.length < MAX_BATCH) {
        // A message already delivered settles within microtasks; setImmediate runs after them, so
        // winning it means nothing more is waiting now (the pending next() is kept for the next turn).
        const more = await Promise.race([next, new Promise<typeof IDLE>((r) => setImmediate(r, IDLE))]);
        if (more === IDLE) break;
        if (more.done) {
          ended = true;
          break;
        }
        next = iterator.next();
        batch.push(more.value);
      }
      try {
        await whileWorking(batch, this.ackWaitMs, () =>
          inConsumerSpan(durable, batch[0]!.subject, batch.map(traceparentOf), () =>
            batchHandler(batch.map((m) => codec.decode(m.data))),
          ),
        );
        for (const m of batch) m.ack();
      } catch (err) {
        this.logger.warn({ err, durable, events: batch.length }, 'event batch failed; one at a time');
        for (const [i, m] of batch.entries()) {
          try {
            await whileWorking(batch.slice(i), this.ackWaitMs, () =>
              inConsumerSpan(durable, m.subject, [traceparentOf(m)], () => handler(codec.decode(m.data))),
            );
            m.ack();
          } catch (error) {
            this.logger.warn(
              { err: error, durable, subject: m.subject },
              'event handler failed; redelivering',
            );
            m.nak(1000);
          }
        }
      }
      if (ended) return;
    }
  }

  /** Ends a consume() whose consumer or stream the server no longer has, so the loop recreates it. */
  private async watchConsumer(messages: ConsumerMessages, durable: string): Promise<void> {
    try {
      for await (const s of await messages.status()) {
        if (
          s.type === ConsumerEvents.ConsumerNotFound ||
          s.type === ConsumerEvents.StreamNotFound ||
          s.type === ConsumerEvents.ConsumerDeleted
        ) {
          this.logger.warn({ durable, status: s.type }, 'consumer gone from the server; recreating it');
          messages.stop();
          return;
        }
      }
    } catch {
      // The messages ended; nothing left to watch.
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === 'disconnect') {
        this.connected = false;
        this.logger.warn({ server: s.data }, 'nats-server disconnected; reconnecting');
      }
      if (s.type === 'reconnect') {
        this.connected = true;
        this.logger.info({ server: s.data }, 'nats-server reconnected');
      }
    }
  }

  healthy(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  /** Stops taking new messages; resolves once the handlers in flight have finished (and acked). */
  async stopConsuming(): Promise<void> {
    this.consuming = false;
    for (const slot of this.running) slot.messages?.stop();
    await Promise.allSettled(this.running.map((s) => s.loop));
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.stopConsuming();
    // drain() flushes and closes; with the server away it would wait for a reconnect that may never come.
    if (this.connected) await this.nc.drain().catch(() => undefined);
    else await this.nc.close().catch(() => undefined);
  }
}

async function ensureStream(jsm: JetStreamManager, name: string, replicas = 1): Promise<void> {
  const config = {
    name,
    // Set when the stream is made; an existing stream keeps its count (`nats stream edit` changes it).
    num_replicas: replicas,
    subjects: EVENT_DOMAINS.map((d) => `${d}.>`),
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(10 * 60_000),
  };
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (err) {
      // Another service created it a moment ago.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
}

// The distributed-mode bus over NATS JetStream: a file-backed stream per product, publishes
// de-duplicated by `Nats-Msg-Id`, durable pull consumers with explicit ack. Debian ships
// nats-server 2.9, so each consumer has one `filter_subject` (no 2.10 `filter_subjects`).
import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  connect,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { EVENT_DOMAINS, EVENT_STREAM, type EventEnvelope } from '@coachwork/contracts';
import type { Logger } from '../logger';
import type { EventBus, Subscription } from './bus';

const codec = JSONCodec<EventEnvelope>();

export interface JetStreamOptions {
  servers: string;
  name: string;
  logger: Logger;
  stream?: string;
}

export class JetStreamBus implements EventBus {
  readonly kind = 'jetstream' as const;
  private readonly running: { messages?: ConsumerMessages; loop: Promise<void> }[] = [];
  private closing = false;
  private connected = true;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly stream: string,
    private readonly logger: Logger,
  ) {
    void this.watchStatus();
  }

  static async connect(options: JetStreamOptions): Promise<JetStreamBus> {
    const nc = await connect({
      servers: options.servers.split(','),
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    });
    const jsm = await nc.jetstreamManager();
    const stream = options.stream ?? EVENT_STREAM;
    await ensureStream(jsm, stream);
    return new JetStreamBus(nc, nc.jetstream(), jsm, stream, options.logger);
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.js.publish(event.subject, codec.encode(event), { msgID: event.id, timeout: 5000 });
  }

  async subscribe({ durable, subject, handler }: Subscription): Promise<void> {
    try {
      await this.jsm.consumers.info(this.stream, durable);
    } catch {
      await this.jsm.consumers.add(this.stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: subject,
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
    }
    const slot: { messages?: ConsumerMessages; loop: Promise<void> } = { loop: Promise.resolve() };
    slot.loop = this.consumeLoop(durable, handler, slot);
    this.running.push(slot);
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
    durable: string,
    handler: Subscription['handler'],
    slot: { messages?: ConsumerMessages },
  ): Promise<void> {
    // consume() recovers from most interruptions itself; the outer loop covers the rest.
    while (!this.closing) {
      try {
        const consumer = await this.js.consumers.get(this.stream, durable);
        const messages = await consumer.consume({ max_messages: 64 });
        slot.messages = messages;
        for await (const m of messages) {
          try {
            await handler(codec.decode(m.data));
            m.ack();
          } catch (err) {
            this.logger.warn({ err, durable, subject: m.subject }, 'event handler failed; redelivering');
            m.nak(1000);
          }
        }
      } catch (err) {
        if (this.closing) break;
        this.logger.warn({ err, durable }, 'consumer interrupted; retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === 'disconnect') this.connected = false;
      if (s.type === 'reconnect') this.connected = true;
    }
  }

  healthy(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const slot of this.running) slot.messages?.stop();
    await Promise.allSettled(this.running.map((s) => s.loop));
    await this.nc.drain().catch(() => undefined);
  }
}

async function ensureStream(jsm: JetStreamManager, name: string): Promise<void> {
  const config = {
    name,
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

import { randomUUID } from 'node:crypto';
import { AckPolicy, connect, DeliverPolicy, nanos } from 'nats';
import { EVENT_STREAM, type EventEnvelope } from '@coachwork/contracts';
import { eventually, startNatsServer } from '@coachwork/test-support';
import { ACK_WAIT_MS, createLogger, JetStreamBus } from '../src';

const envelope = (title: string, id = randomUUID()): EventEnvelope =>
  ({
    id,
    subject: 'workshops.template.created',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { id: randomUUID(), title, slug: title, level: null, price: 1 },
  }) as EventEnvelope;

describe('JetStreamBus against a real nats-server', () => {
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(async () => {
    await nats.close();
  });

  it('drops a second publish with the same Nats-Msg-Id', async () => {
    const bus = await JetStreamBus.connect({
      servers: nats.url,
      name: 'dedup',
      logger: createLogger('t', 'silent'),
    });
    const seen: string[] = [];
    // Both tests share the product's stream; each counts only its own events.
    const mine = new Set<string>();
    await bus.subscribe({
      durable: 'dedup-consumer',
      subject: 'workshops.template.*',
      handler: async (e) => void (mine.has(e.id) && seen.push(e.id)),
    });
    const e = envelope('once');
    const other = envelope('other');
    mine.add(e.id).add(other.id);
    await bus.publish(e);
    await bus.publish(e);
    await bus.publish(other);
    await eventually(async () => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.filter((id) => id === e.id)).toHaveLength(1);
    expect(seen).toHaveLength(2);
    await bus.close();
  });

  it('redelivers to a durable consumer what arrived while it was away, and retries a failed handler', async () => {
    const logger = createLogger('t', 'silent');
    const publisher = await JetStreamBus.connect({ servers: nats.url, name: 'pub', logger });
    const first = await JetStreamBus.connect({ servers: nats.url, name: 'sub1', logger });
    const got: string[] = [];
    await first.subscribe({
      durable: 'durable-consumer',
      subject: 'workshops.template.created',
      handler: async (e) => void got.push((e.data as { title: string }).title),
    });
    await publisher.publish(envelope('a'));
    await eventually(async () => got.includes('a'));
    await first.close();

    await publisher.publish(envelope('b'));
    await publisher.publish(envelope('c'));

    const second = await JetStreamBus.connect({ servers: nats.url, name: 'sub2', logger });
    let failOnce = true;
    await second.subscribe({
      durable: 'durable-consumer',
      subject: 'workshops.template.created',
      handler: async (e) => {
        const title = (e.data as { title: string }).title;
        if (title === 'b' && failOnce) {
          failOnce = false;
          throw new Error('transient');
        }
        got.push(title);
      },
    });
    await eventually(async () => got.includes('b') && got.includes('c'), 15_000);
    expect(got.filter((t) => t === 'a')).toHaveLength(1);
    await second.close();
    await publisher.close();
  });

  it('hands a batch handler the burst already waiting, in order, and each event alone when it throws', async () => {
    const logger = createLogger('t', 'silent');
    const publisher = await JetStreamBus.connect({ servers: nats.url, name: 'burst-pub', logger });
    const burst = Array.from(
      { length: 40 },
      (_, i) => ({ ...envelope(`burst-${i}`), subject: 'workshops.template.updated' }) as EventEnvelope,
    );
    const mine = new Set(burst.map((e) => e.id));
    for (const e of burst) await publisher.publish(e);
    const consumer = await JetStreamBus.connect({ servers: nats.url, name: 'burst-sub', logger });
    const handled: string[] = [];
    let calls = 0;
    let refused = 0;
    await consumer.subscribe({
      durable: 'burst-consumer',
      subject: 'workshops.template.updated',
      handler: async (e) => void (mine.has(e.id) && handled.push(e.id)),
      batchHandler: async (events) => {
        calls += 1;
        // The batch holding the fifth event fails as a whole: its events must each be handled once.
        if (!refused && events.some((e) => e.id === burst[4]!.id)) {
          refused = events.length;
          throw new Error('batch refused');
        }
        handled.push(...events.filter((e) => mine.has(e.id)).map((e) => e.id));
      },
    });
    await eventually(async () => handled.length >= burst.length, 15_000);
    await new Promise((r) => setTimeout(r, 300));
    // Every event once, in the order published, the refused batch's too.
    expect(handled).toEqual(burst.map((e) => e.id));
    expect(refused).toBeGreaterThan(0);
    // The burst that was waiting came in batches, not one call per event.
    expect(calls).toBeLessThan(burst.length);
    await consumer.close();
    await publisher.close();
  });

  it('gives the events a dead consumer had taken to another after the ack wait, and updates an old ack wait', async () => {
    const logger = createLogger('t', 'silent');
    // A subject of its own: the earlier tests' events stay out of this consumer.
    const subject = `workshops.ackwait.${randomUUID().slice(0, 8)}`;
    const durable = `ackwait-${randomUUID().slice(0, 8)}`;
    const publisher = await JetStreamBus.connect({ servers: nats.url, name: 'ackwait-pub', logger });
    const event = { ...envelope('taken'), subject } as EventEnvelope;
    await publisher.publish(event);
    // A replica made by an earlier version (30 s ack wait) takes the event and dies before acking it.
    const dead = await connect({ servers: nats.url });
    const jsm = await dead.jetstreamManager();
    await jsm.consumers.add(EVENT_STREAM, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      ack_wait: nanos(30_000),
      max_deliver: -1,
    });
    const taken = await (await dead.jetstream().consumers.get(EVENT_STREAM, durable)).next({ expires: 5000 });
    expect(taken?.seq).toBeGreaterThan(0);
    await dead.close();

    // Its replacement has the product's ack wait (here 1.5 s), and the consumer takes it.
    const got: number[] = [];
    const startedAt = Date.now();
    const replacement = await JetStreamBus.connect({
      servers: nats.url,
      name: 'ackwait-sub',
      logger,
      ackWaitMs: 1500,
    });
    await replacement.subscribe({
      durable,
      subject,
      handler: async (e) => {
        if (e.id === event.id) got.push(Date.now() - startedAt);
      },
    });
    const check = await connect({ servers: nats.url });
    const info = await (await check.jetstreamManager()).consumers.info(EVENT_STREAM, durable);
    expect(info.config.ack_wait).toBe(nanos(1500));
    // Delivered again once the old 30 s wait was replaced, long before it would have ended.
    await eventually(async () => got.length === 1, 15_000);
    expect(got[0]).toBeLessThan(10_000);
    await check.close();
    await replacement.close();
    await publisher.close();
    expect(ACK_WAIT_MS).toBe(10_000);
  });

  it('keeps a handler slower than the ack wait from getting its event a second time', async () => {
    const logger = createLogger('t', 'silent');
    const subject = `workshops.slow.${randomUUID().slice(0, 8)}`;
    const publisher = await JetStreamBus.connect({ servers: nats.url, name: 'slow-pub', logger });
    const consumer = await JetStreamBus.connect({
      servers: nats.url,
      name: 'slow-sub',
      logger,
      ackWaitMs: 900,
    });
    const calls: string[] = [];
    await consumer.subscribe({
      durable: `slow-${randomUUID().slice(0, 8)}`,
      subject,
      // Three ack waits long: without working() JetStream would deliver it again meanwhile.
      handler: async (e) => {
        calls.push(e.id);
        await new Promise((r) => setTimeout(r, 2700));
      },
    });
    const event = { ...envelope('slow'), subject } as EventEnvelope;
    await publisher.publish(event);
    await eventually(async () => calls.length >= 1, 10_000);
    await new Promise((r) => setTimeout(r, 4000));
    expect(calls).toEqual([event.id]);
    await consumer.close();
    await publisher.close();
  });
});

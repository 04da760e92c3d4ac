import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@coachwork/contracts';
import { createTestRuntime, eventually } from '@coachwork/test-support';
import {
  addToOutbox,
  createLogger,
  eventTables,
  claimInbox,
  handleOnce,
  InProcessBus,
  OutboxRelay,
  type EventBus,
} from '../src';

const tables = eventTables(pgSchema('kit'));

/** A bus that refuses the first `failures` publishes, as JetStream does while nats-server is down. */
class FlakyBus implements EventBus {
  readonly kind = 'in-process' as const;
  published: EventEnvelope[] = [];
  constructor(public failures: number) {}
  async publish(event: EventEnvelope) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connection refused');
    }
    this.published.push(event);
  }
  async subscribe() {}
  async listen() {}
  healthy() {
    return true;
  }
  async close() {}
}

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
beforeAll(async () => {
  ctx = await createTestRuntime();
  const db = ctx.database.db;
  await db.execute(sql`create schema kit`);
  await db.execute(sql`create table kit.outbox (id uuid primary key, subject text not null, envelope jsonb not null,
    occurred_at timestamptz not null default now(), sent_at timestamptz, attempts integer not null default 0, last_error text,
    trace_context text)`);
  await db.execute(sql`create table kit.inbox (event_id uuid not null, consumer text not null, subject text not null,
    handled_at timestamptz not null default now(), primary key (event_id, consumer))`);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate kit.outbox, kit.inbox`);
});

const payload = (title: string) => ({ id: randomUUID(), title, slug: title, level: null, price: 1 });

describe('OutboxRelay', () => {
  it('sends events written in the same millisecond in the order they were written', async () => {
    const db = ctx.database.db;
    const written: string[] = [];
    // The clock stands still while they are written (only Date is faked), so all of them share one
    // millisecond: on a busy machine two writes in a row were sometimes a millisecond apart, and the
    // check then proved nothing.
    jest.useFakeTimers({
      now: Date.parse('2026-11-29T12:00:00.000Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      // Two events a transaction, as a free booking writes `created` and `confirmed` in one statement.
      for (let i = 0; i < 20; i++)
        await db.transaction(async (tx) => {
          for (const t of [`${i}-first`, `${i}-second`]) {
            await addToOutbox(tx, tables, 'workshops.template.created', payload(t));
            written.push(t);
          }
        });
    } finally {
      jest.useRealTimers();
    }
    const moments = await db.execute(sql`select count(distinct occurred_at)::int as n from kit.outbox`);
    expect(Number((moments as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    const bus = new FlakyBus(0);
    await new OutboxRelay(db, tables, bus, createLogger('t', 'silent')).drain();
    expect(bus.published.map((e) => (e.data as { title: string }).title)).toEqual(written);
  });

  it('publishes nothing written in a transaction that rolled back', async () => {
    const db = ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        await addToOutbox(tx, tables, 'workshops.template.created', payload('rolled-back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const bus = new FlakyBus(0);
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'));
    await relay.drain();
    expect(bus.published).toHaveLength(0);
  });

  it('keeps events while the bus is down and publishes them all, in order, once it is back', async () => {
    const db = ctx.database.db;
    for (const t of ['one', 'two', 'three']) {
      await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload(t)));
    }
    const bus = new FlakyBus(4);
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'), { intervalMs: 20 });
    relay.start();
    await eventually(async () => bus.published.length === 3, 10_000, 20);
    await relay.stop();
    expect(bus.published.map((e) => (e.data as { title: string }).title)).toEqual(['one', 'two', 'three']);
    expect(await relay.pending()).toBe(0);
    const result = (await db.execute(sql`select max(attempts)::int as a from kit.outbox`)) as unknown as {
      rows: { a: number }[];
    };
    const [row] = result.rows;
    expect(row!.a).toBeGreaterThanOrEqual(1);
  });

  it('publishes a row nudged in while a drain was running at once, not at the next tick', async () => {
    const db = ctx.database.db;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const bus = new FlakyBus(0);
    const publish = bus.publish.bind(bus);
    // The first publish waits until the second row is committed and nudged.
    bus.publish = async (e) => {
      if (!bus.published.length) await held;
      await publish(e);
    };
    // An interval far beyond the test's patience: only the nudge can publish the second row in time.
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'), { intervalMs: 60_000 });
    await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload('first')));
    relay.start();
    await eventually(async () => (await relay.pending()) === 1 && relay['current'] !== undefined, 5000, 10);
    await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload('second')));
    relay.nudge();
    release();
    await eventually(async () => bus.published.length === 2, 5000, 20);
    await relay.stop();
    expect(bus.published.map((e) => (e.data as { title: string }).title)).toEqual(['first', 'second']);
  });

  it('sends a JetStream batch without waiting for each ack, and marks sent only what was acknowledged', async () => {
    const db = ctx.database.db;
    for (const t of ['one', 'two', 'three', 'four'])
      await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload(t)));
    const sentBeforeAnAck: number[] = [];
    let inFlight = 0;
    let refuse = 'three';
    const stored: string[] = [];
    const bus = Object.assign(new FlakyBus(0), {
      kind: 'jetstream' as const,
      async publish(e: EventEnvelope) {
        inFlight += 1;
        sentBeforeAnAck.push(inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight -= 1;
        const title = (e.data as { title: string }).title;
        if (title === refuse) throw new Error('no ack');
        stored.push(title);
      },
    });
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'));
    await relay.drain();
    // All four went out before the first acknowledgement came back.
    expect(Math.max(...sentBeforeAnAck)).toBe(4);
    // 'four' was stored too, but only the run before the refusal counts as sent; the rest go again.
    expect(await relay.pending()).toBe(2);
    refuse = '';
    await relay.drain();
    expect(await relay.pending()).toBe(0);
    expect(stored).toEqual(['one', 'two', 'four', 'three', 'four']);
  });

  it('deletes the rows of events sent longer ago than keepSentMs, never an unsent one', async () => {
    const db = ctx.database.db;
    for (const t of ['old-1', 'old-2', 'recent', 'unsent-old'])
      await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload(t)));
    const bus = new FlakyBus(0);
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'), { keepSentMs: 3_600_000 });
    await relay.drain();
    expect(bus.published).toHaveLength(4);
    // Sent two hours ago, and a row written two hours ago that was never sent (the bus was down).
    await db.execute(sql`update kit.outbox set sent_at = now() - interval '2 hours'
      where envelope->'data'->>'title' in ('old-1', 'old-2')`);
    await db.execute(sql`update kit.outbox set sent_at = null, occurred_at = now() - interval '2 hours'
      where envelope->'data'->>'title' = 'unsent-old'`);
    expect(await relay.prune()).toBe(2);
    const left = (await db.execute(
      sql`select envelope->'data'->>'title' as t from kit.outbox order by 1`,
    )) as unknown as { rows: { t: string }[] };
    expect(left.rows.map((r) => r.t)).toEqual(['recent', 'unsent-old']);
    expect(await relay.prune()).toBe(0);
    // The one kept back is still sent.
    await relay.drain();
    expect(bus.published.map((e) => (e.data as { title: string }).title).at(-1)).toBe('unsent-old');
  });

  it('prunes in its timer: a running relay deletes what is past keepSentMs on its own', async () => {
    const db = ctx.database.db;
    await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload('x')));
    const relay = new OutboxRelay(db, tables, new FlakyBus(0), createLogger('t', 'silent'), {
      intervalMs: 20,
      keepSentMs: 0,
      pruneEveryMs: 50,
    });
    relay.start();
    try {
      await eventually(
        async () =>
          Number(
            (
              (await db.execute(sql`select count(*)::int as n from kit.outbox`)) as unknown as {
                rows: { n: number }[];
              }
            ).rows[0]!.n,
          ) === 0,
        5000,
      );
    } finally {
      await relay.stop();
    }
  });
});

describe('handleOnce', () => {
  it('runs the change once per event and consumer', async () => {
    const db = ctx.database.db;
    const event = {
      id: randomUUID(),
      subject: 'workshops.template.created',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: payload('x'),
    } as EventEnvelope;
    let applied = 0;
    expect(await handleOnce(db, tables, 'c1', event, async () => void applied++)).toBe(true);
    expect(await handleOnce(db, tables, 'c1', event, async () => void applied++)).toBe(false);
    // Another consumer handles it on its own.
    expect(await handleOnce(db, tables, 'c2', event, async () => void applied++)).toBe(true);
    expect(applied).toBe(2);
  });
});

const envelope = (title: string): EventEnvelope =>
  ({
    id: randomUUID(),
    subject: 'workshops.template.created',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: payload(title),
  }) as EventEnvelope;
const titles = (events: readonly EventEnvelope[]) => events.map((e) => (e.data as { title: string }).title);

describe('claimInbox', () => {
  it('claims each new event of a batch once, in order, and none of a batch handled before', async () => {
    const db = ctx.database.db;
    const [a, b, c] = [envelope('a'), envelope('b'), envelope('c')];
    await handleOnce(db, tables, 'c1', b, async () => undefined);
    const claim = (events: EventEnvelope[]) => db.transaction((tx) => claimInbox(tx, tables, 'c1', events));
    // b was handled on its own; a batch carrying a twice claims it once.
    expect(titles(await claim([a, b, a, c]))).toEqual(['a', 'c']);
    expect(await claim([a, b, c])).toEqual([]);
    // Another consumer claims them all.
    expect(titles(await db.transaction((tx) => claimInbox(tx, tables, 'c2', [a, b])))).toEqual(['a', 'b']);
  });

  it('keeps no claim of a batch whose transaction failed', async () => {
    const db = ctx.database.db;
    const [a, b] = [envelope('a'), envelope('b')];
    await expect(
      db.transaction(async (tx) => {
        await claimInbox(tx, tables, 'c1', [a, b]);
        throw new Error('bad event');
      }),
    ).rejects.toThrow('bad event');
    // Both come again: neither was recorded as handled.
    expect(await handleOnce(db, tables, 'c1', a, async () => undefined)).toBe(true);
  });
});

describe('the in-process bus with a relay batch', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ envelope: envelope(`e${i}`) }));

  it('hands a subscriber with a batch handler the events it matches in one call', async () => {
    const bus = new InProcessBus();
    const calls: string[][] = [];
    const one: string[] = [];
    await bus.subscribe({
      durable: 'batched',
      subject: 'workshops.template.*',
      handler: async (e) => void one.push(titles([e])[0]!),
      batchHandler: async (events) => void calls.push(titles(events)),
    });
    const other = { ...envelope('other'), subject: 'identity.user.registered' } as EventEnvelope;
    const batch = [...rows(3), { envelope: other }];
    expect(await bus.publishBatch(batch)).toEqual({ handled: 4 });
    expect(calls).toEqual([['e0', 'e1', 'e2']]);
    expect(one).toEqual([]);
  });

  it('takes a failed batch one event at a time; the others still get the batch, listeners hear what all handled', async () => {
    const bus = new InProcessBus();
    const first: string[] = [];
    const second: string[] = [];
    const heard: string[] = [];
    await bus.subscribe({
      durable: 'fails-on-e2',
      subject: '>',
      handler: async (e) => {
        if (titles([e])[0] === 'e2') throw new Error('e2 refused');
        first.push(titles([e])[0]!);
      },
      batchHandler: async () => {
        throw new Error('batch refused');
      },
    });
    await bus.subscribe({
      durable: 'fine',
      subject: '>',
      handler: async (e) => void second.push(titles([e])[0]!),
      batchHandler: async (events) => void second.push(...titles(events)),
    });
    await bus.listen('>', (e) => void heard.push(titles([e])[0]!));
    const result = await bus.publishBatch(rows(4));
    expect(result.handled).toBe(2);
    expect((result.error as Error).message).toBe('e2 refused');
    // e3 waits behind e2 for the first subscriber (in order, as one at a time would).
    expect(first).toEqual(['e0', 'e1']);
    expect(second).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(heard).toEqual(['e0', 'e1']);
  });

  it('gives a subscriber without a batch handler each event in order, and stops it at its failure', async () => {
    const bus = new InProcessBus();
    const single: string[] = [];
    const batches: string[][] = [];
    await bus.subscribe({
      durable: 'one-by-one',
      subject: '>',
      handler: async (e) => {
        if (titles([e])[0] === 'e1') throw new Error('e1 refused');
        single.push(titles([e])[0]!);
      },
    });
    await bus.subscribe({
      durable: 'folds',
      subject: '>',
      handler: async () => undefined,
      batchHandler: async (events) => void batches.push(titles(events)),
    });
    const result = await bus.publishBatch(rows(4));
    expect(result).toMatchObject({ handled: 1 });
    expect(single).toEqual(['e0']);
    expect(batches).toEqual([['e0', 'e1', 'e2', 'e3']]);
  });

  it('marks sent the events before a failure and counts the attempt on the failed one', async () => {
    const db = ctx.database.db;
    for (const t of ['a', 'b', 'c'])
      await db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload(t)));
    const bus = new InProcessBus();
    let refuse = true;
    const got: string[] = [];
    await bus.subscribe({
      durable: 'refuses-b',
      subject: '>',
      handler: async (e) => {
        if (refuse && titles([e])[0] === 'b') throw new Error('b refused');
        got.push(titles([e])[0]!);
      },
      batchHandler: async () => {
        throw new Error('batch refused');
      },
    });
    const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'));
    await relay.drain();
    const state = async () =>
      (
        (await db.execute(
          sql`select envelope->'data'->>'title' as t, sent_at is not null as sent, attempts, last_error
              from kit.outbox order by occurred_at, id`,
        )) as unknown as { rows: { t: string; sent: boolean; attempts: number; last_error: string | null }[] }
      ).rows;
    expect(await state()).toEqual([
      { t: 'a', sent: true, attempts: 0, last_error: null },
      { t: 'b', sent: false, attempts: 1, last_error: 'b refused' },
      { t: 'c', sent: false, attempts: 0, last_error: null },
    ]);
    refuse = false;
    await relay.drain();
    expect((await state()).every((r) => r.sent)).toBe(true);
    expect(got).toEqual(['a', 'b', 'c']);
  });
});

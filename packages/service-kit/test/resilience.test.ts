// What the services do while PostgreSQL is away, short of a real outage (infra/test/outage.test.ts
// has the real one): a dead connection is a 503 + Retry-After, and the outbox relay keeps retrying.
import { pgSchema } from 'drizzle-orm/pg-core';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { EventEnvelope } from '@coachwork/contracts';
import {
  Backoff,
  createLogger,
  eventTables,
  isDependencyDown,
  OutboxRelay,
  ServiceUnavailableError,
  toHttpError,
  type Db,
  type EventBus,
} from '../src';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('isDependencyDown', () => {
  it.each([
    ['a refused connection', refused],
    ['a server shutting down (57P01)', shuttingDown],
    [
      'a server starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['drizzle wrapping the driver', new DrizzleQueryError('select 1', [], refused)],
  ])('recognises %s', (_what, err) => {
    expect(isDependencyDown(err)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_what, err) => {
    expect(isDependencyDown(err)).toBe(false);
  });
});

describe('toHttpError while the database is down', () => {
  it('answers 503 with Retry-After and the envelope, no internals', () => {
    const { status, body, headers } = toHttpError(new DrizzleQueryError('insert into x', [], shuttingDown));
    expect(status).toBe(503);
    expect(body).toEqual({ message: 'The service is unavailable. Please try again shortly.' });
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('gives ServiceUnavailableError a Retry-After too', () => {
    expect(toHttpError(new ServiceUnavailableError()).headers['Retry-After']).toBe('5');
  });

  it('keeps a plain bug a 500', () => {
    expect(toHttpError(new Error('boom')).status).toBe(500);
  });
});

describe('Backoff', () => {
  it('doubles from 0.5 s up to 10 s and starts again after a success', () => {
    const b = new Backoff(500, 10_000);
    expect(Array.from({ length: 7 }, () => b.next())).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    b.reset();
    expect(b.next()).toBe(500);
  });
});

describe('OutboxRelay while the database is down', () => {
  it('never lets the failure escape its timer, backs off, and publishes once the database answers', async () => {
    const tables = eventTables(pgSchema('kit'));
    const reads: number[] = [];
    let down = true;
    const row = {
      id: '6f1c2a34-1111-4111-8111-111111111111',
      subject: 'workshops.template.created',
      envelope: { id: '6f1c2a34-1111-4111-8111-111111111111' } as EventEnvelope,
    };
    let pending = [row];
    // Just enough of drizzle's builder for the relay's select and update.
    const chain = (result: () => unknown) => {
      const c: Record<string, unknown> = {};
      for (const m of ['from', 'where', 'orderBy', 'set']) c[m] = () => c;
      c.limit = async () => result();
      c.then = (ok: (v: unknown) => void, ko: (e: unknown) => void) =>
        Promise.resolve().then(result).then(ok, ko);
      return c;
    };
    const db = {
      select: () =>
        chain(() => {
          reads.push(Date.now());
          if (down) throw new DrizzleQueryError('select', [], refused);
          return pending;
        }),
      update: () => chain(() => ((pending = []), undefined)),
    } as unknown as Db;
    const published: EventEnvelope[] = [];
    const bus = {
      kind: 'in-process',
      publish: async (e: EventEnvelope) => void published.push(e),
      healthy: () => true,
    } as unknown as EventBus;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const relay = new OutboxRelay(db, tables, bus, createLogger('t', 'silent'), { intervalMs: 10 });
      relay.start();
      // Waits for four failed reads however slow the machine is; then the gaps between them
      // doubled (20, 40, 80 ms) rather than staying at the 10 ms interval. A busy machine only
      // stretches the gaps, so the lower bounds hold under any load.
      const waitUntil = Date.now() + 10_000;
      while (reads.length < 4 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 5));
      expect(reads.length).toBeGreaterThanOrEqual(4);
      expect(reads[2]! - reads[1]!).toBeGreaterThanOrEqual(38);
      expect(reads[3]! - reads[2]!).toBeGreaterThanOrEqual(78);
      down = false;
      const deadline = Date.now() + 5000;
      while (!published.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await relay.stop();
      expect(published.map((e) => e.id)).toEqual([row.id]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

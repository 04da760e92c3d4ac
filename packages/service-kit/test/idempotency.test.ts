// The Idempotency-Key middleware on a real table: replays, mismatches, keys per caller, a duplicate in
// flight, released keys after failures, and expiry.
import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import {
  ConflictError,
  createLogger,
  errorHandler,
  idempotencyTable,
  idempotent,
  internalAuth,
  jsonBody,
  purgeExpiredIdempotencyKeys,
  signInternalToken,
  type Db,
} from '../src';

const table = idempotencyTable(pgSchema('idem'));

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let db: Db;
let app: express.Express;
let runs = 0;
let clock = Date.now();
/** Resolves the held request of the in-flight case. */
let release: (() => void) | undefined;

beforeAll(async () => {
  ctx = await createTestRuntime();
  db = ctx.database.db;
  await db.execute(sql`create schema idem`);
  await db.execute(sql`create table idem.idempotency_keys (scope text not null, key text not null,
    request_hash text not null, status_code integer, body jsonb, created_at timestamptz not null default now(),
    expires_at timestamptz not null, primary key (scope, key))`);
  app = express();
  app.use(internalAuth(TEST_INTERNAL_SECRET));
  app.use(jsonBody());
  app.post('/v1/orders', idempotent({ db, table, now: () => new Date(clock) }), async (req, res) => {
    runs += 1;
    if (req.body.hold) await new Promise<void>((resolve) => (release = resolve));
    if (req.body.fail === 'conflict') throw new ConflictError('Sold out', { left: 0 });
    if (req.body.fail === 'crash') throw new Error('database fell over');
    res.status(201).json({ data: { id: randomUUID(), item: req.body.item } });
  });
  app.use(errorHandler(createLogger('test', 'silent')));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  runs = 0;
});

const alice = signInternalToken(
  { userId: randomUUID(), sessionId: null, roles: [], permissions: [] },
  TEST_INTERNAL_SECRET,
);
const bob = signInternalToken(
  { userId: randomUUID(), sessionId: null, roles: [], permissions: [] },
  TEST_INTERNAL_SECRET,
);
const order = (body: object, key?: string, who = alice) => {
  const r = request(app).post('/v1/orders').set('X-Internal-Token', who);
  return (key ? r.set('Idempotency-Key', key) : r).send(body);
};

describe('idempotent()', () => {
  it('runs every request that has no key', async () => {
    await order({ item: 'a' });
    await order({ item: 'a' });
    expect(runs).toBe(2);
  });

  it('replays the first answer for the same key and body, with Idempotent-Replayed', async () => {
    const key = randomUUID();
    const first = await order({ item: 'tea', qty: 1 }, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await order({ qty: 1, item: 'tea' }, key); // the same body, keys in another order
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body: 422 on Idempotency-Key', async () => {
    const key = randomUUID();
    await order({ item: 'tea' }, key);
    const res = await order({ item: 'coffee' }, key);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
    });
    expect(runs).toBe(1);
  });

  it('keeps keys per caller', async () => {
    const key = randomUUID();
    await order({ item: 'tea' }, key, alice);
    const other = await order({ item: 'coffee' }, key, bob);
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('answers 409 to a duplicate while the first is still running, then replays', async () => {
    const key = randomUUID();
    const first = order({ item: 'slow', hold: true }, key).then((r) => r);
    await new Promise((r) => setTimeout(r, 100));
    const dup = await order({ item: 'slow', hold: true }, key);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A request with this Idempotency-Key is still being processed.');
    release!();
    expect((await first).status).toBe(201);
    const later = await order({ item: 'slow', hold: true }, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('replays refusals too, and releases the key after a server error so a retry runs', async () => {
    const conflict = randomUUID();
    expect((await order({ fail: 'conflict' }, conflict)).body).toEqual({ message: 'Sold out', left: 0 });
    const replay = await order({ fail: 'conflict' }, conflict);
    expect([replay.status, replay.body.left, replay.headers['idempotent-replayed']]).toEqual([
      409,
      0,
      'true',
    ]);
    const crash = randomUUID();
    expect((await order({ fail: 'crash' }, crash)).status).toBe(500);
    expect((await order({ fail: 'crash' }, crash)).status).toBe(500);
    expect(runs).toBe(3);
  });

  it('forgets an answer after 24 hours', async () => {
    const key = randomUUID();
    await order({ item: 'old' }, key);
    clock += 24 * 3_600_000 + 1000;
    const res = await order({ item: 'old' }, key);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
    await purgeExpiredIdempotencyKeys(db, table, new Date(clock + 25 * 3_600_000));
    expect(await db.select().from(table)).toEqual([]);
  });

  it('refuses a key that is too long or not visible ASCII', async () => {
    for (const key of ['x'.repeat(256), 'key with spaces', 'tab\tkey']) {
      const res = await order({ item: 'a' }, key);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['Idempotency-Key']);
    }
    expect(runs).toBe(0);
  });
});

// The Idempotency-Key middleware on a real table: replays, mismatches, keys per caller, a duplicate in
// flight, released keys after failures, expiry; and crash safety: an answer stored in the write's own
// transaction, a claim taken over after its owner's lease ran out, a taken-over request that can no
// longer commit, and a caller hanging up that releases nothing.
import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import {
  ConflictError,
  requestHash,
  createLogger,
  errorHandler,
  idempotencyTable,
  idempotent,
  internalAuth,
  jsonBody,
  purgeExpiredIdempotencyKeys,
  signInternalToken,
  storeIdempotentAnswer,
  type Db,
} from '../src';

const table = idempotencyTable(pgSchema('idem'));
const LEASE = 10_000;

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let db: Db;
let app: express.Express;
let runs = 0;
let clock = Date.now();
/** Resolves the held request of the in-flight case. */
let release: (() => void) | undefined;
let soldOut = false;
/** Lets requests through once `n` of them wait. */
const gate = {
  waiting: [] as (() => void)[],
  arrive(n: number) {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length >= n) for (const go of this.waiting.splice(0)) go();
    });
  },
};

beforeAll(async () => {
  ctx = await createTestRuntime();
  db = ctx.database.db;
  await db.execute(sql`create schema idem`);
  await db.execute(sql`create table idem.idempotency_keys (scope text not null, key text not null,
    request_hash text not null, status_code integer, body jsonb, owner text, lease_until timestamptz,
    created_at timestamptz not null default now(), expires_at timestamptz not null, primary key (scope, key))`);
  await db.execute(sql`create table idem.orders (id uuid primary key, item text not null)`);
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
  // The write of both routes below: the order and its answer in one transaction.
  const writeOrder = async (req: express.Request, res: express.Response) => {
    const id = randomUUID();
    const body = { data: { id, item: req.body.item } };
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into idem.orders (id, item) values (${id}, ${req.body.item})`);
      await storeIdempotentAnswer(tx, 201, body);
      if (req.body.fail === 'rollback') throw new Error('the commit failed');
    });
    if (req.body.die) return void req.socket.destroy();
    res.status(201).json(body);
  };
  // A route whose write and answer commit together; `die` stands for the process dying after the
  // commit (the socket is dropped and nothing is sent), `rollback` for a failure after the answer was
  // written in the transaction, `hold` for a slow request.
  app.post(
    '/v1/tx-orders',
    idempotent({ db, table, now: () => new Date(clock), leaseMs: LEASE }),
    async (req, res) => {
      runs += 1;
      if (req.body.hold) await new Promise<void>((resolve) => (release = resolve));
      await writeOrder(req, res);
    },
  );
  // claimWithWrite: the write's own transaction takes the key as it stores the answer. `soldOut` (the
  // server's state, not the body) refuses before any write; `gate` holds each request until as many
  // as it names have arrived, so duplicates reach their writes together.
  app.post(
    '/v1/ww-orders',
    idempotent({ db, table, now: () => new Date(clock), claimWithWrite: true }),
    async (req, res) => {
      runs += 1;
      if (req.body.gate) await gate.arrive(req.body.gate);
      if (soldOut) throw new ConflictError('Sold out', { left: 0 });
      if (req.body.fail === 'crash') throw new Error('database fell over');
      await writeOrder(req, res);
    },
  );
  app.use(errorHandler(createLogger('test', 'silent')));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  runs = 0;
});

const ALICE_ID = randomUUID();
const alice = signInternalToken(
  { userId: ALICE_ID, sessionId: null, roles: [], permissions: [] },
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

describe('idempotent(): crash safety', () => {
  const txOrder = (body: object, key: string) =>
    request(app).post('/v1/tx-orders').set('X-Internal-Token', alice).set('Idempotency-Key', key).send(body);
  const ordersOf = async (item: string) =>
    (
      (await db.execute(sql`select count(*)::int as n from idem.orders where item = ${item}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('replays an answer that committed with the write though the process died before sending it', async () => {
    const key = randomUUID();
    const item = `died-${key}`;
    await expect(txOrder({ item, die: true }, key)).rejects.toThrow(/socket hang up|ECONNRESET/);
    const retry = await txOrder({ item, die: true }, key);
    expect([retry.status, retry.headers['idempotent-replayed'], retry.body.data.item]).toEqual([
      201,
      'true',
      item,
    ]);
    expect(await ordersOf(item)).toBe(1);
    expect(runs).toBe(1);
  });

  it('runs a retry afresh when the write rolled back, its answer with it', async () => {
    const key = randomUUID();
    const item = `rolled-${key}`;
    expect((await txOrder({ item, fail: 'rollback' }, key)).status).toBe(500);
    expect(await ordersOf(item)).toBe(0);
    const retry = await txOrder({ item }, key);
    expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await ordersOf(item)).toBe(1);
  });

  it('takes over a claim whose owner died once its lease ran out, not 24 hours later', async () => {
    const key = randomUUID();
    const item = `orphan-${key}`;
    // What a process killed mid-request leaves: a claim with a lease and no answer.
    const hash = requestHash('POST', '/v1/tx-orders', { item });
    await db.insert(table).values({
      scope: ALICE_ID,
      key,
      requestHash: hash,
      owner: 'dead-process',
      leaseUntil: new Date(clock + LEASE),
      expiresAt: new Date(clock + 24 * 3_600_000),
    });
    const early = await txOrder({ item }, key);
    expect(early.status).toBe(409);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    clock += LEASE + 1;
    const retry = await txOrder({ item }, key);
    expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await ordersOf(item)).toBe(1);
    expect((await txOrder({ item }, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('lets a request whose claim was taken over commit nothing', async () => {
    const key = randomUUID();
    const item = `stuck-${key}`;
    const first = txOrder({ item, hold: true }, key).then((r) => r);
    await new Promise((r) => setTimeout(r, 100));
    const held = release!;
    // The first looks dead (its renewals use the same clock, which jumps past its lease).
    clock += 10 * LEASE;
    const retry = txOrder({ item, hold: true }, key).then((r) => r);
    await new Promise((r) => setTimeout(r, 100));
    release!();
    expect((await retry).status).toBe(201);
    held();
    const late = await first;
    expect(late.status).toBe(409);
    expect(await ordersOf(item)).toBe(1);
  });

  it('keeps the claim when the caller hangs up: the request finishes and a retry replays it', async () => {
    const key = randomUUID();
    const item = `hangup-${key}`;
    const gone = txOrder({ item, hold: true }, key).timeout(100);
    await expect(gone).rejects.toThrow(/Timeout/);
    await new Promise((r) => setTimeout(r, 50));
    release!();
    await new Promise((r) => setTimeout(r, 200));
    const retry = await txOrder({ item, hold: true }, key);
    expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await ordersOf(item)).toBe(1);
  });
});

describe('idempotent({ claimWithWrite }): the write takes the key', () => {
  const wwOrder = (body: object, key: string, who = alice) =>
    request(app).post('/v1/ww-orders').set('X-Internal-Token', who).set('Idempotency-Key', key).send(body);
  const ordersOf = async (item: string) =>
    (
      (await db.execute(sql`select count(*)::int as n from idem.orders where item = ${item}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  const keyRows = async (key: string) =>
    db
      .select()
      .from(table)
      .where(sql`key = ${key}`);

  it('writes nothing before the route: the answer is stored by the write, and a retry replays it', async () => {
    const key = randomUUID();
    const item = `ww-${key}`;
    const first = await wwOrder({ item }, key);
    expect([first.status, first.headers['idempotent-replayed']]).toEqual([201, undefined]);
    const [row] = await keyRows(key);
    expect([row!.statusCode, row!.body, row!.owner, row!.leaseUntil]).toEqual([201, first.body, null, null]);
    const again = await wwOrder({ item }, key);
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(item)).toBe(1);
  });

  it('makes one write out of duplicates that reach it together; the others replay its answer', async () => {
    const key = randomUUID();
    const item = `ww-race-${key}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => wwOrder({ item, gate: 8 }, key)));
    expect(runs).toBe(8);
    expect(await ordersOf(item)).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
  });

  it('refuses the same key with another request (422), and the second write rolls back', async () => {
    const key = randomUUID();
    await wwOrder({ item: `ww-tea-${key}` }, key);
    const res = await wwOrder({ item: `ww-coffee-${key}` }, key);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
    });
    expect(await ordersOf(`ww-coffee-${key}`)).toBe(0);
  });

  it('stores a refusal when it is sent, and replays it though a retry could now write', async () => {
    const key = randomUUID();
    const item = `ww-sold-${key}`;
    soldOut = true;
    try {
      expect((await wwOrder({ item }, key)).body).toEqual({ message: 'Sold out', left: 0 });
    } finally {
      soldOut = false;
    }
    const retry = await wwOrder({ item }, key);
    expect([retry.status, retry.body.left, retry.headers['idempotent-replayed']]).toEqual([409, 0, 'true']);
    expect(await ordersOf(item)).toBe(0);
  });

  it('stores nothing for a server error or a write that rolled back: the retry runs afresh', async () => {
    const key = randomUUID();
    const item = `ww-rolled-${key}`;
    expect((await wwOrder({ item, fail: 'crash' }, key)).status).toBe(500);
    expect((await wwOrder({ item, fail: 'rollback' }, key)).status).toBe(500);
    expect(await keyRows(key)).toEqual([]);
    const retry = await wwOrder({ item }, key);
    expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await ordersOf(item)).toBe(1);
  });

  it('replays an answer that committed with the write though the process died before sending it', async () => {
    const key = randomUUID();
    const item = `ww-died-${key}`;
    await expect(wwOrder({ item, die: true }, key)).rejects.toThrow(/socket hang up|ECONNRESET/);
    const retry = await wwOrder({ item, die: true }, key);
    expect([retry.status, retry.headers['idempotent-replayed'], retry.body.data.item]).toEqual([
      201,
      'true',
      item,
    ]);
    expect(await ordersOf(item)).toBe(1);
  });

  it('writes over an answer older than 24 hours', async () => {
    const key = randomUUID();
    const item = `ww-old-${key}`;
    const first = await wwOrder({ item }, key);
    clock += 24 * 3_600_000 + 1000;
    const later = await wwOrder({ item }, key);
    expect([later.status, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await ordersOf(item)).toBe(2);
    expect((await keyRows(key)).map((r) => (r.body as { data: { id: string } }).data.id)).toEqual([
      later.body.data.id,
    ]);
  });

  it('answers 409 with Retry-After while a leased claim of the same request holds the key', async () => {
    const key = randomUUID();
    const item = `ww-leased-${key}`;
    await db.insert(table).values({
      scope: ALICE_ID,
      key,
      requestHash: requestHash('POST', '/v1/ww-orders', { item }),
      owner: 'a replica of the older code',
      leaseUntil: new Date(clock + LEASE),
      expiresAt: new Date(clock + 24 * 3_600_000),
    });
    const res = await wwOrder({ item }, key);
    expect([res.status, res.headers['retry-after']]).toEqual([409, '1']);
    expect(await ordersOf(item)).toBe(0);
  });
});

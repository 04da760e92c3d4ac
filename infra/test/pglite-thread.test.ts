// The embedded database on its own thread (packages/service-kit/src/db/pglite-worker.ts), reached through
// node-postgres: a statement drizzle prepared with a name is kept parsed, as on PostgreSQL, and answers
// exactly what the same query answers unnamed: its values, its errors, inside transactions; many at once
// share the one session without mixing up. When the thread dies mid-write, the writes in flight fail,
// the next query starts it again, and what was committed is there. Run in a child process on the built
// kit (PGlite cannot load inside jest's module sandbox).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertBuilt, ROOT } from './support/processes';

const run = promisify(execFile);

const SCRIPT = `
const { openDatabase, killPgliteThread } = require(${JSON.stringify(path.join(ROOT, 'packages/service-kit/dist/db/database.js'))});
const { eq, sql } = require('drizzle-orm');
const { pgSchema, uuid, text, integer, numeric, jsonb, timestamp, boolean } = require('drizzle-orm/pg-core');
const { randomUUID } = require('node:crypto');
const kit = pgSchema('kit');
const things = kit.table('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  count: integer('count'),
  price: numeric('price', { precision: 10, scale: 2 }),
  meta: jsonb('meta'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  done: boolean('done').notNull().default(false),
});
(async () => {
  const database = await openDatabase({ dataDir: process.env.DATA_DIR });
  const { db } = database;
  await db.execute(sql\`create schema kit\`);
  await db.execute(sql\`create table kit.things (id uuid primary key, name text not null, count integer,
    price numeric(10,2), meta jsonb, at timestamptz, done boolean not null default false)\`);
  // As the booking's statement passes them: values go to the driver as given (a null stays NULL).
  const p = (name) => sql\`\${sql.placeholder(name)}\`;
  const insert = db.insert(things)
    .values({ id: p('id'), name: p('name'), count: p('count'), price: p('price'), meta: p('meta'), at: p('at') })
    .returning()
    .prepare('kit_insert');
  const byId = db.select().from(things).where(eq(things.id, p('id'))).prepare('kit_by_id');
  const out = {};

  const a = randomUUID();
  const at = new Date('2026-11-29T10:00:00.123Z');
  out.inserted = await insert.execute({ id: a, name: 'tea', count: 3, price: '4.50', meta: { tags: ['x'], n: 1 }, at });
  const b = randomUUID();
  await insert.execute({ id: b, name: 'none', count: null, price: null, meta: null, at: null });
  out.named = [await byId.execute({ id: a }), await byId.execute({ id: b })];
  // Another text (a limit), so PGlite runs it unnamed.
  out.unnamed = [
    await db.select().from(things).where(eq(things.id, a)).limit(5),
    await db.select().from(things).where(eq(things.id, b)).limit(5),
  ];
  out.kept = (await db.execute(sql\`select count(*)::int as n from pg_prepared_statements
    where statement like '%"kit"."things"%'\`)).rows[0].n;

  // An error is PostgreSQL's, with its code and column, and the next statement runs.
  try {
    await insert.execute({ id: randomUUID(), name: null, count: 1, price: null, meta: null, at: null });
  } catch (err) {
    const e = err.cause ?? err;
    out.error = { code: e.code, column: e.column };
  }
  out.afterError = (await byId.execute({ id: a })).length;

  // In a transaction: a kept text built by the transaction's own session runs named there too.
  const c = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(things).values({ id: c, name: 'committed' });
    out.inTransaction = (await tx.select().from(things).where(eq(things.id, c))).length;
  });
  const d = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(things).values({ id: d, name: 'rolled back' });
    tx.rollback();
  }).catch(() => undefined);
  out.afterTransactions = [(await byId.execute({ id: c })).length, (await byId.execute({ id: d })).length];

  // Concurrent named statements and transactions share the one session without mixing up.
  const many = Array.from({ length: 200 }, (_, i) => i);
  await Promise.all(many.map((i) => i % 10 === 0
    ? db.transaction(async (tx) => { await tx.insert(things).values({ id: randomUUID(), name: 'many' }); })
    : insert.execute({ id: randomUUID(), name: 'many', count: i, price: null, meta: null, at: null })));
  out.many = (await db.execute(sql\`select count(*)::int as n from kit.things where name = 'many'\`)).rows[0].n;

  // The thread dies while 300 writes are under way (each its own transaction, a third of them of two
  // statements): those in flight fail, the rest run on the thread started again. A write whose commit
  // happened just before the end may have lost only its answer, as with a server that crashes; run
  // again (as an Idempotency-Key does), no write is lost or made twice.
  const ids = Array.from({ length: 300 }, () => randomUUID());
  const write = (id, i) => i % 3 === 0
    ? db.transaction(async (tx) => {
        await tx.insert(things).values({ id, name: 'crash', count: i }).onConflictDoNothing();
        await tx.execute(sql\`select pg_sleep(0.001)\`);
      })
    : insert.execute({ id, name: 'crash', count: i, price: null, meta: null, at: null });
  let started = 0;
  const first = await Promise.allSettled(ids.map((id, i) => {
    started += 1;
    if (started === 100) setTimeout(() => void killPgliteThread(process.env.DATA_DIR), 5);
    return write(id, i);
  }));
  out.failed = first.filter((r) => r.status === 'rejected').length;
  out.failure = first.find((r) => r.status === 'rejected')?.reason?.cause?.message
    ?? first.find((r) => r.status === 'rejected')?.reason?.message;
  const present = new Set((await db.execute(sql\`select id from kit.things where name = 'crash'\`)).rows.map((r) => r.id));
  out.answeredButMissing = ids.filter((id, i) => first[i].status === 'fulfilled' && !present.has(id)).length;
  out.ping = await database.ping();
  const again = ids.filter((id, i) => first[i].status === 'rejected');
  await Promise.all(again.map((id) => db.insert(things).values({ id, name: 'crash' }).onConflictDoNothing()));
  out.crash = (await db.execute(sql\`select count(*)::int as n, count(distinct id)::int as d from kit.things
    where name = 'crash'\`)).rows[0];
  out.keptAfterCrash = (await db.execute(sql\`select count(*)::int as n, count(distinct statement)::int as texts
    from pg_prepared_statements where statement like '%"kit"."things"%'\`)).rows[0];

  await database.close();
  // Opened again, the folder holds every row.
  const reopened = await openDatabase({ dataDir: process.env.DATA_DIR });
  out.reopened = (await reopened.db.execute(sql\`select count(*)::int as n from kit.things\`)).rows[0].n;
  await reopened.close();
  console.log(JSON.stringify(out));
})().catch((err) => { console.error(err); process.exit(1); });
`;

let dir: string;
beforeAll(() => {
  assertBuilt('packages/service-kit/dist/db/pglite-worker.js');
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'pglite-thread-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps named statements parsed on PGlite, answering as unnamed ones do, and outlives its thread', async () => {
  const { stdout } = await run(process.execPath, ['-e', SCRIPT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dir },
    timeout: 120_000,
  });
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!);
  const tea = {
    id: expect.any(String),
    name: 'tea',
    count: 3,
    price: '4.50',
    meta: { tags: ['x'], n: 1 },
    at: '2026-11-29T10:00:00.123Z',
    done: false,
  };
  expect(out.inserted).toEqual([tea]);
  expect(out.named).toEqual(out.unnamed);
  expect(out.named[0]).toEqual([tea]);
  expect(out.named[1]).toEqual([
    { id: expect.any(String), name: 'none', count: null, price: null, meta: null, at: null, done: false },
  ]);
  // Both prepared statements are kept under a name (the others run unnamed, so not listed).
  expect(out.kept).toBe(2);
  expect(out.error).toEqual({ code: '23502', column: 'name' });
  expect(out.afterError).toBe(1);
  expect(out.inTransaction).toBe(1);
  expect(out.afterTransactions).toEqual([1, 0]);
  expect(out.many).toBe(200);
  // The crash: some writes failed with the connection, none answered and then lost, none made twice.
  expect(out.failed).toBeGreaterThan(0);
  expect(out.failed).toBeLessThan(300);
  expect(out.failure).toMatch(/closed the connection|Connection terminated|not queryable/);
  expect(out.answeredButMissing).toBe(0);
  expect(out.ping).toBe(true);
  expect(out.crash).toEqual({ n: 300, d: 300 });
  // The new thread's connections (up to the pool's eight) each parsed the insert again under a name
  // of their own; the select was not run since.
  expect(out.keptAfterCrash.texts).toBe(1);
  expect(out.keptAfterCrash.n).toBeGreaterThanOrEqual(1);
  expect(out.keptAfterCrash.n).toBeLessThanOrEqual(8);
  expect(out.reopened).toBe(1 + 1 + 1 + 200 + 300);
}, 150_000);

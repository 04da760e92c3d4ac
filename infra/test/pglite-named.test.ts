// Named statements on the embedded database (packages/service-kit/src/db/pglite-named.ts): a statement
// drizzle prepared with a name is parsed once and kept, as on PostgreSQL, and answers exactly what the
// same query answers unnamed: its values, its errors, inside transactions and after its table changed.
// Run in a child process on the built kit (PGlite cannot load inside jest's module sandbox).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertBuilt, ROOT } from './support/processes';

const run = promisify(execFile);

const SCRIPT = `
const { openDatabase } = require(${JSON.stringify(path.join(ROOT, 'packages/service-kit/dist/db/database.js'))});
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

  // Concurrent named statements and transactions share the one connection without mixing up.
  const many = Array.from({ length: 200 }, (_, i) => i);
  await Promise.all(many.map((i) => i % 10 === 0
    ? db.transaction(async (tx) => { await tx.insert(things).values({ id: randomUUID(), name: 'many' }); })
    : insert.execute({ id: randomUUID(), name: 'many', count: i, price: null, meta: null, at: null })));
  out.many = (await db.execute(sql\`select count(*)::int as n from kit.things where name = 'many'\`)).rows[0].n;

  // Its table changed under it: the kept statement is parsed afresh, once.
  await db.execute(sql\`alter table kit.things alter column count type bigint\`);
  out.afterAlter = (await byId.execute({ id: a }))[0].count;
  out.keptAfterAlter = (await db.execute(sql\`select count(*)::int as n from pg_prepared_statements
    where statement like '%"kit"."things"%'\`)).rows[0].n;

  await database.close();
  console.log(JSON.stringify(out));
})().catch((err) => { console.error(err); process.exit(1); });
`;

let dir: string;
beforeAll(() => {
  assertBuilt('packages/service-kit/dist/db/pglite-named.js');
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'pglite-named-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps named statements parsed on PGlite, answering as unnamed ones do', async () => {
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
  // Both prepared statements are kept under a name (PGlite's own runs are unnamed, so not listed).
  expect(out.kept).toBe(2);
  expect(out.error).toEqual({ code: '23502', column: 'name' });
  expect(out.afterError).toBe(1);
  expect(out.inTransaction).toBe(1);
  expect(out.afterTransactions).toEqual([1, 0]);
  expect(out.many).toBe(200);
  expect(out.afterAlter).toBe(3);
  // The stale one was closed when its text was parsed afresh.
  expect(out.keptAfterAlter).toBe(2);
}, 150_000);

// The PostgreSQL pool keeps a connection that PostgreSQL answered with an error (a refused statement),
// and still closes one that broke: node-postgres' pool closed both. A connection that breaks while
// checked out goes back at once, even when its holder never gives it back.
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@coachwork/test-support';
import { openDatabase, type Database } from '../src';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // One connection: every query below runs on the pool's only one, or on its replacement.
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent', poolSize: 1 });
  await database.db.execute(sql`create table seats (id int primary key, holder text not null)`);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const backend = async () =>
  ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
    .rows[0]!.pid;

/** What PostgreSQL answered a statement that failed (drizzle wraps it as the cause). */
const refusal = (query: ReturnType<typeof sql>) =>
  database.db.execute(query).then(
    () => 'no error',
    (err: Error & { cause?: Error }) => (err.cause ?? err).message,
  );

describe('the PostgreSQL pool', () => {
  it('keeps its connection after statements PostgreSQL refused', async () => {
    const before = await backend();
    await database.db.execute(sql`insert into seats values (1, 'ann')`);
    // A unique violation, a NOT NULL violation (how a booking learns no seats were taken), a division by zero.
    expect(await refusal(sql`insert into seats values (1, 'ben')`)).toMatch(/duplicate key/);
    expect(await refusal(sql`insert into seats values (2, null)`)).toMatch(/null value/);
    expect(await refusal(sql`select 1 / 0`)).toMatch(/division by zero/);
    expect(await backend()).toBe(before);
  });

  it('replaces a connection that broke, and goes on', async () => {
    const before = await backend();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    const after = await backend();
    expect(after).not.toBe(before);
    expect(
      (
        (await database.db.execute(sql`select count(*)::int as n from seats`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    ).toBe(1);
  });

  it('takes back a connection that broke under a transaction BEGIN, which drizzle never gives back', async () => {
    const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
    // The connection breaks the moment the transaction takes it, so its BEGIN fails. drizzle runs
    // BEGIN before the try whose finally releases: before the fix the pool's only connection stayed
    // checked out, and every later query waited 15 s for it and failed.
    const breakIt = (client: import('pg').PoolClient) =>
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    pool.once('acquire', breakIt);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const started = Date.now();
    const n = (
      (await database.db.execute(sql`select count(*)::int as n from seats`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    expect(n).toBe(1);
    expect(pool.totalCount).toBe(1);
    // Answered by a new connection, not after the pool's 15 s wait for one.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

// The suites' databases: each a copy of one with every service's schema migrated (the services then
// find their migrations applied), or, when asked, one with nothing in it (a restore's target, a first
// deployment). What a suite sees must be what migrating a fresh database would have made.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type * as TestSupport from '@coachwork/test-support';
import { createTestDatabase, type TestDatabase } from '@coachwork/test-support';

const ROOT = path.resolve(__dirname, '../..');
const SERVICES = ['identity', 'workshops', 'bookings', 'tenants', 'webhooks'];
const made: TestDatabase[] = [];

afterAll(async () => {
  for (const db of made) await db.drop();
});

/** The migrations a service's journal lists. */
function journal(service: string): number {
  const file = path.join(ROOT, 'services', service, 'src', 'data', 'migrations', 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: unknown[] }).entries.length;
}

async function inspect(db: TestDatabase) {
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  try {
    const schemas = (
      await pg.query<{ name: string }>(
        `SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name = ANY($1) ORDER BY 1`,
        [SERVICES],
      )
    ).rows.map((r) => r.name);
    const applied: Record<string, number> = {};
    for (const schema of schemas)
      applied[schema] = (await pg.query(`SELECT count(*)::int AS n FROM "${schema}".__migrations`)).rows[0].n;
    const users = schemas.includes('identity')
      ? (await pg.query('SELECT count(*)::int AS n FROM identity.users')).rows[0].n
      : null;
    return { schemas, applied, users };
  } finally {
    await pg.end();
  }
}

it('gives a suite every service schema with all its migrations applied, and no rows', async () => {
  const db = await createTestDatabase('tpl');
  made.push(db);
  const seen = await inspect(db);
  expect(seen.schemas).toEqual([...SERVICES].sort());
  expect(seen.applied).toEqual(Object.fromEntries(SERVICES.map((s) => [s, journal(s)])));
  expect(seen.users).toBe(0);
});

it('gives a suite that asks for it a database with no service schema', async () => {
  const db = await createTestDatabase('tpl', { empty: true });
  made.push(db);
  expect(await inspect(db)).toEqual({ schemas: [], applied: {}, users: null });
});

it('keeps each copy apart: a row written in one is not in the next', async () => {
  const first = await createTestDatabase('tpl');
  made.push(first);
  const pg = new Client({ connectionString: first.url });
  await pg.connect();
  await pg.query('CREATE TABLE identity.written_here (id int)');
  await pg.end();
  const second = await createTestDatabase('tpl');
  made.push(second);
  const other = new Client({ connectionString: second.url });
  await other.connect();
  try {
    const found = await other.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'written_here'`,
    );
    expect(found.rows[0].n).toBe(0);
  } finally {
    await other.end();
  }
});

it('serves several workers asking at once (each its own copy of the helper)', async () => {
  const copies = Array.from({ length: 6 }, () => {
    let helper!: typeof TestSupport;
    jest.isolateModules(() => {
      helper = jest.requireActual<typeof TestSupport>('@coachwork/test-support');
    });
    return helper;
  });
  const dbs = await Promise.all(copies.map((helper) => helper.createTestDatabase('tpl')));
  made.push(...dbs);
  expect(new Set(dbs.map((db) => db.name)).size).toBe(6);
  for (const db of dbs) expect((await inspect(db)).applied.bookings).toBe(journal('bookings'));
});

// The embedded database's vacuum (packages/service-kit/src/db/pglite-upkeep.ts): PGlite has no
// autovacuum, so the product runs PostgreSQL's rules itself. Run in a child process on the built kit
// (PGlite cannot load inside jest's module sandbox).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertBuilt, ROOT } from './support/processes';

const run = promisify(execFile);

// An outbox of 20,000 sent events and 2,000 more sent just now (2,000 dead row versions: due by the
// outbox's own rule, not by the default one, which waits for 4,450), and a table with as many rows and
// changes (not due for a vacuum, due for an analysis). The relay's query for unsent rows is explained
// before and after.
const SCRIPT = `
const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});
const { vacuumWhereDue } = require(${JSON.stringify(path.join(ROOT, 'packages/service-kit/dist/db/pglite-upkeep.js'))});
(async () => {
  const pg = new PGlite(process.env.PGLITE_DIR);
  await pg.waitReady;
  await pg.exec(\`
    create schema kit;
    create table kit.outbox (id bigint primary key, occurred_at timestamptz not null default now(),
      sent_at timestamptz, envelope jsonb not null default '{}');
    create index on kit.outbox (sent_at, occurred_at);
    insert into kit.outbox (id, sent_at) select g, now() from generate_series(1, 20000) g;
    insert into kit.outbox (id) select g from generate_series(20001, 22000) g;
    create table kit.things (id int primary key, v int not null);
    insert into kit.things select g, 0 from generate_series(1, 22000) g;
\`);
  // Statistics reach the shared counters at most once a second, as on a server: flushed before each read.
  const flush = async () => {
    await pg.query('select pg_stat_force_next_flush()');
    await pg.query('select 1');
  };
  await flush();
  await pg.exec('vacuum kit.outbox');
  await pg.exec('vacuum kit.things');
  await pg.exec(\`
    update kit.outbox set sent_at = now() where sent_at is null;
    update kit.things set v = 1 where id <= 2000;\`);
  await flush();
  const buffers = async () => {
    const plan = (await pg.query('explain (analyze, buffers, format json) select * from kit.outbox where sent_at is null order by occurred_at, id limit 100')).rows[0]['QUERY PLAN'][0].Plan;
    return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
  };
  const before = await buffers();
  const first = await vacuumWhereDue(pg);
  const after = await buffers();
  await flush();
  const second = await vacuumWhereDue(pg);
  console.log(JSON.stringify({ before, first, after, second }));
  await pg.close();
})().catch((err) => { console.error(err); process.exit(1); });
`;

let dir: string;
beforeAll(() => {
  assertBuilt('packages/service-kit/dist/db/pglite-upkeep.js');
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'pglite-upkeep-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('vacuums an outbox after 1,000 dead rows and analyses a changed table, as autovacuum would', async () => {
  const { stdout } = await run(process.execPath, ['-e', SCRIPT], {
    env: { PATH: process.env.PATH ?? '', PGLITE_DIR: path.join(dir, 'pglite') },
    timeout: 120_000,
  });
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    before: number;
    after: number;
    first: { vacuumed: string[]; analyzed: string[] };
    second: { vacuumed: string[]; analyzed: string[] };
  };
  expect(out.first.vacuumed).toEqual(['kit.outbox']);
  expect(out.first.analyzed.sort()).toEqual(['kit.outbox', 'kit.things']);
  // The relay's query stepped over the 2,000 dead versions' pages; after the vacuum it reads the index's root and leaf (16 pages against 2 here).
  expect(out.before).toBeGreaterThanOrEqual(10);
  expect(out.after).toBeLessThanOrEqual(3);
  // Nothing is due again until the tables change.
  expect(out.second).toEqual({ vacuumed: [], analyzed: [] });
}, 150_000);

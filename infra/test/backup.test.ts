// `npm run backup` and `npm run restore` on PostgreSQL: the product's data (demo accounts, catalogue
// and a booking history with paid invoices) backed up while serving, restored into a fresh database
// and over a changed one, and the product then serves the same bookings and invoices.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  bootTestGateway,
  createTestDatabase,
  eventually,
  type TestDatabase,
  type TestGateway,
} from '@coachwork/test-support';
import { ROOT } from './support/processes';

const run = promisify(execFile);
let work: string;
const databases: TestDatabase[] = [];
const gateways: TestGateway[] = [];

interface Seen {
  bookings: { id: string; status: string; seats: number }[];
  invoices: { id: string; number: string; total: unknown }[];
}

/** What the super-admin sees: every booking, and the demo booker's invoices. */
async function whatTheProductServes(gw: TestGateway): Promise<Seen> {
  const admin = gw.browser();
  await admin.login('admin@example.com');
  const bookings = await admin.get('/v1/bookings?perPage=100');
  expect({ status: bookings.status, body: bookings.status === 200 ? 'ok' : bookings.body }).toEqual({
    status: 200,
    body: 'ok',
  });
  const booker = gw.browser();
  await booker.login('booker@example.com');
  const invoices = await booker.get('/v1/payments/invoices?perPage=100');
  expect({ status: invoices.status, body: invoices.status === 200 ? 'ok' : invoices.body }).toEqual({
    status: 200,
    body: 'ok',
  });
  type Row = Record<string, unknown>;
  return {
    bookings: (bookings.body.data as Row[])
      .map((b) => ({ id: b.id as string, status: b.status as string, seats: b.seats as number }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    invoices: (invoices.body.data as Row[])
      .map((i) => ({ id: i.id as string, number: i.number as string, total: i.total }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

async function boot(database: TestDatabase, extra: Record<string, string> = {}): Promise<TestGateway> {
  const gw = await bootTestGateway({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(work, 'data'),
    ...extra,
  });
  gateways.push(gw);
  return gw;
}

async function script(name: 'backup' | 'restore', folder: string, databaseUrl: string) {
  return run('bash', [path.join(ROOT, `scripts/${name}.sh`), folder], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, 'data') },
  });
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-backup-'));
});

afterAll(async () => {
  for (const gw of gateways) await gw.close().catch(() => undefined);
  for (const db of databases) await db.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

it('backs up PostgreSQL per service schema and restores it into a fresh database and over a changed one', async () => {
  const original = await createTestDatabase('backup');
  databases.push(original);
  // The demo catalogue with its schedules and the demo history (bookings, payments, invoices).
  const first = await boot(original, { SEED_DEMO_SCHEDULES: 'true' });
  // The history is recorded in the background (bookings, then completion, refunds and credit notes):
  // wait until two looks 2 s apart agree.
  let last: Seen | undefined;
  const before = (await eventually<Seen | undefined>(
    async () => {
      const seen = await whatTheProductServes(first);
      const settled =
        seen.bookings.length > 0 && seen.invoices.length > 0 && JSON.stringify(seen) === JSON.stringify(last);
      last = seen;
      return settled ? seen : undefined;
    },
    60_000,
    2000,
  )) as Seen;
  expect(before.invoices.map((i) => i.number)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^INV-/), expect.stringMatching(/^CN-/)]),
  );

  const folder = path.join(work, 'backup');
  const backup = await script('backup', folder, original.url);
  expect(backup.stderr).toContain('backup (postgres)');
  for (const schema of ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'])
    expect(fs.statSync(path.join(folder, `${schema}.dump`)).size).toBeGreaterThan(0);
  expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
    kind: 'postgres',
  });

  // Into a database with nothing in it: the product there serves what the first one did.
  const fresh = await createTestDatabase('restored', { empty: true });
  databases.push(fresh);
  await script('restore', folder, fresh.url);
  const restored = await boot(fresh, { SEED_DEMO: 'false' });
  expect(await whatTheProductServes(restored)).toEqual(before);

  // Over the original after a change: the change is gone.
  const pg = new Client({ connectionString: original.url });
  await pg.connect();
  try {
    await pg.query('delete from bookings.booking_seats');
    await pg.query("update bookings.bookings set status = 'CANCELLED'");
  } finally {
    await pg.end();
  }
  expect((await whatTheProductServes(first)).bookings).not.toEqual(before.bookings);
  await script('restore', folder, original.url);
  expect(await whatTheProductServes(first)).toEqual(before);
}, 180_000);

it('backs up the embedded data folder (PGlite and uploads) and puts it back, keeping the replaced one aside', async () => {
  const dataDir = path.join(work, 'embedded');
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir };
  // PGlite runs in its own process (as in the product; jest's module system cannot load its wasm).
  const note = async (write?: string): Promise<string> => {
    const program = `
      const { openDatabase } = require('@coachwork/service-kit');
      const { sql } = require('drizzle-orm');
      (async () => {
        const database = await openDatabase({ dataDir: process.env.DATA_DIR });
        await database.db.execute(sql\`create table if not exists notes (body text)\`);
        if (process.env.WRITE) {
          await database.db.execute(sql\`delete from notes\`);
          await database.db.execute(sql\`insert into notes values (\${process.env.WRITE})\`);
        }
        const rows = await database.db.execute(sql\`select body from notes\`);
        process.stdout.write(rows.rows[0].body);
        await database.close();
      })();`;
    const { stdout } = await run(process.execPath, ['-e', program], {
      cwd: path.join(ROOT, 'packages/service-kit'),
      env: { ...env, WRITE: write ?? '' },
    });
    return stdout;
  };
  await note('kept');
  fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files/picture.webp'), 'picture');

  const folder = path.join(work, 'embedded-backup');
  await run('bash', [path.join(ROOT, 'scripts/backup.sh'), folder], { cwd: ROOT, env });
  expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
    kind: 'pglite',
    files: true,
  });

  await note('changed');
  fs.rmSync(path.join(dataDir, 'files/picture.webp'));
  await run('bash', [path.join(ROOT, 'scripts/restore.sh'), folder], { cwd: ROOT, env });
  expect(await note()).toBe('kept');
  expect(fs.readFileSync(path.join(dataDir, 'files/picture.webp'), 'utf8')).toBe('picture');
  expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
}, 120_000);

it('refuses a folder that holds no backup', async () => {
  await expect(script('restore', work, 'postgres://127.0.0.1:1/none')).rejects.toMatchObject({
    stderr: expect.stringContaining('holds no backup'),
  });
});

// Distributed mode through its dependencies' outages, for real: a private PostgreSQL crashed with
// `pg_ctl stop -m immediate` and a private nats-server killed with SIGKILL, each brought back on the
// same data. Every process stays up, says it is unready, answers 503 + Retry-After where it needs the
// missing piece, and is ready again by itself; nothing written before, during or after is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { Browser, eventually, freePort, raceSchedule } from '@coachwork/test-support';
import { assertBuilt, processGroup } from './support/processes';
import { privateNats, privatePostgres } from './support/outage';

const SECRET = 'outage-test-internal-secret';
const group = processGroup(SECRET);
const procs = group.procs;
const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'] as const;
const CAPACITY = 500;
const UNAVAILABLE = { message: 'The service is unavailable. Please try again shortly.' };
const address = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };

let pgServer: Awaited<ReturnType<typeof privatePostgres>>;
let nats: Awaited<ReturnType<typeof privateNats>>;
let gatewayUrl: string;
let dataDir: string;
const urls: Record<string, string> = {};
let admin: Browser;
let booker: Browser;
let scheduleId: string;

/** A query on a connection of its own, so the test's reads never depend on a pool that saw the crash. */
async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: pgServer.url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

const alive = () => procs.map((p) => `${p.name}:${p.child.exitCode === null && p.child.signalCode === null}`);
const everyoneAlive = () => procs.map((p) => `${p.name}:true`);

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js', 'services/bookings/dist/start.js');
  [pgServer, nats] = await Promise.all([privatePostgres(), privateNats()]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-outage-data-'));
  const common = {
    DATABASE_URL: pgServer.url,
    NATS_URL: nats.url,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: 'http://coachwork.test',
  };
  for (const name of SERVICES) {
    const port = await freePort();
    urls[name] = `http://127.0.0.1:${port}`;
    const proc = group.start(name, `services/${name}/dist/start.js`, { ...common, PORT: String(port) });
    await group.waitHealthy(`${urls[name]}/healthz`, proc);
  }
  const port = await freePort();
  gatewayUrl = `http://127.0.0.1:${port}`;
  const gw = group.start('gateway', 'gateway/dist/start.js', {
    ...common,
    PORT: String(port),
    IDENTITY_URL: urls.identity!,
    TENANTS_URL: urls.tenants!,
    WORKSHOPS_URL: urls.workshops!,
    BOOKINGS_URL: urls.bookings!,
    WEBHOOKS_URL: urls.webhooks!,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  await group.waitHealthy(`${gatewayUrl}/v1/health`, gw);
  admin = new Browser(gatewayUrl);
  await admin.login('admin@example.com');
  booker = new Browser(gatewayUrl);
  await booker.login('booker@example.com');
  await booker.csrf();
  // Free seats: a booking is CONFIRMED at once, no payment step.
  scheduleId = await raceSchedule(admin, CAPACITY, 0);
  await eventually(
    async () => (await query('select 1 from bookings.schedule_copies where id = $1', [scheduleId])).length,
    20_000,
  );
}, 120_000);

afterAll(async () => {
  await group.stopAll();
  await nats?.close();
  await pgServer?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('distributed mode when a dependency goes away', () => {
  it('outlives a PostgreSQL crash: unready and 503 + Retry-After meanwhile, ready again by itself, no booking lost', async () => {
    // Bookings in flight while the server dies: transactions hold checked-out connections, whose
    // 'error' event used to end the process.
    const answers: { status: number; id?: string }[] = [];
    let booking = true;
    const bookAgainAndAgain = async () => {
      while (booking) {
        const res = await booker
          .post('/v1/bookings', { userId: booker.userId, workshopScheduleId: scheduleId, seats: 1, address })
          .catch(() => ({ status: 0, body: undefined }));
        answers.push({ status: res.status, id: res.body?.data?.id });
      }
    };
    const bookers = Array.from({ length: 4 }, bookAgainAndAgain);
    await eventually(async () => answers.some((a) => a.status === 201), 10_000, 20);
    await pgServer.crash();
    booking = false;
    await Promise.all(bookers);
    expect(answers.filter((a) => ![201, 503].includes(a.status))).toEqual([]);

    // Every process is still there a moment later, and says it is not ready.
    await new Promise((r) => setTimeout(r, 1500));
    expect(alive()).toEqual(everyoneAlive());
    const health = await new Browser(gatewayUrl).get('/v1/health');
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
    for (const name of SERVICES) {
      expect(health.body.services[name]).toMatchObject({ process: 'up', database: 'down' });
      const own = await fetch(`${urls[name]}/healthz`);
      expect(own.status).toBe(503);
      expect(await own.json()).toMatchObject({ status: 'degraded', database: 'down' });
    }
    // A request that needs the database: the JSON envelope's 503 with Retry-After, never a 500.
    for (const res of [
      await booker.post('/v1/bookings', {
        userId: booker.userId,
        workshopScheduleId: scheduleId,
        seats: 1,
        address,
      }),
      await booker.get('/v1/bookings'),
      await admin.get('/v1/workshop-templates'),
    ]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toEqual(UNAVAILABLE);
    }

    await pgServer.start();
    await eventually(
      async () => (await new Browser(gatewayUrl).get('/v1/health')).status === 200,
      30_000,
      250,
    );
    expect(alive()).toEqual(everyoneAlive());
    const after = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: scheduleId,
      seats: 2,
      address,
    });
    expect(after.status).toBe(201);
    expect(after.body.data).toMatchObject({ status: 'CONFIRMED', seats: 2 });

    // Every booking that was answered 201 is there, the one after the outage included.
    const confirmed = [...answers.filter((a) => a.status === 201).map((a) => a.id!), after.body.data.id];
    const rows = await query<{ id: string }>('select id from bookings.bookings where id = any($1::uuid[])', [
      confirmed,
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([...confirmed].sort());
    // The seats taken reach the workshops process's catalogue through the outbox and NATS.
    const [taken] = await query<{ n: number }>(
      'select seats_taken::int as n from bookings.schedule_copies where id = $1',
      [scheduleId],
    );
    await eventually(
      async () =>
        (await new Browser(gatewayUrl).get(`/v1/public/workshop-schedules/${scheduleId}`)).body.data
          ?.seatsLeft ===
        CAPACITY - taken!.n,
      20_000,
      250,
    );
  }, 60_000);

  it('outlives nats-server killed with SIGKILL: writes go on, events wait in the outbox and arrive once it is back', async () => {
    await nats.kill();
    await eventually(
      async () =>
        (await new Browser(gatewayUrl).get('/v1/health')).body.services?.workshops?.events === 'down',
      10_000,
    );
    const ids: string[] = [];
    for (const title of ['While away one', 'While away two', 'While away three']) {
      const res = await admin.post('/v1/workshop-templates', { title, price: 5 });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const booking = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: scheduleId,
      seats: 1,
      address,
    });
    expect(booking.status).toBe(201);
    const own = await fetch(`${urls.workshops}/healthz`);
    expect(own.status).toBe(503);
    expect(await own.json()).toMatchObject({ status: 'degraded', database: 'up', events: 'down' });
    const copies = async () =>
      (
        await query<{ n: number }>(
          'select count(*)::int as n from bookings.workshop_template_copies where id = any($1::uuid[])',
          [ids],
        )
      )[0]!.n;
    expect(await copies()).toBe(0);
    expect(alive()).toEqual(everyoneAlive());

    await nats.start();
    await eventually(async () => (await copies()) === 3, 30_000, 250);
    await eventually(
      async () => (await new Browser(gatewayUrl).get('/v1/health')).status === 200,
      15_000,
      250,
    );
    const pending = async () =>
      (
        await query<{ n: number }>('select count(*)::int as n from workshops.outbox where sent_at is null')
      )[0]!.n;
    await eventually(async () => (await pending()) === 0, 15_000, 250);
    expect(alive()).toEqual(everyoneAlive());
  }, 60_000);

  it('stops every process on SIGTERM within 10 s, exit code 0', async () => {
    const started = Date.now();
    const exits = await group.stopAll();
    expect(exits).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});

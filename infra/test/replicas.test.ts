// `REPLICAS=2 npm run start:distributed` for real: PostgreSQL, nats-server, two gateways and two
// processes of each service built from dist/, HAProxy in front of the gateways and of each service
// (the configuration infra/lib.sh writes). What must hold with many replicas: rate limits counted
// across gateways, every gateway's catalogue cache dropped by an event, each event applied once per
// service, sweepers and outbox relays in every replica without doubles, and a dead replica skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connect, type NatsConnection } from 'nats';
import { EVENT_STREAM } from '@coachwork/contracts';
import {
  Browser,
  createTestDatabase,
  eventually,
  freePort,
  raceSchedule,
  signedInBookers,
  startNatsServer,
  type TestDatabase,
} from '@coachwork/test-support';
import { assertBuilt, processGroup, type Proc } from './support/processes';
import { startLoadBalancer } from './support/load-balancer';

const SECRET = 'replicas-test-internal-secret';
const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'] as const;
/** Per caller address and minute, counted across both gateways. */
const API_LIMIT = 400;
const AUTH_LIMIT = 4;
const ADDRESS = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };

const group = processGroup(SECRET);
let db: TestDatabase;
let nats: Awaited<ReturnType<typeof startNatsServer>>;
let lb: Awaited<ReturnType<typeof startLoadBalancer>>;
let pg: Client;
let bus: NatsConnection;
/** The public address (the load balancer) and each gateway's own. */
let publicUrl: string;
const gateways: string[] = [];
const replicas: Record<string, Proc[]> = {};
let admin: Browser;
/** The replicas' shared files and mail (a deployment's shared volume), away from the checkout's ./data. */
let dataDir: string;

const count = async (query: string, params: unknown[] = []) =>
  (await pg.query(query, params)).rows[0].n as number;
const seatsLeft = async (base: string, id: string) =>
  (
    (await (await fetch(`${base}/v1/public/workshop-schedules/${id}`)).json()) as {
      data: { seatsLeft: number };
    }
  ).data.seatsLeft;
async function copied(scheduleId: string) {
  await eventually(
    async () =>
      (await pg.query('select 1 from bookings.schedule_copies where id = $1', [scheduleId])).rowCount,
    20_000,
  );
}

/** Until `url` answers 200 (a busy machine starting ten processes at once may take a while). */
async function healthy(url: string, proc: Proc) {
  await eventually(
    async () => {
      if (proc.child.exitCode !== null)
        throw new Error(
          `${proc.name} exited (${proc.child.exitCode}): ${fs.readFileSync(proc.log, 'utf8').slice(-3000)}`,
        );
      return (await fetch(url).catch(() => undefined))?.ok;
    },
    200_000,
    250,
  );
}

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js', 'services/identity/dist/start.js');
  // Empty: the replicas starting together must also migrate it together (one migrates, the rest wait).
  db = await createTestDatabase('replicas', { empty: true });
  nats = await startNatsServer();
  pg = new Client({ connectionString: db.url });
  await pg.connect();
  dataDir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'replicas-data-'));
  const common = {
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    NATS_URL: nats.url,
    HOST: '127.0.0.1',
    APP_URL: 'http://coachwork.test',
  };
  const ports: Record<string, number[]> = { gateway: [await freePort(), await freePort()] };
  for (const name of SERVICES) ports[name] = [await freePort(), await freePort()];
  lb = await startLoadBalancer([
    { name: 'public', check: '/v1/health', ports: ports.gateway! },
    ...SERVICES.map((name) => ({ name, check: '/healthz', ports: ports[name]! })),
  ]);
  // All at once: migrations take an advisory lock, so one replica migrates and the others wait.
  const starting: Promise<void>[] = [];
  for (const name of SERVICES) {
    replicas[name] = ports[name]!.map((port, i) => {
      const proc = group.start(`${name}-${i + 1}`, `services/${name}/dist/start.js`, {
        ...common,
        PORT: String(port),
      });
      starting.push(healthy(`http://127.0.0.1:${port}/healthz`, proc));
      return proc;
    });
  }
  replicas.gateway = ports.gateway!.map((port, i) => {
    const proc = group.start(`gateway-${i + 1}`, 'gateway/dist/start.js', {
      ...common,
      PORT: String(port),
      // The services through the load balancer: a dead replica is skipped.
      IDENTITY_URL: lb.url('identity'),
      TENANTS_URL: lb.url('tenants'),
      WORKSHOPS_URL: lb.url('workshops'),
      BOOKINGS_URL: lb.url('bookings'),
      WEBHOOKS_URL: lb.url('webhooks'),
      TRUST_PROXY: 'loopback',
      API_RATE_LIMIT_MAX: String(API_LIMIT),
      AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    });
    gateways.push(`http://127.0.0.1:${port}`);
    starting.push(healthy(`http://127.0.0.1:${port}/v1/health`, proc));
    return proc;
  });
  await Promise.all(starting);
  publicUrl = lb.url('public');
  // HAProxy takes a replica in after two good checks a second apart.
  await eventually(async () => Object.values(await lb.states()).every((s) => s === 'UP'), 30_000, 250);
  bus = await connect({ servers: nats.url });
  admin = new Browser(publicUrl);
  await admin.login('admin@example.com');
}, 240_000);

afterAll(async () => {
  await bus?.close();
  // stopAll waits for an exit code; the processes killed above have none (they ended by a signal).
  const killed = group.procs.filter((p) => p.child.signalCode !== null);
  for (const p of killed) group.procs.splice(group.procs.indexOf(p), 1);
  await group.stopAll();
  await lb?.close();
  await pg?.end();
  await nats?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two replicas of everything behind HAProxy', () => {
  it('counts the API rate limit across gateways: the request past the limit is refused by either', async () => {
    // One caller (its address as HAProxy would forward it) taking turns between the two gateways.
    const from = { 'X-Forwarded-For': '198.51.100.23' };
    const statuses: number[] = [];
    for (let i = 0; i < API_LIMIT; i += 20) {
      const batch = Array.from({ length: Math.min(20, API_LIMIT - i) }, (_, j) =>
        fetch(`${gateways[(i + j) % 2]}/v1/csrf-cookie`, { headers: from }).then((r) => r.status),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(API_LIMIT);
    for (const gateway of gateways) {
      const over = await fetch(`${gateway}/v1/csrf-cookie`, { headers: from });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not held back by that one.
    expect(
      (await fetch(`${gateways[1]}/v1/csrf-cookie`, { headers: { 'X-Forwarded-For': '198.51.100.24' } }))
        .status,
    ).toBe(204);
  });

  it('counts failed sign-ins across gateways: the attempt past AUTH_RATE_LIMIT_MAX gets 429 through the other', async () => {
    const from = '203.0.113.9';
    const cookie = await fetch(`${gateways[0]}/v1/csrf-cookie`, { headers: { 'X-Forwarded-For': from } });
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie.headers.get('set-cookie') ?? '')![1]!;
    const attempt = (gateway: string) =>
      fetch(`${gateway}/v1/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': from,
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': decodeURIComponent(token),
        },
        body: JSON.stringify({ email: 'admin@example.com', password: 'WrongPassword1' }),
      }).then((r) => r.status);
    const answers: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) answers.push(await attempt(gateways[i % 2]!));
    // Wrong credentials are a 422 on the email (spec); the attempt past the limit a 429.
    expect(answers).toEqual([...Array(AUTH_LIMIT).fill(422), 429]);
  });

  it('shares one durable consumer per subscription between the two processes of a service', async () => {
    const jsm = await bus.jetstreamManager();
    const consumers = await jsm.consumers.list(EVENT_STREAM).next();
    expect(consumers.length).toBeGreaterThan(4);
    // A consumer per subscription of a service (its durable name), not per process: the waiting pull
    // requests show both processes of a service pulling from the same consumer. (A batch consumer pulls
    // only between batches, so not every one shows two at the same moment.)
    await eventually(async () => {
      const infos = await Promise.all(consumers.map((c) => jsm.consumers.info(EVENT_STREAM, c.name)));
      return infos.filter((c) => c.num_waiting >= 2).length >= infos.length / 2;
    }, 10_000);
  });

  it("applies each event once per service, and the stream holds each outbox row once although every service's two relays publish", async () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Replicated ${i} ${Date.now()}`);
    const ids = await Promise.all(
      titles.map(async (title) => {
        const res = await admin.post('/v1/workshop-templates', { title, price: 10 });
        expect(res.status).toBe(201);
        return res.body.data.id as string;
      }),
    );
    await eventually(
      async () =>
        (await count(
          'select count(*)::int as n from bookings.workshop_template_copies where id = any($1::uuid[])',
          [ids],
        )) === 12,
      20_000,
    );
    const events = (
      await pg.query(
        "select id from workshops.outbox where subject = 'workshops.template.created' and envelope->'data'->>'id' = any($1)",
        [ids],
      )
    ).rows.map((r) => r.id as string);
    expect(events).toHaveLength(12);
    // Once per consumer of bookings, never twice (the inbox's key is (event, consumer)).
    const handled = await pg.query(
      'select event_id, count(*)::int as n from bookings.inbox where event_id = any($1::uuid[]) group by event_id, consumer',
      [events],
    );
    expect(handled.rows.length).toBeGreaterThanOrEqual(12);
    expect(handled.rows.every((r) => r.n === 1)).toBe(true);
    expect(new Set(handled.rows.map((r) => r.event_id)).size).toBe(12);
    // Every row of every outbox reached the stream exactly once: the second relay's copies were
    // dropped by their Nats-Msg-Id.
    const sentRows = async () => {
      let n = 0;
      for (const name of SERVICES)
        n += await count(`select count(*)::int as n from ${name}.outbox where sent_at is not null`);
      return n;
    };
    const unsent = async () => {
      let n = 0;
      for (const name of SERVICES)
        n += await count(`select count(*)::int as n from ${name}.outbox where sent_at is null`);
      return n;
    };
    await eventually(async () => (await unsent()) === 0, 15_000);
    const jsm = await bus.jetstreamManager();
    const stream = await jsm.streams.info(EVENT_STREAM);
    expect(stream.state.messages).toBe(await sentRows());
  });

  it('drops the catalogue cache in both gateways when a booking goes through one', async () => {
    const id = await raceSchedule(admin, 10, 0);
    await copied(id);
    // Both gateways hold the answer (10 seats left) in their cache.
    for (const gateway of gateways)
      await eventually(async () => (await seatsLeft(gateway, id)) === 10, 10_000);
    const booker = new Browser(gateways[0]!);
    await booker.login('booker@example.com');
    const booked = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: id,
      seats: 3,
      address: ADDRESS,
    });
    expect(booked.status).toBe(201);
    // Well before the cache's 60 s backstop: each gateway heard the change on NATS.
    const started = Date.now();
    await Promise.all(
      gateways.map((g) => eventually(async () => (await seatsLeft(g, id)) === 7, 5_000, 100)),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('expires unpaid holds once with both bookings sweepers running', async () => {
    const id = await raceSchedule(admin, 12, 30);
    await copied(id);
    const bookers = await signedInBookers(admin, () => new Browser(publicUrl), 6);
    const held = await Promise.all(
      bookers.map((b) =>
        b.post('/v1/bookings', { userId: b.userId, workshopScheduleId: id, seats: 2, address: ADDRESS }),
      ),
    );
    expect(held.map((r) => r.body.data?.status)).toEqual(Array(6).fill('PENDING'));
    expect(await count('select seats_taken as n from bookings.schedule_copies where id = $1', [id])).toBe(12);
    // As if their 15 minutes had passed: both processes' sweepers (every 15 s) find them.
    await pg.query(
      "update bookings.bookings set expires_at = now() - interval '1 minute' where workshop_schedule_id = $1",
      [id],
    );
    await eventually(
      async () =>
        (await count(
          "select count(*)::int as n from bookings.bookings where workshop_schedule_id = $1 and status = 'CANCELLED'",
          [id],
        )) === 6,
      35_000,
      500,
    );
    expect(await count('select seats_taken as n from bookings.schedule_copies where id = $1', [id])).toBe(0);
    // One cancellation event per hold, whichever sweeper took it.
    expect(
      await count(
        "select count(*)::int as n from bookings.outbox where subject = 'bookings.booking.cancelled' and envelope->'data'->>'bookingId' = any($1)",
        [held.map((r) => r.body.data.id)],
      ),
    ).toBe(6);
    await eventually(async () => (await seatsLeft(publicUrl, id)) === 12, 10_000);
  }, 90_000);

  it('serves the storefront and the console through the load balancer, and from each gateway', async () => {
    // npm test builds the front ends before jest; the gateway serves them from the checkout.
    assertBuilt(
      'mfe-bookings/dist/server/storefront.js',
      'shell/dist/index.html',
      'mfe-bookings/dist/mf-manifest.json',
    );
    const id = await raceSchedule(admin, 20, 0);
    for (const base of [publicUrl, ...gateways]) {
      const home = await fetch(`${base}/`);
      expect([home.status, home.headers.get('content-type')]).toEqual([
        200,
        expect.stringMatching(/^text\/html/),
      ]);
      // The schedule's own page, rendered on the server from this gateway's /v1.
      await eventually(async () => (await fetch(`${base}/schedules/${id}`)).status === 200, 20_000, 250);
      const page = await (await fetch(`${base}/schedules/${id}`)).text();
      expect(page).toMatch(/data-testid="seats-left">20 of 20 seats left</);
      // The console: the shell at /admin/ (a client route falls back to it), the remotes it loads.
      const shell = await fetch(`${base}/admin/bookings`);
      expect([shell.status, shell.headers.get('content-type')]).toEqual([
        200,
        expect.stringMatching(/^text\/html/),
      ]);
      expect(await shell.text()).toMatch(/<title>Bookings \| Coachwork/);
      const remotes = (await (await fetch(`${base}/admin/remotes.json`)).json()) as { entry: string }[];
      expect(remotes).toHaveLength(4);
      for (const remote of remotes) expect((await fetch(`${base}${remote.entry}`)).status).toBe(200);
    }
  }, 60_000);

  it('keeps booking through the load balancer after one replica of each service and one gateway are killed', async () => {
    const id = await raceSchedule(admin, 20, 0);
    await copied(id);
    for (const name of [...SERVICES, 'gateway']) replicas[name]![1]!.child.kill('SIGKILL');
    // HAProxy takes them out after two missed checks a second apart; until then a request caught on a
    // connection to a dying process may get 502.
    await eventually(
      // One replica of each service and one gateway.
      async () =>
        Object.values(await lb.states()).filter((v) => v.startsWith('DOWN')).length === SERVICES.length + 1,
      15_000,
      250,
    );
    const booker = new Browser(publicUrl);
    await booker.login('booker@example.com');
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        (
          await booker.post('/v1/bookings', {
            userId: booker.userId,
            workshopScheduleId: id,
            seats: 1,
            address: ADDRESS,
          })
        ).status,
      );
    expect(answers).toEqual(Array(8).fill(201));
    expect(await count('select seats_taken as n from bookings.schedule_copies where id = $1', [id])).toBe(8);
    await eventually(async () => (await seatsLeft(publicUrl, id)) === 12, 10_000);
    expect(await lb.states()).toMatchObject({
      'bookings-1': 'UP',
      'bookings-2': expect.stringMatching(/^DOWN/),
    });
  }, 60_000);
});

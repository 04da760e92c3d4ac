// Distributed mode for real: PostgreSQL, nats-server, the five services as separate processes built
// from dist/, and the gateway proxying to them.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import {
  Browser,
  createTestDatabase,
  eventually,
  checkRace,
  freePort,
  raceForSeats,
  raceSchedule,
  readMailCopies,
  signedInBookers,
  startNatsServer,
  type TestDatabase,
} from '@coachwork/test-support';
import { verifySignature } from '@coachwork/service-webhooks';
import { assertBuilt, processGroup } from './support/processes';

const SECRET = 'distributed-test-internal-secret';
const group = processGroup(SECRET);
const procs = group.procs;

let db: TestDatabase;
let nats: Awaited<ReturnType<typeof startNatsServer>>;
let pg: Client;
let gatewayUrl: string;
let dataDir: string;

async function copies(ids: string[]): Promise<number> {
  const r = await pg.query(
    'select count(*)::int as n from bookings.workshop_template_copies where id = any($1::uuid[])',
    [ids],
  );
  return r.rows[0].n as number;
}

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js', 'services/identity/dist/start.js');
  // Empty, as a first deployment meets it: the services migrate their schemas themselves.
  db = await createTestDatabase('dist', { empty: true });
  nats = await startNatsServer();
  pg = new Client({ connectionString: db.url });
  await pg.connect();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-dist-data-'));
  const common = {
    DATABASE_URL: db.url,
    NATS_URL: nats.url,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: 'http://coachwork.test',
  };
  const urls: Record<string, string> = {};
  // Start services one after another: the first migrations take a lock, the rest wait.
  for (const name of ['identity', 'tenants', 'workshops', 'bookings', 'webhooks']) {
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
    // 100 bookers sign in from one address in the race below.
    AUTH_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '100000',
  });
  await group.waitHealthy(`${gatewayUrl}/v1/health`, gw);
}, 120_000);

afterAll(async () => {
  await group.stopAll();
  await pg?.end();
  await nats?.close();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('distributed mode', () => {
  let admin: Browser;

  it('reports every service process, database and bus up', async () => {
    const res = await new Browser(gatewayUrl).get('/v1/health');
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('distributed');
    expect(res.body.services.bookings).toEqual({ process: 'up', database: 'up', events: 'up' });
  });

  it('signs the admin in through the gateway and the identity process', async () => {
    admin = new Browser(gatewayUrl);
    await admin.login('admin@example.com');
    const me = await admin.get('/v1/auth/user');
    expect(me.body.data.roles).toEqual(['super-admin']);
  });

  it('uploads an image through the gateway proxy and serves it resized from the identity process', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: 'navy' } })
      .png()
      .toBuffer();
    const token = await admin.csrf();
    const up = await admin.agent
      .post('/v1/files/upload-temp')
      .set('X-XSRF-TOKEN', token)
      .attach('file', png, 'banner.png');
    expect(up.status).toBe(201);
    const res = await admin.get(`${up.body.data.url}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(320);
    expect(fs.existsSync(path.join(dataDir, 'files', up.body.data.id, 'original'))).toBe(true);
  });

  it('creates a template in the workshops process and the event reaches the bookings process', async () => {
    const res = await admin.post('/v1/workshop-templates', { title: 'Across processes', price: 30 });
    expect(res.status).toBe(201);
    await eventually(async () => (await copies([res.body.data.id])) === 1, 20_000);
    const bad = await admin.post('/v1/workshop-templates', { title: 'ab', price: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price).toContain('Price is required');
  });

  it('brings the demo coach from the identity process to the workshops process, who then schedules a session', async () => {
    // Identity announced the seeded accounts before workshops subscribed; the durable consumer replays them.
    const coach = new Browser(gatewayUrl);
    const coachId = (await coach.login('coach@example.com')).id;
    await eventually(async () => {
      const r = await pg.query('select username from workshops.coach_directory where id = $1 and is_coach', [
        coachId,
      ]);
      return r.rows[0]?.username === 'coach';
    }, 20_000);
    // Demo mode: the coach's arrival gives the demo workshops their schedules in the workshops process.
    const demo = await eventually(async () => {
      const r = await new Browser(gatewayUrl).get('/v1/public/workshop-schedules?filter[coachId]=' + coachId);
      return r.body.meta?.total >= 4 ? r.body : null;
    }, 20_000);
    // The coach's rating (issue 28 item 1): null until someone reviews one of their sessions.
    expect(demo.data[0].coach).toEqual({ id: coachId, username: 'coach', name: 'Cora Coach', rating: null });
    const template = (
      await admin.post('/v1/workshop-templates', { title: 'Distributed template', price: 40 })
    ).body.data;
    const workshop = await admin.post('/v1/workshops', {
      workshopTemplateId: template.id,
      title: 'Distributed workshop',
      price: 40,
      minSeats: 1,
      maxSeats: 8,
      // A coach schedules only workshops they are assigned to (issue 18).
      coachIds: [coachId],
    });
    expect(workshop.status).toBe(201);
    const schedule = await coach.post('/v1/workshop-schedules', {
      workshopId: workshop.body.data.id,
      coachId,
      startDate: '2031-01-10T09:00:00Z',
      endDate: '2031-01-10T12:00:00Z',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
    });
    expect(schedule.status).toBe(201);
    const pub = await new Browser(gatewayUrl).get(`/v1/public/workshop-schedules/${schedule.body.data.id}`);
    expect(pub.body.data).toMatchObject({ seatsLeft: 8, coach: { id: coachId, username: 'coach' } });
  });

  it('sells exactly the capacity to 100 concurrent bookers through the bookings process', async () => {
    const bookers = await signedInBookers(admin, () => new Browser(gatewayUrl), 100);
    for (const capacity of [1, 50]) {
      const id = await raceSchedule(admin, capacity);
      await eventually(
        async () => (await pg.query('select 1 from bookings.schedule_copies where id = $1', [id])).rowCount,
        20_000,
      );
      const answers = await raceForSeats(bookers, id);
      expect(checkRace(answers, capacity)).toEqual({ sold: capacity, left: 0 });
      expect(answers.filter((a) => a.status === 409)).toHaveLength(100 - capacity);
      const taken = await pg.query('select seats_taken from bookings.schedule_copies where id = $1', [id]);
      expect(taken.rows[0].seats_taken).toBe(capacity);
      // Seats left reach the catalogue of the workshops process through NATS.
      await eventually(
        async () =>
          (await new Browser(gatewayUrl).get(`/v1/public/workshop-schedules/${id}`)).body.data.seatsLeft ===
          0,
        10_000,
        100,
      );
    }
    const mixed = await raceSchedule(admin, 50);
    await eventually(
      async () => (await pg.query('select 1 from bookings.schedule_copies where id = $1', [mixed])).rowCount,
      20_000,
    );
    const { sold } = checkRace(await raceForSeats(bookers, mixed, (i) => (i % 3) + 1), 50);
    const taken = await pg.query(
      'select seats_taken, seats_version from bookings.schedule_copies where id = $1',
      [mixed],
    );
    expect(taken.rows[0].seats_taken).toBe(sold);
    // After the burst (its seats-changed events applied in batches, highest version per schedule), the
    // storefront shows capacity − seats sold, and workshops holds bookings' last version, not an older one.
    await eventually(
      async () =>
        (await new Browser(gatewayUrl).get(`/v1/public/workshop-schedules/${mixed}`)).body.data.seatsLeft ===
        50 - sold,
      10_000,
      100,
    );
    const shown = await pg.query(
      'select seats_taken, version from workshops.schedule_seats where workshop_schedule_id = $1',
      [mixed],
    );
    expect(shown.rows[0]).toEqual({ seats_taken: sold, version: taken.rows[0].seats_version });
  }, 180_000);

  it('mails a seat invitation from the bookings process, its copy under DATA_DIR/mail', async () => {
    const booker = new Browser(gatewayUrl);
    await booker.login('booker@example.com');
    const id = await raceSchedule(admin, 5, 0);
    await eventually(
      async () => (await pg.query('select 1 from bookings.schedule_copies where id = $1', [id])).rowCount,
      20_000,
    );
    const address = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
    const booking = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: id,
      seats: 2,
      address,
    });
    expect(booking.body.data.status).toBe('CONFIRMED');
    const invited = await booker.post('/v1/booking-seats', {
      bookingId: booking.body.data.id,
      email: 'far.away@example.com',
    });
    expect(invited.status).toBe(201);
    const mail = await eventually(async () =>
      (await readMailCopies(dataDir)).find((m) => m.to.includes('far.away@example.com')),
    );
    const token = /http:\/\/coachwork\.test\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
    const shown = await new Browser(gatewayUrl).get(`/v1/invitations/${token}`);
    expect(shown.body.data).toMatchObject({ status: 'PENDING', inviterUsername: 'Ben Booker' });
  });

  it('checks a guest out by email across the processes: account in identity, hold in bookings, mail back from identity', async () => {
    const id = await raceSchedule(admin, 5, 0);
    await eventually(
      async () => (await pg.query('select 1 from bookings.schedule_copies where id = $1', [id])).rowCount,
      20_000,
    );
    const guest = new Browser(gatewayUrl);
    const address = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
    // The gateway reads this body (to ask identity for the account) and proxies it on to bookings.
    const res = await guest.post('/v1/public/payments/payment-intent', {
      workshopScheduleId: id,
      seats: 1,
      email: 'walk.in@example.com',
      firstName: 'Wally',
      lastName: 'Walkin',
      address,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'CONFIRMED', seats: 1 });
    const account = await pg.query('select status from identity.users where email = $1', [
      'walk.in@example.com',
    ]);
    expect(account.rows).toEqual([{ status: 'PENDING' }]);
    const mail = await eventually(async () =>
      (await readMailCopies(dataDir)).find((m) => m.to.includes('walk.in@example.com')),
    );
    expect(mail!.text).toMatch(/http:\/\/coachwork\.test\/login\/token\?token=[A-Za-z0-9_-]+&redirect=%2Fb/);
  });

  it('sends a signed booking.confirmed from the webhooks process to a receiver the admin registered', async () => {
    const received: { signature: string; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          signature: String(req.headers['coachwork-signature']),
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const made = await admin.post('/v1/webhooks/endpoints', {
        url: `http://127.0.0.1:${port}/hook`,
        events: ['booking.confirmed'],
      });
      expect(made.status).toBe(201);
      const scheduleId = await raceSchedule(admin, 2, 0);
      const [booker] = await signedInBookers(admin, () => new Browser(gatewayUrl), 1, 1);
      const booked = await eventually(async () => {
        const res = await booker!.post('/v1/bookings', {
          userId: booker!.userId,
          workshopScheduleId: scheduleId,
          seats: 1,
          address: { addressLine1: 'Hook 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
        });
        return res.status === 201 ? res : undefined;
      }, 20_000);
      const bookingId = booked!.body.data.id as string;
      const got = await eventually(
        async () => received.find((r) => JSON.parse(r.body).data.bookingId === bookingId),
        30_000,
        100,
      );
      expect(JSON.parse(got!.body)).toMatchObject({ type: 'booking.confirmed', data: { bookingId } });
      expect(verifySignature(made.body.data.secret, got!.body, got!.signature)).toBe(true);
      // The receiver has the request before the sender has written down its answer.
      const deliveries = await eventually(async () => {
        const res = await admin.get(`/v1/webhooks/endpoints/${made.body.data.id}/deliveries`);
        return res.body.data[0]?.status === 'pending' ? undefined : res;
      }, 10_000);
      expect(deliveries!.body.data[0]).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 204,
      });
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 60_000);

  it('delivers every event created while nats-server was down once it is back', async () => {
    await nats.stop();
    await eventually(
      async () => (await new Browser(gatewayUrl).get('/v1/health')).body.status === 'degraded',
      10_000,
    );
    const ids: string[] = [];
    for (const title of ['Outage one', 'Outage two', 'Outage three']) {
      const res = await admin.post('/v1/workshop-templates', { title, price: 5 });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    await new Promise((r) => setTimeout(r, 2000));
    expect(await copies(ids)).toBe(0);
    await nats.start();
    await eventually(async () => (await copies(ids)) === 3, 45_000, 250);
    // The relay marks a batch sent after publishing all of it: bookings may hold the copies first.
    const pending = async () =>
      (await pg.query('select count(*)::int as n from workshops.outbox where sent_at is null')).rows[0].n;
    await eventually(async () => (await pending()) === 0, 15_000, 250).catch(() => undefined);
    expect(await pending()).toBe(0);
  }, 90_000);

  it('stops every process cleanly on SIGTERM', async () => {
    const exits = await Promise.all(
      procs.map(
        (p) =>
          new Promise<number | null>((resolve) => {
            p.child.once('exit', (code) => resolve(code));
            p.child.kill('SIGTERM');
          }),
      ),
    );
    expect(exits).toEqual([0, 0, 0, 0, 0, 0]);
  }, 30_000);
});

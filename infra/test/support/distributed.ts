// The distributed mode as the suites that observe it start it: the five services and the gateway
// from dist/, each with its metrics on a free port, over a fresh database and a private nats-server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Browser,
  createTestDatabase,
  eventually,
  freePort,
  raceSchedule,
  startNatsServer,
} from '@coachwork/test-support';
import { assertBuilt, processGroup } from './processes';

export const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'] as const;

/** `env` goes to every process (for example the OTEL_ variables). */
export async function startDistributed(name: string, env: Record<string, string> = {}) {
  assertBuilt('gateway/dist/start.js', ...SERVICES.map((s) => `services/${s}/dist/start.js`));
  const group = processGroup(`${name}-test-internal-secret-0123`);
  const db = await createTestDatabase(name);
  const nats = await startNatsServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cw-${name}-data-`));
  const common = { DATABASE_URL: db.url, NATS_URL: nats.url, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env };
  /** Each process's metrics port, by process name. */
  const metricsPorts: Record<string, number> = {};
  const urls: Record<string, string> = {};
  // One after another: the first migrations take a lock, the rest wait.
  for (const service of SERVICES) {
    const port = await freePort();
    metricsPorts[service] = await freePort();
    urls[service] = `http://127.0.0.1:${port}`;
    const proc = group.start(service, `services/${service}/dist/start.js`, {
      ...common,
      PORT: String(port),
      METRICS_PORT: String(metricsPorts[service]),
    });
    await group.waitHealthy(`${urls[service]}/healthz`, proc);
  }
  const port = await freePort();
  metricsPorts.gateway = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const gateway = group.start('gateway', 'gateway/dist/start.js', {
    ...common,
    PORT: String(port),
    METRICS_PORT: String(metricsPorts.gateway),
    IDENTITY_URL: urls.identity!,
    TENANTS_URL: urls.tenants!,
    WORKSHOPS_URL: urls.workshops!,
    BOOKINGS_URL: urls.bookings!,
    WEBHOOKS_URL: urls.webhooks!,
  });
  await group.waitHealthy(`${gatewayUrl}/v1/health`, gateway);
  return {
    gatewayUrl,
    metricsPorts,
    procs: group.procs,
    async stop() {
      await group.stopAll();
      await nats.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo booker books one seat of a new free schedule (made by the admin) through the gateway;
 * returns the answer, a 201 with the confirmed booking.
 */
export async function bookOneSeat(gatewayUrl: string) {
  const admin = new Browser(gatewayUrl);
  await admin.login('admin@example.com');
  const scheduleId = await raceSchedule(admin, 3, 0);
  const booker = new Browser(gatewayUrl);
  await booker.login('booker@example.com');
  const address = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
  // The schedule reaches bookings as an event; until then it is not bookable there.
  const booking = await eventually(async () => {
    const res = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: scheduleId,
      seats: 1,
      address,
    });
    return res.status === 201 ? res : undefined;
  }, 20_000);
  return booking!;
}

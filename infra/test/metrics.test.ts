// GET /metrics on its own port, for a service and for the gateway started from dist/ as in a
// deployment: request latency by route and status, the outbox lag, the database pool, and nothing of
// it on the public port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, eventually, freePort, type TestDatabase } from '@coachwork/test-support';
import { assertBuilt, ROOT } from './support/processes';

let db: TestDatabase;
let dataDir: string;
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      INTERNAL_TOKEN_SECRET: 'metrics-test-internal-secret-0123',
      ...env,
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of the first sample whose name and labels contain all of `parts`. */
function sample(text: string, name: string, ...parts: string[]): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(name) && !l.startsWith('#') && parts.every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js', 'services/bookings/dist/start.js');
  db = await createTestDatabase('metrics');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-metrics-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a service counts its requests by route and status, and reports its outbox lag and database pool', async () => {
  const port = await freePort();
  const metricsPort = await freePort();
  start('services/bookings/dist/start.js', { PORT: String(port), METRICS_PORT: String(metricsPort) });
  await eventually(
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok,
    60_000,
    200,
  );
  for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${port}/healthz`);
  expect((await fetch(`http://127.0.0.1:${port}/v1/bookings`)).status).toBe(401);

  const text = await scrape(metricsPort);
  expect(
    sample(
      text,
      'http_request_duration_seconds_count',
      'route="/healthz"',
      'status="200"',
      'process="bookings"',
    ),
  ).toBeGreaterThanOrEqual(4);
  expect(sample(text, 'http_request_duration_seconds_count', 'status="401"')).toBe(1);
  expect(sample(text, 'coachwork_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'coachwork_outbox_unsent')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'coachwork_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
  expect(text).toContain('# TYPE coachwork_events_published_total counter');
  expect(text).toContain('# TYPE coachwork_event_handler_errors_total counter');
  expect(text).toContain('nodejs_eventloop_lag_seconds');

  // The service's own port has no /metrics (and wants the internal token like every other path).
  expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
}, 90_000);

it('the gateway serves /metrics on its metrics port only, with the public routes it answered', async () => {
  const port = await freePort();
  const metricsPort = await freePort();
  start('gateway/dist/start.js', {
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    SEED_DEMO: 'false',
    SESSION_SECRET: 'metrics-test-session-secret-0123',
  });
  await eventually(
    async () => (await fetch(`http://127.0.0.1:${port}/v1/health`).catch(() => undefined))?.ok,
    90_000,
    250,
  );
  await fetch(`http://127.0.0.1:${port}/v1/csrf-cookie`);

  const publicMetrics = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(publicMetrics.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
  expect(await publicMetrics.text()).not.toContain('http_request_duration_seconds');

  const text = await scrape(metricsPort);
  expect(
    sample(
      text,
      'http_request_duration_seconds_count',
      'route="/v1/health"',
      'status="200"',
      'process="gateway"',
    ),
  ).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'http_request_duration_seconds_count', 'route="/v1/csrf-cookie"')).toBe(1);
}, 120_000);

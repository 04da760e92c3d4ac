// Debian's Prometheus scrapes every process of the distributed mode (the four services and the
// gateway, each on its METRICS_PORT) and answers a booking counter through its query API.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@coachwork/test-support';
import { bookOneSeat, startDistributed } from './support/distributed';

let product: Awaited<ReturnType<typeof startDistributed>> | undefined;
let prometheus: ChildProcess | undefined;
let promUrl: string;
let dir: string;

async function query<T>(apiPath: string): Promise<T> {
  const res = await fetch(`${promUrl}${apiPath}`);
  const body = (await res.json()) as { status: string; data: T };
  if (body.status !== 'success') throw new Error(`${apiPath}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  product = await startDistributed('prometheus');
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'prometheus-'));
  const targets = Object.values(product.metricsPorts).map((p) => `'127.0.0.1:${p}'`);
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: coachwork',
      '    static_configs:',
      `      - targets: [${targets.join(', ')}]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  promUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dir, 'prometheus.log'), 'a');
  prometheus = spawn(
    process.env.PROMETHEUS_BIN || 'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', log, log] },
  );
  await eventually(async () => {
    if (prometheus!.exitCode !== null)
      throw new Error(`prometheus exited: ${fs.readFileSync(path.join(dir, 'prometheus.log'), 'utf8')}`);
    return (await fetch(`${promUrl}/-/ready`).catch(() => undefined))?.ok;
  }, 30_000);
}, 180_000);

afterAll(async () => {
  const p = prometheus;
  if (p && p.exitCode === null)
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGTERM');
    });
  await product?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('scrapes all six processes and counts a booking made through the gateway', async () => {
  // The demo seed books too: count what the bookings process has published once its outbox is empty.
  const before = await eventually(async () => {
    const text = await (await fetch(`http://127.0.0.1:${product!.metricsPorts.bookings}/metrics`)).text();
    if (!/^coachwork_outbox_unsent(\{[^}]*\})? 0$/m.test(text)) return undefined;
    const line =
      /^coachwork_events_published_total\{[^}]*subject="bookings\.booking\.created"[^}]*\} (\d+)$/m.exec(
        text,
      );
    return { n: line ? Number(line[1]) : 0 };
  }, 20_000);
  const booking = await bookOneSeat(product!.gatewayUrl);
  expect(booking.body.data.status).toBe('CONFIRMED');

  type Vector = { metric: Record<string, string>; value: [number, string] }[];
  const counted = await eventually(async () => {
    const data = await query<{ result: Vector }>(
      `/api/v1/query?query=${encodeURIComponent('coachwork_events_published_total{subject="bookings.booking.created"}')}`,
    );
    return data.result.find((r) => Number(r.value[1]) > before!.n);
  }, 30_000);
  expect(counted!.metric).toMatchObject({ process: 'bookings', job: 'coachwork' });
  expect(Number(counted!.value[1])).toBe(before!.n + 1);

  type Targets = { activeTargets: { health: string; scrapeUrl: string; labels: Record<string, string> }[] };
  const targets = await eventually(async () => {
    const data = await query<Targets>('/api/v1/targets?state=active');
    // The five services and the gateway.
    return data.activeTargets.length === 6 && data.activeTargets.every((t) => t.health === 'up')
      ? data.activeTargets
      : undefined;
  }, 20_000);
  expect(targets!.map((t) => t.scrapeUrl).sort()).toEqual(
    Object.values(product!.metricsPorts)
      .map((p) => `http://127.0.0.1:${p}/metrics`)
      .sort(),
  );
  // Each target is one process of the product: its own `process` label comes with its samples.
  const processes = await query<{ result: Vector }>(
    `/api/v1/query?query=${encodeURIComponent('count by (process) (process_start_time_seconds)')}`,
  );
  expect(processes.result.map((r) => r.metric.process).sort()).toEqual([
    'bookings',
    'gateway',
    'identity',
    'tenants',
    'webhooks',
    'workshops',
  ]);
}, 120_000);

// The built product as `npm start` runs it (gateway + services in one process, on a fresh PostgreSQL
// database and a free port), and the system Chromium launched as the env docs say.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_SOLD_OUT_SCHEDULE_ID } from '@coachwork/contracts';
import { createTestDatabase, eventually, freePort, type TestDatabase } from '@coachwork/test-support';

export const ROOT = path.resolve(__dirname, '../../..');

/**
 * The demo's upcoming public schedules: DEMO_SCHEDULES in services/workshops/src/data/seed.ts and the
 * sold-out date, DEMO_SOLD_OUT_SCHEDULE_ID.
 */
const DEMO_PUBLIC_SCHEDULES = 6;

/** A row of the public catalogue, the fields the stories pick a schedule by. */
export interface CatalogueRow {
  id: string;
  price: number | null;
  mode: string;
  seatsLeft: number | null;
  workshop: { title: string };
  coach: { username: string } | null;
}

/** The public catalogue, soonest first: the demo's schedules and any a story made. */
export async function publicCatalogue(base: string): Promise<CatalogueRow[]> {
  const res = await fetch(`${base}/v1/public/workshop-schedules?sort=startDate&perPage=100`);
  if (!res.ok) throw new Error(`the catalogue answered ${res.status}`);
  return ((await res.json()) as { data: CatalogueRow[] }).data;
}

export interface RunningProduct {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const db: TestDatabase = await createTestDatabase('e2e');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/start.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATABASE_URL: db.url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100',
      // Every /v1 answer is checked against GET /v1/openapi.json (the default outside production).
      VALIDATE_RESPONSES: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log (pino, on stdout) is read for answers that did not match the API document: each is shown
  // and fails the suite on stop, even when the page that met it went on.
  const mismatches: string[] = [];
  let partial = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    for (const line of lines)
      if (line.includes('answer does not match the API document')) {
        mismatches.push(line.slice(0, 600));
        process.stderr.write(`${line}\n`);
      }
  });
  try {
    await eventually(async () => (await fetch(`${base}/v1/health`).catch(() => undefined))?.ok, 60_000, 250);
    // The demo schedules are seeded after the start, once identity's event about the demo coach reaches
    // workshops, one schedule at a time: the stories begin when the catalogue lists all of them. Within
    // seconds as a rule; in one CI run, beside the 100-booker race on the same PostgreSQL, it took more
    // than 60 s (the race took 75 s instead of its usual 11–16 s), so it is given two minutes.
    await eventually(
      async () => {
        const rows = await publicCatalogue(base).catch(() => []);
        // Stories start once the sold-out date is full (bookings books it when the schedule arrives).
        const soldOut = rows.find((r) => r.id === DEMO_SOLD_OUT_SCHEDULE_ID);
        return rows.length >= DEMO_PUBLIC_SCHEDULES && soldOut?.seatsLeft === 0;
      },
      120_000,
      250,
    );
  } catch (err) {
    // The story's afterAll has no product to stop: stopped here, or it would run on after the suite.
    server.kill('SIGKILL');
    await db.drop().catch(() => undefined);
    throw err;
  }
  return {
    base,
    process: server,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await db.drop();
      if (mismatches.length)
        throw new Error(`answers did not match the API document:\n${mismatches.slice(0, 20).join('\n')}`);
    },
  };
}

/** Chromium as the stories run it; `extraArgs` for one story's needs (a fake camera, say). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** What useProduct starts for a story file: filled in by its beforeAll. */
export interface StoryProduct {
  dataDir: string;
  product: RunningProduct;
  base: string;
  browser: Browser;
}

/**
 * The product for one story file: a fresh data folder (its mail copies land there), the product started
 * on it with `env`, and Chromium; all stopped and removed after the file. Call it at the file's top level;
 * read the fields inside the tests.
 */
export function useProduct(name: string, env: Record<string, string> = {}): StoryProduct {
  const story = {} as StoryProduct;
  beforeAll(async () => {
    story.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coachwork-e2e-${name}-`));
    story.product = await startProduct({ DATA_DIR: story.dataDir, ...env });
    story.base = story.product.base;
    story.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await story.browser?.close();
    await story.product?.stop();
    if (story.dataDir) fs.rmSync(story.dataDir, { recursive: true, force: true });
  });
  return story;
}

// The built product as `npm start` runs it (gateway + services in one process, on a fresh PostgreSQL
// database and a free port), and the system Chromium launched as the env docs say.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createTestDatabase, eventually, freePort, type TestDatabase } from '@coachwork/test-support';

export const ROOT = path.resolve(__dirname, '../../..');

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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually(async () => (await fetch(`${base}/v1/health`).catch(() => undefined))?.ok, 60_000, 250);
  return {
    base,
    process: server,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await db.drop();
    },
  };
}

export function launchChromium(): Promise<Browser> {
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
    ],
  });
}

// The container image without a container runtime: scripts/image-tree.mjs lays out the image's /app
// (the Dockerfile's build stage runs the same script) in a temporary folder, and its command starts a
// service from there against PostgreSQL, as `docker run IMAGE migrate bookings` and `... bookings` would.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, eventually, freePort, type TestDatabase } from '@coachwork/test-support';
import { assertBuilt, ROOT } from './support/processes';

let tree: string;
let db: TestDatabase;
const started: ChildProcess[] = [];

/** The image's environment (Dockerfile ENV) plus what a Deployment sets; nothing from this shell. */
function imageEnv(extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tree, '..', 'data'),
    LOG_LEVEL: 'info',
    INTERNAL_TOKEN_SECRET: 'image-test-internal-secret-0123456789',
    SESSION_SECRET: 'image-test-session-secret-0123456789',
    DATABASE_URL: db.url,
    ...extra,
  };
}

function run(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // From the tree's own folder, so nothing resolves from the checkout's node_modules.
  const child = spawn(process.execPath, [path.join(tree, 'scripts/coachwork-process.js'), ...args], {
    cwd: tree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.push(child);
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js', 'services/bookings/dist/start.js', 'mfe-bookings/dist/server');
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-image-'));
  tree = path.join(parent, 'app');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/image-tree.mjs'), tree], { stdio: 'pipe' });
  db = await createTestDatabase('image', { empty: true });
}, 120_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await db?.drop();
  if (tree) fs.rmSync(path.dirname(tree), { recursive: true, force: true });
});

describe('the image tree', () => {
  it('holds the run-time packages and none of the development tools', () => {
    const modules = path.join(tree, 'node_modules');
    for (const needed of [
      'express',
      'pg',
      'drizzle-orm',
      'nats',
      'pino',
      'prom-client',
      'react-dom',
      'sharp',
    ])
      expect(fs.existsSync(path.join(modules, needed, 'package.json'))).toBe(true);
    for (const devTool of [
      'typescript',
      'jest',
      'webpack',
      'eslint',
      '@swc/core',
      '@rspack/core',
      'supertest',
    ])
      expect(fs.existsSync(path.join(modules, devTool))).toBe(false);
    // Workspaces are links inside the tree, never back into the checkout.
    const kit = fs.realpathSync(path.join(modules, '@coachwork/service-kit'));
    expect(kit).toBe(fs.realpathSync(path.join(tree, 'packages/service-kit')));
    expect(fs.existsSync(path.join(tree, 'services/bookings/src/data/migrations/meta/_journal.json'))).toBe(
      true,
    );
    expect(fs.existsSync(path.join(tree, 'shell/dist/index.html'))).toBe(true);
    // No sources, no tests.
    expect(fs.existsSync(path.join(tree, 'services/bookings/src/app.ts'))).toBe(false);
    expect(fs.existsSync(path.join(tree, 'services/bookings/test'))).toBe(false);
  });

  it('refuses an unknown command with its usage', async () => {
    const proc = run(['billing'], imageEnv({}));
    expect(await exited(proc.child)).toBe(2);
    expect(proc.output()).toContain('usage: coachwork-process (gateway | identity');
  });

  it('migrates the bookings schema with `migrate bookings`, then serves with `bookings`', async () => {
    // The migration job: no event bus, no port, exits 0 once the schema is there.
    const migrate = run(['migrate', 'bookings'], imageEnv({}));
    expect(await exited(migrate.child)).toBe(0);
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const tables = await pg.query(
        "select count(*)::int as n from information_schema.tables where table_schema = 'bookings' and table_name = 'bookings'",
      );
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await pg.end();
    }

    const port = await freePort();
    const serve = run(['bookings'], imageEnv({ PORT: String(port) }));
    const health = await eventually(
      async () => {
        if (serve.child.exitCode !== null) throw new Error(`bookings exited: ${serve.output().slice(-2000)}`);
        const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        return res?.ok ? ((await res.json()) as Record<string, string>) : undefined;
      },
      60_000,
      200,
    );
    expect(health).toEqual({ status: 'ok', service: 'bookings', database: 'up', events: 'up' });
    // Behind the internal token like any service: a request without one is refused.
    const anonymous = await fetch(`http://127.0.0.1:${port}/v1/bookings`);
    expect(anonymous.status).toBe(401);

    // What tini forwards on `kubectl delete pod`: the process stops cleanly.
    serve.child.kill('SIGTERM');
    expect(await exited(serve.child)).toBe(0);
  }, 120_000);

  it('serves the storefront (rendered on the server) and the console with `gateway`', async () => {
    const port = await freePort();
    // Embedded mode here (no service URLs): the four services in the gateway's process, on PostgreSQL.
    const gateway = run(['gateway'], imageEnv({ PORT: String(port) }));
    await eventually(
      async () => {
        if (gateway.child.exitCode !== null)
          throw new Error(`gateway exited: ${gateway.output().slice(-2000)}`);
        return (await fetch(`http://127.0.0.1:${port}/v1/health`).catch(() => undefined))?.ok;
      },
      90_000,
      250,
    );
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    // The server bundle ran from the tree's packages: the page carries its state for hydration.
    const html = await page.text();
    expect(html).toContain('<script type="application/json" id="cw-state">');
    expect(html).toMatch(/<div id="root">\s*<[a-z]/);
    const consolePage = await fetch(`http://127.0.0.1:${port}/admin/`);
    expect(consolePage.status).toBe(200);
    gateway.child.kill('SIGTERM');
    expect(await exited(gateway.child)).toBe(0);
  }, 150_000);
});

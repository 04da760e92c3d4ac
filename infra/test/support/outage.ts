// Dependencies a test may take away and bring back: a private PostgreSQL (its own data folder and
// port, started with infra/lib.sh's start_postgres, stopped the hard way) and a private nats-server
// (its own store, killed with SIGKILL), each restarted on the same data and port.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { eventually, freePort } from '@coachwork/test-support';
import { ROOT } from './processes';

const run = promisify(execFile);

/** Runs a function of infra/lib.sh (PostgreSQL refuses root: lib.sh's pg_run switches user then). */
async function lib(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('bash', ['-c', `source infra/lib.sh; ${script}`, 'lib', ...args], {
    cwd: ROOT,
    env: { ...process.env, PG_FSYNC: 'off' },
    timeout: 90_000,
  });
  return stdout.trim();
}

export async function privatePostgres(database = 'coachwork') {
  // Under /tmp, not TEST_TMP_DIR: the postgres user must reach it (and its socket) when we are root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-outage-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const start = () => lib('start_postgres "$1" "$2"', data, String(port));
  await start();
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    /** As a crash would: every backend killed at once, no checkpoint (`pg_ctl stop -m immediate`). */
    crash: () => lib('pg_run "$(pg_bindir)/pg_ctl" -D "$1" -m immediate -w stop >/dev/null', data),
    async close() {
      await lib('stop_postgres "$1"', data).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function privateNats() {
  const bin = process.env.NATS_SERVER_BIN || 'nats-server';
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'cw-outage-nats-'));
  const port = await freePort();
  const monitor = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir, '-m', String(monitor)], {
      stdio: 'ignore',
    });
    await eventually(
      async () =>
        (await fetch(`http://127.0.0.1:${monitor}/healthz?js-enabled-only=true`).catch(() => undefined))?.ok,
      15_000,
    );
  };
  const stop = async (signal: NodeJS.Signals) => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill(signal);
    });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    /** No goodbye to the clients: the process is gone (its file store stays). */
    kill: () => stop('SIGKILL'),
    async close() {
      await stop('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

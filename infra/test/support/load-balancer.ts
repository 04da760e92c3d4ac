// The load balancer of `REPLICAS=N npm run start:distributed`, for the suites: HAProxy with the
// configuration infra/lib.sh writes (lb_config), on free ports in a temporary folder.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort } from '@coachwork/test-support';
import { ROOT } from './processes';

const run = promisify(execFile);

export interface Balanced {
  /** Names the frontend and backend (HAProxy's page shows it). */
  name: string;
  /** The health check every replica answers 200 when ready. */
  check: string;
  /** The replicas' ports. */
  ports: number[];
}

export async function startLoadBalancer(balanced: Balanced[]) {
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'cw-lb-'));
  const listen = new Map<string, number>();
  for (const b of balanced) listen.set(b.name, await freePort());
  const stats = await freePort();
  const specs = balanced.map((b) => `${b.name}:${listen.get(b.name)}:${b.check}:${b.ports.join(',')}`);
  const { stdout } = await run(
    'bash',
    [
      '-c',
      'source infra/lib.sh; bin=$(haproxy_bin) && lb_config "$@" && echo "$bin"',
      'lib',
      dir,
      String(stats),
      ...specs,
    ],
    { cwd: ROOT, timeout: 120_000 },
  );
  const bin = stdout.trim().split('\n').pop()!;
  const log = path.join(dir, 'haproxy.log');
  const out = fs.openSync(log, 'a');
  const child: ChildProcess = spawn(bin, ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', out, out],
  });
  const statsUrl = `http://127.0.0.1:${stats}/;csv`;
  await eventually(async () => (await fetch(statsUrl).catch(() => undefined))?.ok, 15_000);
  return {
    url: (name: string) => `http://127.0.0.1:${listen.get(name)}`,
    /** HAProxy's view: server name (`bookings-1`) → 'UP' | 'DOWN' | ... (backup entries left out). */
    async states(): Promise<Record<string, string>> {
      const csv = await (await fetch(statsUrl)).text();
      const states: Record<string, string> = {};
      for (const line of csv.split('\n').slice(1)) {
        const [, server, ...rest] = line.split(',');
        if (!server || server === 'FRONTEND' || server === 'BACKEND' || server.endsWith('-unready')) continue;
        states[server] = rest[15]!;
      }
      return states;
    },
    async close() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

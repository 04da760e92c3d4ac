// The built product's processes for the suites that run it for real (distributed mode, embedded on
// PGlite): started with a clean environment, logged to files, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@coachwork/test-support';

export const ROOT = path.resolve(__dirname, '../../..');

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
}

export function assertBuilt(...files: string[]): void {
  for (const dist of files) {
    if (!fs.existsSync(path.join(ROOT, dist)))
      throw new Error(`${dist} is missing: run npm run build first (npm test does).`);
  }
}

export function processGroup(secret: string) {
  const logDir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'processes-'));
  const procs: Proc[] = [];
  return {
    procs,
    start(name: string, script: string, env: Record<string, string>): Proc {
      const log = path.join(logDir, `${name}.log`);
      const out = fs.openSync(log, 'a');
      const child = spawn(process.execPath, [path.join(ROOT, script)], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', INTERNAL_TOKEN_SECRET: secret, ...env },
        stdio: ['ignore', out, out],
      });
      const proc = { name, child, log };
      procs.push(proc);
      return proc;
    },
    async waitHealthy(url: string, proc: Proc) {
      await eventually(
        async () => {
          if (proc.child.exitCode !== null)
            throw new Error(`${proc.name} exited: ${fs.readFileSync(proc.log, 'utf8').slice(-2000)}`);
          const res = await fetch(url).catch(() => undefined);
          return res?.ok;
        },
        // PGlite's first start (initdb, then the database) takes over a minute on a loaded 2-core machine.
        120_000,
        200,
      );
    },
    /** SIGTERM to every process still running; resolves with their exit codes. */
    stopAll(): Promise<(number | null)[]> {
      return Promise.all(
        procs.map(
          (p) =>
            new Promise<number | null>((resolve) => {
              if (p.child.exitCode !== null) return resolve(p.child.exitCode);
              p.child.once('exit', (code) => resolve(code));
              p.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

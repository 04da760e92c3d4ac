// infra/lib.sh's supervise, which `npm run start:distributed` runs every process under: a process that
// dies is started again with backoff (0.5 s doubling to 10 s, reset once it stayed up), and SIGTERM
// stops the process and the supervisor together.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@coachwork/test-support';
import { ROOT } from './support/processes';

let dir: string;
const running: ChildProcess[] = [];
const supervisors: number[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-supervise-'));
});
afterEach(async () => {
  for (const pid of supervisors.splice(0)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 300));
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `supervise NAME CMD` in a bash of its own (what it says goes to `said`); resolves with its pid. */
async function supervise(
  cmd: string,
  env: Record<string, string> = {},
): Promise<{ pid: number; shell: ChildProcess }> {
  const pidFile = path.join(dir, 'supervisor.pid');
  const stderr = fs.openSync(path.join(dir, 'said'), 'w');
  const shell = spawn(
    'bash',
    ['-c', `source infra/lib.sh; supervise test bash -c "$0"; echo $! > "$1"; wait`, cmd, pidFile],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', stderr] },
  );
  fs.closeSync(stderr);
  running.push(shell);
  const pid = await eventually(
    async () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : 0),
    5000,
    20,
  );
  supervisors.push(pid);
  return { pid, shell };
}

const starts = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map(Number) : [];
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
/** The pauses the supervisor chose, in ms, from its "starting it again in 0.500s" lines. */
const pauses = () =>
  [...fs.readFileSync(path.join(dir, 'said'), 'utf8').matchAll(/starting it again in (\d+)\.(\d{3})s/g)].map(
    ([, s, ms]) => Number(s) * 1000 + Number(ms),
  );

describe('supervise', () => {
  it('starts a process that keeps dying again and again, waiting twice as long each time', async () => {
    const log = path.join(dir, 'starts');
    const { pid } = await supervise(`date +%s%3N >> ${log}; exit 3`);
    await eventually(async () => starts(log).length >= 4, 10_000, 50);
    // 0.5, 1 and 2 s of backoff, each waited in full (plus the 0.2 s it waits for a caller's SIGTERM).
    // How much longer a start takes depends on the machine's load, so only the lower bound is timed.
    expect(pauses().slice(0, 3)).toEqual([500, 1000, 2000]);
    const [a, b, c] = gaps(starts(log));
    expect(a).toBeGreaterThanOrEqual(650);
    expect(b).toBeGreaterThanOrEqual(1150);
    expect(c).toBeGreaterThanOrEqual(2150);
    process.kill(pid, 'SIGTERM');
    await eventually(async () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    }, 5000);
  }, 20_000);

  it('starts again from the short pause once the process had stayed up long enough', async () => {
    const log = path.join(dir, 'starts');
    await supervise(`date +%s%3N >> ${log}; sleep 1.2; exit 1`, { SUPERVISE_RESET_AFTER_S: '1' });
    await eventually(async () => starts(log).length >= 4, 10_000, 50);
    // Each run lasted 1.2 s (longer than the 1 s reset): the pause stays 0.5 s.
    expect(pauses().slice(0, 3)).toEqual([500, 500, 500]);
    for (const gap of gaps(starts(log)).slice(0, 3)) expect(gap).toBeGreaterThanOrEqual(1200 + 200 + 500);
  }, 20_000);

  it('stops the process and itself on SIGTERM, without starting it again', async () => {
    const log = path.join(dir, 'starts');
    const term = path.join(dir, 'terminated');
    const { pid, shell } = await supervise(
      `trap 'kill $s; echo yes > ${term}; exit 0' TERM; date +%s%3N >> ${log}; sleep 1000 & s=$!; wait`,
    );
    await eventually(async () => starts(log).length === 1, 5000, 20);
    const ended = new Promise((resolve) => shell.once('exit', resolve));
    process.kill(pid, 'SIGTERM');
    await ended;
    expect(fs.readFileSync(term, 'utf8').trim()).toBe('yes');
    await new Promise((r) => setTimeout(r, 800));
    expect(starts(log)).toHaveLength(1);
  }, 15_000);
});

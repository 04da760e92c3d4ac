// The chaos suite's short form (issue 24 item 5; `npm run chaos` is the long one): the distributed mode
// with two replicas of everything behind HAProxy, four bookers through the load balancer, and one
// `kill -9` of each kind — a gateway, a replica of each service, nats-server, PostgreSQL — then a rolling
// restart (SIGTERM to every gateway and replica in turn, as a deployment does). After each,
// nothing a client was told may be lost, nothing may exist twice or unannounced, and every counter,
// voucher, payment and inbox must have caught up.
import { execFileSync } from 'node:child_process';
import { FAULTS, HEADER, runChaos } from '../chaos/driver';
import { ROOT, assertBuilt } from './support/processes';

/** Runs lib.sh code; whether it succeeded. */
function libSays(script: string): boolean {
  try {
    execFileSync('bash', ['-c', `source infra/lib.sh; ${script}`], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('chaos: one kill -9 of each kind and a rolling restart under load', () => {
  it('loses, doubles and strands nothing, and every part comes back by itself', async () => {
    assertBuilt(
      'gateway/dist/start.js',
      'services/bookings/dist/start.js',
      'services/bookings/dist/reconcile-payments.js',
    );
    // Two replicas behind HAProxy (lib.sh installs Debian's when missing, as it does PostgreSQL).
    const replicas = libSays('declare -F lb_config') ? '2' : '1';
    if (replicas === '2' && !libSays('haproxy_bin'))
      throw new Error('haproxy is not installed and could not be installed (apt-get install haproxy)');
    const lines: string[] = [];
    const result = await runChaos({
      bookers: 4,
      faults: FAULTS,
      loadMs: 1500,
      afterMs: 1500,
      settleMs: 45_000,
      env: { REPLICAS: replicas },
      log: (line) => lines.push(line),
    });
    process.stdout.write(`${result.table}\n`);
    expect(result.rows.map((row) => row[0])).toEqual(FAULTS);
    // Every fault was survived with bookings made around it, and each row counts 0 lost, doubled, stuck.
    const column = (name: string) => HEADER.indexOf(name);
    for (const row of result.rows) {
      expect([row[0], row[column('lost')], row[column('doubled')], row[column('stuck')]]).toEqual([
        row[0],
        0,
        0,
        0,
      ]);
    }
    expect(result.problems).toEqual([]);
    expect(result.flows).toBeGreaterThan(FAULTS.length);
  }, 900_000);
});

// The event stream on a 3-node JetStream cluster, as deploy/nats runs it: the bus makes the stream with
// NATS_STREAM_REPLICAS copies, and it keeps serving while one node is gone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { eventually, freePort } from '@coachwork/test-support';
import { EVENT_STREAM } from '@coachwork/contracts';
import { JetStreamBus } from '../src/events/jetstream-bus';
import * as yup from 'yup';
import { loadConfig, sharedEnv } from '../src/config';
import { createLogger } from '../src/logger';

const readConfigForTest = (env: Record<string, string>) => loadConfig(yup.object(sharedEnv), env);

const logger = createLogger('replicas-test', 'silent');
const nodes: { child: ChildProcess; port: number; monitor: number }[] = [];
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'nats-cluster-'));
  const clusterPorts = [await freePort(), await freePort(), await freePort()];
  const routes = clusterPorts.map((p) => `nats://127.0.0.1:${p}`).join(',');
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const monitor = await freePort();
    const args = [
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-m',
      String(monitor),
      '-js',
      '-sd',
      path.join(dir, `n${i}`),
    ];
    args.push(
      '-n',
      `node-${i}`,
      '--cluster_name',
      'coachwork',
      '--cluster',
      `nats://127.0.0.1:${clusterPorts[i]}`,
    );
    args.push('--routes', routes);
    const child = spawn(process.env.NATS_SERVER_BIN || 'nats-server', args, { stdio: 'ignore' });
    nodes.push({ child, port, monitor });
  }
  // JetStream answers once the three have elected a meta leader.
  for (const node of nodes)
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${node.monitor}/healthz`).catch(() => undefined))?.ok,
      30_000,
      200,
    );
}, 60_000);

afterAll(async () => {
  for (const node of nodes) node.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

it('makes the event stream with the configured number of copies, which survives losing a node', async () => {
  const servers = nodes.map((n) => `nats://127.0.0.1:${n.port}`).join(',');
  const replicas = readConfigForTest({ NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS;
  const bus = (await eventually(
    () => JetStreamBus.connect({ servers, name: 'replicas-test', logger, replicas }).catch(() => undefined),
    30_000,
    500,
  )) as JetStreamBus;
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({ servers: servers.split(',') });
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(EVENT_STREAM);
    expect(info.config.num_replicas).toBe(3);
    expect(1 + (info.cluster?.replicas?.length ?? 0)).toBe(3);

    // One node stops: the other two still hold a quorum and take a publish.
    nodes[2]!.child.kill('SIGKILL');
    // One id for every try: a retry after a publish that did land is de-duplicated, not counted twice.
    const id = crypto.randomUUID();
    await eventually(
      async () => {
        await bus.publish({
          id,
          subject: 'bookings.booking.created',
          version: 1,
          occurredAt: new Date().toISOString(),
          data: {},
        } as never);
        return true;
      },
      20_000,
      500,
    );
    // Asked again while this client reconnects or the cluster elects a new meta leader.
    const after = await eventually(() => jsm.streams.info(EVENT_STREAM), 20_000, 500);
    expect(after.state.messages).toBe(1);
  } finally {
    await nc?.close();
    await bus.close();
  }
}, 90_000);

it('refuses a replica count a cluster cannot keep a quorum with', () => {
  expect(() => readConfigForTest({ NATS_STREAM_REPLICAS: '2' })).toThrow(
    'NATS_STREAM_REPLICAS must be 1, 3 or 5',
  );
});

// Helpers of the webhooks suites: the product in embedded mode with the webhooks clock in the test's
// hand, and a real HTTP receiver on 127.0.0.1 that can answer 2xx, 500, or be down.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { bootTestGateway, eventually, type Browser, type TestGateway } from '@coachwork/test-support';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback: records every POST; `answer` sets the status it answers with. */
export async function startReceiver() {
  const received: Received[] = [];
  let answer = 200;
  let server: http.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server?.listening) return resolve();
      server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(answer, { 'content-type': 'text/plain' });
          res.end(answer < 300 ? 'thanks' : `receiver broke ${'!'.repeat(5000)}`);
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    received,
    get url() {
      return `http://127.0.0.1:${port}/hooks`;
    },
    answerWith(status: number) {
      answer = status;
    },
    /** Stops listening: the sender meets a refused connection. */
    down: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
    /** Listens again on the same port. */
    up: listen,
    close: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export interface World {
  gw: TestGateway;
  admin: Browser;
  dataDir: string;
  /** Moves the webhooks service's clock forward. */
  advance(ms: number): void;
  sendDue(): Promise<number>;
  close(): Promise<void>;
}

export async function bootWorld(): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-webhooks-'));
  let offset = 0;
  const gw = await bootTestGateway(
    { DATA_DIR: dataDir },
    // No timer: sends happen when a delivery is made (a nudge) or when the test says so.
    { webhooks: { now: () => new Date(Date.now() + offset), sendIntervalMs: 0, timeoutMs: 3000 } },
  );
  const admin = gw.browser();
  await admin.login('admin@example.com');
  return {
    gw,
    admin,
    dataDir,
    advance(ms) {
      offset += ms;
    },
    sendDue: () => gw.embedded.services.webhooks.sendDue(),
    async close() {
      await gw.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export const unique = () => `w${Date.now().toString(36).slice(-5)}${++counter}`;

/** A new ACTIVE user, signed in. */
export async function person(world: World): Promise<{ id: string; email: string; browser: Browser }> {
  const n = unique();
  const email = `${n}@example.com`;
  const res = await world.admin.post('/v1/users', {
    email,
    username: n,
    password: 'Secret123',
    profile: { firstName: 'W', lastName: n },
  });
  if (res.status !== 201)
    throw new Error(`creating a user answered ${res.status}: ${JSON.stringify(res.body)}`);
  const browser = world.gw.browser();
  await browser.login(email, 'Secret123');
  return { id: res.body.data.id, email, browser };
}

/** A tenant made by the admin with `ownerId` added as its owner, once webhooks knows the owner. */
export async function tenantOwnedBy(world: World, owner: { id: string; browser: Browser }) {
  const n = unique();
  const made = await world.admin.post('/v1/tenants', { name: `Tenant ${n}`, slug: `tenant-${n}` });
  if (made.status !== 201) throw new Error(`tenant: ${made.status} ${JSON.stringify(made.body)}`);
  const tenantId = made.body.data.id as string;
  const added = await world.admin.post(`/v1/tenants/${tenantId}/members`, {
    userId: owner.id,
    role: 'owner',
  });
  if (added.status !== 201) throw new Error(`member: ${added.status} ${JSON.stringify(added.body)}`);
  await eventually(async () =>
    ((await owner.browser.get('/v1/webhooks/event-types')).body.data?.ownedTenantIds ?? []).includes(
      tenantId,
    ),
  );
  return tenantId;
}

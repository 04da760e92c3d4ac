// Helpers shared by the tenants suites: the product on a fresh database, users made through the API
// and known to tenants (through identity's events), tenants and valid job posting bodies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  bootTestGateway,
  eventually,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';

let counter = 0;
export const unique = () => `t${Date.now().toString(36).slice(-5)}${++counter}`;

export interface World {
  gw: TestGateway;
  /** The demo super-admin, signed in. */
  admin: Browser;
  dataDir: string;
  close(): Promise<void>;
}

export async function bootWorld(env: Record<string, string> = {}): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-tenants-'));
  const gw = await bootTestGateway({ DATA_DIR: dataDir, ...env });
  const admin = gw.browser();
  await admin.login('admin@example.com');
  return {
    gw,
    admin,
    dataDir,
    async close() {
      await gw.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function sql<T = Record<string, unknown>>(gw: TestGateway, text: string, values: unknown[] = []) {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}

export interface Person {
  id: string;
  email: string;
  username: string;
  browser: Browser;
}

/** A new ACTIVE user (no roles unless given), signed in, and known to the tenants service. */
export async function person(world: World, roles: string[] = []): Promise<Person> {
  const n = unique();
  const email = `${n}@example.com`;
  const res = await world.admin.post('/v1/users', {
    email,
    username: n,
    password: 'Secret123',
    roles,
    profile: { firstName: 'T', lastName: n },
  });
  if (res.status !== 201) throw new Error(`creating a user answered ${res.status}: ${JSON.stringify(res.body)}`);
  const browser = world.gw.browser();
  await browser.login(email, 'Secret123');
  await known(world.gw, res.body.data.id);
  return { id: res.body.data.id, email, username: n, browser };
}

/** Waits until the tenants service has heard of the user from identity. */
export async function known(gw: TestGateway, userId: string): Promise<void> {
  await eventually(
    async () => (await sql(gw, 'SELECT 1 FROM tenants.user_directory WHERE id = $1', [userId])).length === 1,
  );
}

export async function expectStatus<R extends { status: number; body: unknown }>(call: Promise<R>, status: number) {
  const res = await call;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res as R & { body: { data: Record<string, unknown> & { id: string } } };
}

/** A tenant made by `by` (who becomes its owner). */
export async function makeTenant(by: Browser, extra: Record<string, unknown> = {}) {
  const n = unique();
  const res = await expectStatus(by.post('/v1/tenants', { name: `Tenant ${n}`, slug: `tenant-${n}`, ...extra }), 201);
  return res.body.data as { id: string; slug: string; name: string };
}

export async function addMember(by: Browser, tenantId: string, userId: string, role = 'member') {
  return expectStatus(by.post(`/v1/tenants/${tenantId}/members`, { userId, role }), 201);
}

export const questions = (count: number, enabled = true) =>
  Array.from({ length: count }, (_, i) => ({ title: `Question ${i + 1}?`, order: i + 1, enabled }));

export const LONG = 'This role coaches team leads through their first year, with weekly sessions and a plan.'.repeat(2);

export function posting(extra: Record<string, unknown> = {}) {
  return {
    title: 'Leadership Coach',
    description: LONG,
    companyName: 'Acme',
    location: 'Berlin',
    interviewQuestions: questions(5),
    ...extra,
  };
}

/** Calls a /v1/t route in the tenant named by `slug` (or the caller's default when slug is null). */
export function inTenant(b: Browser, slug: string | null) {
  const call = async (method: 'get' | 'post' | 'patch' | 'put' | 'delete', p: string, body?: unknown) => {
    const token = method === 'get' ? undefined : await b.csrf();
    let req = b.agent[method](p);
    if (token) req = req.set('X-XSRF-TOKEN', token);
    if (slug) req = req.set('X-Tenant', slug);
    if (body !== undefined) req = req.send(body as object);
    // Awaiting the request runs it.
    return req;
  };
  return {
    get: (p: string) => call('get', p),
    post: (p: string, body?: unknown) => call('post', p, body),
    patch: (p: string, body?: unknown) => call('patch', p, body),
    put: (p: string, body?: unknown) => call('put', p, body),
    delete: (p: string) => call('delete', p),
  };
}

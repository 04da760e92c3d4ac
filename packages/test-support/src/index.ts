// Test helpers. Every suite gets its own database on the PostgreSQL server that `npm test` started
// (TEST_DATABASE_URL), so suites never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type { Express } from 'express';
import {
  createLogger,
  InProcessBus,
  openDatabase,
  type Database,
  type ServiceRuntime,
} from '@coachwork/service-kit';

export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the suite with `npm test`, which starts PostgreSQL.');
  return url;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The services whose schemas a test database starts with, as the gateway boots them. */
const SERVICES = ['identity', 'workshops', 'bookings', 'tenants', 'webhooks'] as const;
const ROOT = path.resolve(__dirname, '../../..');
const migrationsOf = (service: string) => path.join(ROOT, 'services', service, 'src', 'data', 'migrations');

/** A name for the migrated template that changes with any migration's text. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const service of SERVICES) {
    const folder = migrationsOf(service);
    const files = [
      ...fs.readdirSync(folder).filter((f) => f.endsWith('.sql')),
      path.join('meta', '_journal.json'),
    ].sort();
    for (const file of files)
      hash.update(`${service}/${file}\n`).update(fs.readFileSync(path.join(folder, file)));
  }
  return `cw_template_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * A database holding every service's migrations and nothing else, made once per PostgreSQL server and
 * set of migrations (under a lock, so parallel workers make it once): test databases are copies of it.
 * Migrating the five schemas took 0.71-0.74 s per boot; booting on a copy, 0.05 s, and the copy 0.06 s.
 * The services still run their migrations on every boot, and find them applied.
 */
function migratedTemplate(admin: string): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtext('coachwork test template'))`);
      const ready = await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [
        name,
      ]);
      if (ready.rowCount === 0) {
        // A template left half made (a run stopped while migrating) is made again.
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${name}"`);
        const url = new URL(admin);
        url.pathname = `/${name}`;
        const database = await openDatabase({
          databaseUrl: url.toString(),
          dataDir: '/nonexistent',
          poolSize: 1,
        });
        try {
          for (const service of SERVICES)
            await database.migrate({ migrationsFolder: migrationsOf(service), schema: service });
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
      }
      return name;
    } finally {
      await client
        .query(`SELECT pg_advisory_unlock(hashtext('coachwork test template'))`)
        .catch(() => undefined);
      await client.end();
    }
  })();
  template.catch(() => (template = undefined));
  return template;
}

/**
 * A fresh database of its own for a suite: a copy of one with every service's schema migrated, or,
 * with `empty`, one with nothing in it (a restore's target, say).
 */
export async function createTestDatabase(prefix = 'cw', { empty = false } = {}): Promise<TestDatabase> {
  const admin = adminDatabaseUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const from = empty ? '' : ` TEMPLATE "${await migratedTemplate(admin)}"`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"${from}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789';

/** A service runtime on a fresh database with the in-process bus and a silent logger. */
export async function createTestRuntime(): Promise<{
  runtime: ServiceRuntime;
  database: Database;
  testDb: TestDatabase;
  close(): Promise<void>;
}> {
  const testDb = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent', poolSize: 4 });
  const bus = new InProcessBus();
  const runtime: ServiceRuntime = {
    database,
    bus,
    logger: createLogger('test', 'silent'),
    internalTokenSecret: TEST_INTERNAL_SECRET,
  };
  return {
    runtime,
    database,
    testDb,
    async close() {
      await bus.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** A supertest agent that keeps cookies and sends X-XSRF-TOKEN the way the front end does. */
export class Browser {
  readonly agent: ReturnType<typeof request.agent>;
  /** The signed-in user's id once login() answered (a booking's body names whom it is for). */
  userId: string | undefined;
  /** An app (no port) or the base URL of a running server. */
  constructor(app: Express | string) {
    this.agent = request.agent(app);
  }

  /** The current XSRF-TOKEN cookie's value, fetching one first when there is none. */
  async csrf(): Promise<string> {
    const existing = this.cookie('XSRF-TOKEN');
    if (existing) return existing;
    await this.agent.get('/v1/csrf-cookie').expect(204);
    return this.cookie('XSRF-TOKEN')!;
  }

  cookie(name: string): string | undefined {
    const jar = this.agent.jar as unknown as {
      getCookie(name: string, access: unknown): { value: string } | undefined;
    };
    const access = { domain: '127.0.0.1', path: '/', secure: false, script: false };
    return jar.getCookie(name, access)?.value;
  }

  async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown) {
    const token = await this.csrf();
    const req = this.agent[method](path).set('X-XSRF-TOKEN', token);
    return body === undefined ? req : req.send(body as object);
  }

  post(path: string, body?: unknown) {
    return this.send('post', path, body);
  }
  patch(path: string, body?: unknown) {
    return this.send('patch', path, body);
  }
  put(path: string, body?: unknown) {
    return this.send('put', path, body);
  }
  delete(path: string) {
    return this.send('delete', path);
  }
  get(path: string) {
    return this.agent.get(path);
  }

  async login(email: string, password = 'Password123') {
    const res = await this.post('/v1/auth/login', { email, password });
    if (res.status !== 200)
      throw new Error(`login as ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const user = res.body.data as { id: string; roles: string[] };
    this.userId = user.id;
    return user;
  }
}

/** The whole product in embedded mode on a fresh database, as `npm start` runs it, without a port. */
export async function bootTestGateway(
  env: Record<string, string> = {},
  overrides: import('@coachwork/gateway').EmbeddedOverrides = {},
) {
  // Imported lazily so suites that only need a database do not load every service.
  const { bootEmbedded, createGateway, readConfig } = await import('@coachwork/gateway');
  const testDb = await createTestDatabase();
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDb.url,
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    AUTH_RATE_LIMIT_MAX: '1000',
    // Suites count catalogue entries; the demo schedules are tested on their own.
    SEED_DEMO_SCHEDULES: 'false',
    // Suites count tenants and memberships; the demo tenant is tested on its own.
    SEED_DEMO_TENANT: 'false',
    ...env,
  });
  const logger = createLogger('gateway', 'silent');
  const embedded = await bootEmbedded(config, logger, overrides);
  const app = createGateway({ ...embedded.deps, config, logger });
  const mismatches = app.locals.responseMismatches as import('@coachwork/gateway').ResponseMismatch[];
  return {
    app,
    config,
    embedded,
    testDb,
    /** Answers that did not match GET /v1/openapi.json so far (each was also answered as a 500). */
    mismatches,
    browser: () => new Browser(app),
    /**
     * Resolves once every service has published every event written so far (the demo data's at boot
     * included), seen twice in a row: a handler of the last one may write more.
     */
    eventsSettled: () => outboxesEmpty(testDb.url),
    async close() {
      await embedded.stop();
      await testDb.drop();
      // Also when the request that met it did not look at its status: the suite fails in afterAll.
      failOnMismatches(mismatches);
    },
  };
}

/** Waits until no service's outbox holds an unsent event, twice in a row 200 ms apart. */
export async function outboxesEmpty(databaseUrl: string, timeoutMs = 20_000): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string }>(
      `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
    );
    const unsent = async () => {
      let n = 0;
      for (const { schema } of tables)
        n += Number(
          (await client.query(`SELECT count(*) AS n FROM "${schema}".outbox WHERE sent_at IS NULL`)).rows[0]
            .n,
        );
      return n;
    };
    let quiet = 0;
    const deadline = Date.now() + timeoutMs;
    while (quiet < 2) {
      if (Date.now() > deadline) throw new Error(`events still unsent after ${timeoutMs} ms`);
      quiet = (await unsent()) === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
}

/** Throws the list of answers that did not match the API document, when there are any. */
export function failOnMismatches(mismatches: import('@coachwork/gateway').ResponseMismatch[]): void {
  if (!mismatches.length) return;
  throw new Error(
    `${mismatches.length} answer(s) did not match the API document (gateway/src/response-check.ts):\n${mismatches
      .slice(0, 20)
      .map((m) => `  ${m.route} (${m.url}) ${m.status}: ${m.problems.slice(0, 5).join('; ')}`)
      .join('\n')}`,
  );
}

/**
 * A service's app behind the gateway's check of every answer against GET /v1/openapi.json, for the
 * suites that call a service without the gateway; `assertNone()` (in their close) fails the suite.
 */
export async function answersChecked(app: Express) {
  const { openApiDocument, withResponseCheck } = await import('@coachwork/gateway');
  const mismatches: import('@coachwork/gateway').ResponseMismatch[] = [];
  const logger = createLogger('test', 'silent');
  return {
    app: withResponseCheck(app, { document: openApiDocument, logger, mismatches }),
    mismatches,
    assertNone: () => failOnMismatches(mismatches),
  };
}

export type TestGateway = Awaited<ReturnType<typeof bootTestGateway>>;

/**
 * Polls until `check` returns a truthy value or the time runs out. The first retries come soon (10 ms,
 * then twice the wait each time up to `stepMs`): most conditions are an event or a write a few
 * milliseconds away, and a fixed 100 ms step made each such wait cost 100 ms.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let wait = Math.min(10, stepMs);
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(wait * 2, stepMs);
  }
}

/** Ports this test file's process has handed out: the kernel may offer a closed one again. */
const handedOut = new Set<number>();

/**
 * A free TCP port on 127.0.0.1 for a server the test starts, never one handed out before in this process.
 * The port is free when asked but not reserved: a test that picks ports for ten servers and a load
 * balancer before starting any of them could be given the same port twice (the kernel offers closed
 * ports again), and the second server to bind it would fail.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const s = net.createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** A real nats-server with JetStream on free ports and a temp store; stop() and start() keep the store. */
export async function startNatsServer() {
  const { spawn } = await import('node:child_process');
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const bin = process.env.NATS_SERVER_BIN || 'nats-server';
  const port = await freePort();
  const monitor = await freePort();
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'nats-'));
  let child: ReturnType<typeof spawn> | undefined;

  async function start() {
    child = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir, '-m', String(monitor)], {
      stdio: 'ignore',
    });
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${monitor}/healthz?js-enabled-only=true`)).ok,
      15_000,
    );
  }
  async function stop() {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  }
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a calendar invitation's text, for example). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
}

/** A parsed message as the tests read it. */
function captured(mail: import('mailparser').ParsedMail): CapturedMail {
  const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
  const attachments = mail.attachments.map((a) => ({
    filename: a.filename ?? '',
    contentType: a.contentType,
    content: a.content.toString('utf8'),
    /** As sent, for binary files (a ticket's PDF). */
    bytes: a.content,
  }));
  return { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '', attachments };
}

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. Point the product at
 * it with `SMTP_URL: catcher.url`.
 */
export async function startMailCatcher() {
  const { SMTPServer } = await import('smtp-server');
  const { simpleParser } = await import('mailparser');
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push(captured(mail));
        callback();
      }, callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Every message sent to `address` so far. */
    to,
    /** Waits for the `nth` message (1-based) to `address` and returns it. */
    waitFor(address: string, nth = 1, timeoutMs = 10_000): Promise<CapturedMail> {
      return eventually(async () => to(address)[nth - 1], timeoutMs, 25) as Promise<CapturedMail>;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The copies demo mode keeps under `${dataDir}/mail/*.eml`, parsed, oldest first. */
export async function readMailCopies(dataDir: string): Promise<CapturedMail[]> {
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const { simpleParser } = await import('mailparser');
  const dir = path.join(dataDir, 'mail');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: CapturedMail[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    // Parsed once per file as it is: a suite that reads the folder after each mail made it read
    // hundreds of copies again every time (the permission matrix's invitation rows: 0.4 s each).
    const stat = await fs.stat(full);
    const version = `${stat.size}:${stat.mtimeMs}`;
    let known = parsedMails.get(full);
    if (known?.version !== version) {
      known = { version, mail: captured(await simpleParser(await fs.readFile(full))) };
      parsedMails.set(full, known);
    }
    mails.push(known.mail);
  }
  return mails;
}

const parsedMails = new Map<string, { version: string; mail: CapturedMail }>();
export * from './documents';
export * from './booking-race';
export * from './hostile-input';
export * from './fake-stripe';
export * from './pdf-text';
export * from './pdf-qr';

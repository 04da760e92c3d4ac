// Shared by the benchmarks (scripts/bench.js, scripts/bench-bookings.js): free ports, child processes
// on 127.0.0.1 stopped with SIGTERM, a cookie-keeping session like the front ends', a throwaway
// database on BENCH_DATABASE_URL's server, and the product started the way `npm start` runs it.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A child process on 127.0.0.1, stopped with SIGTERM; its output goes to a log file. */
async function startChild(name, args, env, healthUrl) {
  const logFile = path.join(os.tmpdir(), `coachwork-bench-${name}-${process.pid}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, out],
  });
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw Object.assign(new Error('exited'), { fatal: true });
      return (await fetch(healthUrl)).ok;
    },
    // PGlite's first start (its initdb) takes long on a busy machine.
    300_000,
    `${name} start`,
  ).catch((err) => {
    child.kill('SIGKILL');
    throw new Error(
      `${name} did not start: ${err.message}\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`,
    );
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The load generators' HTTP client: node:http on kept-alive connections. The global fetch (undici's)
 * cost the benchmark's own process about as much CPU per request as the product's handler did, and on
 * two cores that CPU comes out of the product's share: the clients of a real sale run on other machines.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; resolves with the status, the headers (set-cookie as an array) and the body as text. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-length': payload.length } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ok: res.statusCode >= 200 && res.statusCode < 300,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One browser: keeps cookies and sends the CSRF token back like the front ends do. */
class Session {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }
  absorb(res) {
    for (const c of res.headers['set-cookie'] ?? []) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async request(method, url, body, extraHeaders = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN'))
      this.absorb(await send(`${this.base}/v1/csrf-cookie`, { headers: { cookie: this.cookieHeader() } }));
    const headers = { ...extraHeaders, cookie: this.cookieHeader() };
    if (method !== 'GET') {
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'));
      headers['content-type'] = 'application/json';
    }
    const res = await send(`${this.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.absorb(res);
    return { status: res.status, body: res.text ? JSON.parse(res.text) : undefined };
  }
  async login(email, password) {
    const res = await this.request('POST', '/v1/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    // Sign-in answered with the new session's CSRF token (kept by absorb), and the user: bookings name
    // the booker (userId) in their body.
    this.userId = res.body.data.id;
    return this;
  }
}

/** A fresh database on the server BENCH_DATABASE_URL points at, dropped afterwards. */
async function benchDatabase(url) {
  const { Client } = require('pg');
  const name = `coachwork_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The built product in embedded mode on 127.0.0.1 (PGlite in a fresh folder unless env.DATABASE_URL),
 * with the rate limits lifted (one address plays everyone). BENCH_PROFILE_DIR=dir writes its CPU profile.
 */
async function startProduct(label, env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-bench-'));
  const base = `http://127.0.0.1:${port}`;
  log(`${label}: starting the product on ${base}`);
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE_DIR)]
    : [];
  const child = await startChild(
    label.replace(/\W+/g, '-'),
    [...profile, path.join(ROOT, 'gateway/dist/start.js')],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT_MAX: '100000',
      API_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    `${base}/v1/health`,
  );
  return {
    base,
    async stop() {
      await child.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built product in distributed mode, as `npm run start:distributed` runs it: the four services in
 * their own processes on one PostgreSQL database (a schema each) and a NATS server, the gateway in
 * front of them, rate limits lifted.
 */
async function startDistributed(label, { databaseUrl, natsUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-bench-'));
  const shared = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    INTERNAL_TOKEN_SECRET: `bench-${randomBytes(16).toString('hex')}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  };
  const children = [];
  const stopAll = async () => {
    for (const c of children.reverse()) await c.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = {};
    // One at a time, as start:distributed does: each service migrates its own schema on start.
    for (const name of ['identity', 'tenants', 'workshops', 'bookings', 'webhooks']) {
      const port = await freePort();
      log(`${label}: starting ${name} on 127.0.0.1:${port}`);
      children.push(
        await startChild(
          `${label}-${name}`.replace(/\W+/g, '-'),
          [path.join(ROOT, `services/${name}/dist/start.js`)],
          { ...shared, PORT: String(port) },
          `http://127.0.0.1:${port}/healthz`,
        ),
      );
      urls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    log(`${label}: starting the gateway on ${base}`);
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE_DIR)]
      : [];
    children.push(
      await startChild(
        `${label}-gateway`.replace(/\W+/g, '-'),
        [...profile, path.join(ROOT, 'gateway/dist/start.js')],
        {
          ...shared,
          ...urls,
          PORT: String(port),
          AUTH_RATE_LIMIT_MAX: '100000',
          API_RATE_LIMIT_MAX: '100000000',
        },
        `${base}/v1/health`,
      ),
    );
    return { base, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** Prints rows (first = header) as a Markdown table. */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

module.exports = {
  ROOT,
  log,
  freePort,
  waitFor,
  startChild,
  Session,
  send,
  benchDatabase,
  startProduct,
  startDistributed,
  table,
  machine,
};

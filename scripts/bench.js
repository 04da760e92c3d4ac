// `npm run bench` (through scripts/bench.sh): read throughput of what every visitor and crawler hits
// first (the catalogue list, a schedule's detail, the storefront home) against the built product in
// embedded mode, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, with autocannon, alternating
// round by round with a bare Express 5 handler that sends the same bytes (each path's own answer, taken
// from the product once, with its content type), in the same run. It prints req/s, p99 and the ratios;
// it asserts no times.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const {
  ROOT,
  log,
  freePort,
  waitFor,
  startChild,
  benchDatabase,
  startProduct,
  startDistributed,
  table,
  machine,
} = require('./bench-lib');

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/**
 * The issue's goals (issue 26): at least 0.6 of the bare handler's req/s for the catalogue list and
 * detail and the storefront pages, on either database and in either mode, and p99 at most 2× the bare
 * handler's.
 */
const GOALS = { ratio: 0.6, p99: 2 };
const LIST = '/v1/public/workshop-schedules?perPage=10';

async function cannon(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

/** `ROUNDS` × (product, then bare), each `SECONDS` long; mean req/s and the worst p99 of each side. */
async function alternate(productUrl, bareUrl) {
  // Warm-up: JIT, first cache fill, connection pools.
  await autocannon({ url: productUrl, connections: CONNECTIONS, duration: 1 });
  const product = [];
  const bare = [];
  for (let i = 0; i < ROUNDS; i++) {
    product.push(await cannon(productUrl));
    bare.push(await cannon(bareUrl));
  }
  const sum = (xs, k) => xs.reduce((a, x) => a + x[k], 0);
  const side = (xs) => ({
    rps: sum(xs, 'rps') / xs.length,
    p99: Math.max(...xs.map((x) => x.p99)),
    bad: sum(xs, 'bad'),
  });
  return { product: side(product), bare: side(bare) };
}

/**
 * A bare Express 5 app sending `answers` (path → the product's own bytes and content type) as ready
 * buffers: what a handler does at the least to send those bytes.
 */
async function startBare(answers) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `coachwork-bench-answers-${process.pid}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(answers.map((a) => ({ type: a.type, body: a.body.toString('base64') }))),
  );
  const code = `
    const express = require('express');
    const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const app = express();
    app.get('/health', (_req, res) => res.send('ok'));
    answers.forEach((a, i) => {
      const body = Buffer.from(a.body, 'base64');
      app.get('/answer/' + i, (_req, res) => res.type(a.type).send(body));
    });
    app.listen(${port}, '127.0.0.1');`;
  const bare = await startChild('bare-express-reads', ['-e', code], {}, `http://127.0.0.1:${port}/health`);
  return {
    urls: answers.map((_, i) => `http://127.0.0.1:${port}/answer/${i}`),
    async stop() {
      await bare.stop();
      fs.rmSync(file, { force: true });
    },
  };
}

/** The product's answer to `url` as autocannon gets it (no Accept-Encoding): its bytes and type. */
async function answerOf(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

async function benchReads(
  label,
  env,
  start = () => startProduct(label, { SEED_DEMO: 'true', SEED_DEMO_SCHEDULES: 'true', ...env }),
) {
  const product = await start();
  try {
    // The demo schedules arrive once workshops hears of the demo coach.
    let list;
    await waitFor(
      async () => {
        list = await (await fetch(`${product.base}${LIST}`)).json();
        return list.data.length > 0;
      },
      60_000,
      'demo schedules in the catalogue',
    );
    // Demo seeding goes on a while (PGlite is slow at it) and every change empties the caches: wait
    // until the catalogue holds still for 2 s, so the figures are of reads, not of seeding.
    let etag = '';
    await waitFor(
      async () => {
        const now = (await fetch(`${product.base}${LIST}`)).headers.get('etag');
        const still = now === etag;
        etag = now;
        if (!still) await new Promise((r) => setTimeout(r, 2000));
        return still;
      },
      120_000,
      'the catalogue to hold still',
    );
    list = await (await fetch(`${product.base}${LIST}`)).json();
    const storefrontBuilt = fs.existsSync(path.join(ROOT, 'mfe-bookings/dist/server/storefront.js'));
    const targets = [
      ['catalogue list', LIST],
      ['schedule detail', `/v1/public/workshop-schedules/${list.data[0].id}`],
      ...(storefrontBuilt
        ? [
            ['storefront home', '/'],
            ['schedule page', `/schedules/${list.data[0].id}`],
          ]
        : []),
    ];
    if (!storefrontBuilt) log('the storefront is not built (npm run build:web): its pages are skipped');
    const answers = [];
    for (const [, url] of targets) answers.push(await answerOf(`${product.base}${url}`));
    const bare = await startBare(answers);
    try {
      const rows = [];
      for (const [i, [name, url]] of targets.entries()) {
        log(`${label}: ${name} (${ROUNDS} rounds of ${SECONDS} s, alternating with the bare handler)`);
        rows.push({
          label,
          name,
          url,
          bytes: answers[i].body.length,
          ...(await alternate(`${product.base}${url}`, bare.urls[i])),
        });
      }
      return rows;
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'gateway/dist/start.js')))
    throw new Error('run npm run build:api first');
  const only = process.env.BENCH_ONLY;
  const runs = (kind) => !only || only === kind;
  const rows = [];
  const load = os.loadavg()[0];
  if (runs('pglite')) rows.push(...(await benchReads('PGlite (embedded)', { DATABASE_URL: '' })));
  else log(`BENCH_ONLY=${only}: PGlite skipped`);
  const server = process.env.BENCH_DATABASE_URL;
  if (!runs('postgres')) log(`BENCH_ONLY=${only}: embedded on PostgreSQL skipped`);
  else if (server) {
    const db = await benchDatabase(server);
    try {
      rows.push(...(await benchReads('PostgreSQL', { DATABASE_URL: db.url })));
    } finally {
      await db.drop();
    }
  } else log('BENCH_DATABASE_URL is not set: PostgreSQL skipped');
  if (!runs('distributed')) log(`BENCH_ONLY=${only}: distributed mode skipped`);
  else if (server && process.env.BENCH_NATS_URL) {
    const db = await benchDatabase(server);
    try {
      const label = 'PostgreSQL (distributed)';
      const start = () =>
        startDistributed(label, { databaseUrl: db.url, natsUrl: process.env.BENCH_NATS_URL });
      rows.push(...(await benchReads(label, {}, start)));
    } finally {
      await db.drop();
    }
  } else log('BENCH_NATS_URL or BENCH_DATABASE_URL is not set: distributed mode skipped');

  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const out = [
    [
      'database',
      'path',
      'bytes',
      'product req/s',
      'p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ratio',
      'p99 × bare',
      'goal',
      'errors',
    ],
    ...rows.map((r) => {
      const ratio = r.product.rps / r.bare.rps;
      const p99x = r.product.p99 / Math.max(r.bare.p99, 1);
      const met = ratio >= GOALS.ratio && p99x <= GOALS.p99;
      return [
        r.label,
        `${r.name} \`${r.url.length > 40 ? `${r.url.slice(0, 37)}...` : r.url}\``,
        String(r.bytes),
        f(r.product.rps),
        f(r.product.p99),
        f(r.bare.rps),
        f(r.bare.p99),
        f(ratio, 2),
        f(p99x, 1),
        `≥ ${GOALS.ratio}, p99 ≤ ${GOALS.p99}× ${met ? 'met' : 'MISSED'}`,
        String(r.product.bad),
      ];
    }),
  ];
  process.stdout.write(
    [
      '',
      `Reads, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s alternating product / bare Express sending the same bytes (mean req/s, worst p99):`,
      table(out),
      `Machine: ${machine()}; load average at start ${load.toFixed(2)}.`,
      '',
    ].join('\n') + '\n',
  );
}

module.exports = { benchReads: main };

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });

// What counting rate limits in PostgreSQL costs (`node scripts/bench-rate-limit.js` after
// `npm run build:api`, with BENCH_DATABASE_URL naming a PostgreSQL server; `npm run bench` starts one).
// The same Express app with the gateway's API limiter, once counting in memory (embedded mode, one
// gateway) and once in the shared table of gateway/src/rate-limit-store.ts (several gateways behind a
// load balancer), each loaded by autocannon from many addresses so no request is refused. Prints a
// Markdown table: requests per second and latency with each store.
const express = require('express');
const autocannon = require('autocannon');
const { rateLimit } = require('express-rate-limit');
const { openDatabase } = require('@coachwork/service-kit');
const { postgresRateLimitStores } = require('../gateway/dist/rate-limit-store');
const { benchDatabase, freePort, log, machine, table } = require('./bench-lib');

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 20;
const silent = { warn() {}, info() {}, error() {}, debug() {} };

async function load(store) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(rateLimit({ windowMs: 60_000, limit: 1_000_000, ...(store && { store }) }));
  app.get('/v1/ping', (_req, res) => res.status(204).end());
  const port = await freePort();
  const server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  // Each connection a caller of its own, as many visitors would be.
  const requests = Array.from({ length: 50 }, (_, i) => ({
    method: 'GET',
    path: '/v1/ping',
    headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
  }));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
  await new Promise((resolve) => server.close(resolve));
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
  return result;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (npm run bench starts one)');
  const db = await benchDatabase(url);
  const database = await openDatabase({ databaseUrl: db.url, dataDir: '.', poolSize: 5 });
  const stores = postgresRateLimitStores(Promise.resolve(database.db), silent);
  try {
    log(`rate limits: ${SECONDS} s per store, ${CONNECTIONS} connections`);
    const rows = [['store', 'req/s', 'p50 ms', 'p99 ms']];
    const row = (name, r) => [
      name,
      String(Math.round(r.requests.average)),
      String(r.latency.p50),
      String(r.latency.p99),
    ];
    const memory = await load(undefined);
    rows.push(row('in memory (one gateway)', memory));
    const shared = await load(stores.store('bench'));
    rows.push(row('PostgreSQL (shared by gateways)', shared));
    process.stdout.write(`\nRate-limit store cost (${machine()})\n\n${table(rows)}\n`);
  } finally {
    stores.close();
    await database.close();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

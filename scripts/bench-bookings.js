// `npm run bench:bookings` (through scripts/bench.sh, and as part of `npm run bench`): booking creation throughput and p99
// latency at 50 concurrent signed-in bookers against the built product in embedded mode, on PGlite
// and (with BENCH_DATABASE_URL) on PostgreSQL, beside a bare Express handler measured in the same run,
// and an oversell check that must print 0. It prints figures; it asserts no times.
const { randomBytes, randomUUID } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  ROOT,
  log,
  freePort,
  waitFor,
  startChild,
  Session,
  send,
  benchDatabase,
  table,
  machine,
} = require('./bench-lib');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const OVERSELL_CAPACITY = 100;
const HOT_CAPACITY = 999;
const HOT_SCHEDULES = Number(process.env.BENCH_HOT_SCHEDULES || 8);
/**
 * Seconds of bookings on a schedule of their own before the measured ones (not counted): the product
 * has just made the 50 accounts and the schedules, and its consumers are still taking those events;
 * on PGlite, whose one connection they share with the bookings, the first wave then waited up to 2.9 s.
 * A launch meets a running product whose bookers signed up earlier. 0 measures the first wave too.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** The goals (issue 26) at 50 concurrent bookers on one schedule: bookings/s and p99 ms. */
const GOALS = { pglite: { rate: 200, p99: 250 }, postgres: { rate: 500, p99: 150 } };
const ADDRESS = {
  addressLine1: 'Benchstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

async function created(res, what) {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * A paid, published schedule bookings already knows (probed with a booking that cannot fit, so
 * `capacity` is below SEATS_MAX, 1000).
 */
async function schedule(admin, probe, capacity) {
  const n = randomBytes(4).toString('hex');
  const coach = (await admin.request('GET', '/v1/users?search=coach@example.com')).body.data[0].id;
  const template = await created(
    await admin.request('POST', '/v1/workshop-templates', { title: `Bench ${n}`, price: 25 }),
    'template',
  );
  const workshop = await created(
    await admin.request('POST', '/v1/workshops', {
      workshopTemplateId: template,
      title: `Bench ${n}`,
      price: 25,
      minSeats: 1,
      maxSeats: 10,
    }),
    'workshop',
  );
  const start = new Date(Date.now() + 30 * 86_400_000);
  const id = await created(
    await admin.request('POST', '/v1/workshop-schedules', {
      workshopId: workshop,
      coachId: coach,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      timezone: 'Europe/Berlin',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
      capacity,
    }),
    'schedule',
  );
  await waitFor(
    async () =>
      (
        await probe.request('POST', '/v1/bookings', {
          userId: probe.userId,
          workshopScheduleId: id,
          // One more than it holds (a booking may ask for at most as many seats as a schedule can hold).
          seats: capacity + 1,
          address: ADDRESS,
        })
      ).status === 409,
    20_000,
    'bookings learning the schedule',
  );
  return id;
}

/** `CONCURRENCY` workers calling `once(worker)` until `seconds` pass; latencies of every call. */
async function load(seconds, once) {
  const latencies = [];
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        const status = await once(worker);
        // Only answers count: a worker idling after every schedule sold out made no request.
        if (typeof status === 'number') latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        statuses[status] = (statuses[status] || 0) + 1;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    rate: (statuses[201] || 0) / elapsed,
    total: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    statuses,
    // The load generator's own share of a core: on this machine it competes with what it measures.
    clientCpu: (used.user + used.system) / 1e6 / elapsed,
  };
}

/** The product's embedded gateway on one database: throughput, then the oversell check. */
async function benchProduct(label, env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-bench-'));
  const base = `http://127.0.0.1:${port}`;
  log(`${label}: starting the product on ${base}`);
  // BENCH_PROFILE_DIR=dir writes a CPU profile of the product (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE_DIR)]
    : [];
  const product = await startChild(
    label,
    [...profile, path.join(ROOT, 'gateway/dist/start.js')],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // As in production: answers are not checked against the API document (the suite checks them).
      VALIDATE_RESPONSES: 'false',
      SEED_DEMO_SCHEDULES: 'false',
      // One address plays 50 people here.
      AUTH_RATE_LIMIT_MAX: '100000',
      API_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    `${base}/v1/health`,
  );
  try {
    const admin = await new Session(base).login('admin@example.com', 'Password123');
    const probe = await new Session(base).login('booker@example.com', 'Password123');
    log(`${label}: signing in ${CONCURRENCY} bookers`);
    const run = randomBytes(3).toString('hex');
    const bookers = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const email = `bench${run}x${i}@example.com`;
      await created(
        await admin.request('POST', '/v1/users', {
          email,
          username: `bench${run}x${i}`,
          password: 'Secret123',
          profile: { firstName: 'Bench', lastName: String(i) },
        }),
        'user',
      );
      bookers.push(await new Session(base).login(email, 'Secret123'));
    }
    // A schedule holds at most 999 bookable seats here, fewer than a fast run sells: all bookers book
    // on one schedule until it is sold out, then all move to the next (the 409s of each change count
    // under other answers).
    log(`${label}: making ${HOT_SCHEDULES} schedules of ${HOT_CAPACITY} seats`);
    const hot = [];
    for (let i = 0; i < HOT_SCHEDULES; i++) hot.push(await schedule(admin, probe, HOT_CAPACITY));
    const warmup = WARMUP_SECONDS > 0 ? await schedule(admin, probe, HOT_CAPACITY) : undefined;
    let current = 0;
    // Each with its own Idempotency-Key, as the storefront's checkout sends it.
    const book = (scheduleId) => async (worker) =>
      (
        await bookers[worker].request(
          'POST',
          '/v1/bookings',
          { userId: bookers[worker].userId, workshopScheduleId: scheduleId, seats: 1, address: ADDRESS },
          { 'idempotency-key': randomUUID() },
        )
      ).status;
    if (warmup) {
      log(`${label}: ${WARMUP_SECONDS} s of warm-up bookings on another schedule (not counted)`);
      let open = true;
      const w = await load(WARMUP_SECONDS, async (worker) => {
        if (!open) {
          await new Promise((r) => setTimeout(r, 50));
          return 'warm-up sold out';
        }
        const status = await book(warmup)(worker);
        if (status === 409) open = false;
        return status;
      });
      log(
        `${label}: warm-up ${w.rate.toFixed(0)} bookings/s, p50 ${w.p50.toFixed(0)} ms, p99 ${w.p99.toFixed(0)} ms`,
      );
    }
    log(`${label}: ${SECONDS} s of bookings on one schedule at a time`);
    const figures = await load(SECONDS, async (worker) => {
      const at = current;
      if (at >= hot.length) {
        await new Promise((r) => setTimeout(r, 50));
        return 'all sold out';
      }
      const status = await book(hot[at])(worker);
      if (status === 409 && current === at) current = at + 1;
      return status;
    });
    figures.schedules = Math.min(current + 1, hot.length);

    log(`${label}: oversell check (${OVERSELL_CAPACITY} seats, ${CONCURRENCY} bookers until sold out)`);
    const small = await schedule(admin, probe, OVERSELL_CAPACITY);
    // Each booker books one seat at a time until it hears 409: seats only go, so 409 means sold out.
    let sold = 0;
    await Promise.all(
      bookers.map(async (_, worker) => {
        for (let status = 201; status === 201;) {
          status = await book(small)(worker);
          if (status === 201) sold += 1;
          else if (status !== 409) throw new Error(`oversell check answered ${status}`);
        }
      }),
    );
    // The catalogue follows bookings' events; give it a moment to show the last count.
    const shownLeft = async () =>
      (await new Session(base).request('GET', `/v1/public/workshop-schedules/${small}`)).body.data.seatsLeft;
    let shown = await shownLeft();
    await waitFor(
      async () => (shown = await shownLeft()) === Math.max(0, OVERSELL_CAPACITY - sold),
      10_000,
      'seats left',
    ).catch(() => log(`${label}: the catalogue still shows ${shown} seats left`));
    return { label, ...figures, sold, shown, oversold: Math.max(0, sold - OVERSELL_CAPACITY) };
  } finally {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same loop against a bare Express handler that answers 201 with the body it got. */
async function benchBareExpress() {
  const port = await freePort();
  const code = `
    const express = require('express');
    const { randomUUID } = require('node:crypto');
    const app = express();
    app.use(express.json());
    app.get('/health', (_req, res) => res.send('ok'));
    app.post('/v1/bookings', (req, res) => res.status(201).json({ data: { id: randomUUID(), ...req.body } }));
    app.listen(${port}, '127.0.0.1');`;
  const bare = await startChild('bare-express', ['-e', code], {}, `http://127.0.0.1:${port}/health`);
  try {
    log(`bare Express: ${SECONDS} s`);
    const body = JSON.stringify({
      workshopScheduleId: '00000000-0000-4000-8000-000000000000',
      seats: 1,
      address: ADDRESS,
    });
    return await load(SECONDS, async () => {
      const res = await send(`http://127.0.0.1:${port}/v1/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return res.status;
    });
  } finally {
    await bare.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'gateway/dist/start.js')))
    throw new Error('run npm run build:api first');
  const results = [];
  // BENCH_ONLY=pglite or postgres measures one of the two.
  const only = process.env.BENCH_ONLY;
  const bare = await benchBareExpress();
  const load = os.loadavg()[0];
  if (only !== 'postgres')
    results.push({
      ...(await benchProduct('PGlite (embedded)', { DATABASE_URL: '' })),
      goal: GOALS.pglite,
    });
  if (only === 'pglite') log('BENCH_ONLY=pglite: PostgreSQL skipped');
  else if (process.env.BENCH_DATABASE_URL) {
    const db = await benchDatabase(process.env.BENCH_DATABASE_URL);
    try {
      results.push({ ...(await benchProduct('PostgreSQL', { DATABASE_URL: db.url })), goal: GOALS.postgres });
    } finally {
      await db.drop();
    }
  } else log('BENCH_DATABASE_URL is not set: PostgreSQL skipped');

  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const met = (r) => r.rate >= r.goal.rate && r.p99 <= r.goal.p99 && r.oversold === 0;
  const rows = [
    [
      'database',
      'bookings/s',
      'p50 ms',
      'p99 ms',
      'vs bare Express',
      'goal',
      'other answers',
      'oversold',
      'client CPU',
    ],
    ...results.map((r) => [
      r.label,
      f(r.rate),
      f(r.p50, 1),
      f(r.p99, 1),
      `${f((r.rate / bare.total) * 100, 1)} %`,
      `≥ ${r.goal.rate}/s, p99 ≤ ${r.goal.p99} ms ${met(r) ? 'met' : 'MISSED'}`,
      Object.entries(r.statuses)
        .filter(([s]) => s !== '201')
        .map(([s, n]) => `${s}×${n}`)
        .join(' ') || '-',
      `${r.oversold} (sold ${r.sold}/${OVERSELL_CAPACITY}, shown left ${r.shown})`,
      `${f(r.clientCpu * 100)} %`,
    ]),
    [
      'bare Express handler',
      f(bare.total),
      f(bare.p50, 1),
      f(bare.p99, 1),
      '100 %',
      '-',
      '-',
      '-',
      `${f(bare.clientCpu * 100)} %`,
    ],
  ];
  const out = [
    '',
    `Booking creation, ${CONCURRENCY} concurrent signed-in bookers, ${SECONDS} s each, one schedule (its seat row is the hot spot):`,
    table(rows),
    `Machine: ${machine()}; load average at start ${load.toFixed(2)}.`,
    '',
  ];
  process.stdout.write(out.join('\n') + '\n');
  if (results.some((r) => r.oversold !== 0)) process.exitCode = 1;
}

module.exports = { benchBookings: main, schedule, created, ADDRESS };

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });

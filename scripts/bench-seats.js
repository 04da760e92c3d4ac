// `npm run bench:seats` (through scripts/bench.sh, and as part of `npm run bench`): how long the public
// catalogue's seats left takes to follow a sale. The distributed mode on PostgreSQL and nats-server
// (four services and the gateway, as `npm run start:distributed`), bookers booking one seat each on one
// schedule at a steady BENCH_SEATS_RATE (100) a second through the gateway for BENCH_SECONDS (10), and
// visitors reading `GET /v1/public/workshop-schedules/{id}` every 10 ms. A booking's lag is the time
// from its 201 reaching the booker to the first public answer that counts it (k bookings answered 201
// means at least k seats taken; the first answer showing capacity − seatsLeft ≥ k counts the k-th).
// It prints lag p50/p99/max against the 1 s goal; it asserts no times, but fails when the catalogue
// never settles on capacity − seats sold.
const { randomBytes } = require('node:crypto');
const { log, Session, benchDatabase, startDistributed, table, machine, waitFor } = require('./bench-lib');
const { schedule, created, ADDRESS } = require('./bench-bookings');

const RATE = Number(process.env.BENCH_SEATS_RATE || 100);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const BOOKERS = Number(process.env.BENCH_CONCURRENCY || 50);
const POLL_MS = 10;
/** Below the most a schedule may hold (1000, see bench-bookings' schedule); the load stops short of it. */
const CAPACITY = 999;
const GOAL_MS = 1000;

async function measure(base) {
  const admin = await new Session(base).login('admin@example.com', 'Password123');
  const probe = await new Session(base).login('booker@example.com', 'Password123');
  log(`signing in ${BOOKERS} bookers`);
  const run = randomBytes(3).toString('hex');
  const bookers = [];
  for (let i = 0; i < BOOKERS; i++) {
    const email = `seats${run}x${i}@example.com`;
    await created(
      await admin.request('POST', '/v1/users', {
        email,
        username: `seats${run}x${i}`,
        password: 'Secret123',
        profile: { firstName: 'Seats', lastName: String(i) },
      }),
      'user',
    );
    bookers.push(await new Session(base).login(email, 'Secret123'));
  }
  const id = await schedule(admin, probe, CAPACITY);
  const visitor = new Session(base);
  const shown = async () => {
    const res = await visitor.request('GET', `/v1/public/workshop-schedules/${id}`);
    if (res.status !== 200) throw new Error(`public schedule: ${res.status}`);
    return CAPACITY - res.body.data.seatsLeft;
  };
  await waitFor(async () => (await shown()) === 0, 20_000, 'the catalogue showing the schedule');

  log(`${SECONDS} s at ${RATE} bookings/s, reading the public schedule every ${POLL_MS} ms`);
  const answered = []; // when each 201 reached its booker (ms, performance.now())
  const statuses = {};
  const seen = []; // [when the answer arrived, seats the catalogue counted]
  let loading = true;
  const polling = (async () => {
    while (loading) {
      const t0 = performance.now();
      const taken = await shown();
      // Stamped when the answer arrived (conservative: it may have been read a little earlier).
      seen.push([performance.now(), taken]);
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - t0))));
    }
  })();
  const start = performance.now();
  const total = Math.min(RATE * SECONDS, CAPACITY - BOOKERS);
  let nextBooking = 0;
  let late = 0;
  await Promise.all(
    bookers.map(async (booker) => {
      for (;;) {
        const n = nextBooking++;
        if (n >= total) return;
        // Booking n is due at n / RATE s: a steady rate, whatever the answers take.
        const wait = start + (n * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        else if (wait < -100) late += 1;
        const res = await booker.request('POST', '/v1/bookings', {
          userId: booker.userId,
          workshopScheduleId: id,
          seats: 1,
          address: ADDRESS,
        });
        statuses[res.status] = (statuses[res.status] || 0) + 1;
        if (res.status === 201) answered.push(performance.now());
      }
    }),
  );
  const loadEnd = performance.now();
  const sold = answered.length;
  await waitFor(async () => seen.at(-1)?.[1] >= sold, 30_000, 'the catalogue counting every sale').catch(
    () => log(`the catalogue still counts ${seen.at(-1)?.[1]} of ${sold}`),
  );
  loading = false;
  await polling;
  const settled = await shown();

  answered.sort((a, b) => a - b);
  const lags = [];
  let j = 0;
  for (let k = 0; k < answered.length; k++) {
    while (j < seen.length && (seen[j][0] < answered[k] || seen[j][1] < k + 1)) j++;
    lags.push(j < seen.length ? seen[j][0] - answered[k] : Infinity);
  }
  lags.sort((a, b) => a - b);
  const pct = (p) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] ?? NaN;
  return {
    scheduleId: id,
    rate: sold / ((loadEnd - start) / 1000),
    sold,
    settled,
    late,
    statuses,
    polls: seen.length,
    p50: pct(50),
    p99: pct(99),
    max: lags.at(-1) ?? NaN,
  };
}

/**
 * Where the time went, from the database's own timestamps of the sale's events: each stage's p50/p99/max
 * in ms (the outbox's occurred_at is written in the booking's transaction, the inbox's handled_at is
 * the start of the consumer's).
 */
async function stages(url, scheduleId) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const q = async (what, query) => {
    const { rows } = await client.query(
      `select percentile_disc(0.5) within group (order by ms) as p50,
              percentile_disc(0.99) within group (order by ms) as p99, max(ms) as max, count(*)::int as n
       from (${query}) t`,
      [scheduleId],
    );
    return { what, ...rows[0] };
  };
  try {
    return [
      await q(
        'bookings outbox → JetStream (relay)',
        `select extract(epoch from sent_at - occurred_at) * 1000 as ms from bookings.outbox
         where subject = 'bookings.schedule.seats-changed' and envelope->'data'->>'workshopScheduleId' = $1`,
      ),
      await q(
        'seats-changed written → workshops applies it (bus, consumer)',
        `select extract(epoch from i.handled_at - o.occurred_at) * 1000 as ms
         from bookings.outbox o join workshops.inbox i on i.event_id = o.id
         where o.subject = 'bookings.schedule.seats-changed' and o.envelope->'data'->>'workshopScheduleId' = $1`,
      ),
      await q(
        'workshops outbox → JetStream (catalogue.changed, relay)',
        `select extract(epoch from sent_at - occurred_at) * 1000 as ms from workshops.outbox
         where subject = 'workshops.catalogue.changed' and envelope->'data'->>'workshopScheduleId' = $1`,
      ),
    ];
  } finally {
    await client.end();
  }
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL;
  const nats = process.env.BENCH_NATS_URL;
  if (!server || !nats) {
    log('BENCH_DATABASE_URL or BENCH_NATS_URL is not set: the seats-left lag needs the distributed mode');
    return;
  }
  const db = await benchDatabase(server);
  let r;
  try {
    const product = await startDistributed('seats', { databaseUrl: db.url, natsUrl: nats });
    try {
      r = await measure(product.base);
      r.stages = await stages(db.url, r.scheduleId);
    } finally {
      await product.stop();
    }
  } finally {
    await db.drop();
  }
  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const others =
    Object.entries(r.statuses)
      .filter(([s]) => s !== '201')
      .map(([s, n]) => `${s}×${n}`)
      .join(' ') || '-';
  const rows = [
    ['mode', 'bookings/s', 'lag p50 ms', 'lag p99 ms', 'lag max ms', 'goal', 'other answers', 'settled'],
    [
      'PostgreSQL (distributed)',
      f(r.rate),
      f(r.p50),
      f(r.p99),
      f(r.max),
      `p99 ≤ ${GOAL_MS} ${r.p99 <= GOAL_MS ? 'met' : 'MISSED'}`,
      others,
      `${r.settled === r.sold ? 'yes' : 'NO'} (sold ${r.sold}, counted ${r.settled})`,
    ],
  ];
  process.stdout.write(
    [
      '',
      `Seats left in the public catalogue after a sale: ${RATE} bookings/s asked for ${SECONDS} s by ${BOOKERS} bookers on one schedule, ` +
        `read every ${POLL_MS} ms (${r.polls} reads; ${r.late} bookings sent over 100 ms late):`,
      table(rows),
      '',
      'Where the time went (from the database timestamps of the same events):',
      table([
        ['stage', 'events', 'p50 ms', 'p99 ms', 'max ms'],
        ...r.stages.map((x) => [x.what, String(x.n), f(Number(x.p50)), f(Number(x.p99)), f(Number(x.max))]),
      ]),
      `Machine: ${machine()}.`,
      '',
    ].join('\n') + '\n',
  );
  if (r.settled !== r.sold) process.exitCode = 1;
}

module.exports = { benchSeats: main };

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });

// `npm run bench:soak` (issue 26 item 5): the built product as `npm start` runs it (embedded, PGlite in a
// fresh folder) under steady mixed load for SOAK_MINUTES (default 30) — readers on the catalogue, a
// schedule's page and the storefront home, bookers who book a seat and cancel it again — printing the
// process's resident memory (VmRSS from /proc) every minute, then the goal: at most 400 MB at the end and
// flat from minute 10 on (growth between minute 10 and the end at most 5 %). It prints figures and
// asserts no times; it exits 1 only when the product stops answering.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, log, freePort, waitFor, Session, table, machine } = require('./bench-lib');

const MINUTES = Number(process.env.SOAK_MINUTES || 30);
const READERS = Number(process.env.SOAK_READERS || 6);
const BOOKERS = Number(process.env.SOAK_BOOKERS || 4);
// Pauses that keep the load steady rather than saturating: about 100 reads and 10 bookings a second.
const READ_PAUSE_MS = Number(process.env.SOAK_READ_PAUSE_MS || 50);
const BOOK_PAUSE_MS = Number(process.env.SOAK_BOOK_PAUSE_MS || 300);
const RSS_GOAL_MB = 400;
const FLAT_FROM_MINUTE = 10;
const FLAT_GROWTH = 0.05;
const ADDRESS = { addressLine1: 'Soakweg 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

async function startEmbedded() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-soak-'));
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `coachwork-soak-${process.pid}.log`);
  const out = fs.openSync(logFile, 'w');
  log(`starting the product on ${base} (log: ${logFile})`);
  // As scripts/start.sh runs it (its heap and malloc settings); SOAK_NODE_FLAGS tries other flags.
  const flags = (process.env.SOAK_NODE_FLAGS ?? `--max-old-space-size=${process.env.NODE_HEAP_MB || 256}`)
    .split(/\s+/)
    .filter(Boolean);
  const child = spawn(process.execPath, [...flags, path.join(ROOT, 'gateway/dist/start.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // One address plays every reader and booker.
      AUTH_RATE_LIMIT_MAX: '100000',
      API_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the product exited (${code}): ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)),
    ),
  );
  exited.catch(() => undefined);
  await Promise.race([
    exited,
    waitFor(async () => (await fetch(`${base}/v1/health`)).ok, 300_000, 'the product start'),
  ]);
  return {
    base,
    pid: child.pid,
    alive: () => child.exitCode === null,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** A paid public schedule of `capacity` seats that bookings already knows, made by the demo admin. */
async function soakSchedule(admin, booker, capacity) {
  const n = randomBytes(3).toString('hex');
  const id = async (res, what) => {
    if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id;
  };
  const coachId = (await admin.request('GET', '/v1/users?search=coach@example.com')).body.data[0].id;
  const workshopTemplateId = await id(
    await admin.request('POST', '/v1/workshop-templates', { title: `Soak ${n}`, price: 40 }),
    'template',
  );
  const workshopId = await id(
    await admin.request('POST', '/v1/workshops', {
      workshopTemplateId,
      title: `Soak ${n}`,
      price: 40,
      minSeats: 1,
      maxSeats: 10,
    }),
    'workshop',
  );
  const start = Date.now() + 60 * 86_400_000;
  const scheduleId = await id(
    await admin.request('POST', '/v1/workshop-schedules', {
      workshopId,
      coachId,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 7_200_000).toISOString(),
      timezone: 'Europe/Berlin',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
      capacity,
    }),
    'schedule',
  );
  // Bookings learns the schedule from workshops' event: a booking that cannot fit says when it has.
  await waitFor(
    async () =>
      (
        await booker.request('POST', '/v1/bookings', {
          userId: booker.userId,
          workshopScheduleId: scheduleId,
          seats: capacity + 1,
          address: ADDRESS,
        })
      ).status === 409,
    30_000,
    'bookings learning the schedule',
  );
  return scheduleId;
}

async function main() {
  const product = await startEmbedded();
  const counts = { reads: 0, bookings: 0, cancellations: 0, failures: 0 };
  // Each booking's answer time (ms) in the current minute: a cost that grows with every request served
  // shows here before it fills the thread (request validation did, until 83a7d5d).
  let bookingMs = [];
  const failuresByStatus = {};
  const fail = (what, status) => {
    counts.failures += 1;
    const key = `${what} ${status}`;
    failuresByStatus[key] = (failuresByStatus[key] || 0) + 1;
  };
  const rows = [];
  try {
    const admin = await new Session(product.base).login('admin@example.com', 'Password123');
    const demoBooker = await new Session(product.base).login('booker@example.com', 'Password123');
    const scheduleId = await soakSchedule(admin, demoBooker, 500);
    const home = (await fetch(`${product.base}/`)).ok;
    if (!home) log('the storefront is not built: readers skip its home page (npm run build:web)');
    const bookers = [];
    const run = randomBytes(3).toString('hex');
    for (let i = 0; i < BOOKERS; i++) {
      const email = `soak${run}x${i}@example.com`;
      const res = await admin.request('POST', '/v1/users', {
        email,
        username: `soak${run}x${i}`,
        password: 'Secret123',
        profile: { firstName: 'Soak', lastName: String(i) },
      });
      if (res.status !== 201) throw new Error(`user: ${res.status} ${JSON.stringify(res.body)}`);
      bookers.push(await new Session(product.base).login(email, 'Secret123'));
    }
    const reads = [
      '/v1/public/workshop-schedules?perPage=10',
      `/v1/public/workshop-schedules/${scheduleId}`,
      '/v1/public/workshop-schedules?perPage=10&page=2',
      ...(home ? ['/'] : []),
    ];
    const end = Date.now() + MINUTES * 60_000;
    const reader = async (i) => {
      for (let k = i; Date.now() < end; k++) {
        const url = reads[k % reads.length];
        try {
          const res = await fetch(`${product.base}${url}`);
          await res.arrayBuffer();
          if (res.ok) counts.reads += 1;
          else fail(`GET ${url.split('?')[0]}`, res.status);
        } catch {
          fail('GET', 'no answer');
        }
        await sleep(READ_PAUSE_MS);
      }
    };
    const booker = async (session) => {
      while (Date.now() < end) {
        try {
          const sent = performance.now();
          const made = await session.request('POST', '/v1/bookings', {
            userId: session.userId,
            workshopScheduleId: scheduleId,
            seats: 1,
            address: ADDRESS,
          });
          bookingMs.push(performance.now() - sent);
          if (made.status !== 201) fail('POST /v1/bookings', made.status);
          else {
            counts.bookings += 1;
            const cancelled = await session.request('POST', `/v1/bookings/${made.body.data.id}/cancel`, {
              reason: 'Soak benchmark: giving the seat back',
            });
            if (cancelled.status === 200) counts.cancellations += 1;
            else fail('POST /v1/bookings/{id}/cancel', cancelled.status);
          }
        } catch {
          fail('booking', 'no answer');
        }
        await sleep(BOOK_PAUSE_MS);
      }
    };
    log(`${MINUTES} min of load: ${READERS} readers, ${BOOKERS} bookers (book and cancel); RSS every minute`);
    const startRss = rssMb(product.pid);
    rows.push(['0', startRss.toFixed(0), '', '', '', '', '']);
    process.stdout.write(`minute 0: RSS ${startRss.toFixed(0)} MB (after start and set-up)\n`);
    let last = { ...counts };
    const sampler = (async () => {
      for (let minute = 1; minute <= MINUTES; minute++) {
        await sleep(Math.max(0, end - (MINUTES - minute) * 60_000 - Date.now()));
        if (!product.alive()) throw new Error('the product exited during the soak');
        const rss = rssMb(product.pid);
        const d = (k) => counts[k] - last[k];
        const times = bookingMs.sort((a, b) => a - b);
        bookingMs = [];
        const at = (q) =>
          times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1) : '-';
        rows.push([
          String(minute),
          rss.toFixed(0),
          String(d('reads')),
          String(d('bookings')),
          at(0.5),
          at(0.99),
          String(d('failures')),
        ]);
        process.stdout.write(
          `minute ${minute}: RSS ${rss.toFixed(0)} MB, ${d('reads')} reads, ${d('bookings')} bookings (p50 ${at(0.5)} ms, p99 ${at(0.99)} ms), ${d('failures')} failures\n`,
        );
        last = { ...counts };
      }
    })();
    await Promise.all([
      sampler,
      ...Array.from({ length: READERS }, (_, i) => reader(i)),
      ...bookers.map((s) => booker(s)),
    ]);
  } finally {
    await product.stop();
  }
  const rssAt = (minute) => Number(rows.find((r) => r[0] === String(minute))?.[1]);
  const final = rssAt(MINUTES);
  const from = MINUTES > FLAT_FROM_MINUTE ? FLAT_FROM_MINUTE : 1;
  const growth = (final - rssAt(from)) / rssAt(from);
  process.stdout.write(`\nSoak: ${MINUTES} min, embedded (PGlite), ${machine()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  process.stdout.write(
    `${table([['minute', 'RSS MB', 'reads', 'bookings', 'booking p50 ms', 'booking p99 ms', 'failures'], ...rows])}\n`,
  );
  process.stdout.write(
    `\nreads ${counts.reads}, bookings ${counts.bookings}, cancellations ${counts.cancellations}, failures ${counts.failures}` +
      (counts.failures ? ` (${Object.entries(failuresByStatus).map(([k, v]) => `${k}: ${v}`).join(', ')})` : '') +
      '\n',
  );
  process.stdout.write(
    `RSS at the end ${final.toFixed(0)} MB (goal ≤ ${RSS_GOAL_MB}: ${final <= RSS_GOAL_MB ? 'met' : 'missed'}); ` +
      `growth from minute ${from} to ${MINUTES}: ${(growth * 100).toFixed(1)} % (goal ≤ ${FLAT_GROWTH * 100} %: ${growth <= FLAT_GROWTH ? 'met' : 'missed'})\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`${err.stack || err}\n`);
  process.exit(1);
});

// The chaos suite (issue 24 item 5): the distributed mode (infra/chaos/stack.sh) under a steady load of
// bookers through the front door, and one `kill -9` at a time of a gateway, each service, nats-server and
// PostgreSQL, then a rolling restart (SIGTERM to every application process in turn, issue 24 item 4). The supervisor starts each again; after each fault the load stops, the system settles and
// everything a user or an operator could check is counted against what the clients were told.
//
// Run with `npm run chaos` (scripts/chaos.sh); infra/test/chaos.test.ts runs a short form in `npm test`.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { Person, persist, sleep, randomKey } = require('./client');
const { checkState, unrecordedCaptures, STOREFRONT_BUILT } = require('./checks');

const ROOT = path.resolve(__dirname, '../..');
const FAULTS = ['gateway', 'identity', 'tenants', 'workshops', 'bookings', 'nats-server', 'postgres', 'rolling'];
/** The application processes, in the order a rolling restart takes them. */
const APPS = ['gateway', 'identity', 'tenants', 'workshops', 'bookings'];
const ADDRESS = {
  addressLine1: 'Chaos Street 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };
const CAPACITY = 1000;

const defaultLog = (msg) => process.stderr.write(`[chaos] ${msg}\n`);

/** The pid of the process a supervisor (infra/lib.sh's supervise) runs now, from /proc. */
function supervisedChild(supervisorPid) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      if (ppid === supervisorPid && comm !== 'sleep') return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

function postmasterPid(postgresDir) {
  try {
    return Number(fs.readFileSync(path.join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

async function waitFor(what, check, timeoutMs, stepMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value;
    try {
      value = await check();
    } catch {
      value = undefined;
    }
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(stepMs);
  }
}

/** The stack in a private folder; resolves once its stack.json is written. */
async function startStack(log, env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-chaos-'));
  fs.chmodSync(dir, 0o755);
  const out = fs.openSync(path.join(dir, 'stack.log'), 'a');
  log(`starting the distributed mode in ${dir}`);
  const child = spawn('bash', [path.join(ROOT, 'infra/chaos/stack.sh'), dir], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const file = path.join(dir, 'stack.json');
  await waitFor(
    'the distributed mode to start',
    () => {
      if (exited) throw new Error('stopped');
      return fs.existsSync(file);
    },
    240_000,
  ).catch((error) => {
    throw new Error(`${error.message}\n${fs.readFileSync(path.join(dir, 'stack.log'), 'utf8').slice(-3000)}`);
  });
  const stack = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    ...stack,
    dir,
    async stop(keep) {
      if (!exited) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A query on a connection of its own (the pool of a test must not depend on a server that was killed). */
async function queryWith(databaseUrl, text, values = []) {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ok(res, what) {
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** What the run books: one free and one paid schedule of the demo coach, a 50 % voucher, N accounts. */
async function setUp(stack, { bookers }, log) {
  const admin = new Person(stack.url);
  await admin.login('admin@example.com');
  const coachId = await waitFor(
    'the demo coach',
    async () => (await admin.get('/v1/users?search=coach@example.com')).body?.data?.[0]?.id,
    60_000,
  );
  const stamp = Date.now().toString(36);
  const schedules = {};
  for (const [kind, price] of [
    ['free', 0],
    ['paid', 25],
  ]) {
    const template = await ok(
      await admin.post('/v1/workshop-templates', {
        title: `Chaos ${kind} ${stamp}`,
        price: Math.max(price, 1),
      }),
      'template',
    );
    const workshop = await ok(
      await admin.post('/v1/workshops', {
        workshopTemplateId: template.id,
        title: `Chaos ${kind} ${stamp}`,
        price,
        minSeats: 1,
        maxSeats: CAPACITY,
      }),
      'workshop',
    );
    const start = new Date(Date.now() + 14 * 86_400_000);
    const schedule = await waitFor(
      'a schedule of the demo coach',
      async () => {
        const res = await admin.post('/v1/workshop-schedules', {
          workshopId: workshop.id,
          coachId,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3_600_000).toISOString(),
          timezone: 'Europe/Berlin',
          status: 'PUBLISHED',
          visibility: 'PUBLIC',
          mode: 'ONLINE',
          capacity: CAPACITY,
        });
        // Workshops learns who coaches from identity's events: right after a start, a 422 on coachId.
        return res.status === 201 ? res.body.data : undefined;
      },
      60_000,
      500,
    );
    schedules[kind] = schedule.id;
  }
  await waitFor(
    'the schedules to reach bookings',
    async () =>
      (
        await queryWith(
          stack.databaseUrl,
          'select count(*)::int as n from bookings.schedule_copies where id = any($1)',
          [Object.values(schedules)],
        )
      )[0].n === 2,
    60_000,
  );
  const voucher = await ok(
    await admin.post('/v1/vouchers', {
      code: `CHAOS${stamp}`.toUpperCase(),
      data: { discountType: 'percentage', discountValue: 50, maxUses: 1_000_000 },
    }),
    'voucher',
  );
  const people = [];
  for (let i = 0; i < bookers; i++) {
    const email = `chaos${stamp}x${i}@example.com`;
    await ok(
      await admin.post('/v1/users', {
        email,
        username: `chaos${stamp}x${i}`,
        password: 'Secret123',
        profile: { firstName: 'Chaos', lastName: String(i) },
      }),
      `making ${email}`,
    );
    const person = new Person(stack.url);
    await person.login(email, 'Secret123');
    person.index = i;
    // Half the bookers send the same request again after a network error or a 5xx; half give up.
    person.retries = i % 2 === 0;
    people.push(person);
  }
  log(`set up: ${bookers} bookers, schedules ${schedules.free} (free) and ${schedules.paid} (paid)`);
  return { admin, schedules, voucher, people };
}

/**
 * One booker's visit: book (free, paid, paid with the voucher, or free with a seat for a friend), pay
 * when there is something to pay, invite when there is a seat to give. Every request and what it
 * answered goes into `flow`.
 */
async function visit(person, n, world, flows, traffic) {
  const kind = ['free', 'paid', 'voucher', 'invite'][(n + person.index) % 4];
  const retries = person.retries;
  const call = async (method, url, body, key) => {
    const res = await persist(person, method, url, body, {
      key,
      retries,
      onAnswer: (answer) => note(traffic, answer),
    });
    traffic.retries += res.attempts - 1;
    return res;
  };
  const body = {
    userId: person.userId,
    workshopScheduleId: kind === 'free' || kind === 'invite' ? world.schedules.free : world.schedules.paid,
    seats: kind === 'invite' ? 2 : 1,
    address: ADDRESS,
    ...(kind === 'voucher' ? { voucherCode: world.voucher.code } : {}),
  };
  const flow = { person: person.index, retries, kind, key: randomKey(), body, outcome: 'unknown' };
  flows.push(flow);
  const booked = await call('POST', '/v1/bookings', body, flow.key);
  if (booked.status === 201 || booked.status === 200) {
    flow.outcome = 'told';
    flow.bookingId = booked.body.data.id;
    flow.told = booked.body.data.status;
  } else if (booked.status > 0 && booked.status < 500) {
    flow.outcome = 'refused';
    flow.refusal = `${booked.status} ${booked.body?.message ?? ''}`;
    return;
  } else {
    flow.lastStatus = booked.status;
    return;
  }

  if (kind === 'invite') {
    const email = `friend.${flow.key.slice(0, 8)}@example.com`;
    const invited = await call('POST', '/v1/booking-seats', { bookingId: flow.bookingId, email });
    // A retry after the first got through finds no open seat: the invitation is there all the same.
    if (invited.status === 201 || (invited.status === 409 && invited.attempts > 1)) flow.invited = email;
    else if (invited.status === 0 || invited.status >= 500) flow.inviteUnknown = email;
    else flow.inviteRefused = `${invited.status} ${invited.body?.message ?? ''}`;
    return;
  }
  if (flow.told !== 'PENDING') return;

  const intentKey = randomKey();
  const intent = await call(
    'POST',
    `/v1/payments/bookings/${flow.bookingId}/payment-intent`,
    undefined,
    intentKey,
  );
  if (intent.status !== 201 && intent.status !== 200) return void (flow.payment = `intent ${intent.status}`);
  const { paymentIntentId, clientSecret } = intent.body.data;
  const card = await call('POST', '/v1/public/payments/sandbox/payment-methods', CARD);
  if (card.status !== 201) return void (flow.payment = `card ${card.status}`);
  const confirmed = await call(
    'POST',
    `/v1/public/payments/sandbox/payment-intents/${paymentIntentId}/confirm`,
    {
      clientSecret,
      paymentMethodId: card.body.data.id,
    },
  );
  flow.paymentIntentId = paymentIntentId;
  if (confirmed.status === 0 || confirmed.status >= 500)
    return void (flow.payment = `confirm ${confirmed.status}`);
  const finalized = await call(
    'POST',
    `/v1/payments/bookings/${flow.bookingId}/finalize`,
    { paymentIntentId },
    randomKey(),
  );
  if (finalized.status === 200 || finalized.status === 201) flow.told = finalized.body.data.status;
  else flow.payment = `finalize ${finalized.status}`;
}

/** Counts every answer the bookers got; the longest stretch in which no request of anyone succeeded. */
function note(traffic, res) {
  traffic.requests++;
  if (res.replayed) traffic.replayed++;
  if (res.status === 0) traffic.networkErrors++;
  else if (res.status >= 500) traffic.serverErrors++;
  else if (res.status < 300 || res.status === 409 || res.status === 422) {
    const now = Date.now();
    if (traffic.lastSuccess) traffic.longestGap = Math.max(traffic.longestGap, now - traffic.lastSuccess);
    traffic.lastSuccess = now;
  }
}

/** Bookers visiting one after another until `stop()`; resolves when every visit under way ended. */
function startLoad(world, flows, traffic) {
  let running = true;
  const loops = world.people.map(async (person) => {
    for (let n = 0; running; n++) {
      const made = flows.length;
      await visit(person, n, world, flows, traffic);
      // Someone who gave up after an error comes back a little later, not at once.
      const gaveUp = flows.length > made && flows[flows.length - 1].outcome === 'unknown';
      await sleep(gaveUp ? 1000 : 50);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * A caller who never learnt what became of a booking asks once more with the same key (the answer the
 * README promises: a replay of the booking when it was made, a fresh run when it was not).
 */
async function askAgain(world, flows, traffic) {
  const byIndex = new Map(world.people.map((p) => [p.index, p]));
  for (const flow of flows.filter((f) => f.outcome === 'unknown' && !f.askedAgain)) {
    flow.askedAgain = true;
    const res = await persist(byIndex.get(flow.person), 'POST', '/v1/bookings', flow.body, {
      key: flow.key,
      retries: true,
      onAnswer: (answer) => answer.replayed && traffic.replayed++,
    });
    traffic.retries += res.attempts;
    if (res.status === 201 || res.status === 200) {
      flow.outcome = res.replayed ? 'replayed' : 'told-on-retry';
      flow.bookingId = res.body.data.id;
      flow.told = res.body.data.status;
    } else flow.outcome = res.status > 0 && res.status < 500 ? 'refused' : 'unknown';
  }
}

/** The supervisor of the fault's process: with replicas, the first replica's. */
const supervisorOf = (stack, fault) => stack.supervisors[fault] ?? stack.supervisors[`${fault}-1`];

/** Kills the fault's process with SIGKILL; returns its pid (the supervisor or the watch starts another). */
function kill(stack, fault) {
  const pid =
    fault === 'postgres' ? postmasterPid(stack.postgresDir) : supervisedChild(supervisorOf(stack, fault));
  if (!pid) throw new Error(`no running process for ${fault}`);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/**
 * Until the killed part runs again as a new process that says it is ready on its own address, and the
 * front door says every part is up. `supervisor` names the replica (its own health address) when given.
 */
async function recovered(stack, fault, killedPid, supervisor) {
  const own = supervisor ? stack.health[supervisor] : (stack.health[fault] ?? stack.health[`${fault}-1`]);
  await waitFor(
    `${supervisor ?? fault} to come back`,
    async () => {
      const pid =
        fault === 'postgres'
          ? postmasterPid(stack.postgresDir)
          : supervisedChild(supervisor ? stack.supervisors[supervisor] : supervisorOf(stack, fault));
      if (!pid || pid === killedPid) return false;
      if (own && (await fetch(own, { signal: AbortSignal.timeout(2000) })).status !== 200) return false;
      return (await fetch(`${stack.url}/v1/health`, { signal: AbortSignal.timeout(2000) })).status === 200;
    },
    120_000,
    100,
  );
}

/**
 * A rolling restart, as a deployment does it: SIGTERM to every gateway and every replica of each service,
 * one at a time, the next once the one before runs again and is ready (its supervisor starts it again,
 * as a Deployment's controller would). Each stops gracefully: unready first, in-flight requests and
 * handlers finish, the relay flushes.
 */
async function rollingRestart(stack, log) {
  const names = APPS.flatMap((app) =>
    Object.keys(stack.supervisors)
      .filter((name) => name === app || name.startsWith(`${app}-`))
      .sort(),
  );
  for (const name of names) {
    const pid = supervisedChild(stack.supervisors[name]);
    if (!pid) throw new Error(`no running process for ${name}`);
    process.kill(pid, 'SIGTERM');
    log(`stopped ${name} (pid ${pid}) with SIGTERM`);
    await recovered(stack, name.replace(/-\d+$/, ''), pid, name);
  }
  return names.length;
}

/** `npm run payments:reconcile` on the stack's database. */
async function reconcile(stack) {
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'services/bookings/dist/reconcile-payments.js'), '--days', '1'],
      {
        cwd: path.join(ROOT, 'services/bookings'),
        env: { ...process.env, DATABASE_URL: stack.databaseUrl, DATA_DIR: stack.dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`payments:reconcile exited ${code}: ${errors}`)),
    );
  });
}

/** Markdown table of rows (first = header). */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

const HEADER = [
  'fault',
  'recovered in',
  'no answer for',
  'failed requests',
  'retries',
  'bookings',
  'asked again',
  'replayed',
  'reconciled',
  'lost',
  'doubled',
  'stuck',
  'settled in',
];

/**
 * Runs the suite. Options: bookers (8), faults (every kind once, in FAULTS order; repeat for more
 * rounds), loadMs (load before each kill, 3000), afterMs (load after recovery, 3000), settleMs (60000),
 * keep (leave the folder). Resolves with the rows, the problems found and the table.
 */
async function runChaos(options = {}) {
  const log = options.log ?? defaultLog;
  const settings = {
    bookers: options.bookers ?? 8,
    faults: options.faults ?? FAULTS,
    loadMs: options.loadMs ?? 3000,
    afterMs: options.afterMs ?? 3000,
    settleMs: options.settleMs ?? 60_000,
  };
  if (!STOREFRONT_BUILT)
    log('the storefront is not built (npm run build:web): its seats left are not checked');
  const stack = await startStack(log, options.env ?? {});
  const rows = [];
  const problems = [];
  try {
    const world = await setUp(stack, settings, log);
    // The demo history (written once at the first start) lands first, so the dashboard's baseline holds it.
    const baseline = await checkState(stack, world, [], { waitMs: settings.settleMs, baseline: true });
    const flows = [];
    for (const fault of settings.faults) {
      const traffic = {
        requests: 0,
        retries: 0,
        replayed: 0,
        networkErrors: 0,
        serverErrors: 0,
        lastSuccess: 0,
        longestGap: 0,
      };
      const before = flows.length;
      const load = startLoad(world, flows, traffic);
      await sleep(settings.loadMs);
      const failedBefore = traffic.networkErrors + traffic.serverErrors;
      traffic.longestGap = 0;
      const killedAt = Date.now();
      if (fault === 'rolling') log(`rolled ${await rollingRestart(stack, log)} processes`);
      else {
        const killed = kill(stack, fault);
        log(`killed ${fault} (pid ${killed})`);
        await recovered(stack, fault, killed);
      }
      const recoveredMs = Date.now() - killedAt;
      await sleep(settings.afterMs);
      await load.stop();
      const failed = traffic.networkErrors + traffic.serverErrors - failedBefore;
      const unknownBefore = flows.filter((f) => f.outcome === 'unknown').length;
      const blackout = traffic.longestGap;
      await askAgain(world, flows, traffic);
      const settleStarted = Date.now();
      // A payer whose finalize never arrived (a non-retrier's lost answer; every visit has ended by now)
      // is settled by payments reconciliation, which the sweeper runs every ten minutes: run it now, as
      // an operator would, and count what it settled.
      const unrecorded = await unrecordedCaptures(stack.databaseUrl);
      if (unrecorded) await reconcile(stack);
      const state = await checkState(stack, world, flows, { waitMs: settings.settleMs, baseline });
      const mine = flows.slice(before);
      const row = [
        fault,
        `${(recoveredMs / 1000).toFixed(1)} s`,
        `${(blackout / 1000).toFixed(1)} s`,
        `${failed} of ${traffic.requests}`,
        traffic.retries,
        mine.filter((f) => f.bookingId).length,
        unknownBefore,
        traffic.replayed,
        unrecorded,
        state.lost.length,
        state.doubled.length,
        state.stuck.length,
        `${((Date.now() - settleStarted) / 1000).toFixed(1)} s`,
      ];
      rows.push(row);
      log(table([HEADER, row]));
      for (const [what, list] of Object.entries({
        lost: state.lost,
        doubled: state.doubled,
        stuck: state.stuck,
      }))
        for (const item of list) problems.push(`${fault}: ${what}: ${item}`);
      for (const p of problems.slice(-20)) log(p);
      // A problem found stays in the state: report it once, under the fault that made it.
      baseline.known = new Set([...(baseline.known ?? []), ...state.lost, ...state.doubled, ...state.stuck]);
    }
    const flowsTotal = flows.filter((f) => f.bookingId).length;
    return { rows, problems, flows: flowsTotal, table: table([HEADER, ...rows]) };
  } finally {
    await stack.stop(options.keep || problems.length > 0 ? true : false);
    if (problems.length) log(`kept ${stack.dir} (logs under logs/)`);
  }
}

module.exports = { runChaos, FAULTS, table, HEADER };

if (require.main === module) {
  const env = process.env;
  const faults = env.CHAOS_FAULTS ? env.CHAOS_FAULTS.split(',') : FAULTS;
  const rounds = Number(env.CHAOS_ROUNDS || 1);
  runChaos({
    bookers: Number(env.CHAOS_BOOKERS || 8),
    faults: Array.from({ length: rounds }, () => faults).flat(),
    loadMs: Number(env.CHAOS_LOAD_MS || 3000),
    afterMs: Number(env.CHAOS_AFTER_MS || 3000),
    settleMs: Number(env.CHAOS_SETTLE_MS || 60_000),
    keep: env.CHAOS_KEEP === '1',
  }).then(
    (result) => {
      process.stdout.write(`\n${result.table}\n\n`);
      if (result.problems.length) {
        process.stdout.write(`${result.problems.length} problems:\n  ${result.problems.join('\n  ')}\n`);
        process.exit(1);
      }
      process.stdout.write(`0 lost, 0 doubled, 0 stuck over ${result.flows} bookings\n`);
    },
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(2);
    },
  );
}

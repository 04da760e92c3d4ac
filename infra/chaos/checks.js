// The chaos suite's counts: what the clients were told against what the database, the public API, the
// dashboard, the sandbox processor and every inbox say once things settled. Each problem is one line:
// lost (a client was told something the system no longer holds), doubled (the system holds something
// twice, or something no client was told of), stuck (a derived figure or an event that did not catch up
// within the settle time).
const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');
const { Person, sleep } = require('./client');

/** The storefront renders its pages only once built (npm run build:web; npm test builds it). */
const STOREFRONT_BUILT = fs.existsSync(path.join(__dirname, '../../mfe-bookings/dist/server/storefront.js'));

/** The seats left a schedule's storefront page shows ("N of C seats left", or "Sold out"). */
async function storefrontSeatsLeft(base, id) {
  const res = await fetch(`${base}/schedules/${id}`, { signal: AbortSignal.timeout(10_000) });
  const html = await res.text();
  if (/data-testid="seats-left">Sold out</.test(html)) return 0;
  const shown = /data-testid="seats-left">(\d+) of \d+ seats left</.exec(html);
  return shown ? Number(shown[1]) : `no seats left on the page (${res.status})`;
}

const SCHEMAS = ['identity', 'tenants', 'workshops', 'bookings'];
const CAPACITY = 1000;

/** Every outbox event a consumer listens to (the subjects its inbox has seen) that it has not handled. */
const missingInInbox = (schema) => `
  with events as (${SCHEMAS.map((s) => `select id, subject from ${s}.outbox`).join(' union all ')}),
       listens as (select distinct consumer, subject from ${schema}.inbox)
  select l.consumer, e.subject, count(*)::int as n
    from events e
    join listens l on l.subject = e.subject
    left join ${schema}.inbox i on i.event_id = e.id and i.consumer = l.consumer
   where i.event_id is null
   group by l.consumer, e.subject`;

async function withClient(databaseUrl, work) {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work((text, values = []) => client.query(text, values).then((r) => r.rows));
  } finally {
    await client.end().catch(() => undefined);
  }
}

const today = () => new Date().toISOString().slice(0, 10);

async function dashboardTotals(admin) {
  const res = await admin.get(`/v1/dashboard/metrics?from=${today()}&to=${today()}`);
  if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`);
  const t = res.body.data.totals;
  return {
    created: t.bookingsCreated,
    confirmed: t.bookingsConfirmed,
    seatsSold: t.seatsSold,
    gross: t.gross,
  };
}

/** One look at everything; the lists of problems found. */
async function look(stack, world, flows, baseline) {
  const lost = [];
  const doubled = [];
  const stuck = [];
  const scheduleIds = Object.values(world.schedules);
  await withClient(stack.databaseUrl, async (q) => {
    const bookings = await q(
      `select id, user_id, workshop_schedule_id, seats, status, voucher_code, amount_paid
         from bookings.bookings where workshop_schedule_id = any($1)`,
      [scheduleIds],
    );
    const byId = new Map(bookings.map((b) => [b.id, b]));
    const userOf = new Map(world.people.map((p) => [p.userId, p.index]));

    // Lost: a booking its client was told of is gone, or not in the state the answer said.
    for (const f of flows.filter((x) => x.bookingId)) {
      const b = byId.get(f.bookingId);
      if (!b) lost.push(`booking ${f.bookingId} (${f.kind}, told ${f.told}) does not exist`);
      else if (f.told === 'CONFIRMED' && b.status !== 'CONFIRMED')
        lost.push(`booking ${f.bookingId} was answered CONFIRMED and is ${b.status}`);
      else if (f.told === 'PENDING' && !['PENDING', 'CONFIRMED'].includes(b.status))
        lost.push(`booking ${f.bookingId} was answered PENDING and is ${b.status}`);
    }
    const invited = flows.filter((f) => f.invited);
    if (invited.length) {
      const rows = await q('select email from bookings.seat_invitations where email = any($1)', [
        invited.map((f) => f.invited),
      ]);
      const found = new Set(rows.map((r) => r.email));
      for (const f of invited)
        if (!found.has(f.invited))
          lost.push(`the invitation of ${f.invited} on ${f.bookingId} does not exist`);
    }

    // Doubled: a booking no client was told of (a same-key retry returns every booking it made).
    const told = new Set(flows.map((f) => f.bookingId).filter(Boolean));
    for (const b of bookings)
      if (!told.has(b.id) && userOf.has(b.user_id))
        doubled.push(
          `booking ${b.id} (${b.status}) of booker ${userOf.get(b.user_id)} was never told to its client`,
        );

    // Seats left = capacity − live seats, in bookings' counter and on the public API (workshops' catalogue).
    for (const id of scheduleIds) {
      const live = bookings
        .filter((b) => b.workshop_schedule_id === id && ['PENDING', 'CONFIRMED'].includes(b.status))
        .reduce((n, b) => n + b.seats, 0);
      const [copy] = await q('select seats_taken from bookings.schedule_copies where id = $1', [id]);
      if (copy.seats_taken !== live)
        stuck.push(`schedule ${id}: bookings counts ${copy.seats_taken} seats taken, ${live} live`);
      const pub = await new Person(stack.url).get(`/v1/public/workshop-schedules/${id}`);
      const left = pub.body?.data?.seatsLeft;
      if (left !== CAPACITY - live)
        stuck.push(`schedule ${id}: the public API shows ${left} seats left, ${CAPACITY - live} are`);
      if (STOREFRONT_BUILT) {
        const page = await storefrontSeatsLeft(stack.url, id);
        if (page !== CAPACITY - live)
          stuck.push(
            `schedule ${id}: the storefront's page shows ${page} seats left, ${CAPACITY - live} are`,
          );
      }
    }

    // Voucher uses = its live redemptions = the live bookings that name it.
    const [voucher] = await q('select uses from bookings.vouchers where id = $1', [world.voucher.id]);
    const [held] = await q(
      `select count(*)::int as n from bookings.voucher_redemptions where voucher_id = $1 and status in ('HELD','CONFIRMED')`,
      [world.voucher.id],
    );
    const naming = bookings.filter(
      (b) => b.voucher_code === world.voucher.code && ['PENDING', 'CONFIRMED'].includes(b.status),
    ).length;
    if (voucher.uses !== held.n || held.n !== naming)
      stuck.push(
        `voucher uses ${voucher.uses}, live redemptions ${held.n}, live bookings naming it ${naming}`,
      );

    // Payments = captures at the sandbox processor; every capture applied to a confirmed booking or refunded.
    const [captures] = await q(
      `select count(*)::int as n, coalesce(sum(amount), 0)::int as total from bookings.sandbox_intents where status = 'succeeded'`,
    );
    const [payments] = await q(
      `select count(*)::int as n, coalesce(sum(amount), 0)::int as total from bookings.payments`,
    );
    if (captures.n !== payments.n || captures.total !== payments.total)
      stuck.push(
        `the processor captured ${captures.n} (${captures.total}), the ledger records ${payments.n} (${payments.total})`,
      );
    const [unconfirmed] = await q(
      `select count(*)::int as n from bookings.payments p join bookings.bookings b on b.id = p.booking_id
        where p.applied and b.status <> 'CONFIRMED' and b.workshop_schedule_id = any($1)`,
      [scheduleIds],
    );
    if (unconfirmed.n) stuck.push(`${unconfirmed.n} applied payments on bookings not CONFIRMED`);

    // Every event applied exactly once in every inbox (the inbox's key makes twice impossible; count gaps),
    // and nothing left in an outbox.
    for (const schema of SCHEMAS) {
      const [unsent] = await q(`select count(*)::int as n from ${schema}.outbox where sent_at is null`);
      if (unsent.n) stuck.push(`${schema}: ${unsent.n} events not sent from the outbox`);
      for (const gap of await q(missingInInbox(schema)))
        stuck.push(`${schema} inbox, consumer ${gap.consumer}: ${gap.n} ${gap.subject} events not applied`);
    }

    // Dashboard deltas = the bookings made (and confirmed, their seats and money) since the baseline.
    if (baseline?.dashboard) {
      const now = await dashboardTotals(world.admin);
      const confirmed = bookings.filter((b) => b.status === 'CONFIRMED');
      const expected = {
        created: bookings.length,
        confirmed: confirmed.length,
        seatsSold: confirmed.reduce((n, b) => n + b.seats, 0),
        gross: confirmed.reduce((n, b) => n + b.amount_paid, 0) / 100,
      };
      for (const [name, value] of Object.entries(expected)) {
        const delta = Math.round((now[name] - baseline.dashboard[name]) * 100) / 100;
        if (delta !== value) stuck.push(`dashboard ${name} grew by ${delta}, ${value} were made`);
      }
    }
  });
  const known = baseline?.known ?? new Set();
  const fresh = (list) => list.filter((item) => !known.has(item));
  return { lost: fresh(lost), doubled: fresh(doubled), stuck: fresh(stuck) };
}

/**
 * Waits up to `waitMs` for nothing to be stuck (events travel, counters follow), then counts once
 * more. With `baseline: true` it only waits for the quiet and answers the dashboard's figures then.
 */
async function checkState(stack, world, flows, { waitMs, baseline }) {
  const deadline = Date.now() + waitMs;
  if (baseline === true) {
    let last;
    for (;;) {
      const state = await look(stack, world, [], undefined).catch((e) => ({ stuck: [String(e)] }));
      const dashboard = await dashboardTotals(world.admin).catch(() => undefined);
      const steady = dashboard && last && JSON.stringify(dashboard) === JSON.stringify(last);
      if ((state.stuck.length === 0 && steady) || Date.now() > deadline) {
        if (state.stuck.length)
          throw new Error(`the stack did not settle before the first fault: ${state.stuck}`);
        return { dashboard, known: new Set() };
      }
      last = dashboard;
      await sleep(1000);
    }
  }
  for (;;) {
    let state;
    try {
      state = await look(stack, world, flows, baseline);
    } catch (error) {
      state = { lost: [], doubled: [], stuck: [`counting failed: ${error.message}`] };
    }
    if (state.stuck.length === 0 || Date.now() > deadline) return state;
    await sleep(500);
  }
}

/** Captures at the processor the ledger does not hold (a payer whose finalize never arrived). */
async function unrecordedCaptures(databaseUrl) {
  return withClient(databaseUrl, async (q) => {
    const [row] = await q(
      `select count(*)::int as n from bookings.sandbox_intents i
        where i.status = 'succeeded' and not exists (select 1 from bookings.payments p where p.provider_intent_id = i.id)`,
    );
    return row.n;
  });
}

module.exports = { checkState, unrecordedCaptures, STOREFRONT_BUILT };

// Property test of the money paths (issue 23): random sequences of booking, giving seats back, paying,
// paying without finalizing, letting holds expire (the sweep, with its reconciliation), finalizing late
// and cancelling, on PostgreSQL through the service's HTTP routes. After every sequence the books must
// balance, whatever the order:
// - a confirmed booking: paid − refunded = its price now (its seats × unit price less its voucher);
//   a cancelled one: paid − refunded = 0; a held one has no applied payment;
// - every capture that did not pay its booking is refunded in full;
// - voucher uses = bookings holding or having used the voucher, never above maxUses;
// - seats taken on the schedule = seats of its held and confirmed bookings;
// - what the processor captured = the ledger's payments, what it gave back = the ledger's refunds.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { bookBody, bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let people: Person[];
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  people = [await t.person('booker'), await t.person('booker'), await t.person('booker')];
  admin = await t.person('admin');
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { t: 'book'; who: number; seats: number; voucher: boolean }
  | { t: 'giveBack'; pick: number }
  | { t: 'pay'; pick: number }
  | { t: 'capture'; pick: number }
  | { t: 'finalize'; pick: number }
  | { t: 'expire' }
  | { t: 'cancel'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('book' as const),
      who: fc.nat(2),
      seats: fc.integer({ min: 1, max: 4 }),
      voucher: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('giveBack' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('capture' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('finalize' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }) },
);

const voucherTerms = fc.oneof(
  fc.record({
    discountType: fc.constant('percentage'),
    discountValue: fc.integer({ min: 5, max: 60 }),
    maxUses: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    discountType: fc.constant('fixed'),
    discountValue: fc.integer({ min: 10, max: 150 }),
    maxUses: fc.integer({ min: 1, max: 3 }),
  }),
);

interface Made {
  id: string;
  owner: Person;
  /** Intents captured at the processor and not yet finalized by this test. */
  captured: string[];
}

/** Every answer is a refusal at worst: a 5xx fails the property. */
function no5xx<R extends { status: number; body: unknown }>(res: R, what: string): R {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function capture(bookingId: string, who: Person): Promise<string | null> {
  const intent = no5xx(await t.as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`), 'intent');
  if (intent.status !== 200 || intent.body.data.status === 'succeeded') return null;
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const paid = no5xx(
    await t
      .as(null)
      .post(`/v1/public/payments/sandbox/payment-intents/${intent.body.data.paymentIntentId}/confirm`, {
        clientSecret: intent.body.data.clientSecret,
        paymentMethodId: card.body.data.id,
      }),
    'confirm',
  );
  return paid.status === 200 && paid.body.data.status === 'succeeded'
    ? (intent.body.data.paymentIntentId as string)
    : null;
}

async function run(ops: Op[], terms: { discountType: string; discountValue: number; maxUses: number }) {
  const schedule = await t.schedule({ price: 40 + Math.floor(Math.random() * 90), capacity: 8 });
  const code = `P${randomUUID().slice(0, 10).toUpperCase()}`;
  const v = await t.as(admin).post('/v1/vouchers', { code, data: terms });
  expect(v.status).toBe(201);
  const made: Made[] = [];
  const pick = (n: number) => (made.length ? made[n % made.length] : undefined);
  for (const o of ops) {
    if (o.t === 'book') {
      const who = people[o.who]!;
      const res = no5xx(
        await t
          .as(who)
          .post('/v1/bookings', bookBody(who, schedule.id, o.seats, o.voucher ? { voucherCode: code } : {})),
        'book',
      );
      if (res.status === 201) made.push({ id: res.body.data.id, owner: who, captured: [] });
    } else if (o.t === 'expire') {
      t.advance(16 * 60_000);
      await t.handle.sweep();
    } else {
      const b = pick(o.pick);
      if (!b) continue;
      if (o.t === 'giveBack') {
        const seats = (await t.as(b.owner).get(`/v1/booking-seats?filter[bookingId]=${b.id}`)).body.data as {
          id: string;
          position: number;
          cancelledAt: string | null;
        }[];
        const open = seats.filter((s) => s.position > 1 && !s.cancelledAt).pop();
        if (open) no5xx(await t.as(b.owner).post(`/v1/booking-seats/${open.id}/cancel`), 'give back');
      } else if (o.t === 'pay' || o.t === 'capture') {
        const intentId = await capture(b.id, b.owner);
        if (intentId && o.t === 'pay')
          no5xx(
            await t.as(b.owner).post(`/v1/payments/bookings/${b.id}/finalize`, { paymentIntentId: intentId }),
            'finalize',
          );
        else if (intentId) b.captured.push(intentId);
      } else if (o.t === 'finalize') {
        const intentId = b.captured.shift();
        if (intentId)
          no5xx(
            await t.as(b.owner).post(`/v1/payments/bookings/${b.id}/finalize`, { paymentIntentId: intentId }),
            'late finalize',
          );
      } else if (o.t === 'cancel') {
        no5xx(await t.as(b.owner).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Property test' }), 'cancel');
      }
    }
  }
  // Captures nobody finalized are the reconciliation's: one more sweep after its interval settles them.
  t.advance(11 * 60_000);
  await t.handle.sweep();
  await checkBooks(schedule.id, code, terms);
}

/** The voucher's rule, worked out here independently of the service (minor units). */
function expectedDiscount(subtotal: number, terms: { discountType: string; discountValue: number }) {
  return terms.discountType === 'percentage'
    ? Math.round((subtotal * terms.discountValue) / 100)
    : Math.min(terms.discountValue * 100, subtotal);
}

async function checkBooks(
  scheduleId: string,
  code: string,
  terms: { discountType: string; discountValue: number },
) {
  const q = async (sql: string, params: unknown[]) => (await t.pg.query(sql, params)).rows;
  const bookings = await q(
    `select id, status, seats, unit_price, subtotal, discount, amount, voucher_code from bookings.bookings where workshop_schedule_id = $1`,
    [scheduleId],
  );
  for (const b of bookings) {
    const [m] = await q(
      `select
         coalesce((select sum(amount) from bookings.payments where booking_id = $1 and applied), 0)::int as paid,
         coalesce((select sum(r.amount) from bookings.refunds r join bookings.payments p on p.id = r.payment_id
                   where r.booking_id = $1 and p.applied and r.status not in ('failed', 'canceled')), 0)::int as refunded,
         (select count(*) from bookings.payments where booking_id = $1 and applied)::int as applied`,
      [b.id],
    );
    // The price is the price of the seats kept (the database refuses anything else; checked anyway).
    expect(b.subtotal).toBe(b.unit_price * b.seats);
    expect(b.amount).toBe(b.subtotal - b.discount);
    // ...and its discount is the voucher's rule on that subtotal, not what it was for more seats.
    expect({ id: b.id, discount: b.discount }).toEqual({
      id: b.id,
      discount: b.voucher_code ? expectedDiscount(b.subtotal, terms) : 0,
    });
    const kept = m.paid - m.refunded;
    if (b.status === 'CONFIRMED')
      expect({ id: b.id, kept }).toEqual({ id: b.id, kept: m.applied ? b.amount : 0 });
    if (b.status === 'CONFIRMED' && b.amount > 0) expect(m.applied).toBe(1);
    if (b.status === 'CANCELLED') expect({ id: b.id, kept }).toEqual({ id: b.id, kept: 0 });
    if (b.status === 'PENDING') expect(m.applied).toBe(0);
  }
  // Captures that paid nothing went back whole.
  const unapplied = await q(
    `select p.id, p.amount, coalesce(sum(r.amount) filter (where r.status not in ('failed', 'canceled')), 0)::int as back
       from bookings.payments p join bookings.bookings b on b.id = p.booking_id left join bookings.refunds r on r.payment_id = p.id
      where b.workshop_schedule_id = $1 and not p.applied group by p.id, p.amount`,
    [scheduleId],
  );
  for (const u of unapplied) expect(u.back).toBe(u.amount);
  // Voucher uses = bookings holding or having used it; never past maxUses.
  const [voucher] = await q(`select id, uses, max_uses from bookings.vouchers where code = $1`, [code]);
  const [live] = await q(
    `select count(*)::int as n from bookings.voucher_redemptions where voucher_id = $1 and status in ('HELD', 'CONFIRMED')`,
    [voucher.id],
  );
  expect(voucher.uses).toBe(live.n);
  expect(voucher.uses).toBeLessThanOrEqual(voucher.max_uses);
  const [held] = await q(
    `select count(*)::int as n from bookings.voucher_redemptions r join bookings.bookings b on b.id = r.booking_id
      where r.voucher_id = $1 and ((r.status = 'HELD') <> (b.status = 'PENDING'))`,
    [voucher.id],
  );
  expect(held.n).toBe(0);
  // Seats taken = seats of live bookings.
  const [seats] = await q(
    `select (select seats_taken from bookings.schedule_copies where id = $1)::int as taken,
            coalesce((select sum(seats) from bookings.bookings where workshop_schedule_id = $1 and status in ('PENDING', 'CONFIRMED')), 0)::int as live`,
    [scheduleId],
  );
  expect(seats.taken).toBe(seats.live);
  // The processor's books = the ledger's.
  const [books] = await q(
    `with ours as (select b.id from bookings.bookings b where b.workshop_schedule_id = $1),
          intents as (select i.* from bookings.sandbox_intents i where i.metadata->>'bookingId' in (select id::text from ours))
     select
       coalesce((select sum(amount) from intents where status = 'succeeded'), 0)::int as captured,
       coalesce((select sum(amount) from bookings.payments where booking_id in (select id from ours)), 0)::int as recorded,
       coalesce((select sum(r.amount) from bookings.sandbox_refunds r where r.payment_intent_id in (select id from intents) and r.status <> 'failed'), 0)::int as returned,
       coalesce((select sum(amount) from bookings.refunds where booking_id in (select id from ours) and status not in ('failed', 'canceled')), 0)::int as refunded`,
    [scheduleId],
  );
  expect({ captured: books.captured, returned: books.returned }).toEqual({
    captured: books.recorded,
    returned: books.refunded,
  });
}

describe('the books balance after any sequence of money moves', () => {
  it('holds for random sequences of book, give back, pay, expire, late finalize and cancel', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 14 }), voucherTerms, async (ops, terms) => {
        await run(ops, terms);
      }),
      { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 30), endOnFailure: true },
    );
  }, 300_000);
});

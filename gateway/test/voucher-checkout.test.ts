// Vouchers at checkout through the whole product on PostgreSQL: verify's answer and its refusals in
// the spec's words, a voucher applied with the booking (its use held with the seats, given back when
// the hold expires, counted for good once paid), a free voucher that confirms without a card, and 50
// bookers redeeming the last use at once: exactly one gets it.
import { sql } from 'drizzle-orm';
import {
  bootTestGateway,
  eventually,
  raceSchedule,
  signedInBookers,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';

const RACERS = 50;
const ADDRESS = { addressLine1: 'Gutschein 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };

let gw: TestGateway;
let admin: Browser;
let bookers: Browser[];
const clock = { offsetMs: 0 };

beforeAll(async () => {
  gw = await bootTestGateway(
    { API_RATE_LIMIT_MAX: '100000' },
    { bookings: { now: () => new Date(Date.now() + clock.offsetMs), sweepIntervalMs: 0 } },
  );
  admin = gw.browser();
  await admin.login('admin@example.com');
  bookers = await signedInBookers(admin, () => gw.browser(), RACERS);
}, 240_000);
afterAll(async () => {
  await gw?.close();
});

const db = () => gw.embedded.services.bookings.context.db;
const one = async (query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

let n = 0;
async function voucher(data: object, extra: object = {}) {
  const res = await admin.post('/v1/vouchers', {
    code: `co-${Date.now().toString(36)}-${++n}`,
    data,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; code: string };
}

async function schedule(price = 40, capacity = 60) {
  const id = await raceSchedule(admin, capacity, price);
  await eventually(async () =>
    Number((await one(sql`select count(*) as n from bookings.schedule_copies where id = ${id}`)).n),
  );
  return id;
}

const book = (b: Browser, scheduleId: string, extra: object = {}) =>
  b.post('/v1/bookings', {
    userId: b.userId,
    workshopScheduleId: scheduleId,
    seats: 2,
    address: ADDRESS,
    ...extra,
  });

const uses = async (id: string) =>
  Number((await one(sql`select uses from bookings.vouchers where id = ${id}`)).uses);

describe('GET /v1/vouchers/verify/{code}', () => {
  it('previews the discount on the server-priced subtotal', async () => {
    const id = await schedule(40);
    const v = await voucher({ discountType: 'percentage', discountValue: 25, maxDiscount: 15 });
    const res = await bookers[0]!.get(
      `/v1/vouchers/verify/${v.code.toLowerCase()}?workshopScheduleId=${id}&seats=2`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      code: v.code,
      discountType: 'percentage',
      discountValue: 25,
      maxDiscount: 15,
      appliesTo: null,
      usesLeft: null,
      expiresAt: null,
      currency: 'EUR',
      subtotal: 80,
      discount: 15,
      amount: 65,
    });
  });

  it('says why a code gives nothing, on `code`', async () => {
    const id = await schedule(40);
    const expired = await voucher({ discountType: 'fixed', discountValue: 5 }, { expiresAt: '2020-01-01' });
    const elsewhere = await voucher(
      { discountType: 'fixed', discountValue: 5 },
      { modelType: 'workshop-schedule', modelId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' },
    );
    const usedUp = await voucher({ discountType: 'free', maxUses: 1 });
    expect((await book(bookers[1]!, id, { voucherCode: usedUp.code })).status).toBe(201);
    const ask = (code: string) =>
      bookers[0]!.get(`/v1/vouchers/verify/${code}?workshopScheduleId=${id}&seats=1`);
    const said = async (code: string) => {
      const res = await ask(code);
      expect(res.status).toBe(422);
      return res.body.errors.code;
    };
    expect(await said('NO-SUCH-CODE')).toEqual(['This voucher does not exist']);
    expect(await said(expired.code)).toEqual(['This voucher has expired']);
    expect(await said(elsewhere.code)).toEqual(['This voucher does not apply to this workshop']);
    expect(await said(usedUp.code)).toEqual(['This voucher has been used up']);
    expect((await gw.browser().get(`/v1/vouchers/verify/X?workshopScheduleId=${id}`)).status).toBe(401);
  });
});

describe('a voucher with the booking', () => {
  it('takes its use with the hold and gives it back when the hold expires', async () => {
    const id = await schedule(40);
    const v = await voucher({ discountType: 'fixed', discountValue: 10, maxUses: 5 });
    const res = await book(bookers[2]!, id, { voucherCode: v.code.toLowerCase() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      subtotal: 80,
      discount: 10,
      amount: 70,
      voucherCode: v.code,
    });
    expect(await uses(v.id)).toBe(1);
    const intent = await bookers[2]!.post(`/v1/payments/bookings/${res.body.data.id}/payment-intent`);
    expect(intent.body.data.amount).toBe(70);
    clock.offsetMs += 16 * 60_000;
    await gw.embedded.services.bookings.sweep();
    clock.offsetMs -= 16 * 60_000;
    expect(await uses(v.id)).toBe(0);
    const row = await one(
      sql`select status from bookings.voucher_redemptions where booking_id = ${res.body.data.id}`,
    );
    expect(row.status).toBe('RELEASED');
  });

  it('refuses a booking whose code does not apply, and takes nothing', async () => {
    const id = await schedule(40);
    const res = await book(bookers[3]!, id, { voucherCode: 'NOPE-NOPE' });
    expect(res.status).toBe(422);
    expect(res.body.errors.voucherCode).toEqual(['This voucher does not exist']);
    expect(
      Number((await one(sql`select seats_taken from bookings.schedule_copies where id = ${id}`)).seats_taken),
    ).toBe(0);
  });

  it('confirms a booking a free voucher pays in full, without a card', async () => {
    const id = await schedule(40);
    const v = await voucher({ discountType: 'free', maxUses: 3 });
    const res = await book(bookers[4]!, id, { voucherCode: v.code });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'CONFIRMED', amount: 0, discount: 80, expiresAt: null });
    const row = await one(
      sql`select status from bookings.voucher_redemptions where booking_id = ${res.body.data.id}`,
    );
    expect(row.status).toBe('CONFIRMED');
    // Created and confirmed, once each (the outbox orders by the millisecond, so not compared in order).
    const subjects = (
      (await db().execute(
        sql`select subject from bookings.outbox where envelope->'data'->>'bookingId' = ${res.body.data.id} order by occurred_at, id`,
      )) as unknown as { rows: { subject: string }[] }
    ).rows.map((r) => r.subject);
    expect(subjects.filter((x) => x.startsWith('bookings.booking.')).sort()).toEqual([
      'bookings.booking.confirmed',
      'bookings.booking.created',
    ]);
    expect(subjects).toContain('bookings.voucher.redeemed');
  });
});

describe('POST /v1/vouchers/{id}/redeem', () => {
  it('gives the last use to exactly one of 50 bookers redeeming at once', async () => {
    const id = await schedule(40, RACERS * 2 + 10);
    const v = await voucher({ discountType: 'fixed', discountValue: 15, maxUses: 3 });
    // Two uses already gone: one left.
    for (const b of bookers.slice(5, 7))
      expect((await book(b, id, { voucherCode: v.code })).status).toBe(201);
    const held = await Promise.all(bookers.map(async (b) => (await book(b, id)).body.data.id as string));
    const tokens = await Promise.all(bookers.map((b) => b.csrf()));
    const answers = await Promise.all(
      bookers.map((b, i) =>
        b.agent
          .post(`/v1/vouchers/${v.id}/redeem`)
          .set('X-XSRF-TOKEN', tokens[i]!)
          .send({ bookingId: held[i] }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ discount: 15, amount: 65 });
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(422);
      expect(a.body.errors.code).toEqual(['This voucher has been used up']);
    }
    expect(await uses(v.id)).toBe(3);
    const redeemed = await one(
      sql`select count(*) as n from bookings.voucher_redemptions where voucher_id = ${v.id} and status = 'HELD'`,
    );
    expect(Number(redeemed.n)).toBe(3);
    const discounted = await one(
      sql`select count(*) as n from bookings.bookings where voucher_code = ${v.code}`,
    );
    expect(Number(discounted.n)).toBe(3);
    const listed = await admin.get(`/v1/vouchers/${v.id}/redemptions`);
    expect(listed.body.data.map((r: { status: string }) => r.status)).toEqual(['HELD', 'HELD', 'HELD']);
    expect(listed.body.data.map((r: { bookingId: string }) => r.bookingId)).toContain(won[0]!.body.data.id);
  });

  it("applies only to the caller's own held booking, once", async () => {
    const id = await schedule(40);
    const v = await voucher({ discountType: 'fixed', discountValue: 5 });
    const mine = (await book(bookers[8]!, id)).body.data.id;
    const theirs = await bookers[9]!.post(`/v1/vouchers/${v.id}/redeem`, { bookingId: mine });
    expect(theirs.status).toBe(422);
    expect((await bookers[8]!.post(`/v1/vouchers/${v.id}/redeem`, { bookingId: mine })).status).toBe(200);
    expect((await bookers[8]!.post(`/v1/vouchers/${v.id}/redeem`, { bookingId: mine })).status).toBe(409);
    expect(await uses(v.id)).toBe(1);
  });

  it('commits a redemption together with the answer a retry replays: an answer that cannot be stored takes the redemption back', async () => {
    const id = await schedule(40);
    const v = await voucher({ discountType: 'fixed', discountValue: 5 });
    const b = bookers[10]!;
    const mine = (await book(b, id)).body.data.id as string;
    const key = `redeem-${mine}`;
    const redeem = async () =>
      b.agent
        .post(`/v1/vouchers/${v.id}/redeem`)
        .set('X-XSRF-TOKEN', await b.csrf())
        .set('Idempotency-Key', key)
        .send({ bookingId: mine });
    // The answer cannot be stored (what a crash between the redemption and its answer would leave):
    // a trigger refuses it for this key.
    await db().execute(
      sql.raw(`create or replace function bookings.refuse_answer() returns trigger language plpgsql as $$
        begin
          if new.key = '${key}' and new.status_code is not null then raise exception 'answer not stored'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw('create trigger refuse_answer before update on bookings.idempotency_keys for each row execute function bookings.refuse_answer()'),
    );
    try {
      expect((await redeem()).status).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_answer on bookings.idempotency_keys'));
      await db().execute(sql.raw('drop function bookings.refuse_answer()'));
    }
    // Nothing of it stayed: no use counted, the booking has no voucher.
    expect(await uses(v.id)).toBe(0);
    expect((await one(sql`select voucher_code from bookings.bookings where id = ${mine}`)).voucher_code).toBeNull();
    // The retry with the same key runs afresh and redeems; the next one replays that answer.
    const retry = await redeem();
    expect([retry.status, retry.headers['idempotent-replayed'], retry.body.data.discount]).toEqual([200, undefined, 5]);
    const again = await redeem();
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.body).toEqual(retry.body);
    expect(await uses(v.id)).toBe(1);
  });
});

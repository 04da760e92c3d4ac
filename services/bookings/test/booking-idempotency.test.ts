// Idempotency-Key on POST /v1/bookings: a retried booking is the same booking, never a second one.
import { randomUUID } from 'node:crypto';
import { bookBody, bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
beforeAll(async () => {
  t = await bootBookings();
  booker = await t.person('booker');
});
afterAll(async () => {
  await t.close();
});

const post = (who: Person, body: object, key: string) =>
  t.as(who).post('/v1/bookings', body, { 'Idempotency-Key': key });
const bookingsOf = async (scheduleId: string) =>
  (
    await t.pg.query('select count(*)::int as n from bookings.bookings where workshop_schedule_id = $1', [
      scheduleId,
    ])
  ).rows[0].n as number;

describe('POST /v1/bookings with Idempotency-Key', () => {
  it('replays the first answer for the same key and body within 24 hours', async () => {
    const s = await t.schedule({ capacity: 5 });
    const key = randomUUID();
    const first = await post(booker, bookBody(booker, s.id, 2), key);
    expect(first.status).toBe(201);
    const again = await post(booker, bookBody(booker, s.id, 2), key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await bookingsOf(s.id)).toBe(1);
    expect(await t.seatsTaken(s.id)).toBe(2);
    t.advance(24 * 3_600_000 + 60_000);
    try {
      const later = await post(booker, bookBody(booker, s.id, 2), key);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('refuses the same key with another body (422 on Idempotency-Key), and books nothing', async () => {
    const s = await t.schedule({ capacity: 5 });
    const key = randomUUID();
    await post(booker, bookBody(booker, s.id, 1), key);
    const res = await post(booker, bookBody(booker, s.id, 3), key);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
    });
    expect(await t.seatsTaken(s.id)).toBe(1);
  });

  it('keeps keys per user', async () => {
    const s = await t.schedule({ capacity: 5 });
    const key = randomUUID();
    await post(booker, bookBody(booker, s.id, 1), key);
    const someone = await t.person('booker');
    const other = await post(someone, bookBody(someone, s.id, 1), key);
    expect(other.status).toBe(201);
    expect(await bookingsOf(s.id)).toBe(2);
  });

  it('makes one booking out of concurrent duplicates: the rest replay it, none hears 409', async () => {
    const s = await t.schedule({ capacity: 50 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(booker, bookBody(booker, s.id, 1), key)),
    );
    expect(await bookingsOf(s.id)).toBe(1);
    expect(await t.seatsTaken(s.id)).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const made = answers.filter((r) => !r.headers['idempotent-replayed']);
    expect(made).toHaveLength(1);
    for (const r of answers) expect(r.body).toEqual(made[0]!.body);
  });

  it('never tells a duplicate of the booking that took the last seat that it is sold out', async () => {
    // The losers' statements take nothing, and a fresh read then says sold out: that 409 gives way to
    // the booking stored under their key. Another booker asking afterwards hears 409.
    const s = await t.schedule({ capacity: 1 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(booker, bookBody(booker, s.id, 1), key)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await bookingsOf(s.id)).toBe(1);
    const someone = await t.person('booker');
    const late = await post(someone, bookBody(someone, s.id, 1), randomUUID());
    expect([late.status, late.body.seatsLeft]).toEqual([409, 0]);
    // And again within the second the sold-out copy is kept: still 409, still one booking.
    const again = await post(someone, bookBody(someone, s.id, 1), randomUUID());
    expect([again.status, again.body.seatsLeft]).toEqual([409, 0]);
    expect(await bookingsOf(s.id)).toBe(1);
  });

  it('writes no claim before the booking: the key’s only row is the answer its statement stored', async () => {
    const s = await t.schedule({ capacity: 5 });
    const key = randomUUID();
    const first = await post(booker, bookBody(booker, s.id, 1), key);
    const rows = await t.pg.query(
      'select status_code, body, owner, lease_until from bookings.idempotency_keys where key = $1',
      [key],
    );
    expect(rows.rows).toEqual([{ status_code: 201, body: first.body, owner: null, lease_until: null }]);
  });

  it('makes one booking with a voucher out of concurrent duplicates, its answer stored with it', async () => {
    const admin = await t.person('admin');
    const s = await t.schedule({ capacity: 50, price: 100 });
    const code = `ONCE-${randomUUID().slice(0, 8)}`.toUpperCase();
    const voucher = await t.as(admin).post('/v1/vouchers', {
      code,
      data: { discountType: 'fixed', discountValue: 10, maxUses: 5 },
    });
    expect(voucher.status).toBe(201);
    const key = randomUUID();
    const body = { ...bookBody(booker, s.id, 1), voucherCode: code };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(booker, body, key)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data.amount).toBe(90);
    expect(await bookingsOf(s.id)).toBe(1);
    const uses = await t.as(admin).get(`/v1/vouchers/${voucher.body.data.id}/redemptions`);
    expect(uses.body.data).toHaveLength(1);
  });

  it('stores the answer with the booking: a retry gets what the booking’s statement stored', async () => {
    // Any later store of the answer fails (as when the process died right after the booking): what a
    // retry gets is what the booking's own statement stored.
    await t.pg.query(`create or replace function bookings.refuse_second_answer() returns trigger
      language plpgsql as $$ begin
        if old.status_code is not null then raise exception 'the answer is stored already'; end if;
        return new;
      end $$`);
    await t.pg.query(`create trigger refuse_second_answer before update on bookings.idempotency_keys
      for each row execute function bookings.refuse_second_answer()`);
    try {
      const s = await t.schedule({ capacity: 5 });
      const key = randomUUID();
      const first = await post(booker, bookBody(booker, s.id, 2), key);
      expect(first.status).toBe(201);
      expect(first.body.data.schedule.seatsLeft).toBe(3);
      const again = await post(booker, bookBody(booker, s.id, 2), key);
      expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
      expect(again.body).toEqual(first.body);
      expect(await bookingsOf(s.id)).toBe(1);
      expect(await t.seatsTaken(s.id)).toBe(2);
    } finally {
      await t.pg.query('drop trigger refuse_second_answer on bookings.idempotency_keys');
    }
  });

  it('replays a refusal as it was (409 Not enough seats left)', async () => {
    const s = await t.schedule({ capacity: 1 });
    const key = randomUUID();
    const first = await post(booker, bookBody(booker, s.id, 2), key);
    expect(first.status).toBe(409);
    const again = await post(booker, bookBody(booker, s.id, 2), key);
    expect([again.status, again.body.seatsLeft, again.headers['idempotent-replayed']]).toEqual([
      409,
      1,
      'true',
    ]);
  });
});

// The money paths an attacker tried (issue 23): seats given back are priced again with the voucher's
// rule, a payment that went through is never dropped when its intent is replaced, and a late payment
// cannot use a voucher past its maxUses. Each case failed before the fix.
import { randomUUID } from 'node:crypto';
import { bookBody, bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let booker: Person;
let other: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, other, admin] = [await t.person('booker'), await t.person('booker'), await t.person('admin')];
});
afterAll(async () => {
  await t.close();
});

async function voucher(data: object, code = `V${randomUUID().slice(0, 8).toUpperCase()}`) {
  const res = await t.as(admin).post('/v1/vouchers', { code, data });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; code: string };
}

const booking = async (id: string, who: Person = booker) =>
  (await t.as(who).get(`/v1/bookings/${id}?include=seats`)).body.data;

const seatIds = async (id: string) =>
  (
    (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${id}`)).body.data as {
      id: string;
      position: number;
    }[]
  )
    .sort((a, b) => a.position - b.position)
    .map((s) => s.id);

/** Hands the booking's payment events from the outbox to the bus, as the relay would; then the mails. */
async function mailsAfterRelay(bookingId: string, who: Person) {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject like 'bookings.payment.%' and envelope->'data'->>'bookingId' = $1`,
    [bookingId],
  );
  for (const r of rows) await t.deliver(r.envelope);
  return (await t.mails()).filter((mail) => mail.to.includes(who.email) && /refunded/.test(mail.subject));
}

const money = async (id: string) =>
  (await t.as(admin).get(`/v1/payments/bookings/${id}`)).body.data as {
    payments: { amount: number; applied: boolean; paymentIntentId: string }[];
    refunds: { amount: number; status: string; reason: string }[];
    invoices: { kind: string; total: number }[];
    intents: { id: string; status: string; open: boolean }[];
  };

async function openIntent(bookingId: string, who: Person = booker) {
  const res = await t.as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`);
  expect(res.status).toBe(200);
  return res.body.data as { paymentIntentId: string; clientSecret: string; amount: number };
}

/** The page's card step: the processor captures the intent; nobody finalizes yet. */
async function captureAtProcessor(intent: { paymentIntentId: string; clientSecret: string }) {
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const paid = await t
    .as(null)
    .post(`/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethodId: card.body.data.id,
    });
  expect(paid.body.data.status).toBe('succeeded');
}

const finalize = (bookingId: string, paymentIntentId: string, who: Person = booker) =>
  t.as(who).post(`/v1/payments/bookings/${bookingId}/finalize`, { paymentIntentId });

async function pay(bookingId: string) {
  const intent = await openIntent(bookingId);
  await captureAtProcessor(intent);
  const fin = await finalize(bookingId, intent.paymentIntentId);
  expect(fin.status).toBe(200);
  return intent;
}

/** What the processor took and gave back for these intents (minor units), read from its own records. */
async function atProcessor(intentIds: string[]) {
  const captured = await t.pg.query(
    `select coalesce(sum(amount), 0)::int as n from bookings.sandbox_intents where id = any($1) and status = 'succeeded'`,
    [intentIds],
  );
  const refunded = await t.pg.query(
    `select coalesce(sum(amount), 0)::int as n from bookings.sandbox_refunds where payment_intent_id = any($1) and status <> 'failed'`,
    [intentIds],
  );
  return { captured: captured.rows[0].n as number, refunded: refunded.rows[0].n as number };
}

describe('seats given back are priced again', () => {
  it('re-applies a percentage voucher to the seats kept (held booking)', async () => {
    const s = await t.schedule({ price: 129, capacity: 20 });
    const v = await voucher({ discountType: 'percentage', discountValue: 10 });
    const b = await t.book(booker, s.id, 10, { voucherCode: v.code });
    expect(b).toMatchObject({ subtotal: 1290, discount: 129, amount: 1161 });
    const seats = await seatIds(b.id);
    for (const id of seats.slice(2))
      expect((await t.as(booker).post(`/v1/booking-seats/${id}/cancel`)).status).toBe(200);
    // 10 % of 2 × 129.00, not the 129.00 worked out for ten seats.
    expect(await booking(b.id)).toMatchObject({ seats: 2, subtotal: 258, discount: 25.8, amount: 232.2 });
    const intent = await openIntent(b.id);
    expect(intent.amount).toBe(232.2);
  });

  it('refunds a paid booking what it paid beyond its new price, never more', async () => {
    const s = await t.schedule({ price: 129, capacity: 20 });
    const v = await voucher({ discountType: 'percentage', discountValue: 10 });
    const b = await t.book(booker, s.id, 10, { voucherCode: v.code });
    await pay(b.id);
    const seats = await seatIds(b.id);
    for (const id of seats.slice(2))
      expect((await t.as(booker).post(`/v1/booking-seats/${id}/cancel`)).status).toBe(200);
    const after = await booking(b.id);
    expect(after).toMatchObject({ status: 'CONFIRMED', seats: 2, amount: 232.2, amountPaid: 1161 });
    const m = await money(b.id);
    const refunded = m.refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    // Paid − refunded = the price of the two seats kept.
    expect(116100 - refunded).toBe(23220);
    expect(m.invoices.filter((i) => i.kind === 'credit-note')).toHaveLength(8);
    // Cancelling the rest gives back exactly what is left.
    expect((await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    const all = (await money(b.id)).refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    expect(all).toBe(116100);
  });

  it('prints the reason given with a seat on its refund, and refuses one on two lines', async () => {
    const s = await t.schedule({ price: 60, capacity: 5 });
    const b = await t.book(booker, s.id, 2);
    await pay(b.id);
    const [, second] = await seatIds(b.id);
    const forged = await t
      .as(admin)
      .post(`/v1/booking-seats/${second}/cancel`, { reason: 'Ill\nPAID IN FULL' });
    expect([forged.status, Object.keys(forged.body.errors ?? {})]).toEqual([422, ['reason']]);
    const res = await t.as(admin).post(`/v1/booking-seats/${second}/cancel`, { reason: 'Attendee fell ill' });
    expect(res.status).toBe(200);
    expect((await money(b.id)).refunds).toEqual([
      expect.objectContaining({ amount: 60, reason: 'Attendee fell ill' }),
    ]);
  });

  it('confirms a held booking that giving a seat back made free, instead of stranding it', async () => {
    const s = await t.schedule({ price: 80, capacity: 5 });
    const v = await voucher({ discountType: 'fixed', discountValue: 100 });
    const b = await t.book(booker, s.id, 2, { voucherCode: v.code });
    expect(b).toMatchObject({ status: 'PENDING', amount: 60 });
    const [, second] = await seatIds(b.id);
    expect((await t.as(booker).post(`/v1/booking-seats/${second}/cancel`)).status).toBe(200);
    expect(await booking(b.id)).toMatchObject({ status: 'CONFIRMED', seats: 1, discount: 80, amount: 0 });
    expect((await t.events('bookings.booking.confirmed')).map((e) => e.bookingId)).toContain(b.id);
  });

  it('is held by the database: a price that does not add up is refused', async () => {
    const s = await t.schedule({ price: 50 });
    const b = await t.book(booker, s.id, 2);
    await expect(t.pg.query('update bookings.bookings set seats = 1 where id = $1', [b.id])).rejects.toThrow(
      /bookings_price_check/,
    );
  });
});

describe('a payment that went through is never dropped', () => {
  it('settles the first intent when it is replaced after the processor captured it', async () => {
    const s = await t.schedule({ price: 80, capacity: 5 });
    const b = await t.book(booker, s.id, 2);
    const first = await openIntent(b.id);
    await captureAtProcessor(first);
    const [, second] = await seatIds(b.id);
    expect((await t.as(booker).post(`/v1/booking-seats/${second}/cancel`)).status).toBe(200);
    // The booking costs 80.00 now; the captured 160.00 cannot pay it and goes back in full.
    const next = await openIntent(b.id);
    expect(next.amount).toBe(80);
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
    await captureAtProcessor(next);
    expect((await finalize(b.id, next.paymentIntentId)).body.data).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 80,
    });
    const late = await finalize(b.id, first.paymentIntentId);
    expect(late.status).toBe(409);
    const m = await money(b.id);
    expect(m.payments.map((p) => [p.amount, p.applied]).sort()).toEqual([
      [160, false],
      [80, true],
    ]);
    expect(m.refunds).toEqual([expect.objectContaining({ amount: 160, status: 'succeeded' })]);
    // What the processor took = the ledger's payments; what it gave back = the refunds.
    expect(await atProcessor([first.paymentIntentId, next.paymentIntentId])).toEqual({
      captured: 24000,
      refunded: 16000,
    });
    // The booker is told, once.
    const told = await mailsAfterRelay(b.id, booker);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/€160\.00/);
    expect(told[0]!.text).toMatch(/could not be applied/);
  });

  it('applies a captured intent the page never finalized when the booker asks again', async () => {
    const s = await t.schedule({ price: 45 });
    const b = await t.book(booker, s.id, 1);
    const first = await openIntent(b.id);
    await captureAtProcessor(first);
    // Same price: asking for an intent again finds the booking paid.
    const again = await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`);
    expect(again.status).toBe(200);
    expect(again.body.data.paymentIntentId).toBe(first.paymentIntentId);
    expect(again.body.data.status).toBe('succeeded');
    expect((await finalize(b.id, first.paymentIntentId)).body.data).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 45,
    });
  });
});

describe('a late payment re-checks what the hold guaranteed', () => {
  it('cannot take a voucher use that went to someone else meanwhile', async () => {
    const s = await t.schedule({ price: 100, capacity: 10 });
    const v = await voucher({ discountType: 'percentage', discountValue: 50, maxUses: 1 });
    const x = await t.book(booker, s.id, 1, { voucherCode: v.code });
    const intent = await openIntent(x.id);
    t.advance(16 * 60_000);
    await t.handle.sweep();
    expect((await booking(x.id)).status).toBe('CANCELLED');
    // The use went back with the hold; someone else takes it.
    const y = await t.book(other, s.id, 1, { voucherCode: v.code });
    expect(y).toMatchObject({ discount: 50 });
    await captureAtProcessor(intent);
    const fin = await finalize(x.id, intent.paymentIntentId);
    expect(fin.status).toBe(200);
    expect(fin.body.data).toMatchObject({ status: 'CANCELLED' });
    expect(fin.body.data.cancellationReason).toMatch(/refunded in full/);
    expect((await money(x.id)).refunds).toEqual([
      expect.objectContaining({ amount: 50, status: 'succeeded' }),
    ]);
    const used = (await t.as(admin).get(`/v1/vouchers/${v.id}`)).body.data;
    expect(used.uses).toBe(1);
    const told = (await mailsAfterRelay(x.id, booker)).filter((mail) => /€50\.00/.test(mail.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(/after the hold on your seats had expired/);
  });

  it('takes the voucher use and the seats again when both are free', async () => {
    const s = await t.schedule({ price: 100, capacity: 10 });
    const v = await voucher({ discountType: 'percentage', discountValue: 50, maxUses: 1 });
    const x = await t.book(booker, s.id, 1, { voucherCode: v.code });
    const intent = await openIntent(x.id);
    t.advance(16 * 60_000);
    await t.handle.sweep();
    await captureAtProcessor(intent);
    expect((await finalize(x.id, intent.paymentIntentId)).body.data).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 50,
    });
    expect((await t.as(admin).get(`/v1/vouchers/${v.id}`)).body.data.uses).toBe(1);
    // The use is counted: nobody else gets it.
    const y = await t.as(other).post('/v1/bookings', bookBody(other, s.id, 1, { voucherCode: v.code }));
    expect(y.status).toBe(422);
  });
});

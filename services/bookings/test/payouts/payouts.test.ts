// Coach payouts over real bookings, payments and refunds: figures worked out by hand, the states,
// who sees what, the CSV and the statement, and a refund after a payout was paid carried to the next.
import { randomUUID } from 'node:crypto';
import { createEndedPayouts } from '../../src/domain/payouts/payout-sweep';
import { DAY, bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let coach: Person;
let otherCoach: Person;
let booker: Person;
let booker2: Person;
let admin: Person;

beforeAll(async () => {
  t = await bootBookings();
  coach = await t.person('coach');
  otherCoach = await t.person('coach');
  booker = await t.person();
  booker2 = await t.person();
  admin = await t.person('admin');
});
afterAll(() => t.close());

async function pay(bookingId: string, who: Person) {
  const intent = (await t.as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  await t.as(null).post(`/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    paymentMethodId: card.body.data.id,
  });
  const fin = await t.as(who).post(`/v1/payments/bookings/${bookingId}/finalize`, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(fin.body.data.status).toBe('CONFIRMED');
}

async function paidBooking(who: Person, scheduleId: string, seats: number) {
  const b = await t.book(who, scheduleId, seats);
  await pay(b.id, who);
  return b;
}

const list = async (who: Person, query = '') => {
  const res = await t.as(who).get(`/v1/payouts${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: Record<string, unknown>[]; meta: { total: number } };
};

describe('coach payouts', () => {
  let s1: { id: string; workshopId: string };
  let first: Booking;
  type Booking = { id: string };
  let payoutId: string;

  it('owes a coach what was paid less refunds less the fee, due 7 days after the end', async () => {
    s1 = await t.schedule({ coachId: coach.id, price: 100 });
    const cancelled = await t.schedule({ coachId: coach.id, price: 80 });
    const s3 = await t.schedule({ coachId: otherCoach.id, price: 50 });
    first = await paidBooking(booker, s1.id, 2); // 200.00
    const second = await paidBooking(booker2, s1.id, 1); // 100.00
    // More than 48 hours before the start: refunded in full.
    expect(
      (await t.as(booker2).post(`/v1/bookings/${second.id}/cancel`, { reason: 'Plans changed' })).status,
    ).toBe(200);
    await paidBooking(booker, cancelled.id, 1);
    await t.schedule(
      {
        ...cancelled,
        status: 'PUBLISHED',
        cancelledAt: t.now().toISOString(),
        cancelledBy: admin.id,
        cancellationReason: 'Ill',
        updatedAt: t.now().toISOString(),
      } as never,
      'workshops.schedule.cancelled',
    );
    await paidBooking(booker2, s3.id, 1); // 50.00

    expect(await list(admin)).toMatchObject({ meta: { total: 0 } });
    t.advance(8 * DAY); // every schedule has ended
    await t.handle.sweep();
    const mine = await list(coach);
    expect(mine.data).toHaveLength(1); // the cancelled schedule owes nothing
    expect(mine.data[0]).toMatchObject({
      workshopScheduleId: s1.id,
      gross: 300,
      refunds: 100,
      feePercent: 15,
      fee: 30,
      adjustments: 0,
      amount: 170,
      status: 'PENDING',
    });
    payoutId = mine.data[0]!.id as string;
    const ends = Date.parse(mine.data[0]!.scheduleEnd as string);
    expect(Date.parse(mine.data[0]!.dueAt as string)).toBe(ends + 7 * DAY);
    // 15 % of 50.00 is 7.50.
    expect((await list(otherCoach)).data.map((p) => [p.gross, p.fee, p.amount])).toEqual([[50, 7.5, 42.5]]);
  });

  it('makes one payout per coach and schedule however many sweeps race', async () => {
    await Promise.all([createEndedPayouts(t.handle.context), createEndedPayouts(t.handle.context)]);
    expect((await list(admin)).meta.total).toBe(2);
  });

  it('shows a coach only their own payouts, and nobody else any', async () => {
    expect((await t.as(otherCoach).get(`/v1/payouts/${payoutId}`)).status).toBe(404);
    expect((await t.as(booker).get('/v1/payouts')).status).toBe(403);
    expect((await t.as(null).get('/v1/payouts')).status).toBe(401);
    expect((await list(admin, `?filter[coachId]=${coach.id}`)).meta.total).toBe(1);
  });

  it('is not paid before it falls due, and falls due after the delay', async () => {
    const early = await t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 'TRF-1' });
    expect(early.status).toBe(409);
    t.advance(7 * DAY);
    expect((await t.handle.sweep()).payoutsDue).toBe(2);
    expect((await t.events('bookings.payout.due')).map((e) => e.payoutId)).toContain(payoutId);
    expect((await t.as(coach).get(`/v1/payouts/${payoutId}`)).body.data.status).toBe('DUE');
  });

  it('lets only a super-admin mark it paid, once, with a reference', async () => {
    expect((await t.as(coach).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 'X' })).status).toBe(
      403,
    );
    const bad = await t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: '  ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reference: ['Reference is required'] });
    // A number is no reference: yup alone would have stored 0 as '0'.
    const zero = await t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ reference: ['Reference must be text'] });
    const forged = await t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 'TRF\n1' });
    expect(forged.body.errors).toEqual({
      reference: ['Reference must be a single line without control or invisible characters'],
    });
    expect((await t.as(coach).get(`/v1/payouts/${payoutId}`)).body.data).toMatchObject({ status: 'DUE' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 'TRF-1' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.data.status === 'PAID' && a.body.data.reference === 'TRF-1')).toBe(
      true,
    );
    expect((await t.events('bookings.payout.paid')).filter((e) => e.payoutId === payoutId)).toHaveLength(1);
    const other = await t.as(admin).post(`/v1/payouts/${payoutId}/mark-paid`, { reference: 'TRF-2' });
    expect(other.status).toBe(409);
  });

  it('carries a refund after the payout was paid to the coach’s next payout', async () => {
    const refund = await t.as(admin).post(`/v1/payments/bookings/${first.id}/refunds`, { amount: 50 });
    expect(refund.status).toBe(201);
    await t.handle.sweep();
    await t.handle.sweep(); // a second pass carries nothing more
    // The adjustment waits for the coach's next payout.
    const later = await t.schedule({ coachId: coach.id, price: 100 });
    await paidBooking(booker, later.id, 1);
    t.advance(8 * DAY);
    await t.handle.sweep();
    const p = (await list(coach, `?filter[workshopScheduleId]=${later.id}`)).data[0]!;
    // 100.00 − 15.00 fee − (50.00 refunded less its 7.50 fee) = 42.50
    expect(p).toMatchObject({ gross: 100, fee: 15, adjustments: -42.5, amount: 42.5 });
    const paid = (await t.as(coach).get(`/v1/payouts/${payoutId}`)).body.data;
    expect(paid).toMatchObject({ status: 'PAID', amount: 170 });
  });

  it('puts an unpaid payout on hold with a reason and releases it', async () => {
    const other = (await list(otherCoach)).data[0]!;
    const none = await t.as(admin).post(`/v1/payouts/${other.id}/hold`, {});
    expect(none.body.errors).toEqual({ reason: ['Reason is required'] });
    const nul = await t.as(admin).post(`/v1/payouts/${other.id}/hold`, { reason: 'Bank\u0000details' });
    expect(nul.status).toBe(422);
    expect(Object.keys(nul.body.errors)).toEqual(['reason']);
    const bidi = await t.as(admin).post(`/v1/payouts/${other.id}/hold`, { reason: 'Bank \u202Eslitead' });
    expect(bidi.body.errors).toEqual({
      reason: ['Reason may not contain control or invisible characters other than line breaks and tabs'],
    });
    const held = await t.as(admin).post(`/v1/payouts/${other.id}/hold`, { reason: 'Bank details missing' });
    expect(held.body.data).toMatchObject({ status: 'ON_HOLD', holdReason: 'Bank details missing' });
    expect((await t.as(admin).post(`/v1/payouts/${other.id}/release`)).body.data.status).toBe('DUE');
  });

  it('exports the list as CSV and each payout as a statement', async () => {
    const csv = await t.as(coach).get('/v1/payouts/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Coach ID,Workshop,/);
    expect(lines).toHaveLength(3); // header and the coach's two payouts
    expect(csv.text).toContain(',170,');
    const pdf = await t.as(coach).get(`/v1/payouts/${payoutId}/statement`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.as(otherCoach).get(`/v1/payouts/${payoutId}/statement`)).status).toBe(404);
  });

  it('lists the invoices and credit notes of one workshop’s bookings', async () => {
    const res = await t.as(admin).get(`/v1/payments/invoices?filter[workshopId]=${s1.workshopId}&perPage=50`);
    expect(res.status).toBe(200);
    // Two paid bookings; one cancelled in time and one refunded in part by a super-admin.
    const kinds = (res.body.data as { kind: string }[]).map((d) => d.kind).sort();
    expect(kinds).toEqual(['credit-note', 'credit-note', 'invoice', 'invoice']);
    const none = await t.as(admin).get(`/v1/payments/invoices?filter[workshopId]=${randomUUID()}`);
    expect(none.body.meta.total).toBe(0);
    const bad = await t.as(admin).get('/v1/payments/invoices?filter[workshopId]=nope');
    expect(bad.status).toBe(422);
  });
});

describe('a payout found only after its date (the sweeper was off)', () => {
  it('is due at once, with its due event, and is never listed as pending', async () => {
    const late = await t.person('coach');
    const s = await t.schedule({ coachId: late.id, price: 40 });
    await paidBooking(booker, s.id, 1);
    t.advance(30 * DAY); // ended, and the 7 days' delay is long past
    expect(await createEndedPayouts(t.handle.context)).toBe(1);
    const [payout] = (await list(late)).data;
    expect(payout).toMatchObject({ workshopScheduleId: s.id, amount: 34, status: 'DUE' });
    expect((await t.events('bookings.payout.due')).filter((e) => e.payoutId === payout!.id)).toHaveLength(1);
  });
});

// Giving a seat back from /b: the seat's holder may give up their own seat (the refund goes to the
// booker who paid), and both cancels have a read-only quote of what they would refund now, worked out
// by the same price and policy as the cancel itself.
import type { BookingDto, CancelQuoteDto } from '@coachwork/contracts';
import { DAY, bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let friend: Person;
let stranger: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, friend, stranger, admin] = [
    await t.person('booker'),
    await t.person('booker'),
    await t.person('booker'),
    await t.person('admin'),
  ];
});
afterAll(async () => {
  await t.close();
});

async function pay(bookingId: string) {
  const intent = (await t.as(booker).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;
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
  const fin = await t.as(booker).post(`/v1/payments/bookings/${bookingId}/finalize`, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(fin.body.data.status).toBe('CONFIRMED');
}

/** A paid booking of `seats` seats at €50 with seat 2 accepted by `friend`. */
async function paidWithFriend(seats = 3, extra: object = {}) {
  const s = await t.schedule({ price: 50, ...extra });
  const b = await t.book(booker, s.id, seats);
  await pay(b.id);
  const seatIds = (
    await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)
  ).body.data.map((x: { id: string }) => x.id) as string[];
  expect(
    (await t.as(booker).post(`/v1/booking-seats/${seatIds[1]}/send-invitation`, { userId: friend.id }))
      .status,
  ).toBe(200);
  const token = await t.invitationToken(friend.email);
  expect((await t.as(friend).post('/v1/invitations/accept', { invitation_token: token })).status).toBe(200);
  return { s, b, seatIds };
}

const quoteOf = async (who: Person, url: string) => {
  const res = await t.as(who).get(url);
  return { status: res.status, data: res.body.data as CancelQuoteDto | undefined };
};

const money = async (id: string) =>
  (await t.as(booker).get(`/v1/payments/bookings/${id}`)).body.data as {
    refunds: { amount: number }[];
    invoices: { kind: string; total: number }[];
  };

describe('POST /v1/booking-seats/{id}/cancel by the seat holder', () => {
  it('lets the invitee give up their own seat; the booker who paid gets the refund', async () => {
    const { b, seatIds } = await paidWithFriend(3);
    const res = await t.as(friend).post(`/v1/booking-seats/${seatIds[1]}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.cancelledAt).not.toBeNull();
    const after = (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data as BookingDto;
    expect(after).toMatchObject({ seats: 2, amount: 100, amountPaid: 150 });
    const m = await money(b.id);
    expect(m.refunds.map((r) => r.amount)).toEqual([50]);
    expect(m.invoices.filter((i) => i.kind === 'credit-note').map((i) => i.total)).toEqual([50]);
    // The refund event names the booking (its booker is the one who paid).
    expect((await t.events('bookings.payment.refunded')).filter((e) => e.bookingId === b.id)).toHaveLength(1);
  });

  it('refuses the holder another seat of the booking, and a stranger any seat', async () => {
    const { seatIds } = await paidWithFriend(3);
    // Seat 3 is open, seat 1 is the booker's: not the invitee's to give back (not even visible).
    expect((await t.as(friend).post(`/v1/booking-seats/${seatIds[2]}/cancel`)).status).toBe(404);
    expect((await t.as(friend).post(`/v1/booking-seats/${seatIds[0]}/cancel`)).status).toBe(404);
    expect((await t.as(stranger).post(`/v1/booking-seats/${seatIds[1]}/cancel`)).status).toBe(404);
    expect((await t.as(null).post(`/v1/booking-seats/${seatIds[1]}/cancel`)).status).toBe(401);
    expect((await quoteOf(friend, `/v1/booking-seats/${seatIds[2]}/cancel-quote`)).status).toBe(404);
    expect((await quoteOf(stranger, `/v1/booking-seats/${seatIds[1]}/cancel-quote`)).status).toBe(404);
  });

  it('refuses an invitee who has not accepted (they decline instead)', async () => {
    const s = await t.schedule({ price: 0 });
    const b = await t.book(booker, s.id, 2);
    const seat =
      b.bookingSeats?.[1]?.id ??
      (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)).body.data[1].id;
    expect(
      (await t.as(booker).post(`/v1/booking-seats/${seat}/send-invitation`, { userId: stranger.id })).status,
    ).toBe(200);
    expect((await t.as(stranger).post(`/v1/booking-seats/${seat}/cancel`)).status).toBe(403);
    expect((await quoteOf(stranger, `/v1/booking-seats/${seat}/cancel-quote`)).status).toBe(403);
  });
});

describe('GET /v1/booking-seats/{id}/cancel-quote', () => {
  it('quotes what the cancel then refunds, and writes nothing', async () => {
    const { b, seatIds } = await paidWithFriend(3);
    const before = await money(b.id);
    const q = await quoteOf(booker, `/v1/booking-seats/${seatIds[2]}/cancel-quote`);
    expect(q).toEqual({
      status: 200,
      data: { refund: 50, newAmount: 100, currency: 'EUR', reason: 'One seat cancelled' },
    });
    // The holder may ask about their own seat too.
    expect((await quoteOf(friend, `/v1/booking-seats/${seatIds[1]}/cancel-quote`)).data?.refund).toBe(50);
    expect(await money(b.id)).toEqual(before);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data.seats).toBe(3);

    expect((await t.as(booker).post(`/v1/booking-seats/${seatIds[2]}/cancel`)).status).toBe(200);
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([50]);
    // The last seat but one: the quote follows the new state.
    expect((await quoteOf(booker, `/v1/booking-seats/${seatIds[1]}/cancel-quote`)).data).toMatchObject({
      refund: 50,
      newAmount: 50,
    });
  });

  it('applies the voucher again for the seats kept', async () => {
    const code = `TEN${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
    expect(
      (
        await t
          .as(admin)
          .post('/v1/vouchers', { code, data: { discountType: 'percentage', discountValue: 10 } })
      ).status,
    ).toBe(201);
    const s = await t.schedule({ price: 129 });
    const b = await t.book(booker, s.id, 10, { voucherCode: code });
    await pay(b.id);
    const seats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)).body
      .data;
    expect((await quoteOf(booker, `/v1/booking-seats/${seats[9].id}/cancel-quote`)).data).toEqual({
      refund: 116.1,
      newAmount: 1044.9,
      currency: 'EUR',
      reason: 'One seat cancelled',
    });
  });

  it('quotes nothing back after the refund deadline, and nothing paid on a held booking', async () => {
    const { seatIds } = await paidWithFriend(2, { startDate: new Date(Date.now() + DAY).toISOString() });
    expect((await quoteOf(booker, `/v1/booking-seats/${seatIds[1]}/cancel-quote`)).data).toEqual({
      refund: 0,
      newAmount: 50,
      currency: 'EUR',
      reason: 'Cancelled less than 48 hours before the start: no refund',
    });
    const s = await t.schedule({ price: 50 });
    const held = await t.book(booker, s.id, 2);
    const heldSeats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${held.id}&sort=position`))
      .body.data;
    expect((await quoteOf(booker, `/v1/booking-seats/${heldSeats[1].id}/cancel-quote`)).data).toMatchObject({
      refund: 0,
      newAmount: 50,
    });
  });

  it("answers 409 for the booking's last seat and for a seat given back", async () => {
    const s = await t.schedule({ price: 0 });
    const one = await t.book(booker, s.id, 1);
    const [only] = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${one.id}`)).body.data;
    expect(await quoteOf(booker, `/v1/booking-seats/${only.id}/cancel-quote`)).toMatchObject({ status: 409 });
    const two = await t.book(booker, s.id, 2);
    const seats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${two.id}&sort=position`)).body
      .data;
    await t.as(booker).post(`/v1/booking-seats/${seats[1].id}/cancel`);
    expect(await quoteOf(booker, `/v1/booking-seats/${seats[1].id}/cancel-quote`)).toMatchObject({
      status: 409,
    });
  });
});

describe('GET /v1/bookings/{id}/cancel-quote', () => {
  it('quotes a full refund before the deadline, then the cancel refunds exactly that', async () => {
    const { b } = await paidWithFriend(2);
    expect(await quoteOf(booker, `/v1/bookings/${b.id}/cancel-quote`)).toEqual({
      status: 200,
      data: { refund: 100, newAmount: 0, currency: 'EUR', reason: 'Booking cancelled' },
    });
    // Only the owner (or a super-admin) may ask: the invitee and strangers cannot see the booking.
    expect((await quoteOf(friend, `/v1/bookings/${b.id}/cancel-quote`)).status).toBe(404);
    expect((await quoteOf(stranger, `/v1/bookings/${b.id}/cancel-quote`)).status).toBe(404);
    expect((await quoteOf(admin, `/v1/bookings/${b.id}/cancel-quote`)).status).toBe(200);
    expect((await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([100]);
    expect((await quoteOf(booker, `/v1/bookings/${b.id}/cancel-quote`)).status).toBe(409);
  });

  it('quotes nothing back inside the deadline', async () => {
    const { b } = await paidWithFriend(2, { startDate: new Date(Date.now() + DAY).toISOString() });
    expect((await quoteOf(booker, `/v1/bookings/${b.id}/cancel-quote`)).data).toMatchObject({
      refund: 0,
      newAmount: 0,
      reason: 'Cancelled less than 48 hours before the start: no refund',
    });
  });
});

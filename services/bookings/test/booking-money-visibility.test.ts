// What each viewer of a booking sees of its money, on every route that answers a booking or a seat: the
// owner and super-admins every money field; the schedule's coach and the people on its seats none at
// all (not even as null); a coach who booked their own schedule their own booking's money.
import { BOOKING_MONEY_FIELDS, type BookingDto } from '@coachwork/contracts';
import { bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let friend: Person;
let coach: Person;
let admin: Person;
let paid: BookingDto;
let coachOwn: BookingDto;
let transactionId: string;

/** Pays a held booking as its owner would: intent, sandbox card, confirm, finalize. */
async function payByCard(who: Person, bookingId: string): Promise<BookingDto> {
  const intent = await t.as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`);
  expect(intent.status).toBe(200);
  const { paymentIntentId, clientSecret } = intent.body.data;
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  expect(card.status).toBe(201);
  const confirmed = await t
    .as(null)
    .post(`/v1/public/payments/sandbox/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      paymentMethodId: card.body.data.id,
    });
  expect(confirmed.body.data.status).toBe('succeeded');
  const done = await t.as(who).post(`/v1/payments/bookings/${bookingId}/finalize`, { paymentIntentId });
  expect(done.status).toBe(200);
  return done.body.data as BookingDto;
}

beforeAll(async () => {
  t = await bootBookings();
  [booker, friend, coach, admin] = await Promise.all([
    t.person('booker'),
    t.person('booker'),
    t.person('coach'),
    t.person('admin'),
  ]);
  const schedule = await t.schedule({ coachId: coach.id, price: 45 });
  const held = await t.book(booker, schedule.id, 2);
  paid = await payByCard(booker, held.id);
  transactionId = paid.paymentTransactionId!;
  const invited = await t.as(booker).post('/v1/booking-seats', { bookingId: paid.id, userId: friend.id });
  expect(invited.status).toBe(201);
  const accepted = await t
    .as(friend)
    .post('/v1/invitations/accept', { invitation_token: await t.invitationToken(friend.email) });
  expect(accepted.status).toBe(200);
  coachOwn = await t.book(coach, schedule.id, 1);
});
afterAll(async () => {
  await t.close();
});

const PAID = {
  voucherCode: null,
  currency: 'EUR',
  unitPrice: 45,
  subtotal: 90,
  discount: 0,
  amount: 90,
  amountPaid: 90,
  paymentMethod: 'Visa •••• 4242',
};

function expectMoney(b: BookingDto) {
  expect(b).toMatchObject({ ...PAID, paymentTransactionId: transactionId });
}

function expectNoMoney(b: BookingDto) {
  for (const field of BOOKING_MONEY_FIELDS) expect(b).not.toHaveProperty(field);
}

/** Nothing of what the booking paid shows anywhere in the answer (seats, people, schedule included). */
function expectNoTraceOfPayment(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toContain(transactionId);
  expect(text).not.toContain('4242');
  for (const field of ['amountPaid', 'paymentMethod', 'paymentTransactionId', 'subtotal', 'voucherCode'])
    expect(text).not.toContain(`"${field}"`);
}

const paidOf = (res: { body: { data: BookingDto[] } }) => res.body.data.find((b) => b.id === paid.id)!;

describe('GET /v1/bookings', () => {
  it.each(['', '?include=seats,user,schedule'])(
    'gives the owner and a super-admin the money (%s)',
    async (q) => {
      for (const who of [booker, admin]) {
        const res = await t.as(who).get(`/v1/bookings${q}${q ? '&' : '?'}perPage=100`);
        expect(res.status).toBe(200);
        expectMoney(paidOf(res));
      }
    },
  );

  it.each(['', '?include=seats,user,schedule'])(
    "gives the schedule's coach no money field (%s)",
    async (q) => {
      const res = await t.as(coach).get(`/v1/bookings${q}`);
      expect(res.status).toBe(200);
      const theirs = paidOf(res);
      expect(theirs).toMatchObject({ id: paid.id, seats: 2, status: 'CONFIRMED' });
      expectNoMoney(theirs);
      expectNoTraceOfPayment(theirs);
    },
  );

  it("gives a coach who booked their own schedule that booking's money", async () => {
    const res = await t.as(coach).get('/v1/bookings');
    const own = res.body.data.find((b: BookingDto) => b.id === coachOwn.id);
    expect(own).toMatchObject({ amount: 45, currency: 'EUR', amountPaid: null });
  });
});

describe('GET /v1/bookings/{id}', () => {
  it.each(['', '?include=seats,user,schedule'])(
    'gives the owner and a super-admin the money (%s)',
    async (q) => {
      for (const who of [booker, admin]) {
        const res = await t.as(who).get(`/v1/bookings/${paid.id}${q}`);
        expect(res.status).toBe(200);
        expectMoney(res.body.data);
      }
    },
  );

  it.each(['', '?include=seats,user,schedule'])(
    "gives the schedule's coach no money field (%s)",
    async (q) => {
      const res = await t.as(coach).get(`/v1/bookings/${paid.id}${q}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: paid.id, schedule: { coachId: coach.id } });
      expectNoMoney(res.body.data);
      expectNoTraceOfPayment(res.body);
    },
  );

  it('is 404 for the person on a seat (they see their seat, not the booking)', async () => {
    expect((await t.as(friend).get(`/v1/bookings/${paid.id}`)).status).toBe(404);
  });
});

describe('PATCH /v1/bookings/{id}', () => {
  it("answers the coach's note without the money, the owner's with it", async () => {
    const byCoach = await t.as(coach).patch(`/v1/bookings/${paid.id}`, { coachNotes: 'Bring the slides.' });
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.data.coachNotes).toBe('Bring the slides.');
    expectNoMoney(byCoach.body.data);
    expectNoTraceOfPayment(byCoach.body);
    const byOwner = await t.as(booker).patch(`/v1/bookings/${paid.id}`, { notes: 'Vegetarian lunch.' });
    expect(byOwner.status).toBe(200);
    expectMoney(byOwner.body.data);
  });
});

describe('GET /v1/booking-seats and /{id}', () => {
  it.each([
    ['coach', () => coach],
    ['invitee', () => friend],
    ['owner', () => booker],
    ['super-admin', () => admin],
  ])('shows the %s the seats without a trace of the payment', async (_name, who) => {
    const list = await t.as(who()).get(`/v1/booking-seats?include=user,schedule&perPage=100`);
    expect(list.status).toBe(200);
    const seats = list.body.data.filter((s: { bookingId: string }) => s.bookingId === paid.id);
    expect(seats.length).toBeGreaterThan(0);
    expectNoTraceOfPayment(seats);
    const one = await t.as(who()).get(`/v1/booking-seats/${seats[0].id}?include=user,schedule`);
    expect(one.status).toBe(200);
    expectNoTraceOfPayment(one.body);
  });
});

describe('GET /v1/payments/bookings/{id}', () => {
  it("is the owner's and a super-admin's; the schedule's coach gets 403", async () => {
    for (const who of [booker, admin]) {
      const res = await t.as(who).get(`/v1/payments/bookings/${paid.id}`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toContain(transactionId);
    }
    expect((await t.as(coach).get(`/v1/payments/bookings/${paid.id}`)).status).toBe(403);
    expect((await t.as(coach).get(`/v1/payments/bookings/${paid.id}/invoice`)).status).toBe(403);
  });
});

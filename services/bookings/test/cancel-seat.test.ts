// POST /v1/booking-seats/{id}/cancel: one seat back on sale, the booking keeps the rest.
import { bootBookings, DAY, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, admin] = await Promise.all([t.person('booker'), t.person('admin')]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const cancelSeat = (who: Person, id: string) => t.as(who).post(`/v1/booking-seats/${id}/cancel`);

describe('POST /v1/booking-seats/{id}/cancel', () => {
  it('gives one seat back: seats − 1, the unpaid amount follows, the seat is on sale again', async () => {
    const s = await t.schedule({ capacity: 3, price: 50 });
    const b = await t.book(booker, s.id, 3);
    const third = b.bookingSeats![2]!;
    await t.as(booker).post(`/v1/booking-seats/${third.id}/send-invitation`, { email: 'bye@example.com' });
    const token = await t.invitationToken('bye@example.com');
    const res = await cancelSeat(booker, third.id);
    expect(res.status).toBe(200);
    expect(res.body.data.cancelledAt).not.toBeNull();
    const after = (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data;
    expect(after).toMatchObject({ seats: 2, subtotal: 100, amount: 100, schedule: { seatsLeft: 1 } });
    expect(await t.seatsTaken(s.id)).toBe(2);
    expect((await t.events('bookings.seat.cancelled')).find((e) => e.seatId === third.id)).toBeTruthy();
    // Its pending invitation died with it.
    expect((await t.as(null).get(`/v1/invitations/${token}`)).status).toBe(404);
    const again = await cancelSeat(booker, third.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This seat has already been given back.');
    // Sold to someone else.
    expect((await t.book(await t.person('booker'), s.id, 1)).status).toBe('PENDING');
  });

  it('refuses the last seat of a booking: that is cancelling the booking', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 2);
    expect((await cancelSeat(booker, b.bookingSeats![1]!.id)).status).toBe(200);
    const last = await cancelSeat(booker, b.bookingSeats![0]!.id);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('Cancel the booking instead');
    expect(await t.seatsTaken(s.id)).toBe(1);
  });

  it('keeps the amount of a confirmed booking (its refund comes with Payments)', async () => {
    const s = await t.schedule({ price: 0 });
    const b = await t.book(booker, s.id, 2);
    expect((await cancelSeat(booker, b.bookingSeats![1]!.id)).status).toBe(200);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data).toMatchObject({
      status: 'CONFIRMED',
      seats: 1,
    });
  });

  it('lets the owner do it before the start only, a super-admin any time', async () => {
    const s = await t.schedule({ price: 0, startDate: new Date(Date.now() + DAY).toISOString() });
    const b = await t.book(booker, s.id, 3);
    t.advance(DAY + 60_000);
    expect((await cancelSeat(booker, b.bookingSeats![1]!.id)).status).toBe(409);
    expect((await cancelSeat(admin, b.bookingSeats![1]!.id)).status).toBe(200);
    expect((await cancelSeat(await t.person('booker'), b.bookingSeats![2]!.id)).status).toBe(404);
  });

  it('never frees more seats than the booking had when gives-back race', async () => {
    const s = await t.schedule({ capacity: 10 });
    const b = await t.book(booker, s.id, 4);
    const answers = await Promise.all(b.bookingSeats!.map((seat) => cancelSeat(booker, seat.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(1);
    expect(await t.seatsTaken(s.id)).toBe(1);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data.seats).toBe(1);
  });
});

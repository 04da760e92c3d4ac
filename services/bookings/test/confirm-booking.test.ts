// confirmPendingBooking is how Payments confirms a paid booking (PENDING → CONFIRMED).
import { bootBookings, type BookingsTest, type Person } from './support';
import { confirmPendingBooking } from '../src/domain/bookings/booking-state';

let t: BookingsTest;
let booker: Person;
beforeAll(async () => {
  t = await bootBookings();
  booker = await t.person('booker');
});
afterAll(async () => {
  await t.close();
});

const payment = { amountPaid: 12900, paymentMethod: 'card', paymentTransactionId: 'pi_123' };

describe('confirming a held booking', () => {
  it('confirms a PENDING booking with its payment, once', async () => {
    const s = await t.schedule({ price: 129 });
    const b = await t.book(booker, s.id);
    const db = t.handle.context.db;
    const row = await db.transaction((tx) => confirmPendingBooking(tx, b.id, payment, t.now()));
    expect(row).toMatchObject({ status: 'CONFIRMED', amountPaid: 12900, paymentTransactionId: 'pi_123' });
    expect(await db.transaction((tx) => confirmPendingBooking(tx, b.id, payment, t.now()))).toBeUndefined();
    const shown = (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data;
    expect(shown).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 129,
      paymentMethod: 'card',
      expiresAt: null,
    });
    expect((await t.events('bookings.booking.confirmed')).filter((e) => e.bookingId === b.id)).toHaveLength(
      1,
    );
  });

  it('refuses a hold that expired first (the payment must then be refunded)', async () => {
    const s = await t.schedule({ price: 129 });
    const b = await t.book(booker, s.id);
    t.advance(16 * 60_000);
    await t.handle.sweep();
    const db = t.handle.context.db;
    expect(await db.transaction((tx) => confirmPendingBooking(tx, b.id, payment, t.now()))).toBeUndefined();
    expect(await t.seatsTaken(s.id)).toBe(0);
  });
});

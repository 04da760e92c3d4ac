// Holds and time: the sweeper with an injected clock (nothing here waits for real minutes).
import { bootBookings, DAY, type BookingsTest, type Person } from './support';
import { completeEnded, expireHolds } from '../src/domain/bookings/booking-sweeper';

let t: BookingsTest;
let booker: Person;
beforeAll(async () => {
  t = await bootBookings({ holdMinutes: 20 });
  booker = await t.person('booker');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const statusOf = async (id: string) => (await t.as(booker).get(`/v1/bookings/${id}`)).body.data;

describe('the booking sweeper', () => {
  it('keeps a hold for BOOKING_HOLD_MINUTES, then cancels it with "Hold expired" and frees the seats', async () => {
    const s = await t.schedule({ capacity: 3 });
    const held = await t.book(booker, s.id, 2);
    expect(Date.parse(held.expiresAt!) - Date.parse(held.createdAt)).toBe(20 * 60_000);
    t.advance(19 * 60_000);
    expect(await t.handle.sweep()).toEqual({
      expired: 0,
      completed: 0,
      payoutsDue: 0,
      shortSchedules: 0,
      reminders: 0,
      reviewRequests: 0,
      waitlistOffers: 0,
    });
    expect((await statusOf(held.id)).status).toBe('PENDING');
    expect(await t.seatsTaken(s.id)).toBe(2);

    t.advance(2 * 60_000);
    const res = await t.handle.sweep();
    expect(res.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(held.id)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Hold expired',
      expiresAt: null,
      schedule: { seatsLeft: 3 },
    });
    expect(await t.seatsTaken(s.id)).toBe(0);
    const event = (await t.events('bookings.booking.cancelled')).find((e) => e.bookingId === held.id);
    expect(event).toMatchObject({
      reason: 'Hold expired',
      cancelledBy: null,
      previousStatus: 'PENDING',
      seats: 2,
    });
    // The seats are on sale again.
    expect(
      (
        await t.as(booker).post('/v1/bookings', {
          userId: booker.id,
          workshopScheduleId: s.id,
          seats: 3,
          address: held.address,
        })
      ).status,
    ).toBe(201);
  });

  it('never expires a confirmed booking', async () => {
    const s = await t.schedule({ price: 0 });
    const b = await t.book(booker, s.id);
    t.advance(DAY);
    await t.handle.sweep();
    expect((await statusOf(b.id)).status).toBe('CONFIRMED');
  });

  it('marks confirmed bookings COMPLETED after the schedule ends, not before', async () => {
    const start = new Date(Date.now() + DAY);
    const s = await t.schedule({
      price: 0,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    const b = await t.book(booker, s.id);
    t.advance(DAY + 3_600_000);
    await t.handle.sweep();
    expect((await statusOf(b.id)).status).toBe('CONFIRMED');
    t.advance(2 * 3_600_000);
    await t.handle.sweep();
    expect((await statusOf(b.id)).status).toBe('COMPLETED');
    expect((await t.events('bookings.booking.completed')).filter((e) => e.bookingId === b.id)).toHaveLength(
      1,
    );
    expect(await t.seatsTaken(s.id)).toBe(1);
  });

  it('applies each expiry once when two sweepers run at the same moment', async () => {
    const s = await t.schedule({ capacity: 40 });
    const held = await Promise.all(Array.from({ length: 30 }, () => t.book(booker, s.id)));
    t.advance(21 * 60_000);
    // Two "processes": separate transactions on separate connections, claiming with SKIP LOCKED.
    const ctx = t.handle.context;
    const counts = await Promise.all([
      expireHolds(ctx),
      expireHolds(ctx),
      expireHolds(ctx),
      completeEnded(ctx),
      completeEnded(ctx),
    ]);
    await t.handle.sweep();
    const cancelled = (await t.events('bookings.booking.cancelled')).filter((e) =>
      held.some((h) => h.id === e.bookingId),
    );
    expect(cancelled).toHaveLength(30);
    expect(new Set(cancelled.map((e) => e.bookingId)).size).toBe(30);
    expect(counts[0]! + counts[1]! + counts[2]!).toBeLessThanOrEqual(30);
    expect(await t.seatsTaken(s.id)).toBe(0);
  });

  it('lets the booker cancel and the sweeper race without freeing seats twice', async () => {
    const s = await t.schedule({ capacity: 5 });
    const held = await t.book(booker, s.id, 4);
    t.advance(21 * 60_000);
    const [cancel] = await Promise.all([
      t.as(booker).post(`/v1/bookings/${held.id}/cancel`, { reason: 'Changed my mind' }),
      t.handle.sweep(),
    ]);
    expect([200, 409]).toContain(cancel.status);
    expect(await t.seatsTaken(s.id)).toBe(0);
    expect(
      (await t.events('bookings.booking.cancelled')).filter((e) => e.bookingId === held.id),
    ).toHaveLength(1);
  });
});

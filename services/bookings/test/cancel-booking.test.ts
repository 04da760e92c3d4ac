import { bootBookings, DAY, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let coach: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, coach, admin] = await Promise.all([t.person('booker'), t.person('coach'), t.person('admin')]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const cancel = (who: Person, id: string, reason: unknown = 'Plans changed') =>
  t.as(who).post(`/v1/bookings/${id}/cancel`, { reason });

describe('POST /v1/bookings/{id}/cancel', () => {
  it('cancels a held booking for its owner, frees its seats and says so in events', async () => {
    const s = await t.schedule({ coachId: coach.id, capacity: 4 });
    const b = await t.book(booker, s.id, 3);
    const res = await cancel(booker, b.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Plans changed',
      expiresAt: null,
      schedule: { seatsLeft: 4 },
    });
    expect(res.body.data.cancelledAt).not.toBeNull();
    expect(await t.seatsTaken(s.id)).toBe(0);
    const event = (await t.events('bookings.booking.cancelled')).find((e) => e.bookingId === b.id);
    expect(event).toMatchObject({
      seats: 3,
      userId: booker.id,
      previousStatus: 'PENDING',
      reason: 'Plans changed',
      cancelledBy: booker.id,
    });
    const seats = (await t.events('bookings.schedule.seats-changed')).filter(
      (e) => e.workshopScheduleId === s.id,
    );
    expect(seats.map((e) => [e.seatsTaken, e.version])).toEqual([
      [3, 1],
      [0, 2],
    ]);
  });

  it('cancels a confirmed booking too, and refuses a second cancellation with 409', async () => {
    const s = await t.schedule({ price: 0 });
    const b = await t.book(booker, s.id, 2);
    expect((await cancel(booker, b.id)).status).toBe(200);
    const again = await cancel(booker, b.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking has already been cancelled.');
    expect(await t.seatsTaken(s.id)).toBe(0);
    const event = (await t.events('bookings.booking.cancelled')).filter((e) => e.bookingId === b.id);
    expect(event).toHaveLength(1);
    expect(event[0].previousStatus).toBe('CONFIRMED');
  });

  it('lets the owner cancel only before the start; a super-admin any time', async () => {
    const s = await t.schedule({ startDate: new Date(Date.now() + DAY).toISOString(), price: 0 });
    const b = await t.book(booker, s.id);
    t.advance(2 * DAY);
    const late = await cancel(booker, b.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already started/);
    const byAdmin = await cancel(admin, b.id, 'Venue flooded');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Venue flooded' });
  });

  it('refuses the coach (403) and hides the booking from others (404)', async () => {
    const s = await t.schedule({ coachId: coach.id });
    const b = await t.book(booker, s.id);
    expect((await cancel(coach, b.id)).status).toBe(403);
    expect((await cancel(await t.person('booker'), b.id)).status).toBe(404);
    expect((await cancel(await t.person('coach'), b.id)).status).toBe(404);
    expect(await t.seatsTaken(s.id)).toBe(1);
  });

  it('asks for a reason', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id);
    const res = await cancel(booker, b.id, '');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ reason: ['Cancellation reason is required'] });
    expect((await cancel(booker, b.id, 'x'.repeat(1001))).body.errors).toEqual({
      reason: ['Cancellation reason must be at most 1000 characters'],
    });
  });

  it('refuses to cancel a completed or no-show booking', async () => {
    const s = await t.schedule({
      coachId: coach.id,
      price: 0,
      startDate: new Date(Date.now() + DAY).toISOString(),
    });
    const completed = await t.book(booker, s.id);
    const noShow = await t.book(booker, s.id);
    t.advance(DAY + 3_600_000);
    expect((await t.as(coach).post(`/v1/bookings/${noShow.id}/no-show`)).status).toBe(200);
    t.advance(DAY);
    await t.handle.sweep();
    const c = await cancel(admin, completed.id);
    expect(c.status).toBe(409);
    expect(c.body.message).toBe('This booking is completed and can no longer change.');
    const n = await cancel(admin, noShow.id);
    expect(n.status).toBe(409);
    expect(n.body.message).toBe('This booking was marked as a no-show and can no longer change.');
  });
});

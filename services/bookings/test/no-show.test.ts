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

const noShow = (who: Person, id: string) => t.as(who).post(`/v1/bookings/${id}/no-show`);
const soon = () => ({ coachId: coach.id, price: 0, startDate: new Date(Date.now() + DAY).toISOString() });

describe('POST /v1/bookings/{id}/no-show', () => {
  it('lets the coach mark a confirmed booking once the workshop has started, and only once', async () => {
    const s = await t.schedule(soon());
    const b = await t.book(booker, s.id, 2);
    const early = await noShow(coach, b.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A no-show can only be recorded once the workshop has started.');
    t.advance(DAY + 60_000);
    const res = await noShow(coach, b.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'NO_SHOW', seats: 2 });
    expect((await t.events('bookings.booking.no-show')).map((e) => e.bookingId)).toContain(b.id);
    expect(await t.seatsTaken(s.id)).toBe(2);
    const again = await noShow(coach, b.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking was marked as a no-show and can no longer change.');
  });

  it('refuses a booking that is not confirmed', async () => {
    const s = await t.schedule({ ...soon(), price: 50 });
    const b = await t.book(booker, s.id);
    t.advance(DAY + 60_000);
    const res = await noShow(coach, b.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a confirmed booking can be marked as a no-show.');
  });

  it('is for the coach of the schedule and super-admins only', async () => {
    const s = await t.schedule(soon());
    const b = await t.book(booker, s.id);
    t.advance(DAY + 60_000);
    expect((await noShow(booker, b.id)).status).toBe(403);
    expect((await noShow(await t.person('coach'), b.id)).status).toBe(404);
    expect((await noShow(admin, b.id)).status).toBe(200);
  });
});

describe('no-shows and check-ins', () => {
  const checkIn = (seatId: string, workshopScheduleId: string) =>
    t.as(coach).post('/v1/check-ins', { workshopScheduleId, seatId });
  const firstSeat = async (bookingId: string) =>
    (
      (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${bookingId}&sort=position`)).body
        .data as { id: string }[]
    )[0]!.id;

  it('refuses a no-show for a booking one of whose seats was checked in at the door', async () => {
    const s = await t.schedule(soon());
    const b = await t.book(booker, s.id, 2);
    expect((await checkIn(await firstSeat(b.id), s.id)).status).toBe(201);
    t.advance(DAY + 60_000);
    const res = await noShow(coach, b.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Someone on this booking has checked in, so it cannot be marked as a no-show.',
    );
    expect((await t.as(coach).get(`/v1/bookings/${b.id}`)).body.data.status).toBe('CONFIRMED');
  });

  it('lets a scan and a no-show of the same booking at the same moment never both win', async () => {
    const s = await t.schedule(soon());
    const ids: { booking: string; seat: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const b = await t.book(booker, s.id);
      ids.push({ booking: b.id, seat: await firstSeat(b.id) });
    }
    t.advance(DAY + 60_000);
    const results = await Promise.all(
      ids.map(async ({ booking, seat }) => {
        const [scan, mark] = await Promise.all([checkIn(seat, s.id), noShow(coach, booking)]);
        return { scan: scan.status, mark: mark.status };
      }),
    );
    for (const { scan, mark } of results) {
      // Exactly one of the two took the booking; the other was told why.
      expect([scan === 201, mark === 200].filter(Boolean)).toHaveLength(1);
      expect(scan === 201 ? mark : scan).toBe(409);
    }
    const statuses = await Promise.all(
      ids.map(async ({ booking }) => (await t.as(coach).get(`/v1/bookings/${booking}`)).body.data.status),
    );
    expect(statuses.filter((x) => x === 'NO_SHOW')).toHaveLength(
      results.filter((r) => r.mark === 200).length,
    );
  });
});

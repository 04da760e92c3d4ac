// Issue 31 item 9, through the real use cases (bookings, sandbox payments, a seat given back, a
// cancellation, a super-admin's refund, a cancelled schedule): every figure of the dashboard comes from
// the one read model and adds up. The Bookings card counts the bookings still standing as the Seats
// card counts the seats; the series' buckets, per day, week and month, are all there and add up to
// the totals; every session that sold seats in the period is in the fill-rate list.
import { eventually } from '@coachwork/test-support';
import type { DashboardMetricsDto, MetricsGroupBy } from '@coachwork/contracts';
import { DAY, bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let ada: Person;
let ben: Person;
let admin: Person;
let coach: Person;
const today = () => t.now().toISOString().slice(0, 10);
const dayFrom = (days: number) => new Date(t.now().getTime() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await bootBookings();
  [ada, ben, admin, coach] = [
    await t.person('booker'),
    await t.person('booker'),
    await t.person('admin'),
    await t.person('coach'),
  ];
});
afterAll(() => t.close());

/** A published session of the coach starting `inDays` days from now. */
const session = (workshopTitle: string, capacity: number, price: number, inDays: number) =>
  t.schedule({
    coachId: coach.id,
    workshopTitle,
    capacity,
    price,
    startDate: new Date(t.now().getTime() + inDays * DAY).toISOString(),
  });

const metrics = async (who: Person, query: string) => {
  const res = await t.as(who).get(`/v1/dashboard/metrics?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as DashboardMetricsDto;
};

let s1: Awaited<ReturnType<BookingsTest['schedule']>>;
let s2: typeof s1;
let s3: typeof s1;

describe('a dashboard that adds up', () => {
  it('counts a known day of bookings, a seat given back, refunds and cancellations exactly', async () => {
    // Three sessions of the coach, all starting after today: they sell seats now.
    s1 = await session('Feedback That Lands', 10, 100, 7);
    s2 = await session('Negotiation Basics', 4, 50, 14);
    s3 = await session('Storytelling Lab', 5, 80, 10);

    // A: 3 seats of S1 paid (300.00), then one seat given back in time (100.00 back).
    const a = await t.book(ada, s1.id, 3);
    await t.pay(ada, a.id);
    const seats = (await t.as(ada).get(`/v1/bookings/${a.id}?include=seats`)).body.data.bookingSeats;
    expect((await t.as(ada).post(`/v1/booking-seats/${seats[2].id}/cancel`)).status).toBe(200);
    // B: 1 seat of S1 paid (100.00), then the booking cancelled in time (100.00 back).
    const b = await t.book(ben, s1.id, 1);
    await t.pay(ben, b.id);
    expect((await t.as(ben).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    // C: 2 seats of S2 paid (100.00); a super-admin refunds 20.00 of it, the seats stay.
    const c = await t.book(ada, s2.id, 2);
    await t.pay(ada, c.id);
    expect(
      (await t.as(admin).post(`/v1/payments/bookings/${c.id}/refunds`, { amount: 20, reason: 'Goodwill' }))
        .status,
    ).toBe(201);
    // D: 1 seat of S2 held, never paid, cancelled by its booker: never sold.
    const d = await t.book(ben, s2.id, 1);
    expect((await t.as(ben).post(`/v1/bookings/${d.id}/cancel`, { reason: 'Not now' })).status).toBe(200);
    // E: 2 seats of S3 paid (160.00); the session is cancelled, everyone refunded in full.
    const e = await t.book(ben, s3.id, 2);
    await t.pay(ben, e.id);
    await t.publish('workshops.schedule.cancelled', {
      ...s3,
      status: 'CANCELLED',
      cancelledAt: t.now().toISOString(),
      cancelledBy: coach.id,
      cancellationReason: 'Coach unwell',
      updatedAt: t.now().toISOString(),
    });

    // The read model hears it all through bookings' events: until the last refund is counted.
    const query = `from=${dayFrom(-29)}&to=${today()}`;
    await eventually(async () => {
      // The outbox is relayed by hand here (no relay runs in these tests).
      await t.handle.relay.drain();
      const m = await metrics(admin, query);
      return m.totals.refunds === 380 && m.totals.bookingsCancelled === 2;
    }, 20_000);
    const m = await metrics(admin, query);
    expect(m.timezone).toBe('UTC');
    expect(m.totals).toEqual({
      bookingsCreated: 5,
      bookingsConfirmed: 4,
      // B and E; D's hold ended unpaid, which is no cancelled booking.
      bookingsCancelled: 2,
      bookingsCompleted: 0,
      bookingsNoShow: 0,
      // A and C stand: confirmed less cancelled.
      bookings: 2,
      // 3 + 1 + 2 + 2 sold, less A's seat given back, B's seat and E's two: A's 2 and C's 2.
      seatsSold: 4,
      gross: 660,
      refunds: 380,
      net: 280,
      platformFee: 42,
      discounts: 0,
      newUsers: 4,
      schedulesPublished: 3,
      // No session starts in the last 30 days.
      fillRate: null,
    });
    // Every session that sold seats in the period, though all start after it; the cancelled one is not
    // a session to fill. Highest fill first.
    expect(m.sessionsByFillRate.map((s) => [s.workshopTitle, s.seatsSold, s.capacity, s.fillRate])).toEqual([
      ['Negotiation Basics', 2, 4, 0.5],
      ['Feedback That Lands', 2, 10, 0.2],
    ]);
    expect(m.topWorkshops.byRevenue.map((w) => [w.title, w.net])).toEqual([
      ['Feedback That Lands', 200],
      ['Negotiation Basics', 80],
    ]);
  });

  it('gives the fill rate of the sessions that start in the period, the same as the list', async () => {
    const m = await metrics(admin, `from=${today()}&to=${dayFrom(20)}`);
    // S1 2 of 10 and S2 2 of 4; the cancelled S3 counts for nothing.
    expect(m.totals.fillRate).toBe(0.2857);
    expect(m.sessionsByFillRate.map((s) => s.workshopScheduleId)).toEqual([s2.id, s1.id]);
    // Nothing was sold in the days after today: the same sessions, and no more money.
    expect(m.totals).toMatchObject({ bookings: 2, seatsSold: 4, net: 280 });
  });

  it.each<[MetricsGroupBy, number]>([
    ['day', 90],
    ['week', 90],
    ['month', 400],
  ])(
    'puts every %s of the range in the series, and the series adds up to the totals',
    async (groupBy, days) => {
      const m = await metrics(admin, `from=${dayFrom(-(days - 1))}&to=${today()}&groupBy=${groupBy}`);
      const sum = (key: 'bookings' | 'seatsSold' | 'gross' | 'refunds' | 'net' | 'bookingsConfirmed') =>
        Math.round(m.series.reduce((n, p) => n + p[key], 0) * 100) / 100;
      for (const key of ['bookings', 'seatsSold', 'gross', 'refunds', 'net', 'bookingsConfirmed'] as const)
        expect([key, sum(key)]).toEqual([key, m.totals[key]]);
      // Each point's days, inside the range, follow on from the last one's without a gap.
      expect(m.series[0]!.from).toBe(m.from);
      expect(m.series[m.series.length - 1]!.to).toBe(m.to);
      for (let i = 1; i < m.series.length; i++) {
        const dayAfter = new Date(Date.parse(`${m.series[i - 1]!.to}T00:00:00Z`) + DAY)
          .toISOString()
          .slice(0, 10);
        expect(m.series[i]!.from).toBe(dayAfter);
      }
      if (groupBy === 'day') expect(m.series).toHaveLength(days);
      if (groupBy === 'month') expect(m.series.length).toBeGreaterThanOrEqual(13);
      // Today's bucket holds the whole day's money.
      expect(m.series[m.series.length - 1]).toMatchObject({
        gross: 660,
        refunds: 380,
        net: 280,
        bookings: 2,
      });
    },
  );

  it('gives the coach the same figures for the sessions they teach', async () => {
    const mine = await metrics(coach, `from=${dayFrom(-29)}&to=${today()}`);
    expect(mine.totals).toMatchObject({ bookings: 2, seatsSold: 4, gross: 660, refunds: 380, net: 280 });
    expect(mine.sessionsByFillRate).toHaveLength(2);
  });
});

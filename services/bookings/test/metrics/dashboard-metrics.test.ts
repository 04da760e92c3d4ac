// The dashboard's read model against a scripted history whose figures were worked out by hand:
// bookings, seats, a voucher, payments, a seat refunded, a cancelled schedule.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  EVENT_VERSION,
  type EventEnvelope,
  type EventPayloads,
  type EventSubject,
  type WorkshopSchedulePayload,
} from '@coachwork/contracts';
import { rebuildMetrics } from '../../src/domain/metrics/rebuild-metrics';
import { bootBookings, type BookingsTest, type Person } from '../support';

const MIGRATIONS = path.join(__dirname, '../../src/data/migrations');

let t: BookingsTest;
let c1: Person;
let c2: Person;
let admin: Person;
let booker: Person;
const history: EventEnvelope[] = [];

const D1 = '2030-03-04';
const D2 = '2030-03-05';
const D3 = '2030-03-06';
const W1 = randomUUID();
const W2 = randomUUID();
const [S1, S2, S3] = [randomUUID(), randomUUID(), randomUUID()];
const [B1, B2, B3, B4, B5] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const users = [randomUUID(), randomUUID(), randomUUID()];

function event<S extends EventSubject>(subject: S, at: string, data: EventPayloads[S]): EventEnvelope {
  const e = {
    id: randomUUID(),
    subject,
    occurredAt: `${at}Z`,
    version: EVENT_VERSION,
    data,
  } as EventEnvelope;
  history.push(e);
  return e;
}

function schedule(
  id: string,
  workshopId: string,
  title: string,
  coachId: string,
  start: string,
  capacity: number,
) {
  return (extra: Partial<WorkshopSchedulePayload> = {}): WorkshopSchedulePayload => ({
    id,
    workshopId,
    workshopTitle: title,
    coachId,
    startDate: `${start}T09:00:00Z`,
    endDate: `${start}T12:00:00Z`,
    timezone: 'Europe/Berlin',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    mode: 'ONLINE',
    capacity,
    price: 100,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    deletedAt: null,
    updatedAt: `${D1}T08:00:00Z`,
    ...extra,
  });
}

const booking = (
  bookingId: string,
  scheduleId: string,
  userId: string,
  seats: number,
  status: string,
  amount: number,
) => ({
  bookingId,
  workshopScheduleId: scheduleId,
  userId,
  seats,
  status,
  amount,
  currency: 'EUR',
});
const paid = (bookingId: string, scheduleId: string, userId: string, amount: number) => ({
  bookingId,
  userId,
  workshopScheduleId: scheduleId,
  paymentIntentId: `pi_${bookingId}`,
  amount,
  currency: 'EUR',
  paymentMethod: 'Visa •••• 4242',
  invoiceNumber: 'INV-2030-000001',
});
const refunded = (bookingId: string, amount: number) => ({
  bookingId,
  refundId: randomUUID(),
  amount,
  currency: 'EUR',
  reason: 'test',
  creditNoteNumber: 'CN-2030-000001',
});

function script() {
  const s1 = schedule(S1, W1, 'Feedback That Lands', c1.id, '2030-03-11', 10);
  const s2 = schedule(S2, W2, 'Negotiation Basics', c2.id, '2030-03-13', 4);
  const s3 = schedule(S3, W1, 'Feedback That Lands', c1.id, '2030-03-12', 5);
  for (const u of users)
    event('identity.user.registered', `${D1}T07:00:00`, {
      id: u,
      username: u.slice(0, 8),
      email: `${u}@x.test`,
      status: 'ACTIVE',
      roles: [],
    });
  event('workshops.schedule.published', `${D1}T08:00:00`, s1());
  event('workshops.schedule.published', `${D1}T08:01:00`, s2());
  event('workshops.schedule.published', `${D1}T08:02:00`, s3());
  // Published again after an edit: still one schedule published.
  event('workshops.schedule.published', `${D1}T08:30:00`, s1({ updatedAt: `${D1}T08:30:00Z` }));
  // D1: B1 (S1, 2 seats, 200.00) paid.
  event('bookings.booking.created', `${D1}T10:00:00`, {
    ...booking(B1, S1, users[0]!, 2, 'PENDING', 200),
    expiresAt: null,
  });
  event('bookings.schedule.seats-changed', `${D1}T10:00:00`, {
    workshopScheduleId: S1,
    seatsTaken: 2,
    version: 1,
  });
  event('bookings.payment.finalized', `${D1}T10:05:00`, paid(B1, S1, users[0]!, 200));
  event('bookings.booking.confirmed', `${D1}T10:05:00`, booking(B1, S1, users[0]!, 2, 'CONFIRMED', 200));
  // D2: B2 (S1, 1 seat, voucher 20.00 off, 80.00 paid); B3 (S2, 3 seats, 300.00); B4 (S2, hold expired);
  // B5 (S3, 2 seats, 150.00).
  event('identity.user.registered', `${D2}T07:00:00`, {
    id: randomUUID(),
    username: 'late',
    email: 'late@x.test',
    status: 'ACTIVE',
    roles: [],
  });
  event('bookings.booking.created', `${D2}T09:00:00`, {
    ...booking(B2, S1, users[1]!, 1, 'PENDING', 80),
    expiresAt: null,
  });
  event('bookings.schedule.seats-changed', `${D2}T09:00:00`, {
    workshopScheduleId: S1,
    seatsTaken: 3,
    version: 2,
  });
  event('bookings.voucher.redeemed', `${D2}T09:05:00`, {
    voucherId: randomUUID(),
    code: 'SPRING',
    bookingId: B2,
    userId: users[1]!,
    discount: 20,
    currency: 'EUR',
  });
  event('bookings.payment.finalized', `${D2}T09:05:00`, paid(B2, S1, users[1]!, 80));
  event('bookings.booking.confirmed', `${D2}T09:05:00`, booking(B2, S1, users[1]!, 1, 'CONFIRMED', 80));
  event('bookings.booking.created', `${D2}T11:00:00`, {
    ...booking(B3, S2, users[2]!, 3, 'PENDING', 300),
    expiresAt: null,
  });
  event('bookings.payment.finalized', `${D2}T11:05:00`, paid(B3, S2, users[2]!, 300));
  event('bookings.booking.confirmed', `${D2}T11:05:00`, booking(B3, S2, users[2]!, 3, 'CONFIRMED', 300));
  event('bookings.booking.created', `${D2}T12:00:00`, {
    ...booking(B4, S2, users[0]!, 1, 'PENDING', 100),
    expiresAt: null,
  });
  event('bookings.booking.cancelled', `${D2}T12:15:00`, {
    bookingId: B4,
    workshopScheduleId: S2,
    seats: 1,
    previousStatus: 'PENDING',
    reason: 'Hold expired',
    cancelledBy: null,
  });
  event('bookings.booking.created', `${D2}T13:00:00`, {
    ...booking(B5, S3, users[1]!, 2, 'PENDING', 150),
    expiresAt: null,
  });
  event('bookings.payment.finalized', `${D2}T13:05:00`, paid(B5, S3, users[1]!, 150));
  event('bookings.booking.confirmed', `${D2}T13:05:00`, booking(B5, S3, users[1]!, 2, 'CONFIRMED', 150));
  // D3: one seat of B3 cancelled and refunded (100.00); S3 cancelled, B5 refunded in full.
  event('bookings.seat.cancelled', `${D3}T08:00:00`, {
    seatId: randomUUID(),
    bookingId: B3,
    workshopScheduleId: S2,
    userId: null,
    email: null,
  });
  event('bookings.payment.refunded', `${D3}T08:00:00`, refunded(B3, 100));
  event(
    'workshops.schedule.cancelled',
    `${D3}T09:00:00`,
    s3({ cancelledAt: `${D3}T09:00:00Z`, updatedAt: `${D3}T09:00:00Z` }),
  );
  event('bookings.booking.cancelled', `${D3}T09:00:00`, {
    bookingId: B5,
    workshopScheduleId: S3,
    seats: 2,
    previousStatus: 'CONFIRMED',
    reason: 'The workshop schedule was cancelled.',
    cancelledBy: null,
  });
  event('bookings.payment.refunded', `${D3}T09:00:00`, refunded(B5, 150));
}

async function deliverAll(events: EventEnvelope[]) {
  for (const e of events) await t.deliver(e);
}

beforeAll(async () => {
  t = await bootBookings();
  c1 = await t.person('coach');
  c2 = await t.person('coach');
  admin = await t.person('admin');
  booker = await t.person();
  script();
});
afterAll(() => t.close());

const metrics = async (who: Person, query: string) => {
  const res = await t.as(who).get(`/v1/dashboard/metrics?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const MARCH = 'from=2030-03-01&to=2030-03-31&groupBy=week';
const DAYS = `from=${D1}&to=${D3}&groupBy=day`;

describe('GET /v1/dashboard/metrics', () => {
  it('gives the platform figures worked out by hand', async () => {
    await deliverAll(history);
    const m = await metrics(admin, MARCH);
    expect(m.scope).toBe('platform');
    expect(m.totals).toEqual({
      bookingsCreated: 5,
      bookingsConfirmed: 4,
      // B5; B4's hold ended unpaid, which is no cancelled booking.
      bookingsCancelled: 1,
      bookingsCompleted: 0,
      bookingsNoShow: 0,
      bookings: 3,
      // 2 + 1 + 3 + 2 sold, less one seat of B3 and B5's two seats.
      seatsSold: 5,
      gross: 730,
      refunds: 250,
      net: 480,
      platformFee: 72,
      discounts: 20,
      newUsers: 4,
      schedulesPublished: 3,
      // S1 3 of 10, S2 2 of 4; the cancelled S3 counts for nothing.
      fillRate: 0.3571,
    });
    expect(m.series.map((p: { period: string }) => p.period)).toEqual([
      '2030-02-25',
      '2030-03-04',
      '2030-03-11',
      '2030-03-18',
      '2030-03-25',
    ]);
    expect(m.topWorkshops.byRevenue.map((w: { title: string; net: number }) => [w.title, w.net])).toEqual([
      ['Feedback That Lands', 280],
      ['Negotiation Basics', 200],
    ]);
    // Each session that sold seats or starts in March, the cancelled S3 left out.
    expect(
      m.sessionsByFillRate.map((s: { workshopScheduleId: string; fillRate: number }) => [
        s.workshopScheduleId,
        s.fillRate,
      ]),
    ).toEqual([
      [S2, 0.5],
      [S1, 0.3],
    ]);
    expect(
      m.upcoming.map((u: { workshopScheduleId: string; seatsLeft: number }) => [
        u.workshopScheduleId,
        u.seatsLeft,
      ]),
    ).toEqual([
      [S1, 7],
      [S2, 4],
    ]);
  });

  it('puts each day’s figures on its day', async () => {
    const m = await metrics(admin, DAYS);
    const pick = (p: Record<string, unknown>) => [
      p.period,
      p.bookingsCreated,
      p.bookingsConfirmed,
      p.bookingsCancelled,
      p.bookings,
      p.seatsSold,
      p.gross,
      p.refunds,
      p.discounts,
      p.schedulesPublished,
    ];
    expect(m.series.map(pick)).toEqual([
      [D1, 1, 1, 0, 1, 2, 200, 0, 0, 3],
      [D2, 4, 3, 0, 3, 6, 530, 0, 20, 0],
      [D3, 0, 0, 1, -1, -3, 0, 250, 0, 0],
    ]);
    expect(m.series[1].newUsers).toBe(1);
  });

  it('shows a coach only the schedules they teach', async () => {
    const mine = await metrics(c1, MARCH);
    expect(mine.scope).toBe('coach');
    expect(mine.totals).toMatchObject({
      bookingsCreated: 3,
      bookingsConfirmed: 3,
      bookingsCancelled: 1,
      bookings: 2,
      seatsSold: 3,
      gross: 430,
      refunds: 150,
      net: 280,
      platformFee: 42,
      newUsers: null,
      schedulesPublished: 2,
      fillRate: 0.3,
    });
    expect(mine.topWorkshops.byRevenue.map((w: { workshopId: string }) => w.workshopId)).toEqual([W1]);
    expect(mine.upcoming.map((u: { workshopScheduleId: string }) => u.workshopScheduleId)).toEqual([S1]);
    const theirs = await metrics(c2, MARCH);
    expect(theirs.totals).toMatchObject({ gross: 300, refunds: 100, net: 200, seatsSold: 2 });
  });

  it('changes nothing when every event arrives again', async () => {
    const before = await metrics(admin, MARCH);
    await deliverAll(history);
    await deliverAll([...history].reverse());
    expect(await metrics(admin, MARCH)).toEqual(before);
  });

  it('gives the same figures after a rebuild from the event log', async () => {
    const before = await metrics(admin, MARCH);
    const coach = await metrics(c1, DAYS);
    const { events } = await rebuildMetrics(t.handle.context.db);
    expect(events).toBeGreaterThanOrEqual(history.length);
    expect(await metrics(admin, MARCH)).toEqual(before);
    expect(await metrics(c1, DAYS)).toEqual(coach);
  });

  it('counts a sale delivered as one batch as one at a time would, and as a rebuild does', async () => {
    // A burst as the relay hands it over: bookings created in a row over two days, then their seat
    // counts (their versions out of order), which the consumer folds (one INSERT, one upsert a day,
    // the newest count of the schedule).
    const S4 = randomUUID();
    const burst = [
      event('workshops.schedule.published', '2030-04-01T08:00:00', {
        ...schedule(S4, W2, 'Negotiation Basics', c2.id, '2030-04-20', 20)(),
        updatedAt: '2030-04-01T08:00:00Z',
      }),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        event('bookings.booking.created', `2030-04-0${i < 4 ? 2 : 3}T10:0${i}:00`, {
          ...booking(randomUUID(), S4, users[i % 3]!, 1, 'PENDING', 100),
          expiresAt: null,
        }),
      ),
      ...[3, 1, 2, 6, 4, 5].map((version) =>
        event('bookings.schedule.seats-changed', '2030-04-03T10:06:00', {
          workshopScheduleId: S4,
          seatsTaken: version,
          version,
        }),
      ),
    ];
    expect(await t.deliverBatch(burst)).toEqual({ handled: burst.length });
    const APRIL = 'from=2030-04-01&to=2030-04-30&groupBy=day';
    const live = await metrics(admin, APRIL);
    expect(live.totals).toMatchObject({ bookingsCreated: 6, schedulesPublished: 1 });
    const created = (day: string) =>
      live.series.find((p: { period: string }) => p.period === day)?.bookingsCreated;
    expect([created('2030-04-02'), created('2030-04-03')]).toEqual([4, 2]);
    const seats = async () =>
      (
        await t.pg.query('select seats_taken, seats_version from bookings.metrics_schedules where id = $1', [
          S4,
        ])
      ).rows[0];
    expect(await seats()).toEqual({ seats_taken: 6, seats_version: 6 });
    // The batch again changes nothing; the log replayed one event at a time gives the same figures.
    expect(await t.deliverBatch(burst)).toEqual({ handled: burst.length });
    expect(await metrics(admin, APRIL)).toEqual(live);
    await rebuildMetrics(t.handle.context.db);
    expect(await metrics(admin, APRIL)).toEqual(live);
    expect(await seats()).toEqual({ seats_taken: 6, seats_version: 6 });
  });

  it('recounts on upgrade the cancellations the old rule counted (a hold that ended unpaid)', async () => {
    const before = await metrics(admin, DAYS);
    // What the projection wrote before: B4's expired hold was a cancelled booking on D2.
    await t.pg.query(
      'update bookings.metrics_daily set bookings_cancelled = bookings_cancelled + 1 where day = $1 and workshop_schedule_id = $2',
      [D2, S2],
    );
    expect((await metrics(admin, DAYS)).totals).toMatchObject({ bookingsCancelled: 2, bookings: 2 });
    const migration = path.join(MIGRATIONS, '0011_metrics_confirmed_cancellations.sql');
    await t.pg.query(fs.readFileSync(migration, 'utf8'));
    expect(await metrics(admin, DAYS)).toEqual(before);
  });

  it('compares with the period of the same length before', async () => {
    // Three days: the three days before hold the whole history.
    const m = await metrics(admin, `from=2030-03-07&to=2030-03-09`);
    expect(m.previous).toMatchObject({ bookingsCreated: 5, gross: 730, refunds: 250, net: 480 });
    expect(m.totals).toMatchObject({ bookingsCreated: 0, gross: 0 });
  });

  it('defaults to the last 30 days by day', async () => {
    const m = await metrics(admin, '');
    expect(m.groupBy).toBe('day');
    expect(m.series).toHaveLength(30);
    expect(m.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses people who are neither super-admins nor coaches', async () => {
    expect((await t.as(booker).get('/v1/dashboard/metrics')).status).toBe(403);
    expect((await t.as(null).get('/v1/dashboard/metrics')).status).toBe(401);
  });

  it('answers 422 with the field-keyed bag for bad parameters', async () => {
    const res = await t.as(admin).get('/v1/dashboard/metrics?from=2030-02-30&to=yesterday&groupBy=year');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      from: ['From must be a date like 2026-01-31'],
      to: ['To must be a date like 2026-01-31'],
      groupBy: ['Group by must be one of day, week, month'],
    });
    const order = await t.as(admin).get('/v1/dashboard/metrics?from=2030-03-02&to=2030-03-01');
    expect(order.body.errors).toEqual({ to: ['To must not be before From'] });
    const long = await t.as(admin).get('/v1/dashboard/metrics?from=2020-01-01&to=2030-01-01');
    expect(long.body.errors).toEqual({ to: ['The range may span at most 731 days'] });
  });

  it('answers 422 on from or to for the year 0 and past 9999, never a 500', async () => {
    const zero = await t.as(admin).get('/v1/dashboard/metrics?from=0000-01-01');
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ from: ['From must be a date like 2026-01-31'] });
    const far = await t.as(admin).get('/v1/dashboard/metrics?to=10000-01-01');
    expect(far.status).toBe(422);
    expect(Object.keys(far.body.errors)).toEqual(['to']);
  });

  it('keeps every derived day between the years 1 and 9999: the previous period and the default ends', async () => {
    const first = await t.as(admin).get('/v1/dashboard/metrics?from=0001-01-01&to=0002-12-31&groupBy=week');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ from: '0001-01-01', to: '0002-12-31' });
    expect(first.body.data.previous).toMatchObject({ bookingsCreated: 0, gross: 0, fillRate: null });
    const second = await t.as(admin).get('/v1/dashboard/metrics?from=0001-01-02&to=0001-12-31');
    expect(second.status).toBe(200);
    const last = await t.as(admin).get('/v1/dashboard/metrics?to=9999-12-31');
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ from: '9999-12-02', to: '9999-12-31' });
    const lastFrom = await t.as(admin).get('/v1/dashboard/metrics?from=9999-12-31&groupBy=month');
    expect(lastFrom.status).toBe(200);
    expect(lastFrom.body.data).toMatchObject({ from: '9999-12-31', to: '9999-12-31' });
    expect((await t.as(c1).get('/v1/dashboard/metrics?from=0001-01-01&to=0001-01-31')).status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { bookBody, bootBookings, DAY, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let other: Person;
let coach: Person;
let otherCoach: Person;
let admin: Person;
let early: { id: string };
let late: { id: string };
let mine: string[];
let theirs: string;

beforeAll(async () => {
  t = await bootBookings();
  [booker, other, coach, otherCoach, admin] = await Promise.all([
    t.person('booker'),
    t.person('booker'),
    t.person('coach'),
    t.person('coach'),
    t.person('admin'),
  ]);
  early = await t.schedule({ coachId: coach.id, startDate: new Date(Date.now() + 3 * DAY).toISOString() });
  late = await t.schedule({
    coachId: otherCoach.id,
    startDate: new Date(Date.now() + 30 * DAY).toISOString(),
    price: 0,
  });
  const book = async (who: Person, scheduleId: string, seats = 1) => {
    const res = await t.as(who).post('/v1/bookings', bookBody(who, scheduleId, seats));
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  mine = [await book(booker, early.id, 2), await book(booker, late.id)];
  theirs = await book(other, early.id);
});
afterAll(async () => {
  await t.close();
});

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((b) => b.id).sort();

describe('GET /v1/bookings', () => {
  it('shows a booker their own bookings only, newest first, each with its schedule', async () => {
    const res = await t.as(booker).get('/v1/bookings');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { id: string }) => b.id)).toEqual([...mine].reverse());
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
    expect(res.body.data[1].schedule).toMatchObject({ id: early.id, seatsLeft: 7 });
  });

  it('shows a coach the bookings of the schedules they teach, and nobody else their bookings', async () => {
    expect(ids(await t.as(coach).get('/v1/bookings'))).toEqual([mine[0]!, theirs].sort());
    expect(ids(await t.as(otherCoach).get('/v1/bookings'))).toEqual([mine[1]!]);
    expect(ids(await t.as(await t.person('booker')).get('/v1/bookings'))).toEqual([]);
  });

  it('shows a super-admin every booking, searchable by booking id or booker email', async () => {
    const all = await t.as(admin).get('/v1/bookings?perPage=100');
    expect(ids(all)).toEqual([...mine, theirs].sort());
    expect(ids(await t.as(admin).get(`/v1/bookings?search=${other.email.toUpperCase()}`))).toEqual([theirs]);
    expect(ids(await t.as(admin).get(`/v1/bookings?search=${mine[1]}`))).toEqual([mine[1]!]);
    const refused = await t.as(booker).get(`/v1/bookings?search=${booker.email}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ search: ['Only administrators can search bookings.'] });
    expect((await t.as(booker).get('/v1/bookings?trashed=with')).status).toBe(422);
  });

  it('filters by status, schedule, user and the schedule start, and sorts by start', async () => {
    const a = t.as(admin);
    expect(ids(await a.get('/v1/bookings?filter[status]=confirmed'))).toEqual([mine[1]!]);
    expect(ids(await a.get(`/v1/bookings?filter[workshopScheduleId]=${early.id}`))).toEqual(
      [mine[0]!, theirs].sort(),
    );
    expect(ids(await a.get(`/v1/bookings?filter[userId]=${other.id}`))).toEqual([theirs]);
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
    expect(ids(await a.get(`/v1/bookings?filter[startsFrom]=${day(10 * DAY)}`))).toEqual([mine[1]!]);
    expect(ids(await a.get(`/v1/bookings?filter[startsTo]=${day(3 * DAY)}`))).toEqual(
      [mine[0]!, theirs].sort(),
    );
    const sorted = await a.get('/v1/bookings?sort=-startDate');
    expect(sorted.body.data[0].id).toBe(mine[1]);
    const bad = await a.get(
      '/v1/bookings?filter[status]=LOST&filter[startsFrom]=soon&sort=amount&include=payments',
    );
    expect(bad.status).toBe(422);
    // Every parameter is checked by its kind at once, so one answer names every mistake.
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filter.startsFrom', 'filter.status', 'include', 'sort']);
    expect(bad.body.errors['filter.status'][0]).toMatch(/must be one of: PENDING, CONFIRMED/);
    const bad2 = await a.get('/v1/bookings?filter[status]=LOST&filter[startsFrom]=soon&filter[userId]=me');
    expect(Object.keys(bad2.body.errors).sort()).toEqual(['filter.startsFrom', 'filter.status', 'filter.userId']);
  });

  it('embeds the seats and the booker on request', async () => {
    const res = await t
      .as(booker)
      .get(`/v1/bookings?include=seats,user&filter[workshopScheduleId]=${early.id}`);
    const b = res.body.data[0];
    expect(b.user).toEqual({ id: booker.id, username: booker.username, name: booker.username, email: booker.email });
    expect(b.bookingSeats.map((s: { position: number }) => s.position)).toEqual([1, 2]);
    expect(b.bookingSeats[0].user).toMatchObject({ id: booker.id, username: booker.username });
  });
});

describe('GET /v1/bookings/{id}', () => {
  it('shows the owner, the schedule coach and a super-admin the booking', async () => {
    for (const who of [booker, coach, admin]) {
      const res = await t.as(who).get(`/v1/bookings/${mine[0]}?include=seats`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: mine[0], seats: 2, schedule: { id: early.id } });
      expect(res.body.data.bookingSeats).toHaveLength(2);
    }
  });

  it("answers 404 for another booker's booking and another coach's schedule", async () => {
    for (const who of [other, otherCoach]) {
      const res = await t.as(who).get(`/v1/bookings/${mine[0]}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Booking not found.' });
    }
    expect((await t.as(booker).get(`/v1/bookings/${randomUUID()}`)).status).toBe(404);
    expect((await t.as(booker).get('/v1/bookings/not-an-id')).status).toBe(404);
    expect((await t.as(booker).get(`/v1/bookings/${mine[0]}?include=secrets`)).status).toBe(422);
    expect((await t.as(null).get(`/v1/bookings/${mine[0]}`)).status).toBe(401);
  });
});

describe('GET /v1/bookings/counts', () => {
  it('counts the bookings of many schedules in one answer, each as the list would see them', async () => {
    const none = randomUUID();
    const res = await t
      .as(admin)
      .get(`/v1/bookings/counts?workshopScheduleId=${early.id},${late.id},${none}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { workshopScheduleId: early.id, bookings: 2 },
      { workshopScheduleId: late.id, bookings: 1 },
      { workshopScheduleId: none, bookings: 0 },
    ]);
    // A coach counts what their list shows: the bookings of the schedules they teach.
    expect(
      (await t.as(coach).get(`/v1/bookings/counts?workshopScheduleId=${early.id},${late.id}`)).body.data,
    ).toEqual([
      { workshopScheduleId: early.id, bookings: 2 },
      { workshopScheduleId: late.id, bookings: 0 },
    ]);
    // A booker, their own.
    expect((await t.as(other).get(`/v1/bookings/counts?workshopScheduleId=${early.id}`)).body.data).toEqual([
      { workshopScheduleId: early.id, bookings: 1 },
    ]);
  });

  it('answers 422 on workshopScheduleId without ids or with one that is not an id, 401 to a guest', async () => {
    for (const q of ['', '?workshopScheduleId=', '?workshopScheduleId=nope'])
      expect((await t.as(admin).get(`/v1/bookings/counts${q}`)).body.errors).toHaveProperty(
        'workshopScheduleId',
      );
    expect((await t.as(null).get(`/v1/bookings/counts?workshopScheduleId=${early.id}`)).status).toBe(401);
  });
});

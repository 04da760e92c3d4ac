// GET /v1/booking-seats (+ /{id}, attendees.csv), PATCH, DELETE and restore.
import type { BookingDto } from '@coachwork/contracts';
import { bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let friend: Person;
let coach: Person;
let otherCoach: Person;
let admin: Person;
let confirmed: BookingDto;
let held: BookingDto;
let scheduleId: string;

beforeAll(async () => {
  t = await bootBookings();
  [booker, friend, coach, otherCoach, admin] = await Promise.all([
    t.person('booker'),
    t.person('booker', { firstName: 'Fran', lastName: 'Friend' }),
    t.person('coach'),
    t.person('coach'),
    t.person('admin'),
  ]);
  const free = await t.schedule({ coachId: coach.id, price: 0, workshopTitle: 'Free, "quoted" workshop' });
  scheduleId = free.id;
  confirmed = await t.book(booker, free.id, 3);
  const paidOnSame = await t.schedule({ coachId: coach.id, price: 20 });
  held = await t.book(booker, paidOnSame.id, 2);
  await t.as(booker).post('/v1/booking-seats', { bookingId: confirmed.id, userId: friend.id });
  await t
    .as(friend)
    .post('/v1/invitations/accept', { invitation_token: await t.invitationToken(friend.email) });
  await t.as(booker).post('/v1/booking-seats', { bookingId: confirmed.id, email: '=cmd|calc@example.com' });
});
afterAll(async () => {
  await t.close();
});

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((s) => s.id).sort();
const seatsOf = (b: BookingDto) => b.bookingSeats!.map((s) => s.id);

describe('GET /v1/booking-seats', () => {
  it("shows the owner their bookings' seats in position order", async () => {
    const res = await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${confirmed.id}&include=user`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);
    expect(res.body.data[1]).toMatchObject({
      status: 'ACCEPTED',
      user: { id: friend.id, username: friend.username, name: 'Fran Friend', email: friend.email },
    });
    expect(ids(await t.as(booker).get('/v1/booking-seats?perPage=100'))).toEqual(
      [...seatsOf(confirmed), ...seatsOf(held)].sort(),
    );
  });

  it('shows the coach the attendees of confirmed bookings only, and other people nothing', async () => {
    const res = await t
      .as(coach)
      .get(`/v1/booking-seats?filter[workshopScheduleId]=${scheduleId}&include=user&perPage=100`);
    expect(ids(res)).toEqual(seatsOf(confirmed).sort());
    expect(ids(await t.as(coach).get('/v1/booking-seats?perPage=100'))).toEqual(seatsOf(confirmed).sort());
    expect(ids(await t.as(otherCoach).get('/v1/booking-seats'))).toEqual([]);
    expect(ids(await t.as(await t.person('booker')).get('/v1/booking-seats'))).toEqual([]);
  });

  it('shows an invitee the seat they hold, with the others on the booking by name only', async () => {
    const res = await t.as(friend).get('/v1/booking-seats?include=user');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].user.email).toBe(friend.email);
  });

  it('filters by status and refuses unknown values', async () => {
    const res = await t
      .as(admin)
      .get(`/v1/booking-seats?filter[bookingId]=${confirmed.id}&filter[status]=pending`);
    expect(res.body.data.map((s: { position: number }) => s.position)).toEqual([3]);
    expect((await t.as(admin).get('/v1/booking-seats?filter[status]=LOST')).status).toBe(422);
    expect((await t.as(admin).get('/v1/booking-seats?filter[bookingId]=nope')).status).toBe(422);
  });
});

describe('GET /v1/booking-seats/{id}', () => {
  it('shows a seat to those who may see it and is 404 for everyone else', async () => {
    const seat = confirmed.bookingSeats![0]!.id;
    for (const who of [booker, coach, admin])
      expect((await t.as(who).get(`/v1/booking-seats/${seat}`)).status).toBe(200);
    for (const who of [otherCoach, await t.person('booker')])
      expect((await t.as(who).get(`/v1/booking-seats/${seat}`)).status).toBe(404);
    const heldSeat = held.bookingSeats![0]!.id;
    expect((await t.as(coach).get(`/v1/booking-seats/${heldSeat}`)).status).toBe(404);
  });
});

describe('PATCH /v1/booking-seats/{id}', () => {
  it('lets the coach record attendance, and the owner keep notes in meta', async () => {
    const seat = confirmed.bookingSeats![1]!.id;
    const res = await t
      .as(coach)
      .patch(`/v1/booking-seats/${seat}`, { attended: true, attendanceNotes: 'On time' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ attended: true, attendanceNotes: 'On time' });
    expect((await t.as(booker).patch(`/v1/booking-seats/${seat}`, { attended: false })).status).toBe(403);
    expect((await t.as(coach).patch(`/v1/booking-seats/${seat}`, { meta: { x: 1 } })).status).toBe(403);
    expect(
      (await t.as(booker).patch(`/v1/booking-seats/${seat}`, { meta: { diet: 'vegan' } })).body.data.meta,
    ).toEqual({
      diet: 'vegan',
    });
    expect((await t.as(otherCoach).patch(`/v1/booking-seats/${seat}`, { attended: false })).status).toBe(404);
    const who = await t
      .as(admin)
      .patch(`/v1/booking-seats/${seat}`, { userId: booker.id, status: 'DECLINED' });
    expect(who.status).toBe(422);
    expect(Object.keys(who.body.errors).sort()).toEqual(['status', 'userId']);
    const long = await t.as(coach).patch(`/v1/booking-seats/${seat}`, { attendanceNotes: 'x'.repeat(1001) });
    expect(long.body.errors).toEqual({
      attendanceNotes: ['Attendance notes must be at most 1000 characters'],
    });
    expect((await t.as(admin).get(`/v1/booking-seats/${seat}`)).body.data.attended).toBe(true);
  });
});

describe('GET /v1/booking-seats/attendees.csv', () => {
  it('downloads the attendee list for the coach, with spreadsheet formulas defused', async () => {
    const res = await t.as(coach).get(`/v1/booking-seats/attendees.csv?workshopScheduleId=${scheduleId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=attendees-${scheduleId}.csv`);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('booking,seat,name,email,invitation status,attended,attendance notes');
    expect(lines.slice(1)).toEqual([
      `${confirmed.id},1,${booker.username},${booker.email},ACCEPTED,,`,
      `${confirmed.id},2,Fran Friend,${friend.email},ACCEPTED,yes,On time`,
      `${confirmed.id},3,,'=cmd|calc@example.com,PENDING,,`,
    ]);
  });

  it('is for the coach of the schedule and super-admins', async () => {
    const url = `/v1/booking-seats/attendees.csv?workshopScheduleId=${scheduleId}`;
    expect((await t.as(admin).get(url)).status).toBe(200);
    expect((await t.as(otherCoach).get(url)).status).toBe(403);
    expect((await t.as(booker).get(url)).status).toBe(403);
    expect((await t.as(coach).get('/v1/booking-seats/attendees.csv')).status).toBe(422);
  });
});

describe('DELETE /v1/booking-seats/{id} and /restore', () => {
  it('trashes and restores a seat for super-admins only', async () => {
    const seat = confirmed.bookingSeats![2]!.id;
    expect((await t.as(booker).delete(`/v1/booking-seats/${seat}`)).status).toBe(403);
    expect((await t.as(admin).delete(`/v1/booking-seats/${seat}`)).status).toBe(200);
    expect((await t.as(booker).get(`/v1/booking-seats/${seat}`)).status).toBe(404);
    expect(ids(await t.as(admin).get('/v1/booking-seats?trashed=only'))).toEqual([seat]);
    expect((await t.as(booker).get('/v1/booking-seats?trashed=only')).status).toBe(422);
    expect((await t.as(admin).post(`/v1/booking-seats/${seat}/restore`)).status).toBe(200);
    expect((await t.as(booker).get(`/v1/booking-seats/${seat}`)).status).toBe(200);
  });
});

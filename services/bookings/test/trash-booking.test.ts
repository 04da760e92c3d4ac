import { bootBookings, type BookingsTest, type Person } from './support';

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

describe('DELETE /v1/bookings/{id} and POST /v1/bookings/{id}/restore', () => {
  it('moves a booking to the trash and back for super-admins, leaving status and seats alone', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 2);
    expect((await t.as(booker).delete(`/v1/bookings/${b.id}`)).status).toBe(403);
    const del = await t.as(admin).delete(`/v1/bookings/${b.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ status: 'PENDING', seats: 2 });
    expect(del.body.data.deletedAt).not.toBeNull();
    expect(await t.seatsTaken(s.id)).toBe(2);

    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).status).toBe(404);
    expect((await t.as(booker).get('/v1/bookings')).body.data.map((x: { id: string }) => x.id)).not.toContain(
      b.id,
    );
    const trash = await t.as(admin).get('/v1/bookings?trashed=only');
    expect(trash.body.data.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect((await t.as(admin).get(`/v1/bookings/${b.id}`)).status).toBe(200);
    expect((await t.as(admin).post(`/v1/bookings/${b.id}/cancel`, { reason: 'x' })).status).toBe(404);
    expect((await t.as(admin).delete(`/v1/bookings/${b.id}`)).status).toBe(404);

    expect((await t.as(booker).post(`/v1/bookings/${b.id}/restore`)).status).toBe(403);
    const back = await t.as(admin).post(`/v1/bookings/${b.id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body.data.deletedAt).toBeNull();
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).status).toBe(200);
    expect((await t.as(admin).post(`/v1/bookings/${b.id}/restore`)).status).toBe(404);
  });
});

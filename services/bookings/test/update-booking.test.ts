import { ADDRESS, bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let coach: Person;
let admin: Person;
let id: string;
beforeAll(async () => {
  t = await bootBookings();
  [booker, coach, admin] = await Promise.all([t.person('booker'), t.person('coach'), t.person('admin')]);
  const s = await t.schedule({ coachId: coach.id });
  id = (await t.book(booker, s.id, 2, { notes: 'First' })).id;
});
afterAll(async () => {
  await t.close();
});

const patch = (who: Person, body: object) => t.as(who).patch(`/v1/bookings/${id}`, body);

describe('PATCH /v1/bookings/{id}', () => {
  it('lets the owner change notes, address and meta, partially', async () => {
    const res = await patch(booker, { notes: 'Arriving late', address: { ...ADDRESS, city: 'Potsdam' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      notes: 'Arriving late',
      address: { city: 'Potsdam', addressLine2: null },
    });
    const meta = { workshopResourcePreferences: [] };
    expect((await patch(booker, { meta })).body.data).toMatchObject({ notes: 'Arriving late', meta });
  });

  it('lets the coach write coachNotes, which the booker never sees', async () => {
    const res = await patch(coach, { coachNotes: 'Needs a step-free room' });
    expect(res.status).toBe(200);
    expect(res.body.data.coachNotes).toBe('Needs a step-free room');
    expect((await t.as(booker).get(`/v1/bookings/${id}`)).body.data.coachNotes).toBeNull();
    expect((await t.as(admin).get(`/v1/bookings/${id}`)).body.data.coachNotes).toBe('Needs a step-free room');
  });

  it('refuses fields that are not the caller’s (403) and changes nothing', async () => {
    expect((await patch(booker, { coachNotes: 'I am fine' })).status).toBe(403);
    const res = await patch(coach, { notes: 'Overwritten' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You may not change this field.');
    expect((await t.as(admin).get(`/v1/bookings/${id}`)).body.data).toMatchObject({
      notes: 'Arriving late',
      coachNotes: 'Needs a step-free room',
    });
    expect((await patch(admin, { notes: 'By staff', coachNotes: 'Also staff' })).status).toBe(200);
  });

  it('keeps seats, status and money to the actions (422) and validates the rest', async () => {
    const res = await patch(admin, { status: 'CONFIRMED', seats: 5, amount: 0 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'seats', 'status']);
    const bad = await patch(booker, { notes: 'x'.repeat(1001), address: { ...ADDRESS, country: 'ZZ' } });
    expect(bad.body.errors).toEqual({
      notes: ['Notes must be at most 1000 characters'],
      'address.country': ['Please select a valid country'],
    });
    expect((await t.as(admin).get(`/v1/bookings/${id}`)).body.data).toMatchObject({
      status: 'PENDING',
      seats: 2,
    });
  });

  it('hides the booking from others', async () => {
    expect((await patch(await t.person('booker'), { notes: 'Mine now' })).status).toBe(404);
    expect((await patch(await t.person('coach'), { coachNotes: 'Mine now' })).status).toBe(404);
  });
});

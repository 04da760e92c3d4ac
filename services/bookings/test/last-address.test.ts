// The checkout remembers the billing address (issue 31 item 10): GET /v1/bookings/last-address answers
// the caller's own latest booking's address, null before their first booking, never someone else's.
import { bootBookings, type BookingsTest } from './support';

let t: BookingsTest;
beforeAll(async () => {
  t = await bootBookings();
});
afterAll(async () => {
  await t.close();
});

const BERLIN = {
  addressLine1: 'Lohmühlenstraße 65',
  addressLine2: null,
  city: 'Berlin',
  state: 'Berlin',
  zip: '12435',
  country: 'DE',
};
const LYON = {
  addressLine1: '12 rue de la République',
  addressLine2: 'Bâtiment B',
  city: 'Lyon',
  state: 'Auvergne-Rhône-Alpes',
  zip: '69002',
  country: 'FR',
};

describe('GET /v1/bookings/last-address', () => {
  it("answers the caller's latest booking's address, and only their own", async () => {
    const [booker, other] = [await t.person('booker'), await t.person('booker')];
    const admin = await t.person('admin');
    const s = await t.schedule({ capacity: 10 });

    const none = await t.as(booker).get('/v1/bookings/last-address');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: null });

    await t.book(booker, s.id, 1, { address: BERLIN });
    expect((await t.as(booker).get('/v1/bookings/last-address')).body.data).toEqual(BERLIN);
    // The latest one wins, even cancelled: it is the address last typed.
    const later = await t.book(booker, s.id, 1, { address: LYON });
    expect((await t.as(booker).post(`/v1/bookings/${later.id}/cancel`, { reason: 'Changed plans' })).status).toBe(
      200,
    );
    const res = await t.as(booker).get('/v1/bookings/last-address');
    expect(res.body.data).toEqual(LYON);
    expect(res.headers['cache-control']).toBe('no-store');

    // Another booker, and a super-admin, get their own (none), never this booker's.
    expect((await t.as(other).get('/v1/bookings/last-address')).body.data).toBeNull();
    expect((await t.as(admin).get('/v1/bookings/last-address')).body.data).toBeNull();
    expect((await t.as(null).get('/v1/bookings/last-address')).status).toBe(401);
  });
});

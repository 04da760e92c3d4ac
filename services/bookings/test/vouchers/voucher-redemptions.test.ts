// GET /v1/vouchers/{id}/redemptions: the bookings that hold or used a voucher, with who booked them
// (from bookings' copy of identity's users), so the console can show a name instead of an id.
import { bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let booker: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, admin] = [await t.person('booker'), await t.person('admin')];
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/vouchers/{id}/redemptions', () => {
  it('names the booker of each use by username and email, with the booking and the discount', async () => {
    const s = await t.schedule({ price: 100 });
    const code = `WHO-${Date.now().toString(36)}`;
    const voucher = await t.as(admin).post('/v1/vouchers', {
      code,
      data: { discountType: 'fixed', discountValue: 10, maxUses: 5 },
    });
    expect(voucher.status).toBe(201);
    const b = await t.book(booker, s.id, 1, { voucherCode: code });

    const res = await t.as(admin).get(`/v1/vouchers/${voucher.body.data.id}/redemptions`);

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        bookingId: b.id,
        userId: booker.id,
        status: 'HELD',
        discount: 10,
        booker: { id: booker.id, username: booker.username, email: booker.email },
      }),
    ]);
  });
});

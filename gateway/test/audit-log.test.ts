// The audit log through the gateway: the caller's address as the gateway reads it (TRUST_PROXY: the
// proxy in front says who called) is signed into the actor and kept with the entry; the demo
// super-admin reads it, a booker may not.
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let admin: Browser;
beforeAll(async () => {
  gw = await bootTestGateway({ TRUST_PROXY: 'loopback' });
  admin = gw.browser();
  await admin.login('admin@example.com');
});
afterAll(async () => {
  await gw.close();
});

it("keeps the address the proxy named for an admin's voucher change", async () => {
  const token = await admin.csrf();
  const created = await admin.agent
    .post('/v1/vouchers')
    .set('X-XSRF-TOKEN', token)
    .set('X-Forwarded-For', '198.51.100.23')
    .send({ code: 'AUDIT-GW', data: { discountType: 'free' } });
  expect(created.status).toBe(201);
  const res = await admin.get(`/v1/audit-log?filter[objectId]=${created.body.data.id}`);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([
    expect.objectContaining({
      action: 'voucher.created',
      ip: '198.51.100.23',
      actorName: expect.any(String),
    }),
  ]);
  const booker = gw.browser();
  await booker.login('booker@example.com');
  expect((await booker.get('/v1/audit-log')).status).toBe(403);
});

import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let admin: Browser;
beforeAll(async () => {
  gw = await bootTestGateway();
  admin = gw.browser();
  await admin.login('admin@example.com');
});
afterAll(async () => {
  await gw.close();
});

const WORKSHOP = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
let n = 0;
const code = () => `TEST-${++n}`;
const create = (body: object) => admin.post('/v1/vouchers', body);

describe('POST /v1/vouchers', () => {
  it('creates a voucher with its code in upper case and no uses', async () => {
    const res = await create({
      code: 'summer-26',
      modelType: 'workshop',
      modelId: WORKSHOP,
      expiresAt: '2030-12-31',
      data: { discountType: 'percentage', discountValue: 12.5, maxDiscount: 30, maxUses: 100 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'SUMMER-26',
      modelType: 'workshop',
      modelId: WORKSHOP,
      // A bare date is valid through that day.
      expiresAt: '2031-01-01T00:00:00.000Z',
      data: { discountType: 'percentage', discountValue: 12.5, maxDiscount: 30, maxUses: 100 },
      uses: 0,
    });
  });

  it('answers 422 with the spec’s messages and writes nothing', async () => {
    const res = await create({
      code: 'X'.repeat(33),
      data: { discountType: 'percentage', discountValue: 101, maxDiscount: -1, maxUses: 0 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      code: ['Voucher code must be at most 32 characters'],
      'data.discountValue': ['A percentage discount must be between 0 and 100'],
      'data.maxDiscount': ['Max discount must be at least 0'],
      'data.maxUses': ['Max uses must be at least 1'],
    });
    const list = await admin.get(`/v1/vouchers?search=${'X'.repeat(33)}`);
    expect(list.body.meta.total).toBe(0);
  });

  it('answers 422 on expiresAt for the year 0, and on the amounts for Infinity and 1e400', async () => {
    const zero = await create({ code: code(), expiresAt: '0000-01-01', data: { discountType: 'free' } });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ expiresAt: ['Expiry date must be a valid date'] });
    const far = await create({ code: code(), expiresAt: '10000-01-01', data: { discountType: 'free' } });
    expect(far.body.errors).toEqual({ expiresAt: ['Expiry date must be a valid date'] });
    const token = await admin.csrf();
    const huge = await admin.agent
      .post('/v1/vouchers')
      .set('X-XSRF-TOKEN', token)
      .set('Content-Type', 'application/json')
      .send(
        `{"code":"${code()}","data":{"discountType":"fixed","discountValue":1e400,"maxDiscount":"Infinity"}}`,
      );
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toMatchObject({
      'data.discountValue': expect.arrayContaining(['Discount value must be a number']),
      'data.maxDiscount': expect.arrayContaining(['Max discount must be a number']),
    });
    const ceiling = await create({
      code: code(),
      data: { discountType: 'fixed', discountValue: 1_000_000.01, maxUses: 99_999_999_999_999 },
    });
    expect(ceiling.body.errors).toEqual({
      'data.discountValue': ['Discount value must be at most 1,000,000'],
      'data.maxUses': ['Max uses must be at most 1,000,000'],
    });
  });

  it('refuses a code that exists in any case', async () => {
    const first = await create({ code: 'TWICE', data: { discountType: 'free' } });
    expect(first.status).toBe(201);
    const again = await create({ code: 'twice', data: { discountType: 'fixed', discountValue: 5 } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('keeps a free voucher’s value empty', async () => {
    const res = await create({ code: code(), data: { discountType: 'free', discountValue: 40 } });
    expect(res.body.data.data).toEqual({
      discountType: 'free',
      discountValue: null,
      maxDiscount: null,
      maxUses: null,
    });
  });
});

describe('GET /v1/vouchers/verify/{code}', () => {
  const SCHEDULE = '7d0b3c52-91e4-4f6a-b2d8-5c3e1a9f4b60';

  it('answers 422 on code for a NUL, before any lookup', async () => {
    const res = await admin.get(`/v1/vouchers/verify/%00?workshopScheduleId=${SCHEDULE}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      code: ['Voucher code must be a single line without control or invisible characters'],
    });
  });

  it('answers a valid voucher without a schedule: its terms, scope, uses left and expiry, no amounts', async () => {
    const { body } = await create({
      code: 'look-here',
      modelType: 'workshop',
      modelId: WORKSHOP,
      expiresAt: '2030-12-31',
      data: { discountType: 'percentage', discountValue: 15, maxDiscount: 40, maxUses: 3 },
    });
    expect(body.data.id).toBeDefined();
    const res = await admin.get('/v1/vouchers/verify/Look-Here');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      code: 'LOOK-HERE',
      discountType: 'percentage',
      discountValue: 15,
      maxDiscount: 40,
      appliesTo: { modelType: 'workshop', modelId: WORKSHOP },
      usesLeft: 3,
      expiresAt: '2031-01-01T00:00:00.000Z',
      currency: 'EUR',
    });
    // For everything, unlimited, no expiry.
    await create({ code: 'ANYWHERE', data: { discountType: 'free' } });
    expect((await admin.get('/v1/vouchers/verify/anywhere')).body.data).toEqual({
      code: 'ANYWHERE',
      discountType: 'free',
      discountValue: null,
      maxDiscount: null,
      appliesTo: null,
      usesLeft: null,
      expiresAt: null,
      currency: 'EUR',
    });
  });

  it('still refuses an unknown code without a schedule, on code', async () => {
    const res = await admin.get('/v1/vouchers/verify/NOPE-NOPE');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['This voucher does not exist'] });
  });

  it('answers 422 on seats for a 14-digit count', async () => {
    const res = await admin.get(
      `/v1/vouchers/verify/SUMMER?workshopScheduleId=${SCHEDULE}&seats=99999999999999`,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ seats: ['At most 1000 seats can be booked at once'] });
  });
});

describe('GET /v1/vouchers', () => {
  it('follows the list contract: search by code, filter, sort, paging', async () => {
    await create({ code: 'LIST-A', data: { discountType: 'fixed', discountValue: 5 } });
    await create({ code: 'LIST-B', data: { discountType: 'percentage', discountValue: 5 } });
    const res = await admin.get('/v1/vouchers?search=list-&sort=code&perPage=1');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 2, perPage: 1, lastPage: 2 });
    expect(res.body.data.map((v: { code: string }) => v.code)).toEqual(['LIST-A']);
    const fixed = await admin.get('/v1/vouchers?search=list-&filter[discountType]=fixed');
    expect(fixed.body.data.map((v: { code: string }) => v.code)).toEqual(['LIST-A']);
  });

  it('answers 422 on an unknown sort', async () => {
    expect((await admin.get('/v1/vouchers?sort=discount')).status).toBe(422);
  });
});

describe('PATCH and DELETE /v1/vouchers/{id}', () => {
  it('changes part of a voucher, its discount merged with the stored one', async () => {
    const { body } = await create({
      code: code(),
      modelType: 'workshop-schedule',
      modelId: WORKSHOP,
      data: { discountType: 'fixed', discountValue: 10, maxUses: 5 },
    });
    const res = await admin.patch(`/v1/vouchers/${body.data.id}`, {
      modelType: null,
      data: { discountType: 'percentage', discountValue: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: body.data.code,
      modelType: null,
      modelId: null,
      data: { discountType: 'percentage', discountValue: 20, maxDiscount: null, maxUses: 5 },
    });
    expect((await admin.get(`/v1/vouchers/${body.data.id}`)).body.data).toEqual(res.body.data);
  });

  it('merges a partial data with the stored one: {data:{maxUses:10}} changes only maxUses', async () => {
    const { body } = await create({
      code: code(),
      expiresAt: '2030-12-31',
      data: { discountType: 'percentage', discountValue: 12.5, maxDiscount: 30, maxUses: 5 },
    });
    const res = await admin.patch(`/v1/vouchers/${body.data.id}`, { data: { maxUses: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...body.data,
      data: { discountType: 'percentage', discountValue: 12.5, maxDiscount: 30, maxUses: 10 },
      updatedAt: res.body.data.updatedAt,
    });
    // An explicit null clears one rule and keeps the others.
    const cleared = await admin.patch(`/v1/vouchers/${body.data.id}`, { data: { maxDiscount: null } });
    expect(cleared.body.data.data).toEqual({
      discountType: 'percentage',
      discountValue: 12.5,
      maxDiscount: null,
      maxUses: 10,
    });
  });

  it('validates the merged data whole, with the paths of data', async () => {
    const { body } = await create({ code: code(), data: { discountType: 'free', maxUses: 2 } });
    // A fixed voucher needs a value: the stored free one has none.
    const res = await admin.patch(`/v1/vouchers/${body.data.id}`, { data: { discountType: 'fixed' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'data.discountValue': ['Discount value is required'] });
    const pct = await admin.patch(`/v1/vouchers/${body.data.id}`, {
      data: { discountType: 'percentage', discountValue: 120 },
    });
    expect(pct.status).toBe(422);
    expect(Object.keys(pct.body.errors)).toEqual(['data.discountValue']);
    expect((await admin.patch(`/v1/vouchers/${body.data.id}`, { data: 'free' })).status).toBe(422);
    expect((await admin.get(`/v1/vouchers/${body.data.id}`)).body.data.data).toEqual({
      discountType: 'free',
      discountValue: null,
      maxDiscount: null,
      maxUses: 2,
    });
  });

  it('deletes an unused voucher for real', async () => {
    const { body } = await create({ code: code(), data: { discountType: 'free' } });
    expect((await admin.delete(`/v1/vouchers/${body.data.id}`)).status).toBe(200);
    expect((await admin.get(`/v1/vouchers/${body.data.id}`)).status).toBe(404);
    expect((await admin.delete(`/v1/vouchers/${body.data.id}`)).status).toBe(404);
  });

  it('answers 404 to an id that is not one', async () => {
    expect((await admin.get('/v1/vouchers/not-an-id')).status).toBe(404);
  });
});

describe('who may manage vouchers', () => {
  it('is super-admins only: a booker and a coach get 403, a guest 401', async () => {
    const { body } = await create({ code: code(), data: { discountType: 'free' } });
    for (const email of ['booker@example.com', 'coach@example.com']) {
      const user = gw.browser();
      await user.login(email);
      expect((await user.get('/v1/vouchers')).status).toBe(403);
      expect((await user.get(`/v1/vouchers/${body.data.id}`)).status).toBe(403);
      expect((await user.post('/v1/vouchers', { code: 'MINE', data: { discountType: 'free' } })).status).toBe(
        403,
      );
      expect((await user.patch(`/v1/vouchers/${body.data.id}`, { code: 'MINE' })).status).toBe(403);
      expect((await user.delete(`/v1/vouchers/${body.data.id}`)).status).toBe(403);
    }
    expect((await gw.browser().get('/v1/vouchers')).status).toBe(401);
  });
});

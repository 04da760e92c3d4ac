import request from 'supertest';
import { GUEST, signInternalToken } from '@coachwork/service-kit';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import { createApp } from '../src/app';

describe('the workshops service behind the gateway', () => {
  let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
  let app: Awaited<ReturnType<typeof createApp>>['app'];
  beforeAll(async () => {
    ctx = await createTestRuntime();
    app = (await createApp(ctx.runtime)).app;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a request without an internal token', async () => {
    const res = await request(app).get('/v1/workshop-templates');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Missing internal token.' });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = signInternalToken(
      {
        ...GUEST,
        userId: '00000000-0000-4000-8000-000000000001',
        permissions: ['workshop-templates.create'],
      },
      'some-other-secret-0123456789',
    );
    const res = await request(app)
      .post('/v1/workshop-templates')
      .set('X-Internal-Token', forged)
      .send({ title: 'Forged', price: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid internal token.' });
  });

  it('acts on what a valid token says the caller may do', async () => {
    const actor = {
      ...GUEST,
      userId: '00000000-0000-4000-8000-000000000001',
      permissions: ['workshop-templates.create'],
    };
    const res = await request(app)
      .post('/v1/workshop-templates')
      .set('X-Internal-Token', signInternalToken(actor, TEST_INTERNAL_SECRET))
      .set('X-Request-Id', 'req-from-gateway-1')
      .send({ title: 'Vouched for', price: 1 });
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('req-from-gateway-1');
  });
});

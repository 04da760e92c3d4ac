import { bootTestGateway, type TestGateway } from '@coachwork/test-support';
import { readConfig } from '@coachwork/gateway';

describe('production mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await bootTestGateway({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-real-production-session-secret',
      INTERNAL_TOKEN_SECRET: 'a-real-production-internal-secret',
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('sends HSTS and marks cookies Secure', async () => {
    const res = await gw.browser().get('/v1/csrf-cookie');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/Secure/);
  });

  it('seeds no demo accounts', async () => {
    const b = gw.browser();
    const token = await b.agent
      .get('/v1/csrf-cookie')
      .then((r) => /XSRF-TOKEN=([^;]+)/.exec(String(r.headers['set-cookie']))![1]!);
    const res = await b.agent
      .post('/v1/auth/login')
      .set('Cookie', `XSRF-TOKEN=${token}`)
      .set('X-XSRF-TOKEN', token)
      .send({ email: 'admin@example.com', password: 'Password123' });
    expect(res.status).toBe(422);
  });

  it('refuses to start with the development secrets', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: set a real secret in production/,
    );
  });
});

import { bootTestGateway, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
beforeAll(async () => {
  gw = await bootTestGateway({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await gw.close();
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy, and no HSTS outside production', async () => {
    const res = await gw.browser().get('/v1/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('a console remote on its own host (REMOTE_MFE_TENANTS_URL)', () => {
  let moved: TestGateway;
  beforeAll(async () => {
    moved = await bootTestGateway({
      REMOTE_MFE_TENANTS_URL: 'https://tenants.cdn.example.com/v7/mf-manifest.json',
    });
  });
  afterAll(async () => {
    await moved.close();
  });

  it('lets the console fetch its manifest and load its scripts and styles from that origin', async () => {
    const csp = String((await moved.browser().get('/v1/health')).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://tenants\\.cdn\\.example\\.com`));
    }
  });

  it('keeps the default policy for other origins', async () => {
    const csp = String((await gw.browser().get('/v1/health')).headers['content-security-policy']);
    // Only the gateway itself (and the storefront's one inline script, by hash) may serve scripts.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;/);
    expect(csp).not.toContain('tenants.cdn.example.com');
  });
});

describe('payments through Stripe (STRIPE_SECRET_KEY)', () => {
  let withStripe: TestGateway;
  beforeAll(async () => {
    withStripe = await bootTestGateway({
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      // Nothing is charged here: the adapter is never called.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await withStripe.close();
  });

  it("lets Stripe.js load, frame its card fields and 3-D Secure, and call Stripe's API", async () => {
    const csp = String((await withStripe.browser().get('/v1/health')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('allows no Stripe host with the sandbox processor', async () => {
    const csp = String((await gw.browser().get('/v1/health')).headers['content-security-policy']);
    expect(csp).not.toContain('stripe.com');
    expect(csp).toMatch(/frame-src 'self';/);
  });
});

describe('GET /v1/health', () => {
  it('answers 200 with each service and its dependencies up', async () => {
    const res = await gw.browser().get('/v1/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.mode).toBe('embedded');
    for (const name of ['identity', 'tenants', 'workshops', 'bookings']) {
      expect(res.body.services[name]).toEqual({ database: 'up', events: 'up' });
    }
  });
});

describe('unknown and malformed requests', () => {
  it('answers a JSON 404 for an unknown /v1 path', async () => {
    const res = await gw.browser().get('/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/does not exist/);
  });

  it('answers a JSON 404 for an unknown path inside a service', async () => {
    const b = gw.browser();
    await b.login('admin@example.com');
    const res = await b.get('/v1/workshop-templates/not-a-uuid');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Workshop template not found.');
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const b = gw.browser();
    await b.login('admin@example.com');
    const res = await b.agent
      .post('/v1/workshop-templates')
      .set('X-XSRF-TOKEN', await b.csrf())
      .set('Content-Type', 'application/json')
      .send('{"title": "abc",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 to a body over the size limit', async () => {
    const b = gw.browser();
    await b.login('admin@example.com');
    const res = await b.post('/v1/workshop-templates', {
      title: 'Big',
      description: 'x'.repeat(300 * 1024),
      price: 1,
    });
    expect(res.status).toBe(413);
  });

  it('ignores an internal token sent by a client', async () => {
    const res = await gw.browser().get('/v1/workshop-templates').set('X-Internal-Token', 'forged');
    expect(res.status).toBe(401);
  });
});

describe('rate limits on sign-in', () => {
  it('answers 429 with Retry-After once the limit is spent', async () => {
    const b = gw.browser();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await b.post('/v1/auth/login', { email: 'coach@example.com', password: 'Wrong-password1' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body.message).toBe('Too many requests. Please try again later.');
    // Another account from the same address is not locked out by it.
    expect(
      (await b.post('/v1/auth/login', { email: 'booker@example.com', password: 'Password123' })).status,
    ).toBe(200);
  });
});

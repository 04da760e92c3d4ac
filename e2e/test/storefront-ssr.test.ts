// The storefront's server side through the real gateway and services (built bundle, real PostgreSQL):
// what a browser without JavaScript, a crawler or a bookmark gets.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bootTestGateway, HOSTILE_REDIRECTS, SAFE_REDIRECTS, type TestGateway } from '@coachwork/test-support';

const ROOT = path.resolve(__dirname, '../..');
const BUNDLE = path.join(ROOT, 'mfe-bookings/dist/server/storefront.js');

let gw: TestGateway;

beforeAll(async () => {
  if (!fs.existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  gw = await bootTestGateway();
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

interface PageState {
  auth: { user: { email: string } | null; checked: boolean };
  ui?: unknown;
}

function stateOf(html: string): PageState {
  const match = /<script type="application\/json" id="cw-state">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no state in the page');
  return JSON.parse(match[1]!) as PageState;
}

describe('storefront pages rendered by the server', () => {
  it('renders the home page with its title, meta and the signed-out state', async () => {
    const res = await gw.browser().get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/<title>Workshops \| Coachwork/);
    expect(res.text).toContain('<meta name="description" content="Book seats in workshops');
    expect(res.text).toContain('<meta name="twitter:site" content="@coachwork">');
    // Absolute, on the address the product runs at (no APP_URL here: the gateway's own, port 3000).
    expect(res.text).toContain('<meta property="og:url" content="http://localhost:3000/">');
    expect(res.text).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png">');
    expect(res.text).toContain('No upcoming workshops yet.');
    expect(res.text).toContain('<script src="/assets/storefront/main.js" defer>');
    const state = stateOf(res.text);
    expect(state.auth).toEqual({ user: null, checked: true });
    // The remembered layout belongs to the browser, not the server.
    expect(state.ui).toBeUndefined();
  });

  it('allows its one inline script by hash and no other', async () => {
    const res = await gw.browser().get('/');
    const inline = /<script>(.*?)<\/script>/s.exec(res.text)![1]!;
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline\';script');
  });

  it('carries the signed-in user into the page, and never another visitor’s', async () => {
    const coach = gw.browser();
    await coach.login('coach@example.com');
    const page = await coach.get('/');
    expect(page.status).toBe(200);
    expect(stateOf(page.text).auth.user?.email).toBe('coach@example.com');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const guest = await gw.browser().get('/');
    expect(guest.text).not.toContain('coach@example.com');
  });

  it('applies the landing rules as redirects', async () => {
    const guest = gw.browser();
    let res = await guest.get('/b?tab=past');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fb%3Ftab%3Dpast');
    res = await guest.get('/onboarding');
    expect(res.headers.location).toBe('/login?redirect=%2Fonboarding');

    const booker = gw.browser();
    await booker.login('booker@example.com');
    expect((await booker.get('/login')).headers.location).toBe('/b');
    expect((await booker.get('/onboarding/2')).headers.location).toBe('/');
    expect((await booker.get('/c')).headers.location).toBe('/b');
    expect((await booker.get('/b')).status).toBe(200);

    const admin = gw.browser();
    await admin.login('admin@example.com');
    expect((await admin.get('/register')).headers.location).toBe('/admin/');

    const fresh = gw.browser();
    const stamp = Date.now().toString(36);
    const created = await fresh.post('/v1/auth/register', {
      email: `pending.${stamp}@example.com`,
      username: `pend${stamp.slice(-6)}`,
      password: 'Password123',
      firstName: 'Pat',
      lastName: 'Pending',
    });
    expect(created.status).toBe(201);
    expect((await fresh.get('/b')).headers.location).toBe('/onboarding');
    expect((await fresh.get('/onboarding')).headers.location).toBe('/onboarding/1');
    expect((await fresh.get('/onboarding/1')).status).toBe(200);
  });

  let booker: ReturnType<TestGateway['browser']> | undefined;
  it.each(HOSTILE_REDIRECTS)('keeps a signed-in visitor of /login?redirect=%j on the site', async (target) => {
    if (!booker) {
      booker = gw.browser();
      await booker.login('booker@example.com');
    }
    const res = await booker.get(`/login?redirect=${encodeURIComponent(target)}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/b');
  });

  it.each(SAFE_REDIRECTS)('sends a signed-in visitor of /login?redirect=%j there', async (target) => {
    const coach = gw.browser();
    await coach.login('coach@example.com');
    expect((await coach.get(`/login?redirect=${encodeURIComponent(target)}`)).headers.location).toBe(target);
  });

  it('answers unknown pages with 404 and the path', async () => {
    const res = await gw.browser().get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /no/such/page');
  });

  it('serves the browser bundle and its build metadata', async () => {
    const entry = await gw.browser().get('/assets/storefront/main.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const meta = await gw.browser().get('/assets/storefront/build.json');
    expect(meta.status).toBe(200);
    expect(JSON.parse(meta.text)).toEqual(expect.objectContaining({ id: expect.any(String), branch: expect.any(String) }));
    expect((await gw.browser().get('/assets/storefront/nope.js')).status).toBe(404);
  });

  it('does not spend the visitor’s API rate limit on its own reads', async () => {
    const limited = await bootTestGateway({ API_RATE_LIMIT_MAX: '3' });
    try {
      const visitor = limited.browser();
      for (let i = 0; i < 5; i += 1) expect((await visitor.get('/')).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

// OAuth connect end to end: the gateway against a real OpenID provider (oidc-provider) on loopback.
import { sql } from 'drizzle-orm';
import { ACCOUNT_SUSPENDED } from '@coachwork/contracts';
import { openDatabase, type Database } from '@coachwork/service-kit';
import {
  bootTestGateway,
  HOSTILE_REDIRECTS,
  SAFE_REDIRECTS,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';
import { ProviderBrowser, startOidcProvider } from './support/oidc';

const APP = 'http://localhost:3000';
const CALLBACK = `${APP}/v1/auth/connect/local/callback`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let gw: TestGateway;
let database: Database;

beforeAll(async () => {
  provider = await startOidcProvider({
    clients: [
      {
        client_id: 'coachwork',
        client_secret: 'coachwork-test-client-secret',
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    accounts: {
      'sub-newcomer': {
        email: 'Newcomer@Example.test',
        email_verified: true,
        given_name: 'Nora',
        family_name: 'Newman',
      },
      'sub-coach': { email: 'coach@example.com', email_verified: true },
      'sub-admin': { email: 'admin@example.com', email_verified: true },
      'sub-booker': { email: 'booker@example.com', email_verified: true },
      'sub-unverified': { email: 'ghost@example.test', email_verified: false },
      'sub-suspended': { email: 'suspended@example.test', email_verified: true },
    },
  });
  gw = await bootTestGateway({
    APP_URL: APP,
    OAUTH_LOCAL_ISSUER: provider.issuer,
    OAUTH_LOCAL_CLIENT_ID: 'coachwork',
    OAUTH_LOCAL_CLIENT_SECRET: 'coachwork-test-client-secret',
  });
  database = await openDatabase({ databaseUrl: gw.testDb.url, dataDir: '/nonexistent', poolSize: 1 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await gw?.close();
  await provider?.stop();
});

/** Rows of a query on the product's database (to arrange and check what the API does not show). */
async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Starts at the product, signs in at the provider as `account`, and returns the product's answer. */
async function connect(b: Browser, account: string, redirect?: string) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const start = await b.get(`/v1/auth/connect/local/redirect${query}`);
  expect(start.status).toBe(302);
  const back = await new ProviderBrowser().signIn(start.headers.location!, account, APP);
  return b.get(`${back.pathname}${back.search}`);
}

describe('GET /v1/auth/connect/{provider}/redirect', () => {
  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const res = await gw.browser().get('/v1/auth/connect/local/redirect');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('coachwork');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('coachwork_oauth='),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/v1\/auth\/connect/);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await gw.browser().get('/v1/auth/connect/myspace/redirect');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no sign-in provider called "myspace".');
    expect((await gw.browser().get('/v1/auth/connect/myspace/callback?code=x&state=y')).status).toBe(404);
  });
});

describe('GET /v1/auth/connect/{provider}/callback', () => {
  it('creates a PENDING account for a new verified address, signs it in and lands on /b', async () => {
    const b = gw.browser();
    const res = await connect(b, 'sub-newcomer');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/b');
    const me = await b.get('/v1/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: 'newcomer@example.test',
      status: 'PENDING',
      roles: [],
      profile: { firstName: 'Nora', lastName: 'Newman' },
    });
    expect(me.body.data.emailVerifiedAt).not.toBeNull();
    const links = await rows(
      sql`SELECT provider, user_id AS "userId" FROM identity.oauth_accounts WHERE subject = 'sub-newcomer'`,
    );
    expect(links).toMatchObject([{ provider: 'local', userId: me.body.data.id }]);

    // The same person again: the same account, found by the link.
    const again = gw.browser();
    await connect(again, 'sub-newcomer');
    expect((await again.get('/v1/auth/user')).body.data.id).toBe(me.body.data.id);
  });

  it('signs an existing account in by its verified address and lands per role', async () => {
    const coach = gw.browser();
    expect((await connect(coach, 'sub-coach')).headers.location).toBe('/c');
    expect((await coach.get('/v1/auth/user')).body.data.email).toBe('coach@example.com');
    const admin = gw.browser();
    expect((await connect(admin, 'sub-admin')).headers.location).toBe('/admin/');
    expect((await admin.get('/v1/auth/user')).body.data.roles).toContain('super-admin');
  });

  it('lands on the stored redirect, but never on another site', async () => {
    const b = gw.browser();
    expect((await connect(b, 'sub-booker', '/b/bookings?page=2')).headers.location).toBe(
      '/b/bookings?page=2',
    );
    const evil = gw.browser();
    expect((await connect(evil, 'sub-booker', '//evil.example/phish')).headers.location).toBe('/b');
  });

  it.each(HOSTILE_REDIRECTS)('refuses the redirect %j and lands on the default page', async (target) => {
    const res = await connect(gw.browser(), 'sub-coach', target);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/c');
  });

  it.each(SAFE_REDIRECTS)('keeps the redirect %j', async (target) => {
    expect((await connect(gw.browser(), 'sub-coach', target)).headers.location).toBe(target);
  });

  it('rotates the session: the one the browser had before is revoked', async () => {
    const b = gw.browser();
    await b.login('booker@example.com');
    const before = b.cookie('coachwork_session')!;
    await connect(b, 'sub-booker');
    const after = b.cookie('coachwork_session')!;
    expect(after).not.toBe(before);
    expect((await b.get('/v1/auth/user')).status).toBe(200);
    const old = await gw.browser().agent.get('/v1/auth/user').set('Cookie', `coachwork_session=${before}`);
    expect(old.status).toBe(401);
  });

  it('answers 422 on state when the state does not match, and signs nobody in', async () => {
    const b = gw.browser();
    const start = await b.get('/v1/auth/connect/local/redirect');
    const back = await new ProviderBrowser().signIn(start.headers.location!, 'sub-coach', APP);
    back.searchParams.set('state', 'forged-state-value-0123456789');
    const res = await b.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      state: ['This sign-in attempt has expired or was started in another browser. Please start again.'],
    });
    expect((await b.get('/v1/auth/user')).status).toBe(401);
  });

  it('answers 422 when the callback arrives in a browser that did not start the sign-in', async () => {
    const starter = gw.browser();
    const start = await starter.get('/v1/auth/connect/local/redirect');
    const back = await new ProviderBrowser().signIn(start.headers.location!, 'sub-coach', APP);
    const other = gw.browser();
    const res = await other.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['state']);
    expect((await other.get('/v1/auth/user')).status).toBe(401);
  });

  it('refuses a code used twice', async () => {
    const b = gw.browser();
    const start = await b.get('/v1/auth/connect/local/redirect');
    const back = await new ProviderBrowser().signIn(start.headers.location!, 'sub-coach', APP);
    const cookie = (start.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('coachwork_oauth='))!
      .split(';')[0];
    expect((await b.get(`${back.pathname}${back.search}`)).status).toBe(302);
    // Replayed with the flow cookie put back: the provider no longer accepts the code.
    const replay = await gw.browser().agent.get(`${back.pathname}${back.search}`).set('Cookie', cookie!);
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({
      code: ['The sign-in provider did not complete the sign-in. Please try again.'],
    });
  });

  it('refuses an address the provider has not verified, creating nobody', async () => {
    const b = gw.browser();
    const res = await connect(b, 'sub-unverified');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The provider has not verified this email address.'] });
    expect(await rows(sql`SELECT id FROM identity.users WHERE email = 'ghost@example.test'`)).toEqual([]);
  });

  it('refuses a suspended account like the password login does', async () => {
    const reg = gw.browser();
    const created = await reg.post('/v1/auth/register', {
      email: 'suspended@example.test',
      username: 'suspendee',
      password: 'Password123',
      firstName: 'Sus',
      lastName: 'Pended',
    });
    expect(created.status).toBe(201);
    await rows(
      sql`UPDATE identity.users SET status = 'SUSPENDED' WHERE email = 'suspended@example.test' RETURNING id`,
    );
    const b = gw.browser();
    const res = await connect(b, 'sub-suspended');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [ACCOUNT_SUSPENDED] });
    expect((await b.get('/v1/auth/user')).status).toBe(401);
  });

  it('answers 422 when the person declines at the provider', async () => {
    const b = gw.browser();
    const res = await connect(b, 'nobody-here');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['code']);
  });
});

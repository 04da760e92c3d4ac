import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  bootTestGateway,
  startMailCatcher,
  type Browser,
  type CapturedMail,
  type MailCatcher,
  type TestGateway,
} from '@coachwork/test-support';

const OTP_INCORRECT = 'This code is incorrect or has expired. Please request a new one.';
const LINK_INVALID = 'This sign-in link is invalid or has expired. Please request a new one.';
const SUSPENDED = 'This account is suspended. Please contact support.';

let gw: TestGateway;
let mail: MailCatcher;
let dataDir: string;
// The identity service's clock for code expiry; tests move it forward instead of waiting.
let clockOffsetMs = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-mail-'));
  gw = await bootTestGateway(
    {
      SMTP_URL: mail.url,
      DATA_DIR: dataDir,
      APP_URL: 'http://coachwork.test',
      MAIL_RATE_LIMIT_IP_MAX: '1000',
    },
    { identity: { now: () => new Date(Date.now() + clockOffsetMs) } },
  );
});
afterAll(async () => {
  await gw.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  clockOffsetMs = 0;
});

const codeIn = (m: CapturedMail) => /code is: (\d{6})/.exec(m.text)![1]!;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
let counter = 0;
const newAddress = () => `person${++counter}.${Date.now()}@example.com`;

async function registerWithCode(b: Browser, email: string): Promise<string> {
  const res = await b.post('/v1/auth/register-using-otp', { email });
  expect(res.status).toBe(202);
  return codeIn(await mail.waitFor(email));
}

async function suspend(email: string) {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  await db.query(`UPDATE identity.users SET status = 'SUSPENDED' WHERE email = $1`, [email]);
  await db.end();
}

describe('POST /v1/auth/register-using-otp then /v1/auth/verify-email-using-otp', () => {
  it('creates a PENDING user, mails a code, and the code signs them in with a verified address', async () => {
    const b = gw.browser();
    const email = newAddress();
    const res = await b.post('/v1/auth/register-using-otp', { email, firstName: 'Olga' });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe(`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`);
    // Registering alone does not sign in.
    expect((await b.get('/v1/auth/user')).status).toBe(401);

    const message = await mail.waitFor(email);
    const code = codeIn(message);
    expect(message.subject).toBe(`${code} is your Coachwork sign-in code`);
    expect(message.text).toContain('Hello Olga,');
    expect(message.html).toContain('Coachwork');
    expect(message.html).toContain(code);

    const verified = await b.post('/v1/auth/verify-email-using-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ email, status: 'PENDING', roles: [] });
    expect(verified.body.data.emailVerifiedAt).toEqual(expect.any(String));
    expect(verified.body.data.profile.firstName).toBe('Olga');
    expect(verified.body.data.username).toMatch(/^person\d+/);
    expect(b.cookie('coachwork_session')).toBeDefined();

    const me = await b.get('/v1/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(verified.body.data.id);
    expect(me.body.data.emailVerifiedAt).toBe(verified.body.data.emailVerifiedAt);
  });

  it('keeps a copy of each mail under DATA_DIR/mail in demo mode', async () => {
    const email = newAddress();
    const code = await registerWithCode(gw.browser(), email);
    await gw.embedded.services.identity.mailer.idle();
    const copies = readdirSync(path.join(dataDir, 'mail'))
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(dataDir, 'mail', f), 'utf8'));
    expect(copies.some((c) => c.includes(email) && c.includes(code))).toBe(true);
  });

  it('writes the code in the language the sign-up page was read in, and the next one too', async () => {
    const b = gw.browser();
    const token = await b.csrf();
    const email = 'leser@example.com';
    const res = await b.agent
      .post('/v1/auth/register-using-otp')
      .set('X-XSRF-TOKEN', token)
      .set('Cookie', 'lang=de')
      .send({ email });
    expect(res.status).toBe(202);
    const first = await mail.waitFor(email);
    const code = /Anmeldecode lautet: (\d{6})/.exec(first.text)![1]!;
    expect(first.subject).toBe(`${code} ist Ihr Coachwork-Anmeldecode`);
    expect(first.html).toContain('<html lang="de">');
    expect(first.html).toContain('Falls Sie es nicht waren');
    expect(first.text).not.toMatch(/sign-in/i);
    // A later code, asked for from an English page, follows the account.
    await gw.browser().post('/v1/auth/login-using-otp', { email });
    const second = await mail.waitFor(email, 2);
    expect(second.subject).toMatch(/^\d{6} ist Ihr Coachwork-Anmeldecode$/);
  });

  it('answers 422 on email when the address already has an account', async () => {
    const res = await gw.browser().post('/v1/auth/register-using-otp', { email: 'coach@example.com' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('answers 422 on username when the chosen one is taken, and on a malformed email', async () => {
    const taken = await gw
      .browser()
      .post('/v1/auth/register-using-otp', { email: newAddress(), username: 'admin' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.username).toEqual(['The username has already been taken.']);
    const bad = await gw.browser().post('/v1/auth/register-using-otp', { email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toContain('Please enter a valid email address.');
  });
});

describe('POST /v1/auth/login-using-otp', () => {
  it('gives an unknown address the same answer as a known one and mails it nothing', async () => {
    const unknown = newAddress();
    const a = await gw.browser().post('/v1/auth/login-using-otp', { email: unknown });
    const b = await gw.browser().post('/v1/auth/login-using-otp', { email: 'booker@example.com' });
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    expect(JSON.stringify(a.body).replaceAll(unknown, 'X')).toBe(
      JSON.stringify(b.body).replaceAll('booker@example.com', 'X'),
    );
    // The known address's mail was dispatched after the unknown one's would have been.
    await mail.waitFor('booker@example.com');
    await gw.embedded.services.identity.mailer.idle();
    expect(mail.to(unknown)).toHaveLength(0);
  });

  it('signs an existing user in with the mailed code', async () => {
    const b = gw.browser();
    const before = mail.to('coach@example.com').length;
    expect((await b.post('/v1/auth/login-using-otp', { email: 'Coach@Example.com ' })).status).toBe(202);
    const code = codeIn(await mail.waitFor('coach@example.com', before + 1));
    const res = await b.post('/v1/auth/verify-email-using-otp', { email: 'coach@example.com', otp: code });
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toContain('coach');
    expect((await b.get('/v1/auth/user')).body.data.email).toBe('coach@example.com');
  });

  it('answers 429 with Retry-After after too many codes for one address, not for others', async () => {
    const email = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await gw.browser().post('/v1/auth/login-using-otp', { email })).status).toBe(202);
    }
    const limited = await gw.browser().post('/v1/auth/login-using-otp', { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({ message: 'Too many requests. Please try again later.' });
    // Registering is a mail to the same address and shares the count.
    expect((await gw.browser().post('/v1/auth/register-using-otp', { email })).status).toBe(429);
    expect((await gw.browser().post('/v1/auth/login-using-otp', { email: newAddress() })).status).toBe(202);
  });
});

describe('POST /v1/auth/verify-email-using-otp', () => {
  it('refuses a wrong code with 422 on otp', async () => {
    const email = newAddress();
    const code = await registerWithCode(gw.browser(), email);
    const res = await gw.browser().post('/v1/auth/verify-email-using-otp', { email, otp: otherCode(code) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ otp: [OTP_INCORRECT] });
  });

  it('answers the spec messages for a malformed code', async () => {
    const digits = await gw
      .browser()
      .post('/v1/auth/verify-email-using-otp', { email: newAddress(), otp: '12a456' });
    expect(digits.status).toBe(422);
    expect(digits.body.errors.otp).toContain('Each digit must be between 0-9');
    const short = await gw
      .browser()
      .post('/v1/auth/verify-email-using-otp', { email: newAddress(), otp: '123' });
    expect(short.body.errors.otp).toContain('Please enter a valid 6-OTP code');
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const email = newAddress();
    const code = await registerWithCode(gw.browser(), email);
    const b = gw.browser();
    for (let i = 0; i < 5; i++) {
      const wrong = await b.post('/v1/auth/verify-email-using-otp', { email, otp: otherCode(code) });
      expect(wrong.status).toBe(422);
    }
    const right = await b.post('/v1/auth/verify-email-using-otp', { email, otp: code });
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ otp: [OTP_INCORRECT] });
    expect((await b.get('/v1/auth/user')).status).toBe(401);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = newAddress();
    const code = await registerWithCode(gw.browser(), email);
    const b = gw.browser();
    for (let i = 0; i < 4; i++) {
      expect((await b.post('/v1/auth/verify-email-using-otp', { email, otp: otherCode(code) })).status).toBe(
        422,
      );
    }
    expect((await b.post('/v1/auth/verify-email-using-otp', { email, otp: code })).status).toBe(200);
  });

  it('accepts a code just under 10 minutes old and refuses one just over', async () => {
    const fresh = newAddress();
    const freshCode = await registerWithCode(gw.browser(), fresh);
    const stale = newAddress();
    const staleCode = await registerWithCode(gw.browser(), stale);

    clockOffsetMs = 9 * 60_000 + 50_000;
    const ok = await gw.browser().post('/v1/auth/verify-email-using-otp', { email: fresh, otp: freshCode });
    expect(ok.status).toBe(200);

    clockOffsetMs = 10 * 60_000 + 1000;
    const late = await gw.browser().post('/v1/auth/verify-email-using-otp', { email: stale, otp: staleCode });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ otp: [OTP_INCORRECT] });
  });

  it('refuses a code that was already used', async () => {
    const email = newAddress();
    const code = await registerWithCode(gw.browser(), email);
    expect((await gw.browser().post('/v1/auth/verify-email-using-otp', { email, otp: code })).status).toBe(
      200,
    );
    const again = await gw.browser().post('/v1/auth/verify-email-using-otp', { email, otp: code });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ otp: [OTP_INCORRECT] });
  });

  it('refuses an older code once a new one was requested', async () => {
    const email = newAddress();
    const first = await registerWithCode(gw.browser(), email);
    let second = first;
    for (let n = 2; second === first; n++) {
      // Two draws can match (one in a million); ask again until the codes differ.
      expect((await gw.browser().post('/v1/auth/login-using-otp', { email })).status).toBe(202);
      second = codeIn(await mail.waitFor(email, n));
    }
    const old = await gw.browser().post('/v1/auth/verify-email-using-otp', { email, otp: first });
    expect(old.status).toBe(422);
    const latest = await gw.browser().post('/v1/auth/verify-email-using-otp', { email, otp: second });
    expect(latest.status).toBe(200);
  });

  it('refuses a suspended user with the same answer as password sign-in, and starts no session', async () => {
    const email = newAddress();
    await registerWithCode(gw.browser(), email);
    await suspend(email);
    const b = gw.browser();
    expect((await b.post('/v1/auth/login-using-otp', { email })).status).toBe(202);
    const code = codeIn(await mail.waitFor(email, 2));
    const res = await b.post('/v1/auth/verify-email-using-otp', { email, otp: code });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [SUSPENDED] });
    expect(b.cookie('coachwork_session')).toBeUndefined();
    expect((await b.get('/v1/auth/user')).status).toBe(401);
  });

  it('rotates the session: a browser that was signed in gets a new session and the old one is revoked', async () => {
    const b = gw.browser();
    await b.login('booker@example.com');
    const old = b.cookie('coachwork_session')!;
    const email = newAddress();
    const code = await registerWithCode(b, email);
    expect((await b.post('/v1/auth/verify-email-using-otp', { email, otp: code })).status).toBe(200);
    expect(b.cookie('coachwork_session')).not.toBe(old);
    expect((await b.get('/v1/auth/user')).body.data.email).toBe(email);
    const replay = await gw.browser().agent.get('/v1/auth/user').set('Cookie', `coachwork_session=${old}`);
    expect(replay.status).toBe(401);
  });
});

describe('POST /v1/auth/login-using-token then /v1/auth/verify-token', () => {
  const tokenIn = (m: CapturedMail) => {
    const link = /(http:\/\/coachwork\.test\/login\/token\?token=[\w-]+)/.exec(m.text)![1]!;
    return new URL(link).searchParams.get('token')!;
  };

  it('mails a one-time link that signs the user in once', async () => {
    const email = newAddress();
    await registerWithCode(gw.browser(), email);
    const res = await gw.browser().post('/v1/auth/login-using-token', { email });
    expect(res.status).toBe(202);
    const message = await mail.waitFor(email, 2);
    expect(message.subject).toBe('Your Coachwork sign-in link');
    const token = tokenIn(message);
    expect(message.html).toContain(`token=${token}`);

    const b = gw.browser();
    const signedIn = await b.post('/v1/auth/verify-token', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.email).toBe(email);
    expect(signedIn.body.data.emailVerifiedAt).toEqual(expect.any(String));
    expect((await b.get('/v1/auth/user')).status).toBe(200);

    const reuse = await gw.browser().post('/v1/auth/verify-token', { token });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors).toEqual({ token: [LINK_INVALID] });
  });

  it('refuses a link after 15 minutes, and an unknown token', async () => {
    const email = newAddress();
    await registerWithCode(gw.browser(), email);
    expect((await gw.browser().post('/v1/auth/login-using-token', { email })).status).toBe(202);
    const token = tokenIn(await mail.waitFor(email, 2));
    clockOffsetMs = 15 * 60_000 + 1000;
    expect((await gw.browser().post('/v1/auth/verify-token', { token })).status).toBe(422);
    const forged = await gw.browser().post('/v1/auth/verify-token', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual({ token: [LINK_INVALID] });
  });

  it('answers an unknown address like a known one and mails it nothing', async () => {
    const unknown = newAddress();
    const res = await gw.browser().post('/v1/auth/login-using-token', { email: unknown });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe(
      `If an account exists for ${unknown}, we sent a sign-in link to it. It is valid for 15 minutes.`,
    );
    await gw.embedded.services.identity.mailer.idle();
    expect(mail.to(unknown)).toHaveLength(0);
  });
});

describe('POST /v1/auth/logout-all', () => {
  it('signs the user out of every browser and leaves other users signed in', async () => {
    const here = gw.browser();
    const elsewhere = gw.browser();
    const someoneElse = gw.browser();
    await here.login('coach@example.com');
    await elsewhere.login('coach@example.com');
    await someoneElse.login('admin@example.com');

    const res = await here.post('/v1/auth/logout-all');
    expect(res.status).toBe(204);
    expect((await here.get('/v1/auth/user')).status).toBe(401);
    expect((await elsewhere.get('/v1/auth/user')).status).toBe(401);
    expect((await someoneElse.get('/v1/auth/user')).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const res = await gw.browser().post('/v1/auth/logout-all');
    expect(res.status).toBe(401);
  });
});

describe('mail requests per caller address', () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await bootTestGateway({ SMTP_URL: mail.url, DATA_DIR: dataDir, MAIL_RATE_LIMIT_IP_MAX: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 once one caller has asked for mail to too many addresses', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await limited.browser().post('/v1/auth/login-using-otp', { email: newAddress() })).status).toBe(
        202,
      );
    }
    const res = await limited.browser().post('/v1/auth/login-using-token', { email: newAddress() });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

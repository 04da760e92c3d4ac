import { bootTestGateway, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
beforeAll(async () => {
  gw = await bootTestGateway();
});
afterAll(async () => {
  await gw.close();
});

describe('GET /v1/csrf-cookie', () => {
  it('answers 204 and sets a script-readable XSRF-TOKEN cookie', async () => {
    const res = await gw.browser().get('/v1/csrf-cookie');
    expect(res.status).toBe(204);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('XSRF-TOKEN='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('CSRF on unsafe methods', () => {
  it('answers 419 to a login without X-XSRF-TOKEN', async () => {
    const b = gw.browser();
    await b.csrf();
    const res = await b.agent
      .post('/v1/auth/login')
      .send({ email: 'admin@example.com', password: 'Password123' });
    expect(res.status).toBe(419);
    expect(res.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 419 to a forged token, even one copied into both cookie and header', async () => {
    const b = gw.browser();
    await b.csrf();
    const forged = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const res = await b.agent
      .post('/v1/auth/login')
      .set('Cookie', `XSRF-TOKEN=${forged}`)
      .set('X-XSRF-TOKEN', forged)
      .send({ email: 'admin@example.com', password: 'Password123' });
    expect(res.status).toBe(419);
  });

  it('answers 419 when the header differs from the cookie', async () => {
    const b = gw.browser();
    const token = await b.csrf();
    const res = await b.agent
      .post('/v1/auth/login')
      .set('X-XSRF-TOKEN', `${token}x`)
      .send({ email: 'admin@example.com', password: 'x' });
    expect(res.status).toBe(419);
  });

  it('refuses a token minted for another session', async () => {
    const admin = gw.browser();
    await admin.login('admin@example.com');
    const other = gw.browser();
    const foreign = await other.csrf(); // a guest's token
    const res = await admin.agent
      .post('/v1/workshop-templates')
      .set('Cookie', `XSRF-TOKEN=${foreign}`)
      .set('X-XSRF-TOKEN', foreign)
      .send({ title: 'Anything', price: 10 });
    expect(res.status).toBe(419);
  });
});

describe('POST /v1/auth/login', () => {
  it('answers 422 with a bag for a wrong password', async () => {
    const res = await gw
      .browser()
      .post('/v1/auth/login', { email: 'admin@example.com', password: 'WrongPassword1' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('answers 422 with the spec message for an invalid email', async () => {
    const res = await gw.browser().post('/v1/auth/login', { email: 'not-an-email', password: 'Password123' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toContain('Please enter a valid email address.');
  });

  it('signs the admin in with a new session cookie and shows the super-admin role without a password hash', async () => {
    const b = gw.browser();
    await b.csrf();
    const first = await b.post('/v1/auth/login', { email: 'ADMIN@example.com ', password: 'Password123' });
    expect(first.status).toBe(200);
    const firstSession = b.cookie('coachwork_session');
    expect(firstSession).toBeDefined();
    const setCookie = (first.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('coachwork_session='),
    )!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await b.get('/v1/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('admin@example.com');
    expect(me.body.data.roles).toContain('super-admin');
    expect(me.body.data.profile.firstName).toBe('Ada');
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);

    expect(
      (await b.post('/v1/auth/login', { email: 'admin@example.com', password: 'Password123' })).status,
    ).toBe(200);
    const secondSession = b.cookie('coachwork_session');
    expect(secondSession).not.toBe(firstSession);
  });

  it('revokes the previous session when signing in again', async () => {
    const b = gw.browser();
    await b.login('coach@example.com');
    const oldCookie = b.cookie('coachwork_session')!;
    await b.login('coach@example.com');
    const res = await gw.browser().agent.get('/v1/auth/user').set('Cookie', `coachwork_session=${oldCookie}`);
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('makes the current user 401 and revokes the session server-side', async () => {
    const b = gw.browser();
    await b.login('booker@example.com');
    const cookie = b.cookie('coachwork_session')!;
    await b.get('/v1/auth/user').expect(200);
    const out = await b.post('/v1/auth/logout');
    expect(out.status).toBe(204);
    const after = await b.get('/v1/auth/user');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
    // The old cookie, replayed, no longer works either.
    const replay = await gw.browser().agent.get('/v1/auth/user').set('Cookie', `coachwork_session=${cookie}`);
    expect(replay.status).toBe(401);
  });
});

describe('POST /v1/auth/register', () => {
  it('creates a PENDING user, signs them in, and refuses the same email twice', async () => {
    const b = gw.browser();
    const body = {
      email: 'new.person@example.com',
      username: 'new_person',
      password: 'Secret123',
      firstName: 'New',
      lastName: 'Person',
    };
    const res = await b.post('/v1/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'new.person@example.com',
      username: 'new_person',
      status: 'PENDING',
      roles: [],
    });
    await b.get('/v1/auth/user').expect(200);

    const again = await gw.browser().post('/v1/auth/register', { ...body, username: 'another_one' });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('gives a new account the language its page was read in; its owner may change it, to a known one only', async () => {
    const b = gw.browser();
    const token = await b.csrf();
    const res = await b.agent
      .post('/v1/auth/register')
      .set('X-XSRF-TOKEN', token)
      .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5')
      .send({
        email: 'neue.person@example.com',
        username: 'neue_person',
        password: 'Secret123',
        firstName: 'Neue',
        lastName: 'Person',
      });
    expect(res.status).toBe(201);
    expect(res.body.data.language).toBe('de');
    const id = res.body.data.id as string;

    const english = await gw.browser().post('/v1/auth/register', {
      email: 'new.reader@example.com',
      username: 'new_reader',
      password: 'Secret123',
      firstName: 'New',
      lastName: 'Reader',
    });
    expect(english.body.data.language).toBe('en');

    const refused = await b.patch(`/v1/users/${id}`, { language: 'fr' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ language: ['Please select a valid language'] });
    expect((await b.get('/v1/auth/user')).body.data.language).toBe('de');

    const changed = await b.patch(`/v1/users/${id}`, { language: 'en' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.language).toBe('en');
    expect((await b.get('/v1/auth/user')).body.data.language).toBe('en');
  });

  it('answers 422 with every field error at once', async () => {
    const res = await gw
      .browser()
      .post('/v1/auth/register', { email: 'x', username: 'ab', password: 'short' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'password', 'username']),
    );
  });
});

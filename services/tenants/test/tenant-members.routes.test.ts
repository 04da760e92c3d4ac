import fs from 'node:fs';
import path from 'node:path';
import { eventually, startMailCatcher, type Browser, type MailCatcher } from '@coachwork/test-support';
import {
  addMember,
  bootWorld,
  expectStatus,
  makeTenant,
  person,
  unique,
  type Person,
  type World,
} from './support';

let world: World;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  world = await bootWorld({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await world.close();
  await mail.close();
});

const members = async (tenantId: string) =>
  (await world.admin.get(`/v1/tenants/${tenantId}/members`)).body.data as {
    userId: string;
    role: string;
    username: string;
    email: string;
  }[];

const defaultOf = async (p: Person) => (await p.browser.get('/v1/auth/user')).body.data.defaultTenantSlug;

describe('POST /v1/tenants/{id}/members', () => {
  it('adds a user by id or by address with a role, and lists them by role', async () => {
    const t = await makeTenant(world.admin);
    const ann = await person(world);
    const bob = await person(world);
    const added = await addMember(world.admin, t.id, ann.id, 'admin');
    expect(added.body.data).toMatchObject({ userId: ann.id, username: ann.username, email: ann.email, role: 'admin' });
    const byEmail = await expectStatus(
      world.admin.post(`/v1/tenants/${t.id}/members`, { email: bob.email.toUpperCase() }),
      201,
    );
    expect(byEmail.body.data).toMatchObject({ userId: bob.id, role: 'member' });
    expect((await members(t.id)).map((m) => [m.username, m.role])).toEqual([
      ['admin', 'owner'],
      [ann.username, 'admin'],
      [bob.username, 'member'],
    ]);
  });

  it('answers 422 on the field for an unknown user, a member twice, a missing target or a bad role', async () => {
    const t = await makeTenant(world.admin);
    const ann = await person(world);
    await addMember(world.admin, t.id, ann.id);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ userId: '00000000-0000-4000-8000-000000000000' }, { userId: ['There is no user with this ID.'] }],
      [{ userId: ann.id }, { userId: ['This user is already a member of this tenant.'] }],
      [{ email: ann.email }, { email: ['This user is already a member of this tenant.'] }],
      [{}, { email: ['Either user ID or email must be provided'] }],
      [{ userId: ann.id, role: 'boss' }, { role: ['Please select a valid tenant role'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await world.admin.post(`/v1/tenants/${t.id}/members`, body);
      expect([res.status, res.body.errors]).toEqual([422, errors]);
    }
    expect(await members(t.id)).toHaveLength(2);
  });

  it('invites an address without an account by mail (202); registering with it joins the tenant', async () => {
    const t = await makeTenant(world.admin, { name: `Invite Co ${unique()}` });
    const email = `${unique()}@example.com`;
    const res = await expectStatus(world.admin.post(`/v1/tenants/${t.id}/members`, { email, role: 'admin' }), 202);
    expect(res.body.data).toMatchObject({ email, role: 'admin' });
    const message = await mail.waitFor(email);
    expect(message.subject).toBe(`You are invited to join ${t.name} on Coachwork`);
    expect(message.text).toContain('http://localhost:3000/register');
    expect((await world.admin.get(`/v1/tenants/${t.id}/invitations`)).body.data).toEqual([
      expect.objectContaining({ email, role: 'admin' }),
    ]);
    const again = await world.admin.post(`/v1/tenants/${t.id}/members`, { email });
    expect([again.status, again.body.errors]).toEqual([
      422,
      { email: ['This address has already been invited to this tenant.'] },
    ]);

    const newcomer = world.gw.browser();
    await expectStatus(
      newcomer.post('/v1/auth/register', { email, username: unique(), password: 'Secret123', firstName: 'N', lastName: 'C' }),
      201,
    );
    await eventually(async () => (await members(t.id)).some((m) => m.email === email && m.role === 'admin'));
    expect((await world.admin.get(`/v1/tenants/${t.id}/invitations`)).body.data).toEqual([]);
    // Their first tenant became their default.
    await eventually(async () => (await newcomer.get('/v1/auth/user')).body.data.defaultTenantSlug === t.slug);
  });

  it('lets a cancelled invitation go without a membership', async () => {
    const t = await makeTenant(world.admin);
    const inv = await expectStatus(
      world.admin.post(`/v1/tenants/${t.id}/members`, { email: `${unique()}@example.com` }),
      202,
    );
    await expectStatus(world.admin.delete(`/v1/tenants/${t.id}/invitations/${inv.body.data.id}`), 200);
    expect((await world.admin.get(`/v1/tenants/${t.id}/invitations`)).body.data).toEqual([]);
    expect((await world.admin.delete(`/v1/tenants/${t.id}/invitations/${inv.body.data.id}`)).status).toBe(404);
  });
});

describe('tenant roles', () => {
  it('lets owners and admins manage members, members only read, outsiders nothing', async () => {
    const t = await makeTenant(world.admin);
    const [admin, member, outsider, target] = [await person(world), await person(world), await person(world), await person(world)];
    await addMember(world.admin, t.id, admin.id, 'admin');
    await addMember(world.admin, t.id, member.id, 'member');

    expect((await member.browser.get(`/v1/tenants/${t.id}/members`)).status).toBe(200);
    expect((await member.browser.post(`/v1/tenants/${t.id}/members`, { userId: target.id })).status).toBe(403);
    expect((await outsider.browser.get(`/v1/tenants/${t.id}/members`)).status).toBe(403);
    expect((await world.gw.browser().get(`/v1/tenants/${t.id}/members`)).status).toBe(401);

    await addMember(admin.browser, t.id, target.id);
    await expectStatus(admin.browser.patch(`/v1/tenants/${t.id}/members/${target.id}`, { role: 'admin' }), 200);
    await expectStatus(admin.browser.delete(`/v1/tenants/${t.id}/members/${target.id}`), 200);
    expect((await members(t.id)).map((m) => m.userId)).not.toContain(target.id);
  });

  it('keeps owners an owner’s business: an admin may not add, promote, demote or remove one', async () => {
    const t = await makeTenant(world.admin);
    const admin = await person(world);
    const other = await person(world);
    await addMember(world.admin, t.id, admin.id, 'admin');
    await addMember(world.admin, t.id, other.id, 'member');
    const adminId = (await world.admin.get('/v1/auth/user')).body.data.id;
    const refused = [
      await admin.browser.post(`/v1/tenants/${t.id}/members`, { userId: (await person(world)).id, role: 'owner' }),
      await admin.browser.patch(`/v1/tenants/${t.id}/members/${other.id}`, { role: 'owner' }),
      await admin.browser.patch(`/v1/tenants/${t.id}/members/${adminId}`, { role: 'member' }),
      await admin.browser.delete(`/v1/tenants/${t.id}/members/${adminId}`),
    ];
    for (const res of refused) {
      expect([res.status, res.body.message]).toEqual([403, 'Only an owner can add, change or remove owners.']);
    }
  });

  it('never lets the last owner go: removing or demoting them is a 409 saying why', async () => {
    const owner = await person(world);
    const t = await makeTenant(world.admin);
    const adminId = (await world.admin.get('/v1/auth/user')).body.data.id;
    await addMember(world.admin, t.id, owner.id, 'owner');
    // Two owners: one may go.
    await expectStatus(world.admin.delete(`/v1/tenants/${t.id}/members/${adminId}`), 200);
    const message = 'A tenant must keep at least one owner: make another member an owner first.';
    for (const res of [
      await world.admin.delete(`/v1/tenants/${t.id}/members/${owner.id}`),
      await world.admin.patch(`/v1/tenants/${t.id}/members/${owner.id}`, { role: 'admin' }),
      await owner.browser.delete(`/v1/tenants/${t.id}/members/${owner.id}`),
    ]) {
      expect([res.status, res.body.message]).toEqual([409, message]);
    }
    expect((await members(t.id)).map((m) => [m.userId, m.role])).toEqual([[owner.id, 'owner']]);
  });

  it('keeps one owner when two owners are demoted at the same time', async () => {
    const t = await makeTenant(world.admin);
    const second = await person(world);
    const adminId = (await world.admin.get('/v1/auth/user')).body.data.id;
    await addMember(world.admin, t.id, second.id, 'owner');
    const results = await Promise.all([
      world.admin.patch(`/v1/tenants/${t.id}/members/${adminId}`, { role: 'member' }),
      world.admin.patch(`/v1/tenants/${t.id}/members/${second.id}`, { role: 'member' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await members(t.id)).filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('lets a member leave on their own', async () => {
    const t = await makeTenant(world.admin);
    const member = await person(world);
    await addMember(world.admin, t.id, member.id);
    await expectStatus(member.browser.delete(`/v1/tenants/${t.id}/members/${member.id}`), 200);
    expect((await member.browser.get(`/v1/users/${member.id}/tenants`)).body.data).toEqual([]);
  });
});

describe('the default tenant (identity, from tenants’ events)', () => {
  it('is null until the first tenant joined, which becomes it; later ones do not change it', async () => {
    const p = await person(world);
    expect(await defaultOf(p)).toBeNull();
    const first = await makeTenant(world.admin);
    const second = await makeTenant(world.admin);
    await addMember(world.admin, first.id, p.id);
    await eventually(async () => (await defaultOf(p)) === first.slug);
    await addMember(world.admin, second.id, p.id);
    await eventually(async () => (await p.browser.get(`/v1/users/${p.id}/tenants`)).body.data.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await defaultOf(p)).toBe(first.slug);
  });

  it('may be set to another tenant of theirs, never to one they do not belong to', async () => {
    const p = await person(world);
    const a = await makeTenant(world.admin);
    const b = await makeTenant(world.admin);
    const c = await makeTenant(world.admin);
    await addMember(world.admin, a.id, p.id);
    await addMember(world.admin, b.id, p.id);
    await eventually(async () => (await defaultOf(p)) === a.slug);
    await eventually(async () => (await p.browser.patch(`/v1/users/${p.id}`, { defaultTenantSlug: b.slug })).status === 200);
    expect(await defaultOf(p)).toBe(b.slug);
    const refused = await p.browser.patch(`/v1/users/${p.id}`, { defaultTenantSlug: c.slug });
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      { defaultTenantSlug: ['The default tenant must be a tenant the user belongs to.'] },
    ]);
    expect(await defaultOf(p)).toBe(b.slug);
    // The current tenant follows the default.
    expect((await p.browser.get('/v1/t')).body.data.slug).toBe(b.slug);
  });

  it('follows a renamed slug, and falls back when a membership ends or the tenant is trashed', async () => {
    const p = await person(world);
    const a = await makeTenant(world.admin);
    const b = await makeTenant(world.admin);
    await addMember(world.admin, a.id, p.id);
    await eventually(async () => (await defaultOf(p)) === a.slug);
    await addMember(world.admin, b.id, p.id);

    await expectStatus(world.admin.patch(`/v1/tenants/${a.id}`, { slug: `${a.slug}-renamed` }), 200);
    await eventually(async () => (await defaultOf(p)) === `${a.slug}-renamed`);

    await expectStatus(world.admin.delete(`/v1/tenants/${a.id}/members/${p.id}`), 200);
    await eventually(async () => (await defaultOf(p)) === b.slug);

    await expectStatus(world.admin.delete(`/v1/tenants/${b.id}`), 200);
    await eventually(async () => (await defaultOf(p)) === null);
    const noTenant = await p.browser.get('/v1/t');
    expect(noTenant.status).toBe(404);

    await expectStatus(world.admin.post(`/v1/tenants/${b.id}/restore`), 200);
    await eventually(async () => (await defaultOf(p)) === b.slug);
  });
});

describe('the invitation mail in demo mode', () => {
  it('is also kept as a file under DATA_DIR/mail', async () => {
    const t = await makeTenant(world.admin);
    const email = `${unique()}@example.com`;
    await expectStatus(world.admin.post(`/v1/tenants/${t.id}/members`, { email }), 202);
    await mail.waitFor(email);
    const dir = path.join(world.dataDir, 'mail');
    await eventually(async () =>
      fs.readdirSync(dir).some((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(email)),
    );
  });
});

describe("the invitation mail in the inviter's language (issue 28 item 5)", () => {
  /** Invites a new address as an admin, the request saying `headers`; answers the mail it got. */
  async function invite(by: Browser, headers: Record<string, string> = {}) {
    const t = await makeTenant(by);
    const email = `${unique()}@example.com`;
    let req = by.agent.post(`/v1/tenants/${t.id}/members`).set('X-XSRF-TOKEN', await by.csrf());
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    await expectStatus(req.send({ email, role: 'admin' }), 202);
    const letter = await mail.waitFor(email);
    return { t, letter, link: /https?:\/\/\S+\/register/.exec(letter.text)![0] };
  }

  /** The admin signed in on a browser whose language links chose German (the `lang` cookie). */
  async function germanBrowser() {
    const by = world.gw.browser();
    await by.login('admin@example.com');
    (by.agent.jar as unknown as { setCookie(cookie: string, domain: string, path: string): void }).setCookie(
      'lang=de',
      '127.0.0.1',
      '/',
    );
    return by;
  }

  it('reads German, formally, when the request was German (its lang cookie or Accept-Language)', async () => {
    const invitations = [
      await invite(world.admin, { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' }),
      await invite(await germanBrowser()),
    ];
    for (const { t, letter, link } of invitations) {
      expect(letter.subject).toBe(`Sie sind eingeladen, ${t.name} auf Coachwork beizutreten`);
      expect(letter.text).toBe(
        [
          'Guten Tag,',
          '',
          `Sie wurden eingeladen, ${t.name} auf Coachwork als Admin beizutreten.`,
          `Erstellen Sie mit dieser E-Mail-Adresse Ihr Konto, um die Einladung anzunehmen: ${link}`,
          '',
          'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
          '',
          '— Coachwork',
        ].join('\n'),
      );
      expect(letter.html).toContain('<html lang="de">');
      expect(letter.html).toContain(
        `Sie wurden eingeladen, <strong>${t.name}</strong> auf Coachwork als Admin`,
      );
      expect(letter.html).toContain('>Konto erstellen</a>');
    }
  });

  it('reads English word for word as before when the request names no language', async () => {
    const { t, letter, link } = await invite(world.admin);
    expect(letter.subject).toBe(`You are invited to join ${t.name} on Coachwork`);
    expect(letter.text).toBe(
      [
        'Hello,',
        '',
        `You have been invited to join ${t.name} on Coachwork as an admin.`,
        `Create your account with this email address to accept: ${link}`,
        '',
        'If you did not expect this invitation, you can ignore this email.',
        '',
        '— Coachwork',
      ].join('\n'),
    );
    expect(letter.html).toContain('<html lang="en">');
    expect(letter.html).toContain(
      `You have been invited to join <strong>${t.name}</strong> on Coachwork as admin. Create your account with this email address to accept.`,
    );
    expect(letter.html).toContain('>Create your account</a>');
  });
});

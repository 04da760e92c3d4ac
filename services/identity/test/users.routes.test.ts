import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bootTestGateway,
  startMailCatcher,
  type Browser,
  type MailCatcher,
  type TestGateway,
} from '@coachwork/test-support';
import sharp from 'sharp';
import { AVATAR_NOT_UPLOADED, demoImagePath } from '@coachwork/contracts';
import { makeUser, outboxFor, signedIn } from './support';

/** Uploads a small real png as `b` and answers the upload id. */
async function uploadImage(b: Browser): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();
  const res = await b.agent
    .post('/v1/files/upload-temp')
    .set('X-XSRF-TOKEN', await b.csrf())
    .attach('file', png, 'a.png');
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const OWN_ROLES_OR_STATUS = 'You may not change your own roles or status.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let gw: TestGateway;
let mail: MailCatcher;
let dataDir: string;
let admin: Browser;
let adminId: string;
let booker: Browser;
let bookerId: string;
let coachId: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-users-'));
  gw = await bootTestGateway({ SMTP_URL: mail.url, DATA_DIR: dataDir, MAIL_RATE_LIMIT_IP_MAX: '1000' });
  admin = gw.browser();
  adminId = (await admin.login('admin@example.com')).id;
  booker = gw.browser();
  bookerId = (await booker.login('booker@example.com')).id;
  coachId = (await gw.browser().login('coach@example.com')).id;
});
afterAll(async () => {
  await gw.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /v1/users', () => {
  it('lists users with meta, without profile or roles unless included', async () => {
    const res = await admin.get('/v1/users?perPage=2');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, perPage: 2 });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).not.toHaveProperty('profile');
    expect(res.body.data[0]).not.toHaveProperty('roles');
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('includes profile, coachProfile and roles when asked', async () => {
    const res = await admin.get('/v1/users?search=coach@example&include=profile,coachProfile,roles');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      username: 'coach',
      roles: ['coach'],
      profile: { firstName: 'Cora' },
    });
    expect(res.body.data[0]).toHaveProperty('coachProfile');
  });

  it('searches names, filters by role and status, and sorts', async () => {
    const byName = await admin.get('/v1/users?search=Booker');
    expect(byName.body.data.map((u: { username: string }) => u.username)).toEqual(['booker']);
    const admins = await admin.get('/v1/users?filter[role]=super-admin');
    expect(admins.body.data.map((u: { username: string }) => u.username)).toEqual(['admin']);
    const pending = await makeUser(admin, { status: 'PENDING' });
    const pendings = await admin.get('/v1/users?filter[status]=PENDING&perPage=100');
    expect(pendings.body.data.map((u: { id: string }) => u.id)).toContain(pending.id);
    expect(pendings.body.data.every((u: { status: string }) => u.status === 'PENDING')).toBe(true);
    const sorted = await admin.get('/v1/users?sort=-username&perPage=100');
    const names = sorted.body.data.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('answers 422 for an unknown sort, filter or include', async () => {
    const res = await admin.get('/v1/users?sort=password&filter[password]=x&include=sessions');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['filter.password', 'include', 'sort']);
  });

  it('answers 403 to a booker and a coach, 401 to a guest', async () => {
    expect((await booker.get('/v1/users')).status).toBe(403);
    expect((await (await signedIn(gw, { email: 'coach@example.com' })).get('/v1/users')).status).toBe(403);
    expect((await gw.browser().get('/v1/users')).status).toBe(401);
  });
});

describe('GET /v1/users/{id}', () => {
  it('shows a user with profile and coach profile embedded to the admin', async () => {
    const res = await admin.get(`/v1/users/${coachId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: coachId,
      email: 'coach@example.com',
      roles: ['coach'],
      deletedAt: null,
    });
    expect(res.body.data.profile).toMatchObject({ firstName: 'Cora', lastName: 'Coach' });
    // The demo coach's avatar is drawn at seed time and served by the resizer.
    expect(res.body.data).toHaveProperty('avatarUrl', demoImagePath('coachAvatar'));
  });

  it('lets a booker see themselves but not someone else (403)', async () => {
    expect((await booker.get(`/v1/users/${bookerId}`)).body.data.email).toBe('booker@example.com');
    expect((await booker.get(`/v1/users/${coachId}`)).status).toBe(403);
  });

  it('answers 404 for an unknown id or a malformed one, 401 to a guest', async () => {
    expect((await admin.get(`/v1/users/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await admin.get('/v1/users/not-a-uuid')).status).toBe(404);
    expect((await gw.browser().get(`/v1/users/${coachId}`)).status).toBe(401);
  });

  it('hides a trashed user from a users.view holder who may not restore (404)', async () => {
    const role = await admin.post('/v1/roles', { name: 'auditor', permissions: ['users.view'] });
    expect(role.status).toBe(201);
    const auditor = await makeUser(admin, { roles: ['auditor'] });
    const gone = await makeUser(admin);
    expect((await admin.delete(`/v1/users/${gone.id}`)).status).toBe(200);
    const asAuditor = await signedIn(gw, auditor);
    expect((await asAuditor.get(`/v1/users/${gone.id}`)).status).toBe(404);
    expect((await asAuditor.get(`/v1/users/${coachId}`)).status).toBe(200);
    expect((await admin.get(`/v1/users/${gone.id}`)).body.data.deletedAt).not.toBeNull();
  });
});

describe('POST /v1/users', () => {
  it('creates an ACTIVE user with roles and announces it', async () => {
    const made = await makeUser(admin, { roles: ['coach'], profile: { firstName: ' Cleo ', lastName: 'Coach' } });
    const res = await admin.get(`/v1/users/${made.id}`);
    expect(res.body.data).toMatchObject({ email: made.email, status: 'ACTIVE', roles: ['coach'] });
    const events = await outboxFor(gw, 'identity.user.registered', made.id);
    // The names travel, so the services that mail and bill people can address them by name.
    expect(events).toEqual([
      expect.objectContaining({
        email: made.email,
        roles: ['coach'],
        emailVerified: false,
        firstName: 'Cleo',
        lastName: 'Coach',
      }),
    ]);
    // The new user can sign in with the password given.
    await signedIn(gw, made);
  });

  it('answers 422 with dotted paths, unknown roles and taken addresses, creating nothing', async () => {
    const res = await admin.post('/v1/users', {
      email: 'booker@example.com',
      username: 'x',
      password: 'short',
      roles: ['no-such-role'],
      profile: { lastName: 'L', socialAccounts: [{ platform: 'github', url: 'nope', order: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['profile.firstName']);
    expect(res.body.errors).toHaveProperty(['profile.socialAccounts.0.url']);
    expect(res.body.errors).toHaveProperty('username');
    expect(res.body.errors).toHaveProperty('password');

    const taken = await admin.post('/v1/users', {
      email: 'booker@example.com',
      username: 'fresh_name',
      password: 'Secret123',
      roles: ['coach', 'no-such-role'],
      profile: { firstName: 'A', lastName: 'B' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      email: ['The email has already been taken.'],
      'roles.1': ['This role does not exist.'],
    });
    expect((await admin.get('/v1/users?search=fresh_name')).body.data).toHaveLength(0);
  });

  it('answers 403 to a booker and 401 to a guest', async () => {
    const body = {
      email: 'z@example.com',
      username: 'zzzz',
      password: 'Secret123',
      profile: { firstName: 'Z', lastName: 'Z' },
    };
    expect((await booker.post('/v1/users', body)).status).toBe(403);
    expect((await gw.browser().post('/v1/users', body)).status).toBe(401);
  });
});

describe('PATCH /v1/users/{id}', () => {
  it('lets a user edit their own profile card by card, merging the profile', async () => {
    const me = await makeUser(admin);
    const b = await signedIn(gw, me);
    const headline = await b.patch(`/v1/users/${me.id}`, { profile: { headline: 'Coach of coaches' } });
    expect(headline.status).toBe(200);
    const social = await b.patch(`/v1/users/${me.id}`, {
      profile: { socialAccounts: [{ platform: 'github', url: 'https://github.com/me', order: 1 }] },
    });
    expect(social.status).toBe(200);
    expect(social.body.data.profile).toMatchObject({
      firstName: 'Test',
      headline: 'Coach of coaches',
      socialAccounts: [{ platform: 'github', url: 'https://github.com/me', order: 1 }],
    });
    const uploadId = await uploadImage(b);
    const avatar = await b.put(`/v1/users/${me.id}`, { avatar: uploadId });
    expect(avatar.body.data).toMatchObject({ avatar: uploadId, avatarUrl: `/v1/files/${uploadId}` });
    expect((await outboxFor(gw, 'identity.user.updated', me.id)).length).toBe(3);
    // Claimed: the avatar is now public, so another visitor can see it.
    const seen = await gw.browser().agent.get(`/v1/files/${uploadId}`);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
  });

  it('refuses an avatar id that is not an upload of the caller, changing nothing', async () => {
    const me = await makeUser(admin);
    const b = await signedIn(gw, me);
    const othersUpload = await uploadImage(booker);
    for (const avatar of [othersUpload, 'upload-id-123', UNKNOWN_ID]) {
      const res = await b.patch(`/v1/users/${me.id}`, { avatar, profile: { headline: 'Changed' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.avatar).toEqual([AVATAR_NOT_UPLOADED]);
    }
    const after = await b.get(`/v1/users/${me.id}`);
    expect(after.body.data).toMatchObject({ avatar: null, profile: { headline: null } });
  });

  it('answers 422 on coachProfile.approvalStatus instead of ignoring it (approval has its own actions)', async () => {
    const u = await makeUser(admin, { coachProfile: { businessName: 'Biz', bio: 'About me' } });
    const bogus = await admin.patch(`/v1/users/${u.id}`, { coachProfile: { approvalStatus: 'BOGUS' } });
    expect(bogus.status).toBe(422);
    expect(bogus.body.errors).toEqual({
      'coachProfile.approvalStatus': ['Please select a valid approval status'],
    });
    const approved = await admin.patch(`/v1/users/${u.id}`, {
      coachProfile: { businessName: 'Biz 2', approvalStatus: 'APPROVED' },
    });
    expect(approved.status).toBe(422);
    expect(approved.body.errors).toEqual({
      'coachProfile.approvalStatus': [
        'The approval status changes only by approving or rejecting the coach profile',
      ],
    });
    const after = (await admin.get(`/v1/users/${u.id}`)).body.data;
    expect(after.coachProfile).toMatchObject({ businessName: 'Biz', approvalStatus: 'PENDING' });
    expect(after.roles).toEqual([]);
  });

  it('answers 422 with dotted paths and changes nothing', async () => {
    const me = await makeUser(admin);
    const b = await signedIn(gw, me);
    const res = await b.patch(`/v1/users/${me.id}`, {
      username: 'ab',
      profile: { headline: 'ok', socialAccounts: [{ platform: 'github', url: 'not a url', order: 1 }] },
      coachProfile: { experiences: [{ title: '', company: 'Acme', order: 1, years: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['profile.socialAccounts.0.url']);
    expect(res.body.errors).toHaveProperty(['coachProfile.experiences.0.title']);
    expect(res.body.errors).toHaveProperty('username');
    const after = await b.get(`/v1/users/${me.id}`);
    expect(after.body.data.profile.headline).toBeNull();
    expect(after.body.data.username).toBe(me.username);
  });

  it('answers 422 for a username or email someone else has', async () => {
    const me = await makeUser(admin);
    const b = await signedIn(gw, me);
    const res = await b.patch(`/v1/users/${me.id}`, { username: 'coach', email: 'coach@example.com' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email has already been taken.'],
      username: ['The username has already been taken.'],
    });
  });

  it('answers 403 to a booker editing another user, and changes nothing', async () => {
    const res = await booker.patch(`/v1/users/${coachId}`, { profile: { headline: 'Hacked' } });
    expect(res.status).toBe(403);
    // Even a broken body gets the 403, not a 422 that would confirm the form.
    expect((await booker.patch(`/v1/users/${coachId}`, { username: 'a' })).status).toBe(403);
    expect((await admin.get(`/v1/users/${coachId}`)).body.data.profile.headline).not.toBe('Hacked');
  });

  it('answers 403 to a booker granting themselves a role or changing their own status', async () => {
    const grant = await booker.patch(`/v1/users/${bookerId}`, { roles: ['super-admin'] });
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe(OWN_ROLES_OR_STATUS);
    const status = await booker.patch(`/v1/users/${bookerId}`, { status: 'SUSPENDED' });
    expect(status.status).toBe(403);
    expect(status.body.message).toBe(OWN_ROLES_OR_STATUS);
    const me = await booker.get('/v1/auth/user');
    expect(me.body.data).toMatchObject({ roles: [], status: 'ACTIVE' });
    // Echoing the values one already has is not a change.
    expect((await booker.patch(`/v1/users/${bookerId}`, { roles: [], status: 'ACTIVE' })).status).toBe(200);
  });

  it('does not let the admin change their own roles either', async () => {
    const res = await admin.patch(`/v1/users/${adminId}`, { roles: [] });
    expect(res.status).toBe(403);
    expect((await admin.get('/v1/auth/user')).body.data.roles).toEqual(['super-admin']);
  });

  it('lets the admin change roles (announcing roles-changed) and answers 422 roles.N for unknown ones', async () => {
    const u = await makeUser(admin);
    const unknown = await admin.patch(`/v1/users/${u.id}`, { roles: ['coach', 'wizard'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'roles.1': ['This role does not exist.'] });
    const ok = await admin.patch(`/v1/users/${u.id}`, { roles: ['coach'] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.roles).toEqual(['coach']);
    expect(ok.body.data.permissions).toContain('workshop-templates.view');
    expect(await outboxFor(gw, 'identity.user.roles-changed', u.id)).toEqual([
      expect.objectContaining({ id: u.id, roles: ['coach'] }),
    ]);
    // The user's next request carries the new permissions.
    const b = await signedIn(gw, u);
    expect((await b.get('/v1/workshop-templates')).status).toBe(200);
  });

  it('ends the sessions of a user the admin suspends', async () => {
    const u = await makeUser(admin);
    const b = await signedIn(gw, u);
    await b.get('/v1/auth/user').expect(200);
    const res = await admin.patch(`/v1/users/${u.id}`, { status: 'SUSPENDED' });
    expect(res.body.data.status).toBe('SUSPENDED');
    expect((await b.get('/v1/auth/user')).status).toBe(401);
    expect((await b.patch(`/v1/users/${u.id}`, { profile: { headline: 'x' } })).status).toBe(401);
    expect(await outboxFor(gw, 'identity.user.updated', u.id)).toEqual([
      expect.objectContaining({ status: 'SUSPENDED' }),
    ]);
  });

  it('clears emailVerifiedAt on an email change and mails a code that verifies the new address', async () => {
    const u = await makeUser(admin);
    const b = await signedIn(gw, u);
    expect((await b.get('/v1/auth/user')).body.data.emailVerifiedAt).toBeNull();
    const newEmail = `changed.${Date.now()}@example.com`;
    const res = await b.patch(`/v1/users/${u.id}`, { email: ` ${newEmail.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: newEmail, emailVerifiedAt: null });
    const code = /code is: (\d{6})/.exec((await mail.waitFor(newEmail)).text)![1];
    const verified = await b.post('/v1/auth/verify-email-using-otp', { email: newEmail, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.emailVerifiedAt).not.toBeNull();
    // Other services hear of the change and of the verification (bookings seats the address's owner).
    expect(await outboxFor(gw, 'identity.user.updated', u.id)).toEqual([
      expect.objectContaining({ email: newEmail, emailVerified: false }),
      expect.objectContaining({ email: newEmail, emailVerified: true }),
    ]);
    // Saving the same address again sends nothing and keeps it verified.
    const same = await b.patch(`/v1/users/${u.id}`, { email: newEmail });
    expect(same.body.data.emailVerifiedAt).not.toBeNull();
    // Signing in with a code again announces nothing new.
    expect(await outboxFor(gw, 'identity.user.updated', u.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown user to the admin and 401 to a guest', async () => {
    expect((await admin.patch(`/v1/users/${UNKNOWN_ID}`, { profile: { headline: 'x' } })).status).toBe(404);
    expect((await gw.browser().patch(`/v1/users/${bookerId}`, { profile: { headline: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('DELETE /v1/users/{id} and POST /v1/users/{id}/restore', () => {
  it('soft-deletes (signing the user out), lists the trash, and restores', async () => {
    const u = await makeUser(admin);
    const b = await signedIn(gw, u);
    const del = await admin.delete(`/v1/users/${u.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.deletedAt).not.toBeNull();
    expect((await b.get('/v1/auth/user')).status).toBe(401);
    expect((await gw.browser().post('/v1/auth/login', { email: u.email, password: u.password })).status).toBe(
      422,
    );
    expect((await admin.get(`/v1/users?search=${u.username}`)).body.data).toHaveLength(0);
    expect((await admin.get(`/v1/users?search=${u.username}&trashed=only`)).body.data).toHaveLength(1);
    expect((await admin.get(`/v1/users?search=${u.username}&trashed=with`)).body.data).toHaveLength(1);
    expect((await admin.delete(`/v1/users/${u.id}`)).status).toBe(404);
    expect(await outboxFor(gw, 'identity.user.updated', u.id)).toEqual([
      expect.objectContaining({ deletedAt: expect.any(String) }),
    ]);

    const restored = await admin.post(`/v1/users/${u.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect((await admin.post(`/v1/users/${u.id}/restore`)).status).toBe(404);
    await signedIn(gw, u);
  });

  it('answers 409 to the admin deleting themselves', async () => {
    const res = await admin.delete(`/v1/users/${adminId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot delete your own account.');
  });

  it('answers 403 to a booker, 401 to a guest, 404 for an unknown id', async () => {
    expect((await booker.delete(`/v1/users/${coachId}`)).status).toBe(403);
    expect((await booker.post(`/v1/users/${coachId}/restore`)).status).toBe(403);
    expect((await gw.browser().delete(`/v1/users/${coachId}`)).status).toBe(401);
    expect((await admin.delete(`/v1/users/${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe('POST /v1/users/{id}/onboarding', () => {
  async function registerPending() {
    const b = gw.browser();
    const n = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
    const res = await b.post('/v1/auth/register', {
      email: `new${n}@example.com`,
      username: `new_${n}`,
      password: 'Secret123',
      firstName: 'New',
      lastName: 'Comer',
    });
    expect(res.status).toBe(201);
    return { b, id: res.body.data.id as string };
  }

  it('makes a booker ACTIVE with the basics', async () => {
    const { b, id } = await registerPending();
    const res = await b.post(`/v1/users/${id}/onboarding`, {
      accountType: 'booker',
      profile: { firstName: 'Nia', lastName: 'Newcomer', country: 'DE' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', roles: [], coachProfile: null });
    expect(res.body.data.profile).toMatchObject({ firstName: 'Nia', country: 'DE' });
    // Once ACTIVE, onboarding is over.
    const again = await b.post(`/v1/users/${id}/onboarding`, {
      accountType: 'booker',
      profile: { firstName: 'Nia', lastName: 'Newcomer' },
    });
    expect(again.status).toBe(409);
  });

  it('leaves a coach with a PENDING coach profile and no coach role until approval', async () => {
    const { b, id } = await registerPending();
    const res = await b.post(`/v1/users/${id}/onboarding`, {
      accountType: 'coach',
      username: `coachy${Date.now().toString(36).slice(-6)}`,
      profile: { firstName: 'Cat', lastName: 'Coach', headline: 'Leadership' },
      coachProfile: { businessName: 'Cat Coaching', specializations: ['Leadership'], bio: 'Hello' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', roles: [] });
    expect(res.body.data.coachProfile).toMatchObject({
      businessName: 'Cat Coaching',
      approvalStatus: 'PENDING',
    });
  });

  it('answers 422 with dotted paths, 403 for someone else, 401 for a guest', async () => {
    const { b, id } = await registerPending();
    const bad = await b.post(`/v1/users/${id}/onboarding`, {
      accountType: 'wizard',
      profile: { lastName: 'X' },
      coachProfile: { certifications: [{ title: 'T', issuingOrganization: '', order: 1 }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('accountType');
    expect(bad.body.errors).toHaveProperty(['profile.firstName']);
    expect(bad.body.errors).toHaveProperty(['coachProfile.certifications.0.issuingOrganization']);
    expect((await b.get('/v1/auth/user')).body.data.status).toBe('PENDING');
    const body = { accountType: 'booker', profile: { firstName: 'A', lastName: 'B' } };
    expect((await booker.post(`/v1/users/${id}/onboarding`, body)).status).toBe(403);
    expect((await admin.post(`/v1/users/${id}/onboarding`, body)).status).toBe(403);
    expect((await gw.browser().post(`/v1/users/${id}/onboarding`, body)).status).toBe(401);
  });
});

describe('POST /v1/users/{id}/coach-profile/approve and /reject', () => {
  it('approving grants the coach role; rejecting records the reason and takes it away', async () => {
    const u = await makeUser(admin, { coachProfile: { businessName: 'Biz', bio: 'About me' } });
    expect((await admin.get(`/v1/users/${u.id}`)).body.data.coachProfile.approvalStatus).toBe('PENDING');
    const approved = await admin.post(`/v1/users/${u.id}/coach-profile/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.roles).toEqual(['coach']);
    expect(approved.body.data.coachProfile).toMatchObject({
      approvalStatus: 'APPROVED',
      businessName: 'Biz',
    });
    expect(await outboxFor(gw, 'identity.user.roles-changed', u.id)).toEqual([
      expect.objectContaining({ roles: ['coach'] }),
    ]);

    const rejected = await admin.post(`/v1/users/${u.id}/coach-profile/reject`, { reason: 'Bio too short' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.roles).toEqual([]);
    expect(rejected.body.data.coachProfile).toMatchObject({
      approvalStatus: 'REJECTED',
      rejectionReason: 'Bio too short',
    });
  });

  it('answers 409 without a coach profile, 422 for a long reason, 403 to a booker, 404 unknown', async () => {
    const u = await makeUser(admin);
    expect((await admin.post(`/v1/users/${u.id}/coach-profile/approve`)).status).toBe(409);
    const long = await admin.post(`/v1/users/${u.id}/coach-profile/reject`, { reason: 'x'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty('reason');
    expect((await booker.post(`/v1/users/${bookerId}/coach-profile/approve`)).status).toBe(403);
    expect((await admin.post(`/v1/users/${UNKNOWN_ID}/coach-profile/approve`)).status).toBe(404);
  });
});

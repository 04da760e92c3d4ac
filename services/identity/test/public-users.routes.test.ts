import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';
import { expectStatus, makeUser } from './support';

let gw: TestGateway;
let admin: Browser;
let guest: Browser;
let approvedCoachId: string;
let pendingCoachId: string;
let suspendedId: string;
let trashedId: string;
/** Not approved coaches, each for its own reason: none of them is public (issue 18). */
let notPublic: Record<string, string>;

beforeAll(async () => {
  gw = await bootTestGateway();
  admin = gw.browser();
  await admin.login('admin@example.com');
  guest = gw.browser();
  const privateProfile = {
    firstName: 'Priya',
    lastName: 'Public',
    headline: 'Executive coach',
    country: 'DE',
    phoneNumber: '+49 30 1234567',
    socialAccounts: [{ platform: 'linkedin', url: 'https://linkedin.com/in/priya', order: 1 }],
  };
  approvedCoachId = (
    await makeUser(admin, {
      profile: privateProfile,
      coachProfile: {
        businessName: 'Priya Coaching',
        bio: 'Twenty years of leading teams.',
        completedQuizzes: true,
      },
    })
  ).id;
  await expectStatus(admin.post(`/v1/users/${approvedCoachId}/coach-profile/approve`), 200);
  pendingCoachId = (
    await makeUser(admin, {
      profile: { firstName: 'Pending', lastName: 'Coach' },
      coachProfile: { businessName: 'Not yet' },
    })
  ).id;
  const approvedCoach = async () => {
    const id = (await makeUser(admin, { coachProfile: { businessName: 'Approved' } })).id;
    await expectStatus(admin.post(`/v1/users/${id}/coach-profile/approve`), 200);
    return id;
  };
  suspendedId = await approvedCoach();
  await expectStatus(admin.patch(`/v1/users/${suspendedId}`, { status: 'SUSPENDED' }), 200);
  trashedId = await approvedCoach();
  await expectStatus(admin.delete(`/v1/users/${trashedId}`), 200);
  const rejectedId = (await makeUser(admin, { coachProfile: { businessName: 'Declined' } })).id;
  await expectStatus(admin.post(`/v1/users/${rejectedId}/coach-profile/reject`, { reason: 'Not now' }), 200);
  const roleTakenId = await approvedCoach();
  await expectStatus(admin.patch(`/v1/users/${roleTakenId}`, { roles: [] }), 200);
  const ids = (await admin.get('/v1/users?perPage=100')).body.data as { id: string; username: string }[];
  notPublic = {
    'a super-admin': ids.find((u) => u.username === 'admin')!.id,
    'a booker': ids.find((u) => u.username === 'booker')!.id,
    'a booker made by an admin': (await makeUser(admin, { profile: { firstName: 'Bo', lastName: 'Oker' } })).id,
    'a coach by role without an approved profile': (await makeUser(admin, { roles: ['coach'] })).id,
    'a coach whose profile waits for approval': pendingCoachId,
    'a coach whose profile was rejected': rejectedId,
    'an approved coach whose coach role was taken away': roleTakenId,
    'a suspended coach': suspendedId,
    'a trashed coach': trashedId,
  };
});
afterAll(async () => {
  await gw.close();
});

const PUBLIC_KEYS = ['avatarUrl', 'coachProfile', 'id', 'profile', 'username'];
const PUBLIC_PROFILE_KEYS = ['country', 'firstName', 'headline', 'lastName', 'middleName', 'socialAccounts'];

describe('GET /v1/public/users', () => {
  it('shows anyone only public fields: never an email, phone, roles, status or permissions', async () => {
    const res = await guest.get('/v1/public/users?perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThanOrEqual(1);
    const raw = res.text;
    expect(raw).not.toContain('@');
    expect(raw).not.toContain('+49 30 1234567');
    expect(raw).not.toMatch(/"(email|phoneNumber|roles|status|permissions|emailVerifiedAt|password\w*)"/);
    for (const user of res.body.data) {
      expect(Object.keys(user).sort()).toEqual(PUBLIC_KEYS);
      expect(Object.keys(user.profile).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    }
    const priya = res.body.data.find((u: { id: string }) => u.id === approvedCoachId);
    expect(priya.profile).toMatchObject({ headline: 'Executive coach', country: 'DE' });
    expect(priya.coachProfile).toEqual({
      businessName: 'Priya Coaching',
      specializations: [],
      bio: 'Twenty years of leading teams.',
      introductionVideo: null,
      experiences: [],
      certifications: [],
    });
  });

  it('lists approved coaches only: never admins, bookers or coaches not (or no longer) approved', async () => {
    const res = await guest.get('/v1/public/users?perPage=100');
    const ids = res.body.data.map((u: { id: string }) => u.id);
    const demoCoach = (await admin.get('/v1/users?search=coach@example.com')).body.data[0].id;
    expect([...ids].sort()).toEqual([approvedCoachId, demoCoach].sort());
    expect(res.body.meta.total).toBe(2);
    for (const user of res.body.data) expect(user.coachProfile).not.toBeNull();
  });

  it('filters approved coaches and searches names but never addresses', async () => {
    const coaches = await guest.get('/v1/public/users?filter[coach]=true&perPage=100');
    const ids = coaches.body.data.map((u: { id: string }) => u.id);
    expect(ids).toContain(approvedCoachId);
    expect(ids).not.toContain(pendingCoachId);
    expect((await guest.get('/v1/public/users?filter[coach]=false')).body.data).toEqual([]);
    expect(
      (await guest.get('/v1/public/users?search=Priya')).body.data.map((u: { id: string }) => u.id),
    ).toEqual([approvedCoachId]);
    expect((await guest.get('/v1/public/users?search=admin@example.com')).body.data).toEqual([]);
    expect((await guest.get('/v1/public/users?search=Ada')).body.data).toEqual([]);
    expect((await guest.get('/v1/public/users?filter[coach]=maybe')).status).toBe(422);
    expect((await guest.get('/v1/public/users?filter[email]=x')).status).toBe(422);
    expect((await guest.get('/v1/public/users?trashed=with')).status).toBe(422);
  });
});

describe('GET /v1/public/users/{id}', () => {
  it('shows one user publicly to a guest and a signed-in booker alike', async () => {
    const res = await guest.get(`/v1/public/users/${approvedCoachId}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('@');
    expect(res.text).not.toContain('1234567');
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_KEYS);
    const booker = gw.browser();
    await booker.login('booker@example.com');
    expect((await booker.get(`/v1/public/users/${approvedCoachId}`)).body).toEqual(res.body);
  });

  it.each([
    'a super-admin',
    'a booker',
    'a booker made by an admin',
    'a coach by role without an approved profile',
    'a coach whose profile waits for approval',
    'a coach whose profile was rejected',
    'an approved coach whose coach role was taken away',
    'a suspended coach',
    'a trashed coach',
  ])('answers 404 for %s, to a guest and a signed-in booker alike', async (who) => {
    expect((await guest.get(`/v1/public/users/${notPublic[who]}`)).status).toBe(404);
    const booker = gw.browser();
    await booker.login('booker@example.com');
    expect((await booker.get(`/v1/public/users/${notPublic[who]}`)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await guest.get(`/v1/public/users/${id}`)).status).toBe(404);
    }
  });
});

// Issue 17 item 3: the demo coach's approved profile is public, and an approved coach stays approved
// whoever edits the profile, as long as the coach role stays (approval and the role go together).
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';
import { expectStatus, makeUser, signedIn } from './support';

let gw: TestGateway;
let admin: Browser;

beforeAll(async () => {
  gw = await bootTestGateway();
  admin = gw.browser();
  await admin.login('admin@example.com');
});
afterAll(async () => {
  await gw.close();
});

async function approvedCoach() {
  const made = await makeUser(admin, { coachProfile: { businessName: 'Biz', bio: 'About me' } });
  await expectStatus(admin.post(`/v1/users/${made.id}/coach-profile/approve`), 200);
  return made;
}

const approvalOf = async (id: string) => (await admin.get(`/v1/users/${id}`)).body.data.coachProfile?.approvalStatus;

describe('the demo coach', () => {
  it('shows headline, bio and experience on her public profile', async () => {
    const list = await gw.browser().get('/v1/public/users?search=coach');
    const coach = (list.body.data as { id: string; username: string }[]).find((u) => u.username === 'coach');
    expect(coach).toBeDefined();
    const res = await gw.browser().get(`/v1/public/users/${coach!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.profile.headline).toMatch(/\w/);
    expect(res.body.data.coachProfile.bio).toMatch(/\w+ \w+ \w+/);
    expect(res.body.data.coachProfile.experiences.length).toBeGreaterThan(0);
    expect(res.body.data.coachProfile.experiences[0]).toMatchObject({
      title: expect.any(String),
      company: expect.any(String),
      years: expect.any(Number),
    });
  });

  it('is an approved coach to herself, so /b has nothing awaiting approval', async () => {
    const me = await (await signedIn(gw, { email: 'coach@example.com' })).get('/v1/auth/user');
    expect(me.body.data.roles).toContain('coach');
    expect(me.body.data.coachProfile.approvalStatus).toBe('APPROVED');
  });
});

describe('editing an approved coach', () => {
  it('keeps APPROVED when an admin edits the coach profile', async () => {
    const u = await approvedCoach();
    const res = await admin.patch(`/v1/users/${u.id}`, { coachProfile: { bio: 'Rewritten by the admin.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.coachProfile).toMatchObject({ bio: 'Rewritten by the admin.', approvalStatus: 'APPROVED' });
    expect(res.body.data.roles).toEqual(['coach']);
    // Still in the public directory with the new bio.
    const pub = await gw.browser().get(`/v1/public/users/${u.id}`);
    expect(pub.body.data.coachProfile.bio).toBe('Rewritten by the admin.');
  });

  it('keeps APPROVED when an admin edits the profile together with other fields and the same roles', async () => {
    const u = await approvedCoach();
    const res = await admin.patch(`/v1/users/${u.id}`, {
      roles: ['coach'],
      profile: { headline: 'Team coach' },
      coachProfile: { experiences: [{ title: 'Coach', company: 'Acme', order: 1, years: 3 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.coachProfile.approvalStatus).toBe('APPROVED');
  });

  it('keeps APPROVED when the coach edits her own profile', async () => {
    const u = await approvedCoach();
    const self = await signedIn(gw, u);
    const res = await self.patch(`/v1/users/${u.id}`, { coachProfile: { specializations: ['Negotiation'] } });
    expect(res.status).toBe(200);
    expect(await approvalOf(u.id)).toBe('APPROVED');
  });

  it('approves a coach profile an admin gives to a user who holds the coach role', async () => {
    const u = await makeUser(admin, { roles: ['coach'] });
    const res = await admin.patch(`/v1/users/${u.id}`, { coachProfile: { bio: 'Added later.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.coachProfile.approvalStatus).toBe('APPROVED');
  });

  it('leaves a profile without the coach role as it is: PENDING stays PENDING until approval', async () => {
    const u = await makeUser(admin, { coachProfile: { businessName: 'Waiting' } });
    await expectStatus(admin.patch(`/v1/users/${u.id}`, { coachProfile: { bio: 'Edited' } }), 200);
    expect(await approvalOf(u.id)).toBe('PENDING');
  });
});

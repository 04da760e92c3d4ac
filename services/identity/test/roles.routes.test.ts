import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';
import { PERMISSIONS } from '@coachwork/contracts';
import { expectStatus, makeUser } from './support';

let gw: TestGateway;
let admin: Browser;
let booker: Browser;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  gw = await bootTestGateway();
  admin = gw.browser();
  await admin.login('admin@example.com');
  booker = gw.browser();
  await booker.login('booker@example.com');
});
afterAll(async () => {
  await gw.close();
});

const roleNamed = async (name: string) =>
  (await admin.get(`/v1/roles?filter[name]=${name}`)).body.data[0] as {
    id: string;
    permissions: string[];
    usersCount: number;
  };

describe('/v1/roles', () => {
  it('lists the seeded roles with their permissions and holders', async () => {
    const res = await admin.get('/v1/roles');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.map((r: { name: string }) => [r.name, r]));
    expect(byName['super-admin'].permissions).toEqual([...PERMISSIONS].sort());
    expect(byName['super-admin'].usersCount).toBe(1);
    expect(byName.coach).toMatchObject({
      permissions: ['workshop-schedules.view', 'workshop-templates.view', 'workshops.view'],
      usersCount: 1,
    });
  });

  it('creates, shows, updates and deletes a role', async () => {
    const created = await admin.post('/v1/roles', {
      name: 'editor',
      description: 'Edits',
      permissions: ['users.view'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'editor', permissions: ['users.view'], usersCount: 0 });
    const id = created.body.data.id;
    expect((await admin.get(`/v1/roles/${id}`)).body.data.name).toBe('editor');
    const patched = await admin.patch(`/v1/roles/${id}`, { permissions: ['users.view', 'users.update'] });
    expect(patched.body.data.permissions).toEqual(['users.update', 'users.view']);
    const put = await admin.put(`/v1/roles/${id}`, { name: 'chief-editor' });
    expect(put.body.data).toMatchObject({ name: 'chief-editor', description: 'Edits' });
    expect((await admin.delete(`/v1/roles/${id}`)).status).toBe(200);
    expect((await admin.get(`/v1/roles/${id}`)).status).toBe(404);
  });

  it('answers 422 for a missing name, a taken name and unknown permissions (permissions.N)', async () => {
    const missing = await admin.post('/v1/roles', { permissions: [''] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      name: ['Role name is required'],
      'permissions.0': ['Permission names cannot be empty'],
    });
    const bad = await admin.post('/v1/roles', { name: 'coach', permissions: ['users.view', 'fly.away'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['The role name has already been taken.'],
      'permissions.1': ['This permission does not exist.'],
    });
  });

  it('answers 409 for renaming or deleting a seeded role, a held role, or stripping the super-admin', async () => {
    const coach = await roleNamed('coach');
    expect((await admin.patch(`/v1/roles/${coach.id}`, { name: 'trainer' })).status).toBe(409);
    expect((await admin.delete(`/v1/roles/${coach.id}`)).status).toBe(409);
    // The coach role's permissions can be edited (it is data), only its name is fixed.
    expect((await admin.patch(`/v1/roles/${coach.id}`, { description: 'Teaches' })).status).toBe(200);
    const superAdmin = await roleNamed('super-admin');
    expect((await admin.patch(`/v1/roles/${superAdmin.id}`, { permissions: ['users.view'] })).status).toBe(
      409,
    );

    await expectStatus(admin.post('/v1/roles', { name: 'helper', permissions: [] }), 201);
    await makeUser(admin, { roles: ['helper'] });
    const helper = await roleNamed('helper');
    expect(helper.usersCount).toBe(1);
    const res = await admin.delete(`/v1/roles/${helper.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The role helper is held by 1 user; take it away from them first.');
  });

  it('answers 403 to a booker, 401 to a guest, 404 for unknown ids', async () => {
    expect((await booker.get('/v1/roles')).status).toBe(403);
    expect((await booker.post('/v1/roles', { name: 'mine' })).status).toBe(403);
    expect((await gw.browser().get('/v1/roles')).status).toBe(401);
    expect((await admin.get(`/v1/roles/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await admin.patch(`/v1/roles/${UNKNOWN_ID}`, { description: 'x' })).status).toBe(404);
    expect((await admin.delete(`/v1/roles/${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe('/v1/permissions', () => {
  it('lists the catalogue with the number of roles holding each', async () => {
    const res = await admin.get('/v1/permissions?perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(PERMISSIONS.length);
    const view = res.body.data.find((p: { name: string }) => p.name === 'workshops.view');
    expect(view.rolesCount).toBeGreaterThanOrEqual(2);
  });

  it('creates, renames (following into roles), and deletes an unused permission', async () => {
    const created = await admin.post('/v1/permissions', { name: 'reports.view', description: 'Reports' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const role = await admin.post('/v1/roles', { name: 'analyst', permissions: ['reports.view'] });
    const renamed = await admin.patch(`/v1/permissions/${id}`, { name: 'reports.read' });
    expect(renamed.body.data).toMatchObject({ name: 'reports.read', rolesCount: 1 });
    expect((await admin.get(`/v1/roles/${role.body.data.id}`)).body.data.permissions).toEqual([
      'reports.read',
    ]);

    const held = await admin.delete(`/v1/permissions/${id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      'The permission reports.read is held by the role analyst; remove it from them first.',
    );
    await expectStatus(admin.patch(`/v1/roles/${role.body.data.id}`, { permissions: [] }), 200);
    expect((await admin.delete(`/v1/permissions/${id}`)).status).toBe(200);
    expect((await admin.get(`/v1/permissions/${id}`)).status).toBe(404);
  });

  it('answers 422 for a missing or taken name, 409 for renaming or deleting a built-in permission', async () => {
    expect((await admin.post('/v1/permissions', {})).body.errors).toEqual({
      name: ['Permission name is required'],
    });
    const taken = await admin.post('/v1/permissions', { name: 'users.view' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['The permission name has already been taken.'] });
    const builtIn = (await admin.get('/v1/permissions?filter[name]=users.view')).body.data[0];
    expect((await admin.patch(`/v1/permissions/${builtIn.id}`, { name: 'people.view' })).status).toBe(409);
    expect((await admin.patch(`/v1/permissions/${builtIn.id}`, { description: 'See users' })).status).toBe(
      200,
    );
    expect((await admin.delete(`/v1/permissions/${builtIn.id}`)).status).toBe(409);
  });

  it('answers 403 to a booker, 401 to a guest', async () => {
    expect((await booker.get('/v1/permissions')).status).toBe(403);
    expect((await booker.post('/v1/permissions', { name: 'x.y' })).status).toBe(403);
    expect((await gw.browser().get('/v1/permissions')).status).toBe(401);
  });
});

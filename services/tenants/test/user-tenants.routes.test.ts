import { Client } from 'pg';
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let admin: Browser;
let booker: Browser;
let bookerId: string;
let coachId: string;

async function sql(text: string, values: unknown[] = []) {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  gw = await bootTestGateway();
  admin = gw.browser();
  await admin.login('admin@example.com');
  booker = gw.browser();
  bookerId = (await booker.login('booker@example.com')).id;
  coachId = (await gw.browser().login('coach@example.com')).id;
  // Tenant CRUD arrives with the tenants issue; memberships are written directly for now.
  const [acme] = await sql(`INSERT INTO tenants.tenants (name, slug) VALUES ('Acme', 'acme') RETURNING id`);
  const [beta] = await sql(`INSERT INTO tenants.tenants (name, slug) VALUES ('Beta', 'beta') RETURNING id`);
  const [gone] = await sql(
    `INSERT INTO tenants.tenants (name, slug, deleted_at) VALUES ('Gone', 'gone', now()) RETURNING id`,
  );
  await sql(
    `INSERT INTO tenants.tenant_memberships (tenant_id, user_id, role) VALUES ($1, $4, 'owner'), ($2, $4, 'member'), ($3, $4, 'member'), ($1, $5, 'member')`,
    [acme.id, beta.id, gone.id, bookerId, coachId],
  );
});
afterAll(async () => {
  await gw.close();
});

describe('GET /v1/users/{id}/tenants', () => {
  it('lists the live tenants a user belongs to, with their role, to the user themselves', async () => {
    const res = await booker.get(`/v1/users/${bookerId}/tenants`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(String), name: 'Acme', slug: 'acme', role: 'owner' },
      { id: expect.any(String), name: 'Beta', slug: 'beta', role: 'member' },
    ]);
  });

  it('lets a users.view holder see anyone’s tenants', async () => {
    const res = await admin.get(`/v1/users/${coachId}/tenants`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { slug: string }) => t.slug)).toEqual(['acme']);
  });

  it('answers 403 to a booker asking about someone else, 401 to a guest, 404 for a malformed id', async () => {
    expect((await booker.get(`/v1/users/${coachId}/tenants`)).status).toBe(403);
    expect((await gw.browser().get(`/v1/users/${bookerId}/tenants`)).status).toBe(401);
    expect((await admin.get('/v1/users/not-a-uuid/tenants')).status).toBe(404);
  });

  it('is served by the tenants service while the user itself still comes from identity', async () => {
    expect((await booker.get(`/v1/users/${bookerId}`)).body.data.email).toBe('booker@example.com');
    expect((await booker.get(`/v1/users/${bookerId}/tenants?x=1`)).status).toBe(200);
  });
});

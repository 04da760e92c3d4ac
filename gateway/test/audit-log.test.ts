// The audit log through the gateway: the caller's address as the gateway reads it (TRUST_PROXY: the
// proxy in front says who called) is signed into the actor and kept with the entry; the demo
// super-admin reads it, a booker may not.
import { Client } from 'pg';
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let admin: Browser;
beforeAll(async () => {
  gw = await bootTestGateway({ TRUST_PROXY: 'loopback' });
  admin = gw.browser();
  await admin.login('admin@example.com');
});
afterAll(async () => {
  await gw.close();
});

it("keeps the address the proxy named for an admin's voucher change", async () => {
  const token = await admin.csrf();
  const created = await admin.agent
    .post('/v1/vouchers')
    .set('X-XSRF-TOKEN', token)
    .set('X-Forwarded-For', '198.51.100.23')
    .send({ code: 'AUDIT-GW', data: { discountType: 'free' } });
  expect(created.status).toBe(201);
  const res = await admin.get(`/v1/audit-log?filter[objectId]=${created.body.data.id}`);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([
    expect.objectContaining({
      action: 'voucher.created',
      ip: '198.51.100.23',
      actorName: expect.any(String),
    }),
  ]);
  const booker = gw.browser();
  await booker.login('booker@example.com');
  expect((await booker.get('/v1/audit-log')).status).toBe(403);
});

describe('users, roles, tenants and workshops (their services record, bookings keeps the log)', () => {
  const PROXY_SAYS = '198.51.100.24';
  const asAdmin = async (method: 'post' | 'patch', path: string, body: object) =>
    admin.agent[method](path)
      .set('X-XSRF-TOKEN', await admin.csrf())
      .set('X-Forwarded-For', PROXY_SAYS)
      .send(body);
  const entries = async (query: string) => {
    await gw.eventsSettled();
    const res = await admin.get(`/v1/audit-log?perPage=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      action: string;
      actorId: string;
      onBehalfOf: string | null;
      ip: string | null;
      objectType: string;
      objectId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
  };

  it('records nothing for the seeded data and the product’s own work', async () => {
    expect(
      await entries('filter[objectType]=user,role,permission,tenant,workshop,workshop-template,schedule'),
    ).toEqual([]);
  });

  it('records each change once with who, the address and only the changed fields, and nothing for a refused one', async () => {
    const booker = gw.browser();
    const { id: bookerId } = await booker.login('booker@example.com');

    const headline = await asAdmin('patch', `/v1/users/${bookerId}`, {
      profile: { headline: 'Audited headline' },
    });
    expect(headline.status).toBe(200);
    const role = await asAdmin('post', '/v1/roles', { name: 'auditor', permissions: ['audit-log.view'] });
    expect(role.status).toBe(201);
    const roleId = role.body.data.id as string;
    const roles = [...(headline.body.data.roles as string[]), 'auditor'];
    expect((await asAdmin('patch', `/v1/users/${bookerId}`, { roles })).status).toBe(200);
    const tenant = await asAdmin('post', '/v1/tenants', { name: 'Audit GmbH', slug: 'audit-gmbh' });
    expect(tenant.status).toBe(201);
    // The same slug again: the insert fails in the database and its transaction, entry included, rolls back.
    expect((await asAdmin('post', '/v1/tenants', { name: 'Audit AG', slug: 'audit-gmbh' })).status).toBe(422);
    const workshop = (await admin.get('/v1/workshops?perPage=1&sort=title')).body.data[0] as {
      id: string;
      title: string;
    };
    expect((await asAdmin('patch', `/v1/workshops/${workshop.id}`, { title: 'Audited title' })).status).toBe(
      200,
    );
    // Refused before the database: no entry.
    expect((await asAdmin('patch', `/v1/workshops/${workshop.id}`, { title: '' })).status).toBe(422);

    const log = await entries(`filter[actorId]=${admin.userId}&filter[objectType]=user,role,tenant,workshop`);
    const actions = log.map((e) => `${e.action} ${e.objectId}`).sort();
    expect(actions).toEqual(
      [
        `role.created ${roleId}`,
        `tenant.created ${tenant.body.data.id}`,
        // Its creator becomes its owner. (Identity then makes it their default tenant: the product's
        // reaction to tenants' event, recorded for nobody, in either run mode.)
        `tenant.member-added ${tenant.body.data.id}`,
        `user.role-added ${bookerId}`,
        `user.updated ${bookerId}`,
        `workshop.updated ${workshop.id}`,
      ].sort(),
    );
    for (const e of log) expect(e).toMatchObject({ actorId: admin.userId, ip: PROXY_SAYS });

    const byAction = (a: string) => log.find((e) => e.action === a)!;
    // The admin changed the booker's own object: on the booker's behalf.
    expect(byAction('user.updated').onBehalfOf).toBe(bookerId);
    expect(Object.keys(byAction('user.updated').after!)).toEqual(['profile']);
    expect((byAction('user.updated').after!.profile as { headline: string }).headline).toBe(
      'Audited headline',
    );
    expect((byAction('user.updated').before!.profile as { headline?: string }).headline).not.toBe(
      'Audited headline',
    );
    expect(byAction('user.role-added')).toMatchObject({ before: null, after: { userId: bookerId, roleId } });
    expect(byAction('role.created')).toMatchObject({ before: null, after: { name: 'auditor' } });
    expect(byAction('tenant.created').after).toMatchObject({ name: 'Audit GmbH', slug: 'audit-gmbh' });
    expect(byAction('tenant.member-added').after).toMatchObject({ userId: admin.userId, role: 'owner' });

    const renamed = byAction('workshop.updated');
    expect(renamed.before).toMatchObject({ title: workshop.title });
    expect(renamed.after).toMatchObject({ title: 'Audited title' });
    expect(renamed.after).not.toHaveProperty('updatedAt');
  });

  it("notes a password's change without its hash", async () => {
    const booker = gw.browser();
    const { id } = await booker.login('booker@example.com');
    expect((await asAdmin('patch', `/v1/users/${id}`, { password: 'AnotherPassword123!' })).status).toBe(200);
    const [entry] = await entries(
      `filter[objectId]=${id}&filter[action]=user.updated&filter[actorId]=${admin.userId}`,
    );
    expect(entry!.after).toEqual({ passwordHash: '(hidden)' });
    expect(entry!.before).toEqual({ passwordHash: '(hidden)' });
  });

  it('is append-only in every service: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const client = new Client({ connectionString: gw.testDb.url });
    await client.connect();
    try {
      for (const schema of ['identity', 'tenants', 'workshops']) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${schema}".audit_log`);
        expect(rows[0].n).toBeGreaterThan(0);
        for (const statement of [
          `UPDATE "${schema}".audit_log SET action = 'x'`,
          `DELETE FROM "${schema}".audit_log`,
          `TRUNCATE "${schema}".audit_log`,
        ])
          await expect(client.query(statement)).rejects.toThrow(/append-only/);
      }
    } finally {
      await client.end();
    }
  });
});

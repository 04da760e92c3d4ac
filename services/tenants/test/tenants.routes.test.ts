import { eventually } from '@coachwork/test-support';
import { bootWorld, expectStatus, makeTenant, person, sql, unique, type Person, type World } from './support';

let world: World;
let booker: Person;

beforeAll(async () => {
  world = await bootWorld();
  booker = await person(world);
});
afterAll(async () => {
  await world.close();
});

const outbox = (subject: string, tenantId: string) =>
  sql<{ envelope: { data: Record<string, unknown> } }>(
    world.gw,
    `SELECT envelope FROM tenants.outbox WHERE subject = $1 AND (envelope->'data'->>'id' = $2 OR envelope->'data'->'tenant'->>'id' = $2) ORDER BY occurred_at`,
    [subject, tenantId],
  );

describe('POST /v1/tenants', () => {
  it('creates a tenant with normalised fields and makes its creator the owner', async () => {
    const n = unique();
    const res = await expectStatus(
      world.admin.post('/v1/tenants', {
        name: ` Acme ${n} `,
        slug: `Acme-${n}`,
        email: ' Hello@Acme.TEST ',
        domain: 'http://Qa-Org.test/some/path',
        plan: 'pro',
      }),
      201,
    );
    expect(res.body.data).toMatchObject({
      name: `Acme ${n}`,
      slug: `acme-${n}`,
      email: 'hello@acme.test',
      domain: 'https://qa-org.test',
      plan: 'pro',
      deletedAt: null,
    });
    const members = await world.admin.get(`/v1/tenants/${res.body.data.id}/members`);
    expect(members.body.data).toEqual([expect.objectContaining({ username: 'admin', role: 'owner' })]);
    expect(await outbox('tenants.tenant.created', res.body.data.id)).toHaveLength(1);
    expect((await outbox('tenants.member.added', res.body.data.id))[0]!.envelope.data).toMatchObject({
      role: 'owner',
      tenant: { slug: `acme-${n}` },
    });
  });

  it('makes the slug from the name when none is given, and the next free one when it is taken', async () => {
    const name = `Blue Harbour ${unique()}`;
    const first = await expectStatus(world.admin.post('/v1/tenants', { name }), 201);
    const second = await expectStatus(world.admin.post('/v1/tenants', { name, slug: '' }), 201);
    const base = name.toLowerCase().replace(/ /g, '-');
    expect(first.body.data.slug).toBe(base);
    expect(second.body.data.slug).toBe(`${base}-2`);
    expect(first.body.data.plan).toBe('free');
  });

  it.each([
    [{}, { name: ['Tenant name is required'] }],
    [{ name: '   ' }, { name: ['Tenant name is required'] }],
    [{ name: 'Acme', slug: 'ab' }, { slug: ['Slug must be at least 3 characters'] }],
    [{ name: 'Acme', domain: 'acme' }, { domain: ['Domain must be a valid format like example.com'] }],
    [{ name: 'Acme', domain: 'ftp://acme.test' }, { domain: ['Domain must be a valid format like example.com'] }],
    [{ name: 'Acme', email: 'acme' }, { email: ['Please enter a valid email address.'] }],
    [{ name: 'Acme', plan: 'gold' }, { plan: ['Please select a valid plan'] }],
  ])('answers 422 for %j with the rule’s message, and creates nothing', async (body, errors) => {
    const before = await sql(world.gw, 'SELECT count(*)::int AS n FROM tenants.tenants');
    const res = await world.admin.post('/v1/tenants', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect(await sql(world.gw, 'SELECT count(*)::int AS n FROM tenants.tenants')).toEqual(before);
  });

  it('refuses a slug another tenant has, trashed ones included', async () => {
    const t = await makeTenant(world.admin);
    await expectStatus(world.admin.delete(`/v1/tenants/${t.id}`), 200);
    const res = await world.admin.post('/v1/tenants', { name: 'Copy', slug: t.slug });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['The slug has already been taken.'] });
  });

  it('lets exactly one of two parallel creations of the same slug win (one 201, one 422 on slug)', async () => {
    for (let round = 0; round < 3; round++) {
      const slug = `race-${unique()}`;
      const results = await Promise.all([
        world.admin.post('/v1/tenants', { name: 'Race A', slug }),
        world.admin.post('/v1/tenants', { name: 'Race B', slug }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(results.find((r) => r.status === 422)!.body.errors).toEqual({
        slug: ['The slug has already been taken.'],
      });
      expect(await sql(world.gw, 'SELECT id FROM tenants.tenants WHERE slug = $1', [slug])).toHaveLength(1);
    }
  });

  it('is for tenants.create holders: 403 for a booker, 401 for a guest', async () => {
    expect((await booker.browser.post('/v1/tenants', { name: 'Mine' })).status).toBe(403);
    expect((await world.gw.browser().post('/v1/tenants', { name: 'Mine' })).status).toBe(401);
  });
});

describe('GET /v1/tenants and /{id}', () => {
  it('lists with search, the plan filter and the trash', async () => {
    const n = unique();
    const pro = await makeTenant(world.admin, { name: `Zephyr ${n} Pro`, plan: 'pro' });
    const free = await makeTenant(world.admin, { name: `Zephyr ${n} Free` });
    const gone = await makeTenant(world.admin, { name: `Zephyr ${n} Gone`, plan: 'pro' });
    await expectStatus(world.admin.delete(`/v1/tenants/${gone.id}`), 200);

    const all = await world.admin.get(`/v1/tenants?search=${n}&sort=name`);
    expect(all.body.data.map((t: { id: string }) => t.id)).toEqual([free.id, pro.id]);
    expect(all.body.meta).toMatchObject({ total: 2, page: 1 });
    const proOnly = await world.admin.get(`/v1/tenants?search=${n}&filter[plan]=pro`);
    expect(proOnly.body.data.map((t: { id: string }) => t.id)).toEqual([pro.id]);
    const trash = await world.admin.get(`/v1/tenants?search=${n}&trashed=only`);
    expect(trash.body.data.map((t: { id: string }) => t.id)).toEqual([gone.id]);
    expect((await world.admin.get('/v1/tenants?filter[owner]=x')).status).toBe(422);
  });

  it('shows a tenant to its members and to super-admins, 403 to anyone else', async () => {
    const t = await makeTenant(world.admin);
    const outsider = await person(world);
    await expectStatus(world.admin.post(`/v1/tenants/${t.id}/members`, { userId: booker.id }), 201);
    expect((await booker.browser.get(`/v1/tenants/${t.id}`)).body.data.slug).toBe(t.slug);
    expect((await outsider.browser.get(`/v1/tenants/${t.id}`)).status).toBe(403);
    expect((await world.gw.browser().get(`/v1/tenants/${t.id}`)).status).toBe(401);
    // Listing every tenant stays with tenants.view; a user's own are at /v1/users/{id}/tenants.
    expect((await booker.browser.get('/v1/tenants')).status).toBe(403);
    expect((await world.admin.get('/v1/tenants/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('PATCH/PUT /v1/tenants/{id}', () => {
  it('changes only the fields given, with the same rules', async () => {
    const t = await makeTenant(world.admin, { plan: 'enterprise', domain: 'acme.test' });
    const res = await expectStatus(world.admin.patch(`/v1/tenants/${t.id}`, { name: 'Renamed' }), 200);
    expect(res.body.data).toMatchObject({ name: 'Renamed', plan: 'enterprise', domain: 'https://acme.test' });
    const bad = await world.admin.put(`/v1/tenants/${t.id}`, { name: '', slug: 'x', domain: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['Tenant name is required'],
      slug: ['Slug must be at least 3 characters'],
      domain: ['Domain must be a valid format like example.com'],
    });
    expect((await world.admin.get(`/v1/tenants/${t.id}`)).body.data.name).toBe('Renamed');
  });

  it('refuses another tenant’s slug and publishes tenants.tenant.updated on a change', async () => {
    const a = await makeTenant(world.admin);
    const b = await makeTenant(world.admin);
    const res = await world.admin.patch(`/v1/tenants/${b.id}`, { slug: a.slug });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['The slug has already been taken.'] });
    await expectStatus(world.admin.patch(`/v1/tenants/${b.id}`, { slug: `${b.slug}-new` }), 200);
    const events = await outbox('tenants.tenant.updated', b.id);
    expect(events.map((e) => e.envelope.data.slug)).toEqual([`${b.slug}-new`]);
  });

  it('is for tenants.update holders: even the tenant’s owner may not edit it', async () => {
    const t = await makeTenant(world.admin);
    await expectStatus(world.admin.post(`/v1/tenants/${t.id}/members`, { userId: booker.id, role: 'owner' }), 201);
    expect((await booker.browser.patch(`/v1/tenants/${t.id}`, { name: 'Mine now' })).status).toBe(403);
  });
});

describe('DELETE /v1/tenants/{id} and POST /restore', () => {
  it('moves a tenant to the trash and back, with events, and hides it from its members meanwhile', async () => {
    const t = await makeTenant(world.admin);
    await expectStatus(world.admin.post(`/v1/tenants/${t.id}/members`, { userId: booker.id }), 201);
    const deleted = await expectStatus(world.admin.delete(`/v1/tenants/${t.id}`), 200);
    expect(deleted.body.data.deletedAt).not.toBeNull();
    expect((await world.admin.delete(`/v1/tenants/${t.id}`)).status).toBe(404);
    expect((await booker.browser.get(`/v1/tenants/${t.id}`)).status).toBe(404);
    const mine = await booker.browser.get(`/v1/users/${booker.id}/tenants`);
    expect(mine.body.data.map((x: { slug: string }) => x.slug)).not.toContain(t.slug);
    // A trashed tenant takes no member changes.
    expect((await world.admin.get(`/v1/tenants/${t.id}/members`)).status).toBe(404);

    const restored = await expectStatus(world.admin.post(`/v1/tenants/${t.id}/restore`), 200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect((await world.admin.post(`/v1/tenants/${t.id}/restore`)).status).toBe(404);
    expect((await booker.browser.get(`/v1/tenants/${t.id}`)).status).toBe(200);
    expect(await outbox('tenants.tenant.deleted', t.id)).toHaveLength(1);
    expect((await outbox('tenants.tenant.restored', t.id))[0]!.envelope.data.deletedAt).toBeNull();
  });

  it('is for tenants.delete/.restore holders', async () => {
    const t = await makeTenant(world.admin);
    expect((await booker.browser.delete(`/v1/tenants/${t.id}`)).status).toBe(403);
    expect((await booker.browser.post(`/v1/tenants/${t.id}/restore`)).status).toBe(403);
  });
});

describe('the demo tenant', () => {
  it('is made once the demo admin and coach are known: the admin owns it, the coach is a member', async () => {
    const demo = await bootWorld({ SEED_DEMO_TENANT: 'true' });
    try {
      const tenant = await eventually(async () => {
        const res = await demo.admin.get('/v1/tenants?filter[slug]=demo-coaching');
        return res.body.data[0] as { id: string } | undefined;
      }) as { id: string };
      const members = await eventually(async () => {
        const res = await demo.admin.get(`/v1/tenants/${tenant.id}/members`);
        return res.body.data.length === 2 && res.body.data;
      });
      expect(members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
        ['admin', 'owner'],
        ['coach', 'member'],
      ]);
      // The seed writes the membership before the postings, each in its own transaction.
      const postings = await eventually(async () => {
        const res = await demo.admin.get('/v1/t/job-postings').set('X-Tenant', 'demo-coaching');
        return res.body.meta?.total === 2 ? res : null;
      });
      expect(postings!.body.data).toHaveLength(2);
      // Identity made it both members' default tenant.
      const coach = demo.gw.browser();
      await coach.login('coach@example.com');
      await eventually(async () => (await coach.get('/v1/auth/user')).body.data.defaultTenantSlug === 'demo-coaching');
      expect((await coach.get('/v1/t')).body.data).toMatchObject({ slug: 'demo-coaching', role: 'member' });
    } finally {
      await demo.close();
    }
  });
});

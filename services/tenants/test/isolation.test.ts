// The isolation matrix: every /v1/t route as a member of tenant A (an admin and a plain member), a
// member of tenant B, a signed-in non-member, a guest and a super-admin who belongs to neither, each
// reading, changing and deleting A's data. Only A's members (writes: owners and admins) and
// super-admins get through; from inside B, A's postings do not exist; no list ever holds the other
// tenant's rows.
import { eventually, type Browser } from '@coachwork/test-support';
import {
  addMember,
  bootWorld,
  expectStatus,
  inTenant,
  makeTenant,
  person,
  posting,
  sql,
  unique,
  type World,
} from './support';

type Caller = 'aAdmin' | 'aMember' | 'bAdmin' | 'nonMember' | 'guest' | 'superAdmin';
const CALLERS: Caller[] = ['aAdmin', 'aMember', 'bAdmin', 'nonMember', 'guest', 'superAdmin'];

let world: World;
const browsers = {} as Record<Caller, Browser>;
let a: { id: string; slug: string };
let b: { id: string; slug: string };
let bPostingId: string;

/** A fresh posting of A (live, or in A's trash), made by A's admin. */
async function aPosting(trashed = false): Promise<string> {
  const res = await expectStatus(
    inTenant(browsers.aAdmin, a.slug).post('/v1/t/job-postings', posting({ title: `A posting ${unique()}` })),
    201,
  );
  if (trashed) await expectStatus(inTenant(browsers.aAdmin, a.slug).delete(`/v1/t/job-postings/${res.body.data.id}`), 200);
  return res.body.data.id;
}

const rowOf = async (id: string) =>
  (await sql<{ tenant_id: string; title: string; deleted_at: Date | null }>(
    world.gw,
    'SELECT tenant_id, title, deleted_at FROM tenants.job_postings WHERE id = $1',
    [id],
  ))[0]!;

beforeAll(async () => {
  world = await bootWorld();
  a = await makeTenant(world.admin);
  b = await makeTenant(world.admin);
  const [aAdmin, aMember, bAdmin, nonMember, superAdmin] = [
    await person(world),
    await person(world),
    await person(world),
    await person(world),
    await person(world, ['super-admin']),
  ];
  await addMember(world.admin, a.id, aAdmin.id, 'admin');
  await addMember(world.admin, a.id, aMember.id, 'member');
  await addMember(world.admin, b.id, bAdmin.id, 'admin');
  // Identity makes the first tenant someone joins their default, once tenants' event reaches it: the
  // cases "via the default tenant" need B to be the default of B's admin.
  await eventually(async () => (await inTenant(bAdmin.browser, null).get('/v1/t')).body.data?.id === b.id);
  Object.assign(browsers, {
    aAdmin: aAdmin.browser,
    aMember: aMember.browser,
    bAdmin: bAdmin.browser,
    nonMember: nonMember.browser,
    guest: world.gw.browser(),
    superAdmin: superAdmin.browser,
  });
  await aPosting();
  bPostingId = (
    await expectStatus(inTenant(browsers.bAdmin, b.slug).post('/v1/t/job-postings', posting({ title: 'B only' })), 201)
  ).body.data.id;
});
afterAll(async () => {
  await world.close();
});

interface Route {
  name: string;
  write: boolean;
  /** Runs the call against A's data as `caller` in the tenant `slug`; returns the response and the posting touched. */
  run(t: ReturnType<typeof inTenant>): Promise<{ res: Awaited<ReturnType<ReturnType<typeof inTenant>['get']>>; id?: string }>;
  ok: number;
}

const ROUTES: Route[] = [
  { name: 'GET /v1/t', write: false, ok: 200, run: async (t) => ({ res: await t.get('/v1/t') }) },
  { name: 'GET /v1/t/job-postings', write: false, ok: 200, run: async (t) => ({ res: await t.get('/v1/t/job-postings?perPage=100&trashed=with') }) },
  {
    name: 'GET /v1/t/job-postings/{id}',
    write: false,
    ok: 200,
    run: async (t) => {
      const id = await aPosting();
      return { res: await t.get(`/v1/t/job-postings/${id}`), id };
    },
  },
  { name: 'POST /v1/t/job-postings', write: true, ok: 201, run: async (t) => ({ res: await t.post('/v1/t/job-postings', posting({ title: 'Made here' })) }) },
  {
    name: 'PATCH /v1/t/job-postings/{id}',
    write: true,
    ok: 200,
    run: async (t) => {
      const id = await aPosting();
      return { res: await t.patch(`/v1/t/job-postings/${id}`, { title: 'Changed' }), id };
    },
  },
  {
    name: 'PUT /v1/t/job-postings/{id}',
    write: true,
    ok: 200,
    run: async (t) => {
      const id = await aPosting();
      return { res: await t.put(`/v1/t/job-postings/${id}`, { title: 'Changed' }), id };
    },
  },
  {
    name: 'DELETE /v1/t/job-postings/{id}',
    write: true,
    ok: 200,
    run: async (t) => {
      const id = await aPosting();
      return { res: await t.delete(`/v1/t/job-postings/${id}`), id };
    },
  },
  {
    name: 'POST /v1/t/job-postings/{id}/restore',
    write: true,
    ok: 200,
    run: async (t) => {
      const id = await aPosting(true);
      return { res: await t.post(`/v1/t/job-postings/${id}/restore`), id };
    },
  },
];

/** In tenant A: readers read, owners/admins and super-admins write, everyone else is refused. */
function expectedInA(route: Route, caller: Caller): number {
  if (caller === 'guest') return 401;
  if (caller === 'bAdmin' || caller === 'nonMember') return 403;
  if (caller === 'aMember' && route.write) return 403;
  return route.ok;
}

describe('every /v1/t route, in tenant A (X-Tenant: A)', () => {
  const cases = ROUTES.flatMap((route) => CALLERS.map((caller) => [route.name, caller, expectedInA(route, caller), route] as const));

  it.each(cases)('%s as %s → %i', async (_name, caller, expected, route) => {
    const count = async () =>
      (await sql<{ n: number }>(world.gw, 'SELECT count(*)::int AS n FROM tenants.job_postings WHERE tenant_id = $1', [a.id]))[0]!.n;
    const before = await count();
    const { res, id } = await route.run(inTenant(browsers[caller], a.slug));
    expect(res.status).toBe(expected);
    if (expected >= 400) {
      // Refused: nothing leaks, nothing changes.
      expect(res.body).not.toHaveProperty('data');
      if (id) {
        const row = await rowOf(id);
        expect(row.title).toMatch(/^A posting /);
        expect(row.deleted_at === null).toBe(!route.name.endsWith('/restore'));
      }
      // Only the posting the case made for itself was added.
      expect(await count()).toBe(before + (id ? 1 : 0));
      return;
    }
    if (route.name === 'GET /v1/t') expect(res.body.data.id).toBe(a.id);
    if (Array.isArray(res.body.data)) {
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.every((p: { tenantId: string }) => p.tenantId === a.id)).toBe(true);
      expect(res.body.data.map((p: { id: string }) => p.id)).not.toContain(bPostingId);
    } else if (route.name !== 'GET /v1/t') {
      expect(res.body.data.tenantId).toBe(a.id);
      expect((await rowOf(res.body.data.id)).tenant_id).toBe(a.id);
    }
  });
});

describe('from inside tenant B, A’s postings do not exist', () => {
  const ways: [string, string | null][] = [
    ['X-Tenant: B', 'b'],
    ['the default tenant (B)', null],
  ];

  it.each(ways)('B’s admin via %s: A’s posting is a 404 to read, change, delete or restore', async (_how, which) => {
    const t = inTenant(browsers.bAdmin, which ? b.slug : null);
    expect((await t.get('/v1/t')).body.data.id).toBe(b.id);
    const live = await aPosting();
    const trashed = await aPosting(true);
    for (const res of [
      await t.get(`/v1/t/job-postings/${live}`),
      await t.patch(`/v1/t/job-postings/${live}`, { title: 'Hijacked' }),
      await t.put(`/v1/t/job-postings/${live}`, { title: 'Hijacked' }),
      await t.delete(`/v1/t/job-postings/${live}`),
      await t.post(`/v1/t/job-postings/${trashed}/restore`),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, expect.stringMatching(/^Job posting not found/)]);
    }
    expect(await rowOf(live)).toMatchObject({ tenant_id: a.id, deleted_at: null });
    expect((await rowOf(live)).title).toMatch(/^A posting /);
    expect((await rowOf(trashed)).deleted_at).not.toBeNull();
  });

  it('B’s list holds only B’s rows, whatever the filters ask for', async () => {
    const t = inTenant(browsers.bAdmin, b.slug);
    for (const query of ['', '?trashed=with', '?trashed=only', '?search=A%20posting', '?perPage=100&sort=-title']) {
      const res = await t.get(`/v1/t/job-postings${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.every((p: { tenantId: string }) => p.tenantId === b.id)).toBe(true);
    }
  });

  it('a posting created in B stays in B, even when the body names tenant A', async () => {
    const res = await expectStatus(
      inTenant(browsers.bAdmin, b.slug).post('/v1/t/job-postings', posting({ tenantId: a.id, title: 'Sneaky' })),
      201,
    );
    expect((await rowOf(res.body.data.id)).tenant_id).toBe(b.id);
    const inA = await inTenant(browsers.aAdmin, a.slug).get('/v1/t/job-postings?perPage=100&search=Sneaky');
    expect(inA.body.data).toEqual([]);
  });

  it('a non-member without a default has no current tenant at all', async () => {
    const res = await inTenant(browsers.nonMember, null).get('/v1/t/job-postings');
    expect(res.status).toBe(404);
  });
});

import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

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

const create = (body: object) => admin.post('/v1/workshop-templates', body);

describe('POST /v1/workshop-templates', () => {
  it('answers 422 with title and price errors for {title: "ab", price: 0}', async () => {
    const res = await create({ title: 'ab', price: 0 });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual(['Title must be at least 3 characters']);
    expect(res.body.errors.price).toContain('Price is required');
  });

  it('answers 422 "Price is required" when the price is missing or below 0.01', async () => {
    for (const price of [undefined, 0.009, -5]) {
      const res = await create({ title: 'Valid title', price });
      expect(res.status).toBe(422);
      expect(res.body.errors.price).toContain('Price is required');
    }
  });

  it('creates a template with a slug generated from the title', async () => {
    const res = await create({ title: 'Negotiation Basics & Beyond', price: 99.5, level: 'BEGINNER' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Negotiation Basics & Beyond',
      slug: 'negotiation-basics-and-beyond',
      price: 99.5,
      level: 'BEGINNER',
      deletedAt: null,
    });
  });

  it('makes a generated slug unique and keeps an explicit one', async () => {
    const a = await create({ title: 'Same Title', price: 10 });
    const b = await create({ title: 'Same Title', price: 10 });
    expect(a.body.data.slug).toBe('same-title');
    expect(b.body.data.slug).toBe('same-title-2');
    const c = await create({ title: 'Other', price: 10, slug: 'my-own-slug' });
    expect(c.body.data.slug).toBe('my-own-slug');
    const d = await create({ title: 'Other again', price: 10, slug: 'my-own-slug' });
    expect(d.status).toBe(422);
    expect(d.body.errors.slug).toEqual(['The slug has already been taken.']);
  });

  it('answers 403 to a booker and 401 to a guest', async () => {
    const booker = gw.browser();
    await booker.login('booker@example.com');
    expect((await booker.post('/v1/workshop-templates', { title: 'Nope', price: 5 })).status).toBe(403);
    const guest = gw.browser();
    expect((await guest.post('/v1/workshop-templates', { title: 'Nope', price: 5 })).status).toBe(401);
  });

  it('lets a coach read but not write', async () => {
    const coach = gw.browser();
    await coach.login('coach@example.com');
    expect((await coach.get('/v1/workshop-templates')).status).toBe(200);
    expect((await coach.post('/v1/workshop-templates', { title: 'Nope', price: 5 })).status).toBe(403);
  });
});

describe('GET /v1/workshop-templates', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++)
      await create({ title: `Paging template ${String(i).padStart(2, '0')}`, price: i });
  });

  it('pages with meta', async () => {
    const res = await admin.get('/v1/workshop-templates?search=Paging&perPage=5&page=3&sort=title');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 3, perPage: 5, total: 12, lastPage: 3 });
    expect(res.body.data.map((t: { title: string }) => t.title)).toEqual([
      'Paging template 11',
      'Paging template 12',
    ]);
  });

  it('defaults to 10 per page', async () => {
    const res = await admin.get('/v1/workshop-templates?search=paging');
    expect(res.body.meta.perPage).toBe(10);
    expect(res.body.data).toHaveLength(10);
  });

  it('sorts descending with a minus sign', async () => {
    const res = await admin.get('/v1/workshop-templates?search=Paging&sort=-price&perPage=3');
    expect(res.body.data.map((t: { price: number }) => t.price)).toEqual([12, 11, 10]);
  });

  it('filters by level', async () => {
    const res = await admin.get('/v1/workshop-templates?filter[level]=ADVANCED');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((t: { level: string }) => t.level === 'ADVANCED')).toBe(true);
  });

  it('answers 422 to an unknown sort field and a perPage over 100', async () => {
    const res = await admin.get('/v1/workshop-templates?sort=password&perPage=101');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['perPage', 'sort']);
  });

  it('treats search text literally (no LIKE wildcards)', async () => {
    const res = await admin.get('/v1/workshop-templates?search=%25');
    expect(res.body.meta.total).toBe(0);
  });
});

describe('show, update, delete and restore', () => {
  it('walks a template through its whole life', async () => {
    const { body } = await create({ title: 'Lifecycle template', price: 42 });
    const id = body.data.id as string;

    const shown = await admin.get(`/v1/workshop-templates/${id}`);
    expect(shown.body.data.title).toBe('Lifecycle template');

    const patched = await admin.patch(`/v1/workshop-templates/${id}`, { price: 45.25 });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ title: 'Lifecycle template', price: 45.25 });

    const bad = await admin.patch(`/v1/workshop-templates/${id}`, { title: 'x' });
    expect(bad.status).toBe(422);
    expect((await admin.get(`/v1/workshop-templates/${id}`)).body.data.title).toBe('Lifecycle template');

    expect((await admin.delete(`/v1/workshop-templates/${id}`)).status).toBe(200);
    const live = await admin.get('/v1/workshop-templates?search=Lifecycle');
    expect(live.body.meta.total).toBe(0);
    const trashed = await admin.get('/v1/workshop-templates?search=Lifecycle&trashed=only');
    expect(trashed.body.data.map((t: { id: string }) => t.id)).toEqual([id]);
    const withTrashed = await admin.get('/v1/workshop-templates?search=Lifecycle&trashed=with');
    expect(withTrashed.body.meta.total).toBe(1);
    expect((await admin.delete(`/v1/workshop-templates/${id}`)).status).toBe(404);
    expect((await admin.patch(`/v1/workshop-templates/${id}`, { price: 50 })).status).toBe(404);

    const restored = await admin.post(`/v1/workshop-templates/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect((await admin.get('/v1/workshop-templates?search=Lifecycle')).body.meta.total).toBe(1);
    expect((await admin.post(`/v1/workshop-templates/${id}/restore`)).status).toBe(404);
  });

  it('answers 404 to an unknown id', async () => {
    const res = await admin.get('/v1/workshop-templates/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Workshop template not found.' });
  });
});

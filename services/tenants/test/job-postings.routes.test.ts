import {
  LONG,
  addMember,
  bootWorld,
  expectStatus,
  inTenant,
  makeTenant,
  person,
  posting,
  questions,
  type Person,
  type World,
} from './support';

let world: World;
let owner: Person;
let tenant: { id: string; slug: string };
let t: ReturnType<typeof inTenant>;

beforeAll(async () => {
  world = await bootWorld();
  owner = await person(world);
  tenant = await makeTenant(world.admin);
  await addMember(world.admin, tenant.id, owner.id, 'admin');
  t = inTenant(owner.browser, tenant.slug);
});
afterAll(async () => {
  await world.close();
});

const create = async (extra: Record<string, unknown> = {}) =>
  (await expectStatus(t.post('/v1/t/job-postings', posting(extra)), 201)).body.data;

describe('GET /v1/t', () => {
  it('answers the tenant named by X-Tenant with the caller’s role there', async () => {
    const res = await t.get('/v1/t');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: tenant.id, slug: tenant.slug, role: 'admin', canWrite: true });
  });

  it('reads the slug case-insensitively, and answers 404 for an unknown one', async () => {
    expect((await inTenant(owner.browser, tenant.slug.toUpperCase()).get('/v1/t')).body.data.id).toBe(tenant.id);
    const res = await inTenant(owner.browser, 'no-such-tenant').get('/v1/t');
    expect([res.status, res.body.message]).toEqual([404, 'Tenant not found.']);
  });

  it('answers 404 saying what to do when neither a header nor a default names a tenant', async () => {
    const loner = await person(world);
    const res = await inTenant(loner.browser, null).get('/v1/t');
    expect([res.status, res.body.message]).toEqual([
      404,
      'No current tenant: name one in the X-Tenant header or choose a default tenant.',
    ]);
  });
});

describe('POST /v1/t/job-postings', () => {
  it('creates a DRAFT posting in the current tenant with every field, giving questions ids', async () => {
    const full = {
      companyUrl: 'https://acme.example.com',
      employmentStatus: 'FULL_TIME',
      experienceLevel: 'MID_SENIOR_LEVEL',
      listingType: 'BASIC',
      availability: 'Immediately',
      posterEmail: 'HR@Acme.example.com',
      skillsDescription: LONG,
      externalJobPostingId: 'ext-1',
      workplaceTypes: ['On-site', 'Remote'],
      industries: ['Education'],
      categories: ['HR', 'DESIGN', 'IT'],
      recruiterIds: [owner.id],
      meta: { source: 'import' },
      preferences: { notify: true },
    };
    const created = await create(full);
    expect(created).toMatchObject({
      ...full,
      posterEmail: 'hr@acme.example.com',
      tenantId: tenant.id,
      status: 'DRAFT',
      title: 'Leadership Coach',
      deletedAt: null,
    });
    const qs = created.interviewQuestions as { id: string; title: string; order: number; enabled: boolean }[];
    expect(qs.map((q) => [q.title, q.order, q.enabled])).toEqual(questions(5).map((q) => [q.title, q.order, true]));
    expect(new Set(qs.map((q) => q.id)).size).toBe(5);
    expect((await t.get(`/v1/t/job-postings/${created.id}`)).body.data).toEqual(created);
  });

  it.each([
    ['a title shorter than 3 on creation', { title: 'ab' }, { title: ['Title must be at least 3 characters'] }],
    ['a title longer than 255', { title: 'a'.repeat(256) }, { title: ['Title must be at most 255 characters'] }],
    ['a description under 100', { description: 'a'.repeat(99) }, { description: ['Description must be at least 100 characters'] }],
    ['a description over 25,000', { description: 'a'.repeat(25001) }, { description: ['Description must be at most 25000 characters'] }],
    ['a skills description under 100', { skillsDescription: 'a'.repeat(99) }, { skillsDescription: ['Skills description must be at least 100 characters'] }],
    ['a skills description over 4,000', { skillsDescription: 'a'.repeat(4001) }, { skillsDescription: ['Skills description must be at most 4000 characters'] }],
    ['no company name', { companyName: '' }, { companyName: ['Company name is required'] }],
    ['a company name over 255', { companyName: 'a'.repeat(256) }, { companyName: ['Company name must be at most 255 characters'] }],
    ['an invalid company URL', { companyUrl: 'acme' }, { companyUrl: ['Please enter a valid URL'] }],
    ['a company URL over 255', { companyUrl: `https://acme.com/${'a'.repeat(240)}` }, { companyUrl: ['Company URL must be at most 255 characters'] }],
    ['no location', { location: ' ' }, { location: ['Location is required'] }],
    ['a location over 255', { location: 'a'.repeat(256) }, { location: ['Location must be at most 255 characters'] }],
    ['a listing type over 255', { listingType: 'a'.repeat(256) }, { listingType: ['Listing type must be at most 255 characters'] }],
    ['an invalid poster email', { posterEmail: 'hr' }, { posterEmail: ['Please enter a valid email address.'] }],
    ['a poster email over 255', { posterEmail: `${'a'.repeat(250)}@acme.com` }, { posterEmail: ['Poster email must be at most 255 characters'] }],
    ['four categories', { categories: ['IT', 'HR', 'SALES', 'DESIGN'] }, { categories: ['Cannot select more than 3 categories'] }],
    ['an unknown category', { categories: ['LEGAL'] }, { 'categories.0': ['Please select a valid category'] }],
    ['an unknown seniority', { experienceLevel: 'SENIOR' }, { experienceLevel: ['Please select a valid experience level'] }],
    ['an unknown employment type', { employmentStatus: 'FREELANCE' }, { employmentStatus: ['Please select a valid employment type'] }],
    ['an unknown work mode', { workplaceTypes: ['remote'] }, { 'workplaceTypes.0': ['Please select a valid workplace type'] }],
    ['an unknown status', { status: 'OPEN' }, { status: ['Please select a valid status'] }],
    ['4 enabled questions', { interviewQuestions: questions(4) }, { interviewQuestions: ['Please add at least 5 enabled interview questions'] }],
    ['5 questions with one switched off', { interviewQuestions: questions(5).map((q, i) => ({ ...q, enabled: i > 0 })) }, { interviewQuestions: ['Please add at least 5 enabled interview questions'] }],
    ['no questions at all', { interviewQuestions: undefined }, { interviewQuestions: ['Please add at least 5 enabled interview questions'] }],
    ['11 enabled questions', { interviewQuestions: questions(11) }, { interviewQuestions: ['Maximum 10 enabled interview questions allowed'] }],
    ['a duplicate question (trimmed, any case)', { interviewQuestions: [...questions(5), { title: '  QUESTION 2? ', order: 6, enabled: false }] }, { 'interviewQuestions.5.title': ['Question already exists'] }],
    ['an empty question title', { interviewQuestions: [...questions(5), { title: '', order: 6 }] }, { 'interviewQuestions.5.title': ['Question is required'] }],
    ['a question title over 255', { interviewQuestions: [...questions(5), { title: 'q'.repeat(256), order: 6 }] }, { 'interviewQuestions.5.title': ['Question must be at most 255 characters'] }],
    ['a question order of 0', { interviewQuestions: [...questions(5), { title: 'Zero?', order: 0 }] }, { 'interviewQuestions.5.order': ['Order must be at least 1'] }],
  ])('answers 422 for %s, with the message, and saves nothing', async (_what, extra, errors) => {
    const before = (await t.get('/v1/t/job-postings?trashed=with')).body.meta.total;
    const res = await t.post('/v1/t/job-postings', posting(extra));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await t.get('/v1/t/job-postings?trashed=with')).body.meta.total).toBe(before);
  });

  it('accepts the edges: 10 enabled questions plus disabled ones, 3 categories, CLOSED', async () => {
    const qs = [...questions(10), { title: 'Spare?', order: 11, enabled: false }];
    const created = await create({ interviewQuestions: qs, categories: ['IT', 'HR', 'SALES'], status: 'CLOSED', title: 'abc' });
    expect(created.interviewQuestions).toHaveLength(11);
    expect(created.status).toBe('CLOSED');
  });
});

describe('PATCH/PUT /v1/t/job-postings/{id}', () => {
  it('changes only what is given; a 1-character title is fine on update, an empty one is not', async () => {
    const p = await create({ location: 'Hamburg' });
    const res = await expectStatus(t.patch(`/v1/t/job-postings/${p.id}`, { title: 'X', status: 'PUBLISHED' }), 200);
    expect(res.body.data).toMatchObject({ title: 'X', status: 'PUBLISHED', location: 'Hamburg' });
    const bad = await t.put(`/v1/t/job-postings/${p.id}`, { title: '', interviewQuestions: questions(3) });
    expect([bad.status, bad.body.errors]).toEqual([
      422,
      { title: ['Title is required'], interviewQuestions: ['Please add at least 5 enabled interview questions'] },
    ]);
  });

  it('keeps saved questions’ ids, gives new ones fresh ids and stores them in order', async () => {
    const p = await create();
    const saved = p.interviewQuestions as { id: string; title: string; order: number; enabled: boolean }[];
    const reordered = [
      { ...saved[1]!, order: 1 },
      { ...saved[0]!, order: 2 },
      ...saved.slice(2),
      { id: 'made-up', title: 'New one?', order: 6, enabled: true },
    ];
    const res = await expectStatus(t.patch(`/v1/t/job-postings/${p.id}`, { interviewQuestions: reordered }), 200);
    const after = res.body.data.interviewQuestions as { id: string; title: string }[];
    expect(after.map((q) => q.title)).toEqual(['Question 2?', 'Question 1?', 'Question 3?', 'Question 4?', 'Question 5?', 'New one?']);
    expect(after.slice(0, 5).map((q) => q.id)).toEqual([saved[1]!.id, saved[0]!.id, ...saved.slice(2).map((q) => q.id)]);
    expect(after[5]!.id).not.toBe('made-up');
  });
});

describe('list, trash and restore', () => {
  it('lists with search and the status filter; DELETE moves to the trash, restore brings it back', async () => {
    const a = await create({ title: 'Searchable Facilitator', status: 'PUBLISHED' });
    const b = await create({ title: 'Searchable Designer' });
    const found = await t.get('/v1/t/job-postings?search=searchable&filter[status]=PUBLISHED');
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual([a.id]);

    await expectStatus(t.delete(`/v1/t/job-postings/${b.id}`), 200);
    expect((await t.delete(`/v1/t/job-postings/${b.id}`)).status).toBe(404);
    expect((await t.patch(`/v1/t/job-postings/${b.id}`, { title: 'Nope' })).status).toBe(404);
    const live = await t.get('/v1/t/job-postings?search=searchable');
    expect(live.body.data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const trash = await t.get('/v1/t/job-postings?search=searchable&trashed=only');
    expect(trash.body.data.map((p: { id: string }) => p.id)).toEqual([b.id]);
    // Owners and admins see a trashed posting; a plain member does not.
    expect((await t.get(`/v1/t/job-postings/${b.id}`)).body.data.deletedAt).not.toBeNull();
    const reader = await person(world);
    await addMember(world.admin, tenant.id, reader.id, 'member');
    expect((await inTenant(reader.browser, tenant.slug).get(`/v1/t/job-postings/${b.id}`)).status).toBe(404);

    await expectStatus(t.post(`/v1/t/job-postings/${b.id}/restore`), 200);
    expect((await t.post(`/v1/t/job-postings/${b.id}/restore`)).status).toBe(404);
    expect((await t.get(`/v1/t/job-postings/${b.id}`)).body.data.deletedAt).toBeNull();
  });

  it('answers 422 for unknown list parameters', async () => {
    expect((await t.get('/v1/t/job-postings?filter[tenantId]=x')).status).toBe(422);
    expect((await t.get('/v1/t/job-postings?sort=salary')).status).toBe(422);
  });
});

import { bootCatalogue, inDays, type Catalogue } from './support/catalogue';

let c: Catalogue;
let ws: { a: { id: string }; b: { id: string } };
let s: Record<string, { id: string }>;
beforeAll(async () => {
  c = await bootCatalogue();
  // A second coach, as identity's events would make them.
  await c.sql(`update workshops.coach_directory set is_coach = true where id = $1`, [c.adminId]);
  ws = {
    a: await c.workshop({
      title: 'Negotiation Mastery',
      description: 'Win-win deals',
      price: 300,
      tags: ['sales'],
    }),
    b: await c.workshop({
      title: 'Calm Leadership',
      description: 'Lead under pressure',
      price: 90,
      tags: ['leadership'],
      minSeats: 3,
      maxSeats: 5,
    }),
  };
  const base = { status: 'PUBLISHED', visibility: 'PUBLIC' };
  s = {
    soon: await c.schedule({
      ...base,
      workshopId: ws.a.id,
      startDate: inDays(2),
      endDate: inDays(2, 17),
      mode: 'ONLINE',
      level: 'ADVANCED',
      country: 'DE',
    }),
    later: await c.schedule({
      ...base,
      workshopId: ws.b.id,
      startDate: inDays(30),
      endDate: inDays(30, 17),
      mode: 'IN-PERSON',
      level: 'BEGINNER',
      country: 'FR',
      coachId: c.adminId,
    }),
    middle: await c.schedule({
      ...base,
      workshopId: ws.b.id,
      startDate: inDays(9),
      endDate: inDays(9, 17),
      mode: 'HYBRID',
      level: 'INTERMEDIATE',
      country: 'DE',
    }),
    past: await c.schedule({
      ...base,
      workshopId: ws.a.id,
      startDate: inDays(-9),
      endDate: inDays(-9, 17),
      mode: 'ONLINE',
    }),
    private: await c.schedule({ ...base, workshopId: ws.a.id, visibility: 'PRIVATE', mode: 'ONLINE' }),
    unlisted: await c.schedule({ ...base, workshopId: ws.a.id, visibility: 'UNLISTED', mode: 'ONLINE' }),
    draft: await c.schedule({ ...base, workshopId: ws.a.id, status: 'DRAFT', mode: 'ONLINE' }),
    closed: await c.schedule({ ...base, workshopId: ws.a.id, status: 'CLOSED', mode: 'ONLINE' }),
    cancelled: await c.schedule({ ...base, workshopId: ws.a.id, mode: 'ONLINE' }),
    trashed: await c.schedule({ ...base, workshopId: ws.a.id, mode: 'ONLINE' }),
  };
  await c.admin.post(`/v1/workshop-schedules/${s.cancelled!.id}/cancel`, { reason: 'No venue' });
  await c.admin.delete(`/v1/workshop-schedules/${s.trashed!.id}`);
});
afterAll(async () => {
  await c.close();
});

const ids = async (query = '') => {
  const res = await c.guest.get(`/v1/public/workshop-schedules${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((x: { id: string }) => x.id) as string[];
};

describe('GET /v1/public/workshop-schedules', () => {
  it('lists only upcoming PUBLISHED + PUBLIC schedules, soonest first, without signing in', async () => {
    expect(await ids()).toEqual([s.soon!.id, s.middle!.id, s.later!.id]);
  });

  it('carries the workshop, the coach, the price and seats left', async () => {
    const res = await c.guest.get('/v1/public/workshop-schedules');
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, total: 3, lastPage: 1 });
    expect(res.body.data[1]).toMatchObject({
      id: s.middle!.id,
      price: 90,
      capacity: 5,
      seatsLeft: 5,
      mode: 'HYBRID',
      // The seats it needs to go ahead, so the schedule page can say how many more (issue 31 item 11).
      workshop: { id: ws.b.id, title: 'Calm Leadership', price: 90, tags: ['leadership'], minSeats: 3 },
      // Named as people are addressed: 'with Cora Coach' (issue 31 item 6); the username links the page.
      coach: { id: c.coachId, username: 'coach', name: 'Cora Coach' },
    });
    expect(res.body.data[1]).not.toHaveProperty('createdBy');
  });

  it.each([
    ['search (word prefixes, title or description)', '?search=negot', ['soon']],
    ['search in the description', '?search=pressure', ['middle', 'later']],
    ['search with nothing searchable', '?search=%25', []],
    ['mode', '?filter[mode]=hybrid,IN-PERSON', ['middle', 'later']],
    ['level', '?filter[level]=ADVANCED', ['soon']],
    ['country', '?filter[country]=de', ['soon', 'middle']],
    ['tag', '?filter[tag]=Leadership', ['middle', 'later']],
    ['coach (ADMIN_ID stands for the second coach)', '?filter[coachId]=ADMIN_ID', ['later']],
    [
      'date range',
      `?filter[startsFrom]=${inDays(5).slice(0, 10)}&filter[startsTo]=${inDays(10).slice(0, 10)}`,
      ['middle'],
    ],
    [
      'a range reaching into the past',
      `?filter[startsFrom]=${inDays(-10).slice(0, 10)}&filter[startsTo]=${inDays(3).slice(0, 10)}`,
      ['past', 'soon'],
    ],
    ['minimum price', '?filter[minPrice]=100', ['soon']],
    ['maximum price', '?filter[maxPrice]=90', ['middle', 'later']],
    ['sort by price, dearest first', '?sort=-price', ['soon', 'middle', 'later']],
    ['sort by price', '?sort=price', ['middle', 'later', 'soon']],
    ['sort by start date, latest first', '?sort=-startDate', ['later', 'middle', 'soon']],
  ])('filters and sorts by %s', async (_name, query, expected) => {
    expect(await ids(query.replace('ADMIN_ID', c.adminId))).toEqual(expected.map((k) => s[k]!.id));
  });

  it('answers 422 to unknown filters, bad ranges and sorts it does not offer', async () => {
    const res = await c.guest.get('/v1/public/workshop-schedules?filter[visibility]=PRIVATE&sort=createdAt');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['filter.visibility', 'sort']);
    const ranges = await c.guest.get(
      '/v1/public/workshop-schedules?filter[startsFrom]=tomorrow&filter[minPrice]=-1&filter[coachId]=x',
    );
    expect(Object.keys(ranges.body.errors).sort()).toEqual([
      'filter.coachId',
      'filter.minPrice',
      'filter.startsFrom',
    ]);
  });
});

describe('GET /v1/public/workshop-schedules/{id}', () => {
  it('serves PUBLIC and UNLISTED schedules by id, with visible resources by title only', async () => {
    await c.admin.post(`/v1/workshops/${ws.a.id}/resources`, {
      title: 'Slides',
      type: 'link',
      url: 'https://example.com/slides',
    });
    await c.admin.post(`/v1/workshops/${ws.a.id}/resources`, {
      title: 'Hidden notes',
      type: 'agent',
      isVisible: false,
    });
    const unlisted = await c.guest.get(`/v1/public/workshop-schedules/${s.unlisted!.id}`);
    expect(unlisted.status).toBe(200);
    expect(unlisted.body.data).toMatchObject({ id: s.unlisted!.id, visibility: 'UNLISTED', seatsLeft: 12 });
    expect(unlisted.body.data.resources).toEqual([
      { id: expect.any(String), title: 'Slides', description: null, type: 'link', sortOrder: 0 },
    ]);
    expect((await c.guest.get(`/v1/public/workshop-schedules/${s.soon!.id}`)).status).toBe(200);
    expect((await c.guest.get(`/v1/public/workshop-schedules/${s.closed!.id}`)).body.data.status).toBe(
      'CLOSED',
    );
    const cancelled = await c.guest.get(`/v1/public/workshop-schedules/${s.cancelled!.id}`);
    expect(cancelled.body.data.cancelledAt).not.toBeNull();
  });

  it('answers 404 to PRIVATE, draft, trashed, unknown and malformed ids, even for an admin', async () => {
    for (const key of ['private', 'draft', 'trashed']) {
      for (const who of [c.guest, c.admin]) {
        const res = await who.get(`/v1/public/workshop-schedules/${s[key]!.id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Workshop schedule not found.' });
      }
    }
    expect(
      (await c.guest.get('/v1/public/workshop-schedules/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await c.guest.get('/v1/public/workshop-schedules/nope')).status).toBe(404);
  });
});

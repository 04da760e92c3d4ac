import { openDatabase } from '@coachwork/service-kit';
import { eventually } from '@coachwork/test-support';
import { assignDemoCoach } from '../src/data/seed';
import { bootCatalogue, type Catalogue } from './support/catalogue';

let c: Catalogue;
beforeAll(async () => {
  c = await bootCatalogue();
});
afterAll(async () => {
  await c.close();
});

describe('POST /v1/workshops', () => {
  it('answers 422 with every rule broken at once and creates nothing', async () => {
    const res = await c.admin.post('/v1/workshops', { title: 'ab', image: 'not a url', minSeats: 0 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      workshopTemplateId: ['Workshop template is required'],
      title: ['Title must be at least 3 characters'],
      image: ['Please enter a valid URL'],
      price: ['Price is required'],
      minSeats: ['Minimum seats must be at least 1'],
      maxSeats: ['Maximum seats is required'],
    });
    expect((await c.admin.get('/v1/workshops?search=ab')).body.meta.total).toBe(0);
  });

  it('refuses minimum seats above maximum seats', async () => {
    const t = await c.template();
    const res = await c.admin.post('/v1/workshops', {
      workshopTemplateId: t.id,
      title: 'Seats',
      price: 1,
      minSeats: 9,
      maxSeats: 3,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.minSeats).toEqual(['Minimum seats cannot exceed maximum seats']);
  });

  it('refuses a template that does not exist or is in the trash', async () => {
    const t = await c.template();
    await c.admin.delete(`/v1/workshop-templates/${t.id}`);
    for (const id of [t.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await c.admin.post('/v1/workshops', {
        workshopTemplateId: id,
        title: 'Orphan',
        price: 1,
        minSeats: 1,
        maxSeats: 3,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.workshopTemplateId).toEqual(['The selected workshop template does not exist']);
    }
  });

  it('generates a unique slug from the title and normalises tags', async () => {
    const a = await c.workshop({
      title: 'Strategy Sprint',
      tags: ['Leadership', ' leadership ', 'Team Building'],
    });
    const b = await c.workshop({ title: 'Strategy Sprint' });
    expect(a.slug).toBe('strategy-sprint');
    expect(b.slug).toBe('strategy-sprint-2');
    expect(a.tags).toEqual(['leadership', 'team building']);
    const taken = await c.admin.post('/v1/workshops', {
      workshopTemplateId: a.workshopTemplateId,
      title: 'Other',
      slug: 'strategy-sprint',
      price: 1,
      minSeats: 1,
      maxSeats: 2,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['The slug has already been taken.']);
  });

  it('answers 401 to a guest and 403 to a booker and a coach', async () => {
    const body = { title: 'Nope', price: 1, minSeats: 1, maxSeats: 2 };
    expect((await c.guest.post('/v1/workshops', body)).status).toBe(401);
    expect((await c.booker.post('/v1/workshops', body)).status).toBe(403);
    expect((await c.coach.post('/v1/workshops', body)).status).toBe(403);
  });
});

describe('GET /v1/workshops and /v1/tags', () => {
  it('filters by tag and lists the tags in use', async () => {
    const w = await c.workshop({ title: 'Tagged one', tags: ['negotiation'] });
    await c.workshop({ title: 'Untagged one' });
    const res = await c.admin.get('/v1/workshops?filter[tag]=Negotiation');
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { id: string }) => x.id)).toEqual([w.id]);
    const tags = await c.coach.get('/v1/tags?search=nego');
    expect(tags.status).toBe(200);
    expect(tags.body.data.map((t: { name: string }) => t.name)).toEqual(['negotiation']);
    expect(tags.body.meta.total).toBe(1);
  });

  it('lets a coach read workshops; a booker gets 403 and a guest 401 on lists and tags', async () => {
    expect((await c.coach.get('/v1/workshops')).status).toBe(200);
    for (const path of ['/v1/workshops', '/v1/tags']) {
      expect((await c.booker.get(path)).status).toBe(403);
      expect((await c.guest.get(path)).status).toBe(401);
    }
  });

  it('answers 422 to a template filter that is not an id', async () => {
    const res = await c.admin.get('/v1/workshops?filter[workshopTemplateId]=nope');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['filter.workshopTemplateId']);
  });
});

describe('update, delete, restore and history', () => {
  it('keeps who changed what and when, for the workshop and its schedules', async () => {
    const w = await c.workshop({ title: 'History workshop', price: 100 });

    const tooFew = await c.admin.patch(`/v1/workshops/${w.id}`, { minSeats: 50 });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors.minSeats).toEqual(['Minimum seats cannot exceed maximum seats']);

    const patched = await c.admin.patch(`/v1/workshops/${w.id}`, {
      price: 120,
      title: 'History workshop II',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ price: 120, title: 'History workshop II', maxSeats: 12 });

    const s = await c.schedule({ workshopId: w.id, status: 'DRAFT' });
    await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { status: 'PUBLISHED' });
    expect((await c.admin.delete(`/v1/workshops/${w.id}`)).status).toBe(200);
    expect((await c.admin.post(`/v1/workshops/${w.id}/restore`)).status).toBe(200);

    const res = await c.admin.get(`/v1/workshops/${w.id}/history?perPage=20`);
    expect(res.status).toBe(200);
    const entries = [...res.body.data].reverse() as {
      subject: string;
      action: string;
      actorId: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
    expect(entries.map((e) => `${e.subject} ${e.action}`)).toEqual([
      'workshop created',
      'workshop updated',
      'workshop updated', // the schedule's coach assigned to the workshop
      'schedule created',
      'schedule updated',
      'workshop deleted',
      'workshop restored',
    ]);
    expect(entries.every((e) => e.actorId === c.adminId)).toBe(true);
    expect(entries[1]!.changes).toEqual({
      title: { from: 'History workshop', to: 'History workshop II' },
      price: { from: 100, to: 120 },
    });
    expect(entries[2]!.changes).toEqual({ coachIds: { from: [], to: [c.coachId] } });
    expect(entries[4]!.changes).toEqual({ status: { from: 'DRAFT', to: 'PUBLISHED' } });

    const onlySchedules = await c.admin.get(`/v1/workshops/${w.id}/history?filter[subject]=schedule`);
    expect(onlySchedules.body.meta.total).toBe(2);
    expect((await c.coach.get(`/v1/workshops/${w.id}/history`)).status).toBe(403);
    expect((await c.guest.get(`/v1/workshops/${w.id}/history`)).status).toBe(401);
  });

  it('publishes workshops.workshop.updated through the outbox', async () => {
    const w = await c.workshop({ title: 'Evented workshop' });
    await c.admin.patch(`/v1/workshops/${w.id}`, { maxSeats: 20 });
    const rows = await c.sql<{ envelope: { data: { id: string; maxSeats: number } } }>(
      `select envelope from workshops.outbox where subject = 'workshops.workshop.updated' and envelope->'data'->>'id' = $1`,
      [w.id],
    );
    expect(rows.map((r) => r.envelope.data.maxSeats)).toEqual([20]);
  });

  it('keeps both reminders on unless turned off, and carries the switches to bookings (issue 27 item 2)', async () => {
    const w = await c.workshop({ title: 'Reminded workshop' });
    expect(w).toMatchObject({ remindDayBefore: true, remindHourBefore: true });
    const bad = await c.admin.patch(`/v1/workshops/${w.id}`, { remindHourBefore: 'sometimes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ remindHourBefore: ['Reminder 1 hour before must be true or false'] });
    const off = await c.admin.patch(`/v1/workshops/${w.id}`, { remindHourBefore: false });
    expect(off.body.data).toMatchObject({ remindDayBefore: true, remindHourBefore: false });
    const rows = await c.sql<{ envelope: { data: { remindDayBefore: boolean; remindHourBefore: boolean } } }>(
      `select envelope from workshops.outbox where subject = 'workshops.workshop.updated' and envelope->'data'->>'id' = $1`,
      [w.id],
    );
    expect(rows.map((r) => r.envelope.data)).toMatchObject([
      { remindDayBefore: true, remindHourBefore: false },
    ]);
    // A schedule's events carry them too, with its venue (where the reminders say to go).
    const s = await c.schedule({
      workshopId: w.id,
      mode: 'IN-PERSON',
      venueName: 'Studio 4',
      venueAddress: 'Hauptstraße 1',
      venueCity: 'Berlin',
      country: 'DE',
    });
    const published = await c.sql<{ envelope: { data: Record<string, unknown> } }>(
      `select envelope from workshops.outbox where subject = 'workshops.schedule.published' and envelope->'data'->>'id' = $1`,
      [s.id],
    );
    expect(published[0]!.envelope.data).toMatchObject({
      remindDayBefore: true,
      remindHourBefore: false,
      venue: { name: 'Studio 4', address: 'Hauptstraße 1', city: 'Berlin', country: 'DE' },
    });
  });

  it('holds waitlist offers 24 hours unless set, and carries the window to bookings (issue 27 item 1)', async () => {
    const w = await c.workshop({ title: 'Waitlisted workshop' });
    expect(w.waitlistWindowHours).toBe(24);
    const bad = await c.admin.patch(`/v1/workshops/${w.id}`, { waitlistWindowHours: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ waitlistWindowHours: ['Waitlist offer window must be between 1 and 168 hours'] });
    const set = await c.admin.patch(`/v1/workshops/${w.id}`, { waitlistWindowHours: 6 });
    expect(set.body.data.waitlistWindowHours).toBe(6);
    const rows = await c.sql<{ envelope: { data: { waitlistWindowHours: number } } }>(
      `select envelope from workshops.outbox where subject = 'workshops.workshop.updated' and envelope->'data'->>'id' = $1`,
      [w.id],
    );
    expect(rows.map((r) => r.envelope.data.waitlistWindowHours)).toEqual([6]);
    const s = await c.schedule({ workshopId: w.id });
    const published = await c.sql<{ envelope: { data: Record<string, unknown> } }>(
      `select envelope from workshops.outbox where subject = 'workshops.schedule.published' and envelope->'data'->>'id' = $1`,
      [s.id],
    );
    expect(published[0]!.envelope.data).toMatchObject({ waitlistWindowHours: 6 });
  });

  it('hides a trashed workshop from lists and refuses edits until restored', async () => {
    const w = await c.workshop({ title: 'Trash me please' });
    await c.admin.delete(`/v1/workshops/${w.id}`);
    expect((await c.admin.get('/v1/workshops?search=Trash me')).body.meta.total).toBe(0);
    expect((await c.admin.get('/v1/workshops?search=Trash me&trashed=only')).body.meta.total).toBe(1);
    expect((await c.admin.patch(`/v1/workshops/${w.id}`, { price: 3 })).status).toBe(404);
    expect((await c.coach.get(`/v1/workshops/${w.id}`)).status).toBe(404);
    expect((await c.booker.delete(`/v1/workshops/${w.id}`)).status).toBe(403);
    expect((await c.coach.post(`/v1/workshops/${w.id}/restore`)).status).toBe(403);
    expect((await c.admin.post(`/v1/workshops/${w.id}/restore`)).status).toBe(200);
    expect((await c.coach.get(`/v1/workshops/${w.id}`)).status).toBe(200);
  });
});

describe('the demo catalogue', () => {
  it('has a workshop on each demo template, seeded once', async () => {
    const res = await c.admin.get(
      '/v1/workshops?filter[slug]=leading-through-change-spring,feedback-that-lands-online,facilitation-masterclass-berlin',
    );
    expect(res.body.meta.total).toBe(3);
    expect(res.body.data.every((w: { workshopTemplateId: string }) => w.workshopTemplateId)).toBe(true);
  });

  it('assigns the demo coach to the demo workshops (without demo schedules too), once', async () => {
    const demo = '/v1/workshops?filter[coachId]=me&filter[slug]=leading-through-change-spring,feedback-that-lands-online,facilitation-masterclass-berlin';
    await eventually(async () => {
      const total = (await c.coach.get(demo)).body.meta.total;
      if (total !== 3) throw new Error(`${total} demo workshops assigned so far`);
      return true;
    });
    const { data } = (await c.coach.get(demo)).body as { data: { id: string }[] };
    await c.admin.patch(`/v1/workshops/${data[0]!.id}`, { coachIds: [] });
    // A restart (or another coach event) leaves the admin's change alone.
    const database = await openDatabase({ databaseUrl: c.gw.testDb.url, dataDir: '/nonexistent', poolSize: 1 });
    try {
      expect(await assignDemoCoach(database.db)).toBe(0);
    } finally {
      await database.close();
    }
    expect((await c.coach.get(demo)).body.meta.total).toBe(2);
  });
});

import { bootCatalogue, inDays, type Catalogue } from './support/catalogue';

let c: Catalogue;
beforeAll(async () => {
  c = await bootCatalogue();
});
afterAll(async () => {
  await c.close();
});

const valid = () => ({
  coachId: c.coachId,
  startDate: inDays(5),
  endDate: inDays(5, 12),
  status: 'DRAFT',
  visibility: 'PUBLIC',
  mode: 'HYBRID',
});

describe('POST /v1/workshop-schedules', () => {
  it('needs status, visibility and mode, each with its own message', async () => {
    const w = await c.workshop();
    const res = await c.admin.post('/v1/workshop-schedules', {
      workshopId: w.id,
      coachId: c.coachId,
      startDate: inDays(5),
      endDate: inDays(5, 12),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      status: ['Status is required'],
      visibility: ['Visibility is required'],
      mode: ['Mode is required'],
    });
  });

  it('answers 422 to an end before the start, and creates nothing', async () => {
    const w = await c.workshop();
    const res = await c.admin.post('/v1/workshop-schedules', {
      ...valid(),
      workshopId: w.id,
      startDate: inDays(5, 12),
      endDate: inDays(5, 9),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ endDate: ['End date must be after the start date'] });
    expect((await c.admin.get(`/v1/workshop-schedules?filter[workshopId]=${w.id}`)).body.meta.total).toBe(0);
  });

  it('answers 422 when the coach is not a user with the coach role', async () => {
    const w = await c.workshop();
    for (const coachId of [c.bookerId, '00000000-0000-4000-8000-000000000000']) {
      const res = await c.admin.post('/v1/workshop-schedules', { ...valid(), workshopId: w.id, coachId });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ coachId: ['The selected user is not a coach'] });
    }
  });

  it('answers 422 for a workshop that does not exist, a bad time zone and a bad country', async () => {
    const res = await c.admin.post('/v1/workshop-schedules', {
      ...valid(),
      workshopId: '00000000-0000-4000-8000-000000000000',
      timezone: 'Mars/Olympus',
      country: 'XX',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      timezone: ['Please select a valid timezone'],
      country: ['Please select a valid country'],
    });
    const missing = await c.admin.post('/v1/workshop-schedules', {
      ...valid(),
      workshopId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.body.errors).toEqual({ workshopId: ['The selected workshop does not exist'] });
  });

  it("takes capacity from the workshop's maximum and the level from its template, and embeds workshop and coach", async () => {
    const w = await c.workshop({ title: 'Capacity workshop', maxSeats: 7 });
    const s = await c.schedule({ workshopId: w.id, country: 'de' });
    expect(s).toMatchObject({
      workshopId: w.id,
      capacity: 7,
      seatsLeft: 7,
      level: 'BEGINNER',
      country: 'DE',
      timezone: 'Europe/Berlin',
      // The seats it needs to go ahead, for the coach area's "n more needed" (issue 31 item 11).
      workshop: { id: w.id, title: 'Capacity workshop', minSeats: 2 },
      coach: { id: c.coachId, username: 'coach' },
    });
    const own = await c.schedule({ workshopId: w.id, capacity: 3, level: 'ADVANCED' });
    expect(own).toMatchObject({ capacity: 3, level: 'ADVANCED' });
    const shown = await c.coach.get(`/v1/workshop-schedules/${s.id}`);
    expect(shown.body.data.coach).toEqual({ id: c.coachId, username: 'coach' });
  });

  it('lets a coach create schedules they teach, and no one else’s', async () => {
    const w = await c.workshop({ coachIds: [c.coachId] });
    const mine = await c.coach.post('/v1/workshop-schedules', { ...valid(), workshopId: w.id });
    expect(mine.status).toBe(201);
    const other = await c.coach.post('/v1/workshop-schedules', {
      ...valid(),
      workshopId: w.id,
      coachId: c.adminId,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only schedule sessions that you teach yourself');
    expect((await c.booker.post('/v1/workshop-schedules', { ...valid(), workshopId: w.id })).status).toBe(
      403,
    );
    expect((await c.guest.post('/v1/workshop-schedules', { ...valid(), workshopId: w.id })).status).toBe(401);
  });
});

describe('PATCH /v1/workshop-schedules/{id}', () => {
  it('checks a date given alone against the stored other one', async () => {
    const s = await c.schedule({ startDate: inDays(3, 9), endDate: inDays(3, 17) });
    const res = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { endDate: inDays(3, 8) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ endDate: ['End date must be after the start date'] });
    expect((await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { startDate: inDays(4) })).status).toBe(
      422,
    );
    const ok = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, {
      endDate: inDays(3, 18),
      mode: 'IN-PERSON',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ mode: 'IN-PERSON', status: 'PUBLISHED', visibility: 'PUBLIC' });
  });

  it('answers 422 to a non-coach coachId and to invalid enumerations', async () => {
    const s = await c.schedule();
    const res = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { coachId: c.bookerId });
    expect(res.body.errors).toEqual({ coachId: ['The selected user is not a coach'] });
    const bad = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, {
      status: 'LIVE',
      visibility: 'SECRET',
      mode: 'REMOTE',
    });
    expect(bad.body.errors).toEqual({
      status: ['Please select a valid status'],
      visibility: ['Please select a valid visibility'],
      mode: ['Please select a valid mode'],
    });
  });

  it('lets a coach edit only their own schedules and never hand them to someone else', async () => {
    const mine = await c.schedule();
    expect((await c.coach.patch(`/v1/workshop-schedules/${mine.id}`, { status: 'CLOSED' })).status).toBe(200);
    expect((await c.coach.patch(`/v1/workshop-schedules/${mine.id}`, { coachId: c.adminId })).status).toBe(
      403,
    );
    // A schedule taught by another coach: promote the admin in the read model only, as identity would.
    await c.sql(`update workshops.coach_directory set is_coach = true where id = $1`, [c.adminId]);
    const theirs = await c.schedule({ coachId: c.adminId });
    expect((await c.coach.patch(`/v1/workshop-schedules/${theirs.id}`, { status: 'CLOSED' })).status).toBe(
      403,
    );
    expect((await c.coach.post(`/v1/workshop-schedules/${theirs.id}/cancel`, { reason: 'x' })).status).toBe(
      403,
    );
    expect((await c.booker.patch(`/v1/workshop-schedules/${mine.id}`, { status: 'DRAFT' })).status).toBe(403);
    expect((await c.guest.patch(`/v1/workshop-schedules/${mine.id}`, { status: 'DRAFT' })).status).toBe(401);
  });
});

describe('cancelling, events, delete and restore', () => {
  it('records who cancelled, when and why; a second cancel is 409 and edits are refused', async () => {
    const s = await c.schedule();
    expect((await c.admin.post(`/v1/workshop-schedules/${s.id}/cancel`, {})).body.errors).toEqual({
      reason: ['Cancellation reason is required'],
    });
    const res = await c.admin.post(`/v1/workshop-schedules/${s.id}/cancel`, { reason: 'The venue flooded' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cancelledBy: c.adminId, cancellationReason: 'The venue flooded' });
    expect(Date.parse(res.body.data.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await c.admin.post(`/v1/workshop-schedules/${s.id}/cancel`, { reason: 'again' })).status).toBe(
      409,
    );
    expect((await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { mode: 'ONLINE' })).status).toBe(409);
  });

  it('publishes .published on entering PUBLISHED, .updated on other changes and .cancelled', async () => {
    const s = await c.schedule({ status: 'DRAFT' });
    await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { status: 'PUBLISHED' });
    await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { mode: 'HYBRID' });
    await c.admin.post(`/v1/workshop-schedules/${s.id}/cancel`, { reason: 'Coach ill' });
    const rows = await c.sql<{
      subject: string;
      envelope: { data: { status: string; cancellationReason: string | null; minSeats?: number } };
    }>(
      `select subject, envelope from workshops.outbox where envelope->'data'->>'id' = $1 order by occurred_at, id`,
      [s.id],
    );
    expect(rows.map((r) => r.subject)).toEqual([
      'workshops.schedule.updated',
      'workshops.schedule.published',
      'workshops.schedule.updated',
      'workshops.schedule.cancelled',
    ]);
    expect(rows[3]!.envelope.data.cancellationReason).toBe('Coach ill');
    // Bookings copies the workshop's minimum onto the schedule (its sweeper flags a short one).
    expect(rows.map((r) => r.envelope.data.minSeats)).toEqual([2, 2, 2, 2]);
  });

  it('soft-deletes and restores, with permissions checked', async () => {
    const s = await c.schedule();
    expect((await c.coach.delete(`/v1/workshop-schedules/${s.id}`)).status).toBe(403);
    expect((await c.guest.delete(`/v1/workshop-schedules/${s.id}`)).status).toBe(401);
    expect((await c.admin.delete(`/v1/workshop-schedules/${s.id}`)).status).toBe(200);
    expect((await c.coach.get(`/v1/workshop-schedules/${s.id}`)).status).toBe(404);
    const trashed = await c.admin.get(
      `/v1/workshop-schedules?trashed=only&filter[workshopId]=${s.workshopId}`,
    );
    expect(trashed.body.data.map((x: { id: string }) => x.id)).toEqual([s.id]);
    expect((await c.coach.post(`/v1/workshop-schedules/${s.id}/restore`)).status).toBe(403);
    expect((await c.admin.post(`/v1/workshop-schedules/${s.id}/restore`)).status).toBe(200);
    expect((await c.admin.post(`/v1/workshop-schedules/${s.id}/restore`)).status).toBe(404);
  });
});

describe('GET /v1/workshop-schedules', () => {
  it('filters by coach (me), status, mode and a start date range, sorted by start date', async () => {
    const w = await c.workshop();
    const a = await c.schedule({
      workshopId: w.id,
      startDate: inDays(20),
      endDate: inDays(20, 12),
      mode: 'ONLINE',
    });
    const b = await c.schedule({
      workshopId: w.id,
      startDate: inDays(21),
      endDate: inDays(21, 12),
      mode: 'IN-PERSON',
    });
    await c.schedule({ workshopId: w.id, startDate: inDays(40), endDate: inDays(40, 12), status: 'DRAFT' });
    const base = `/v1/workshop-schedules?filter[workshopId]=${w.id}`;
    const ids = async (q: string) =>
      (await c.coach.get(`${base}${q}`)).body.data.map((x: { id: string }) => x.id);
    expect(
      await ids(`&filter[startsFrom]=${inDays(19).slice(0, 10)}&filter[startsTo]=${inDays(30).slice(0, 10)}`),
    ).toEqual([a.id, b.id]);
    expect(await ids('&filter[mode]=in-person')).toEqual([b.id]);
    expect(await ids('&filter[status]=PUBLISHED&sort=-startDate')).toEqual([b.id, a.id]);
    expect((await ids('&filter[coachId]=me')).length).toBe(3);
    const bad = await c.coach.get(`${base}&filter[startsFrom]=soon&filter[coachId]=nobody`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filter.coachId', 'filter.startsFrom']);
    expect((await c.booker.get('/v1/workshop-schedules')).status).toBe(403);
    expect((await c.guest.get('/v1/workshop-schedules')).status).toBe(401);
  });
});

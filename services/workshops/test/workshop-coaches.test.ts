// Who may schedule which workshop (issue 18): a coach schedules, and reads the resources of, only the
// workshops they are assigned to; super-admins assign coaches in the workshop form or by scheduling them.
import { COACH_NOT_A_COACH, WORKSHOP_NOT_ASSIGNED } from '@coachwork/contracts';
import { bootCatalogue, inDays, type Catalogue } from './support/catalogue';

let c: Catalogue;
beforeAll(async () => {
  c = await bootCatalogue();
  // A second coach, in the read model only, as identity's roles-changed event would make one.
  await c.sql(`update workshops.coach_directory set is_coach = true where id = $1`, [c.adminId]);
});
afterAll(async () => {
  await c.close();
});

const scheduleBody = (workshopId: string, coachId = c.coachId) => ({
  workshopId,
  coachId,
  startDate: inDays(12),
  endDate: inDays(12, 17),
  timezone: 'Europe/Berlin',
  status: 'DRAFT',
  visibility: 'PRIVATE',
  mode: 'ONLINE',
});

const schedulesOf = async (workshopId: string) =>
  (await c.sql<{ n: number }>(`select count(*)::int as n from workshops.workshop_schedules where workshop_id = $1`, [workshopId]))[0]!.n;

describe('a coach and a workshop nobody assigned them to', () => {
  it('cannot schedule it, even as DRAFT and PRIVATE, and gains no access to its hidden resources', async () => {
    const w = await c.workshop();
    const hidden = (
      await c.admin.post(`/v1/workshops/${w.id}/resources`, { title: 'Answers', type: 'agent', isVisible: false })
    ).body.data;

    const attempt = await c.coach.post('/v1/workshop-schedules', scheduleBody(w.id));
    expect(attempt.status).toBe(422);
    expect(attempt.body.errors).toEqual({ workshopId: [WORKSHOP_NOT_ASSIGNED] });
    expect(await schedulesOf(w.id)).toBe(0);
    expect((await c.coach.get(`/v1/workshops/${w.id}/resources`)).status).toBe(403);
    expect((await c.coach.get(`/v1/workshops/${w.id}/resources/${hidden.id}`)).status).toBe(403);
    expect((await c.admin.get(`/v1/workshops/${w.id}`)).body.data.coachIds).toEqual([]);
  });

  it('cannot move a schedule of theirs onto it', async () => {
    const mine = await c.workshop({ coachIds: [c.coachId] });
    const elsewhere = await c.workshop();
    const s = (await c.coach.post('/v1/workshop-schedules', scheduleBody(mine.id))).body.data;
    const moved = await c.coach.patch(`/v1/workshop-schedules/${s.id}`, { workshopId: elsewhere.id });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ workshopId: [WORKSHOP_NOT_ASSIGNED] });
    expect((await c.admin.get(`/v1/workshop-schedules/${s.id}`)).body.data.workshopId).toBe(mine.id);
    const alsoMine = await c.workshop({ coachIds: [c.coachId] });
    expect((await c.coach.patch(`/v1/workshop-schedules/${s.id}`, { workshopId: alsoMine.id })).status).toBe(200);
  });
});

describe('a coach assigned to a workshop', () => {
  it('schedules it and reads all its resources, hidden ones too, until unassigned', async () => {
    const w = await c.workshop();
    await c.admin.post(`/v1/workshops/${w.id}/resources`, { title: 'Visible', type: 'agent' });
    await c.admin.post(`/v1/workshops/${w.id}/resources`, { title: 'Hidden', type: 'agent', isVisible: false });
    const assigned = await c.admin.patch(`/v1/workshops/${w.id}`, { coachIds: [c.coachId] });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.coachIds).toEqual([c.coachId]);

    const s = await c.coach.post('/v1/workshop-schedules', scheduleBody(w.id));
    expect(s.status).toBe(201);
    const res = await c.coach.get(`/v1/workshops/${w.id}/resources`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { title: string }) => r.title)).toEqual(['Visible', 'Hidden']);

    await c.admin.patch(`/v1/workshops/${w.id}`, { coachIds: [] });
    expect((await c.coach.get(`/v1/workshops/${w.id}/resources`)).status).toBe(403);
    // Their schedule stays theirs to edit; only scheduling onto the workshop anew needs the assignment.
    expect((await c.coach.patch(`/v1/workshop-schedules/${s.body.data.id}`, { country: 'DE' })).status).toBe(200);
    expect((await c.coach.post('/v1/workshop-schedules', scheduleBody(w.id))).status).toBe(422);
  });

  it('finds the workshops assigned to them with filter[coachId]=me', async () => {
    const mine = await c.workshop({ title: 'Assigned to me', coachIds: [c.coachId] });
    await c.workshop({ title: 'Assigned to me not' });
    const res = await c.coach.get('/v1/workshops?filter[coachId]=me&search=Assigned to me&perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.data.map((w: { id: string }) => w.id)).toEqual([mine.id]);
    expect((await c.coach.get('/v1/workshops?filter[coachId]=someone')).status).toBe(422);
  });
});

describe('assigning coaches', () => {
  it('takes only coaches, answering 422 on each other id and changing nothing', async () => {
    const w = await c.workshop();
    const res = await c.admin.patch(`/v1/workshops/${w.id}`, { coachIds: [c.coachId, c.bookerId] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'coachIds.1': [COACH_NOT_A_COACH] });
    expect((await c.admin.get(`/v1/workshops/${w.id}`)).body.data.coachIds).toEqual([]);
    const bad = await c.admin.post('/v1/workshops', {
      workshopTemplateId: w.workshopTemplateId,
      title: 'Coached by nobody',
      price: 10,
      minSeats: 1,
      maxSeats: 2,
      coachIds: ['x', c.bookerId],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'coachIds.0': ['Coach must be a valid ID'] });
    // Only holders of workshops.update set them.
    expect((await c.coach.patch(`/v1/workshops/${w.id}`, { coachIds: [c.coachId] })).status).toBe(403);
  });

  it('happens when a super-admin schedules a coach, kept in the history and the workshop.updated event', async () => {
    const w = await c.workshop();
    await c.schedule({ workshopId: w.id });
    await c.schedule({ workshopId: w.id }); // the same coach again: nothing more to assign
    expect((await c.admin.get(`/v1/workshops/${w.id}`)).body.data.coachIds).toEqual([c.coachId]);

    const history = await c.admin.get(`/v1/workshops/${w.id}/history?filter[subject]=workshop&filter[action]=updated`);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      actorId: c.adminId,
      actor: { id: c.adminId, username: 'admin' },
      changes: { coachIds: { from: [], to: [c.coachId] } },
    });
    const events = await c.sql<{ envelope: { data: { coachIds: string[] } } }>(
      `select envelope from workshops.outbox where subject = 'workshops.workshop.updated' and envelope->'data'->>'id' = $1`,
      [w.id],
    );
    expect(events.map((e) => e.envelope.data.coachIds)).toEqual([[c.coachId]]);

    // Handing a schedule to another coach assigns that one too.
    const s = await c.schedule({ workshopId: w.id });
    expect((await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { coachId: c.adminId })).status).toBe(200);
    expect((await c.admin.get(`/v1/workshops/${w.id}`)).body.data.coachIds).toEqual([c.coachId, c.adminId]);
  });

  it('keeps every coach when two are scheduled on one workshop at the same moment', async () => {
    const w = await c.workshop();
    const [a, b] = await Promise.all([
      c.admin.post('/v1/workshop-schedules', scheduleBody(w.id, c.coachId)),
      c.admin.post('/v1/workshop-schedules', scheduleBody(w.id, c.adminId)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const coachIds = (await c.admin.get(`/v1/workshops/${w.id}`)).body.data.coachIds as string[];
    expect([...coachIds].sort()).toEqual([c.coachId, c.adminId].sort());
  });
});

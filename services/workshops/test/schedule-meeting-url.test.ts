// The meeting link of ONLINE and HYBRID schedules: https only, edited by whoever edits the schedule,
// shown to the schedule's own coach and super-admins, carried to bookings in the schedule's events,
// and never in anything public (the catalogue, a schedule's detail or calendar file, the gateway's
// cached copies of them).
import { MEETING_URL_INVALID, MEETING_URL_MAX } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { bootCatalogue, type Catalogue } from './support/catalogue';

const ROOM = 'https://meet.example.com/room-7f3a';

let c: Catalogue;
let workshop: { id: string };
beforeAll(async () => {
  c = await bootCatalogue();
  workshop = await c.workshop();
  // A second coach, in the read model only, as identity's roles-changed event would make one.
  await c.sql(`update workshops.coach_directory set is_coach = true where id = $1`, [c.adminId]);
});
afterAll(async () => {
  await c.close();
});

const base = { status: 'PUBLISHED', visibility: 'PUBLIC', mode: 'ONLINE' };

describe('meetingUrl on a schedule', () => {
  it('is stored, changed and cleared through the schedule form fields', async () => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, meetingUrl: ` ${ROOM} ` });
    expect(s.meetingUrl).toBe(ROOM);
    const moved = await c.coach.patch(`/v1/workshop-schedules/${s.id}`, { meetingUrl: `${ROOM}-b` });
    expect(moved.status).toBe(200);
    expect(moved.body.data.meetingUrl).toBe(`${ROOM}-b`);
    const cleared = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { meetingUrl: '' });
    expect(cleared.body.data.meetingUrl).toBeNull();
  });

  it.each([
    ['plain http', 'http://meet.example.com/plain'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a scheme without a host', 'https://'],
    ['no scheme', 'meet.example.com/room'],
    ['over 2048 characters', `https://meet.example.com/${'x'.repeat(2050)}`],
  ])('refuses %s with a 422 on meetingUrl and changes nothing', async (_label, bad) => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, meetingUrl: ROOM });
    const res = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { meetingUrl: bad, capacity: 3 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      meetingUrl: [bad.length > 2048 ? MEETING_URL_MAX : MEETING_URL_INVALID],
    });
    const now = (await c.admin.get(`/v1/workshop-schedules/${s.id}`)).body.data;
    expect(now).toMatchObject({ meetingUrl: ROOM, capacity: 12 });
  });

  it("is shown to the schedule's coach and super-admins, not to another coach, and never to bookers", async () => {
    const mine = await c.schedule({ ...base, workshopId: workshop.id, meetingUrl: ROOM });
    const theirs = await c.schedule({ ...base, workshopId: workshop.id, coachId: c.adminId, meetingUrl: ROOM });
    expect((await c.coach.get(`/v1/workshop-schedules/${mine.id}`)).body.data.meetingUrl).toBe(ROOM);
    expect((await c.admin.get(`/v1/workshop-schedules/${theirs.id}`)).body.data.meetingUrl).toBe(ROOM);
    // Coaches see each other's schedules, not each other's rooms: in the item and in the list.
    const other = await c.coach.get(`/v1/workshop-schedules/${theirs.id}`);
    expect(other.status).toBe(200);
    expect(other.body.data.meetingUrl).toBeNull();
    const list = (await c.coach.get(`/v1/workshop-schedules?filter[workshopId]=${workshop.id}&perPage=100`)).body
      .data as { id: string; meetingUrl: string | null }[];
    expect(list.find((s) => s.id === mine.id)!.meetingUrl).toBe(ROOM);
    expect(list.find((s) => s.id === theirs.id)!.meetingUrl).toBeNull();
    expect((await c.booker.get(`/v1/workshop-schedules/${mine.id}`)).status).toBe(403);
    expect((await c.guest.get(`/v1/workshop-schedules/${mine.id}`)).status).toBe(401);
  });

  it('is never in the public catalogue, a detail, a calendar file or their cached copies', async () => {
    const s = await c.schedule({ ...base, mode: 'HYBRID', workshopId: workshop.id, meetingUrl: ROOM });
    for (let round = 0; round < 2; round++) {
      // The second round is answered from the gateway's memory.
      const answers = await Promise.all([
        c.guest.get('/v1/public/workshop-schedules?perPage=100'),
        c.guest.get(`/v1/public/workshop-schedules/${s.id}`),
        c.guest.get(`/v1/public/workshop-schedules/${s.id}/calendar.ics`),
        c.booker.get(`/v1/public/workshop-schedules/${s.id}`),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('meet.example.com');
        expect(res.text).not.toContain('meetingUrl');
      }
    }
  });

  it("travels in the schedule's events, for bookings' copy", async () => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, meetingUrl: ROOM });
    const events = await c.sql<{ envelope: { data: { id: string; meetingUrl: string | null } } }>(
      `select envelope from workshops.outbox where subject = 'workshops.schedule.published'`,
    );
    expect(events.find((e) => e.envelope.data.id === s.id)!.envelope.data.meetingUrl).toBe(ROOM);
    await eventually(
      async () =>
        (await c.sql<{ meeting_url: string }>(`select meeting_url from bookings.schedule_copies where id = $1`, [s.id]))[0]
          ?.meeting_url === ROOM,
    );
  });
});

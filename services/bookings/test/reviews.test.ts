// Verified reviews (issue 28 item 1): only someone who held a confirmed seat (and, once attendance was
// taken, was marked attended) reviews a session, once (two submissions at once make one review), from
// its end for 30 days; the coach replies once; a super-admin hides one with a reason and its author is
// mailed; the day after the session each attendee is asked once. Real PostgreSQL; the clock is moved.
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { bootBookings, type BookingsTest, type Person, DAY } from './support';

const HOUR = 3_600_000;

let t: BookingsTest;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  admin = await t.person('admin');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

/** A session starting in 2 h (3 h long) with a paid booking of 2 seats: the booker's and a friend's. */
async function session(title: string) {
  const coach = await t.person('coach', { firstName: 'Cora', lastName: 'Coach' });
  const booker = await t.person('booker', { firstName: 'Bea', lastName: 'Booker' });
  const friend = await t.person('booker', { firstName: 'Fran', lastName: 'Friend' });
  const s = await t.schedule({
    workshopTitle: title,
    coachId: coach.id,
    price: 40,
    startDate: new Date(t.now().getTime() + 2 * HOUR).toISOString(),
  });
  const { seats } = await t.paidWithFriend(booker, friend, s.id, 2);
  return { coach, booker, friend, s, seats };
}

/** Hands the outbox events of `subject` about `scheduleId` to the bus twice each, as a redelivering relay would. */
async function relayTwice(subject: string, scheduleId: string) {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject = $1 and envelope->'data'->>'workshopScheduleId' = $2`,
    [subject, scheduleId],
  );
  for (const r of rows) {
    await t.deliver(r.envelope as EventEnvelope);
    await t.deliver(r.envelope as EventEnvelope);
  }
  return rows.length;
}

const review = (who: Person, workshopScheduleId: string, rating = 5, body: string | null = 'Clear and useful.') =>
  t.as(who).post('/v1/reviews', { workshopScheduleId, rating, body });

describe('reviews', () => {
  it('lets a confirmed seat holder review once after the end; a race of two submissions makes one review', async () => {
    const { booker, friend, s } = await session('Review Lab');
    const before = await review(booker, s.id);
    expect(before.status).toBe(422);
    expect(before.body.message).toBe('This session can be reviewed once it has ended.');

    t.advance(6 * HOUR);
    const [a, b] = await Promise.all([review(booker, s.id, 5), review(booker, s.id, 2, 'Second thoughts')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toBe('You have already reviewed this session.');
    const { rows } = await t.pg.query('select rating from bookings.reviews where workshop_schedule_id = $1', [s.id]);
    expect(rows).toHaveLength(1);

    // The invitee held a confirmed seat too, and may review it once as well.
    const fran = await review(friend, s.id, 4, null);
    expect(fran.status).toBe(201);
    expect(fran.body.data).toMatchObject({ rating: 4, body: null, authorName: 'Fran F.', workshopTitle: 'Review Lab' });
    const submitted = (await t.events('bookings.review.submitted')).filter((e) => e.workshopScheduleId === s.id);
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toMatchObject({ workshopId: s.workshopId, coachId: s.coachId, rating: 4, hidden: false, version: 1 });

    // Both see it among their reviewable sessions, with their review.
    const mine = (await t.as(friend).get('/v1/reviews/reviewable')).body.data;
    expect(mine).toEqual([expect.objectContaining({ workshopScheduleId: s.id, review: expect.objectContaining({ rating: 4 }) })]);
  });

  it('refuses whoever did not attend, and everyone 30 days after the end', async () => {
    const { booker, friend, s, seats } = await session('Attendance Lab');
    const stranger = await t.person('booker');
    t.advance(6 * HOUR);
    const notBooked = await review(stranger, s.id);
    expect(notBooked.status).toBe(403);
    expect(notBooked.body.message).toBe('Only people who attended this session can review it.');

    // Attendance was taken: only the friend was checked in, so the booker did not attend.
    await t.pg.query('update bookings.booking_seats set attended = true where id = $1', [seats[1]]);
    expect((await review(booker, s.id)).status).toBe(403);
    expect((await t.as(booker).get('/v1/reviews/reviewable')).body.data).toEqual([]);

    t.advance(30 * DAY);
    const late = await review(friend, s.id);
    expect(late.status).toBe(422);
    expect(late.body.errors.workshopScheduleId).toEqual(['Reviews of this session closed 30 days after it ended.']);
  });

  it('checks the rating and the length of the text (422 with the field)', async () => {
    const { booker, s } = await session('Validation Lab');
    t.advance(6 * HOUR);
    const bad = await review(booker, s.id, 6, 'x'.repeat(2001));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.rating).toEqual(['Rating must be at most 5']);
    expect(bad.body.errors.body).toEqual(['Review must be at most 2000 characters']);
  });

  it("lets the session's coach reply once, and nobody else", async () => {
    const { coach, booker, s } = await session('Reply Lab');
    t.advance(6 * HOUR);
    const id = (await review(booker, s.id, 3)).body.data.id;
    const other = await t.person('coach');
    expect((await t.as(other).post(`/v1/reviews/${id}/reply`, { body: 'Thanks!' })).status).toBe(403);
    expect((await t.as(coach).post(`/v1/reviews/${id}/reply`, { body: '' })).status).toBe(422);
    const replied = await t.as(coach).post(`/v1/reviews/${id}/reply`, { body: 'Thank you, Bea.' });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ reply: 'Thank you, Bea.', repliedAt: expect.any(String) });
    const again = await t.as(coach).post(`/v1/reviews/${id}/reply`, { body: 'And again.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This review already has a reply.');
    const logged = (await t.as(admin).get(`/v1/audit-log?filter[objectId]=${id}`)).body.data;
    expect(logged).toEqual([
      expect.objectContaining({ actorId: coach.id, action: 'review.replied', after: { reply: 'Thank you, Bea.' } }),
    ]);
    // The coach lists the reviews of their sessions.
    const listed = (await t.as(coach).get('/v1/reviews?filter[coachId]=me')).body.data;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('lets a super-admin hide a review with a reason; its author is mailed and only they and moderators still see it', async () => {
    const { coach, booker, s } = await session('Hide Lab');
    t.advance(6 * HOUR);
    const id = (await review(booker, s.id, 1, 'Rude words')).body.data.id;
    expect((await t.as(booker).post(`/v1/reviews/${id}/hide`, { reason: 'x' })).status).toBe(403);
    const blank = await t.as(admin).post(`/v1/reviews/${id}/hide`, {});
    expect(blank.status).toBe(422);
    expect(blank.body.errors.reason).toEqual(['Reason is required']);
    const hidden = await t.as(admin).post(`/v1/reviews/${id}/hide`, { reason: 'Personal remarks about other participants.' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ hiddenReason: 'Personal remarks about other participants.' });
    expect((await t.as(admin).post(`/v1/reviews/${id}/hide`, { reason: 'again' })).status).toBe(409);
    // The audit log has the hide once (the refused second one left nothing), with who, for whom and why.
    const logged = (await t.as(admin).get(`/v1/audit-log?filter[objectType]=review&filter[objectId]=${id}`)).body.data;
    expect(logged).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        onBehalfOf: booker.id,
        action: 'review.hidden',
        after: expect.objectContaining({ hiddenReason: 'Personal remarks about other participants.' }),
      }),
    ]);

    const event = (await t.events('bookings.review.hidden')).find((e) => e.id === id);
    expect(event).toMatchObject({ hidden: true, version: 2, reason: 'Personal remarks about other participants.' });
    expect(await relayTwice('bookings.review.hidden', s.id)).toBe(1);
    await eventually(async () => (await t.mails()).some((m) => m.subject === 'Your review of Hide Lab was hidden'));
    await t.handle.mailer.idle();
    expect((await t.mails()).filter((m) => m.subject === 'Your review of Hide Lab was hidden')).toHaveLength(1);
    const mail = (await t.mails()).find((m) => m.subject === 'Your review of Hide Lab was hidden')!;
    expect(mail.to).toContain(booker.email);
    expect(mail.text).toContain('The reason our team gave: Personal remarks about other participants.');

    expect((await t.as(coach).get('/v1/reviews?filter[coachId]=me')).body.data).toEqual([]);
    expect((await t.as(coach).get(`/v1/reviews/${id}`)).status).toBe(404);
    expect((await t.as(booker).get(`/v1/reviews/${id}`)).body.data.hiddenAt).toEqual(expect.any(String));
    const moderated = (await t.as(admin).get(`/v1/reviews?filter[hidden]=true&filter[workshopId]=${s.workshopId}`)).body;
    expect(moderated.data.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('asks each attendee for a review once, the day after the session, unless they reviewed it', async () => {
    const { booker, friend, s } = await session('Request Lab');
    t.advance(6 * HOUR);
    expect((await review(friend, s.id, 5)).status).toBe(201);
    await t.handle.sweep();
    expect(await requestsFor(s.id)).toBe(0);

    t.advance(DAY);
    const [one, two] = await Promise.all([t.handle.sweep(), t.handle.sweep()]);
    expect(one.reviewRequests + (two === one ? 0 : two.reviewRequests)).toBeGreaterThanOrEqual(1);
    await t.handle.sweep();
    expect(await requestsFor(s.id)).toBe(1);
    expect(await relayTwice('bookings.review.requested', s.id)).toBe(1);
    await eventually(async () => (await t.mails()).some((m) => m.subject === 'How was Request Lab?'));
    await t.handle.mailer.idle();
    const asked = (await t.mails()).filter((m) => m.subject === 'How was Request Lab?');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.to).toContain(booker.email);
    expect(asked[0]!.text).toContain(`http://coachwork.test/b?review=${s.id}`);
  });
});

const requestsFor = async (scheduleId: string) =>
  (
    await t.pg.query('select count(*)::int as n from bookings.review_requests where workshop_schedule_id = $1', [
      scheduleId,
    ])
  ).rows[0].n as number;

// The catalogue's ratings (issue 28 item 1): bookings' review events feed workshops' copy; each
// workshop's and coach's average and count, and a workshop's latest reviews, show in the public
// catalogue; a hidden review leaves both; an older version arriving late never wins; each change tells
// the catalogue caches. Real PostgreSQL, the in-process bus.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { EVENT_VERSION, type EventEnvelope, type ReviewPayload } from '@coachwork/contracts';
import { GUEST, signInternalToken } from '@coachwork/service-kit';
import { answersChecked, createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import { createApp } from '../src/app';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let checked: Awaited<ReturnType<typeof answersChecked>>;
const adminId = randomUUID();
const coachId = randomUUID();
const token = (who = { ...GUEST, userId: adminId, permissions: ['workshop-templates.create', 'workshops.create', 'workshop-schedules.create'] }) =>
  signInternalToken(who, TEST_INTERNAL_SECRET);

let workshopId: string;
let scheduleId: string;
beforeAll(async () => {
  ctx = await createTestRuntime();
  const handle = await createApp(ctx.runtime);
  await handle.subscribe();
  checked = await answersChecked(handle.app);
  const post = (path: string, body: object) =>
    request(checked.app).post(path).set('X-Internal-Token', token()).send(body);
  await ctx.runtime.bus.publish(event('identity.user.registered', {
    id: coachId,
    username: 'rated-coach',
    email: 'rated-coach@example.com',
    status: 'ACTIVE',
    roles: ['coach'],
    firstName: 'Rita',
    lastName: 'Rated',
  }));
  const t = await post('/v1/workshop-templates', { title: 'Rated template', price: 10 });
  const w = await post('/v1/workshops', {
    workshopTemplateId: t.body.data.id,
    title: 'Rated workshop',
    price: 10,
    minSeats: 1,
    maxSeats: 10,
  });
  workshopId = w.body.data.id;
  const s = await post('/v1/workshop-schedules', {
    workshopId,
    coachId,
    startDate: '2031-05-01T09:00:00Z',
    endDate: '2031-05-01T17:00:00Z',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    mode: 'ONLINE',
  });
  scheduleId = s.body.data.id;
});
afterAll(async () => {
  await ctx.close();
  checked.assertNone();
});

function event(subject: string, data: unknown): EventEnvelope {
  return { id: randomUUID(), subject, occurredAt: new Date().toISOString(), version: EVENT_VERSION, data } as EventEnvelope;
}

const reviewOf = (rating: number, extra: Partial<ReviewPayload> = {}): ReviewPayload => ({
  id: randomUUID(),
  version: 1,
  // A past session of the same workshop and coach: its reviews count on every schedule's page.
  workshopScheduleId: randomUUID(),
  workshopId,
  coachId,
  userId: randomUUID(),
  authorName: 'Bea B.',
  rating,
  body: `Rated ${rating}`,
  reply: null,
  repliedAt: null,
  hidden: false,
  createdAt: new Date().toISOString(),
  ...extra,
});

const guest = (path: string) =>
  request(checked.app).get(path).set('X-Internal-Token', signInternalToken(GUEST, TEST_INTERNAL_SECRET));

describe("the catalogue's ratings (bookings.review.* events)", () => {
  it('shows the average and count on the catalogue card and the schedule page, and the latest reviews', async () => {
    const card = async () => (await guest(`/v1/public/workshop-schedules?filter[workshopId]=${workshopId}`)).body.data[0];
    expect((await card()).workshop.rating).toBeNull();
    const five = reviewOf(5);
    await ctx.runtime.bus.publish(event('bookings.review.submitted', five));
    await ctx.runtime.bus.publish(event('bookings.review.submitted', reviewOf(4, { body: null })));
    await ctx.runtime.bus.publish(event('bookings.review.submitted', reviewOf(4)));
    expect((await card()).workshop.rating).toEqual({ average: 4.3, count: 3 });
    expect((await card()).coach.rating).toEqual({ average: 4.3, count: 3 });

    await ctx.runtime.bus.publish(
      event('bookings.review.replied', { ...five, version: 2, reply: 'Thank you!', repliedAt: new Date().toISOString() }),
    );
    const page = (await guest(`/v1/public/workshop-schedules/${scheduleId}`)).body.data;
    expect(page.workshop.rating).toEqual({ average: 4.3, count: 3 });
    expect(page.reviews).toHaveLength(3);
    expect(page.reviews.find((r: { id: string }) => r.id === five.id)).toMatchObject({
      authorName: 'Bea B.',
      rating: 5,
      body: 'Rated 5',
      reply: 'Thank you!',
    });
  });

  it('drops a hidden review from the ratings and the page; an older version arriving late does not bring it back', async () => {
    const one = reviewOf(1);
    await ctx.runtime.bus.publish(event('bookings.review.submitted', one));
    const rating = async () => (await guest(`/v1/public/workshop-schedules/${scheduleId}`)).body.data.workshop.rating;
    expect((await rating()).count).toBe(4);
    await ctx.runtime.bus.publish(event('bookings.review.hidden', { ...one, version: 2, hidden: true, reason: 'Spam' }));
    expect(await rating()).toEqual({ average: 4.3, count: 3 });
    // The submission redelivered late (version 1) changes nothing.
    await ctx.runtime.bus.publish(event('bookings.review.submitted', one));
    expect(await rating()).toEqual({ average: 4.3, count: 3 });
    const page = (await guest(`/v1/public/workshop-schedules/${scheduleId}`)).body.data;
    expect(page.reviews.map((r: { id: string }) => r.id)).not.toContain(one.id);
  });

  it('tells the catalogue caches in the transaction that moved a rating', async () => {
    const r = reviewOf(3);
    await ctx.runtime.bus.publish(event('bookings.review.submitted', r));
    const { rows } = (await ctx.database.db.execute(
      sql`select 1 from workshops.outbox where subject = 'workshops.catalogue.changed' and envelope->'data'->>'workshopScheduleId' = ${r.workshopScheduleId}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
  });
});

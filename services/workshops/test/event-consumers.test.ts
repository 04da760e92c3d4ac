// The read models fed by other services' events, driven through the bus the way identity and bookings
// publish: the coach directory (identity.user.*) and seats left (bookings.schedule.seats-changed).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { EVENT_VERSION, type EventEnvelope, type EventSubject } from '@coachwork/contracts';
import { GUEST, signInternalToken } from '@coachwork/service-kit';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import { createApp } from '../src/app';
import { scheduleSeatsSubscription } from '../src/events/schedule-seats.subscriber';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let app: Awaited<ReturnType<typeof createApp>>['app'];
const adminId = randomUUID();
const token = () =>
  signInternalToken(
    {
      ...GUEST,
      userId: adminId,
      permissions: [
        'workshop-templates.create',
        'workshops.create',
        'workshop-schedules.create',
        'workshop-schedules.view',
      ],
    },
    TEST_INTERNAL_SECRET,
  );

beforeAll(async () => {
  ctx = await createTestRuntime();
  const handle = await createApp(ctx.runtime);
  await handle.subscribe();
  app = handle.app;
});
afterAll(async () => {
  await ctx.close();
});

const publish = async <S extends EventSubject>(
  subject: S,
  data: EventEnvelope<S>['data'],
  occurredAt = new Date(),
) => {
  const event = {
    id: randomUUID(),
    subject,
    occurredAt: occurredAt.toISOString(),
    version: EVENT_VERSION,
    data,
  } as EventEnvelope;
  await ctx.runtime.bus.publish(event);
  return event;
};
const user = (id: string, roles: string[], username = 'trainer') => ({
  id,
  username,
  email: `${username}@example.com`,
  status: 'ACTIVE',
  roles,
});

const post = (path: string, body: object) =>
  request(app).post(path).set('X-Internal-Token', token()).send(body);
const get = (path: string) => request(app).get(path).set('X-Internal-Token', token());

let workshopId: string;
beforeAll(async () => {
  const t = await post('/v1/workshop-templates', { title: 'Event template', price: 10 });
  const w = await post('/v1/workshops', {
    workshopTemplateId: t.body.data.id,
    title: 'Event workshop',
    price: 10,
    minSeats: 1,
    maxSeats: 10,
  });
  workshopId = w.body.data.id;
});

const scheduleFor = (coachId: string) =>
  post('/v1/workshop-schedules', {
    workshopId,
    coachId,
    startDate: '2031-05-01T09:00:00Z',
    endDate: '2031-05-01T17:00:00Z',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    mode: 'ONLINE',
  });

describe('the coach directory (identity.user.* events)', () => {
  it('makes a user a coach when identity.user.roles-changed grants the role, and not before', async () => {
    const id = randomUUID();
    await publish('identity.user.registered', user(id, []));
    expect((await scheduleFor(id)).body.errors).toEqual({ coachId: ['The selected user is not a coach'] });
    await publish('identity.user.roles-changed', user(id, ['coach']));
    const res = await scheduleFor(id);
    expect(res.status).toBe(201);
    expect(res.body.data.coach).toEqual({ id, username: 'trainer' });
  });

  it('follows renames and role removals, and ignores an older event that arrives late', async () => {
    const id = randomUUID();
    const t0 = new Date(Date.now() - 60_000);
    await publish('identity.user.registered', user(id, ['coach'], 'first-name'), t0);
    await publish('identity.user.updated', user(id, ['coach'], 'second-name'), new Date());
    // Redelivered out of order: the older state must not win.
    await publish('identity.user.roles-changed', user(id, [], 'first-name'), new Date(t0.getTime() + 1));
    const s = await scheduleFor(id);
    expect(s.status).toBe(201);
    expect(s.body.data.coach.username).toBe('second-name');
    await publish('identity.user.roles-changed', user(id, [], 'second-name'), new Date(Date.now() + 1000));
    expect((await scheduleFor(id)).status).toBe(422);
  });
});

describe('seats left (bookings.schedule.seats-changed)', () => {
  it('equals capacity until bookings counts seats, then follows the highest version only', async () => {
    const coach = randomUUID();
    await publish('identity.user.registered', user(coach, ['coach'], 'seats'));
    const s = (await scheduleFor(coach)).body.data;
    expect(s.seatsLeft).toBe(10);
    const seatsLeft = async () => (await get(`/v1/workshop-schedules/${s.id}`)).body.data.seatsLeft;
    const seats = (seatsTaken: number, version: number) =>
      publish('bookings.schedule.seats-changed', { workshopScheduleId: s.id, seatsTaken, version });

    const third = await seats(3, 1);
    await seats(5, 2);
    expect(await seatsLeft()).toBe(5);
    // Redelivered, or arriving late: an older count never wins.
    await ctx.runtime.bus.publish(third);
    await seats(4, 1);
    expect(await seatsLeft()).toBe(5);
    await seats(3, 3);
    expect(await seatsLeft()).toBe(7);

    const pub = await request(app)
      .get(`/v1/public/workshop-schedules/${s.id}`)
      .set('X-Internal-Token', signInternalToken(GUEST, TEST_INTERNAL_SECRET));
    expect(pub.body.data.seatsLeft).toBe(7);
    const list = await request(app)
      .get(`/v1/public/workshop-schedules?filter[coachId]=${coach}`)
      .set('X-Internal-Token', signInternalToken(GUEST, TEST_INTERNAL_SECRET));
    expect(list.body.data[0].seatsLeft).toBe(7);
    // More taken than the capacity (it was lowered after they were sold): 0 left, never negative.
    await seats(12, 4);
    expect(await seatsLeft()).toBe(0);
  });

  it('tells catalogue caches through the outbox, in the transaction that moved the count', async () => {
    const coach = randomUUID();
    await publish('identity.user.registered', user(coach, ['coach'], 'cached'));
    const s = (await scheduleFor(coach)).body.data;
    await publish('bookings.schedule.seats-changed', { workshopScheduleId: s.id, seatsTaken: 2, version: 1 });
    const { rows } = (await ctx.database.db.execute(
      sql`select envelope from workshops.outbox where subject = 'workshops.catalogue.changed' and envelope->'data'->>'workshopScheduleId' = ${s.id}`,
    )) as unknown as { rows: { envelope: { data: { workshopScheduleId: string } } }[] };
    expect(rows).toHaveLength(1);
  });

  it('applies a burst as JetStream hands it over: the highest version per schedule, each event once', async () => {
    const coach = randomUUID();
    await publish('identity.user.registered', user(coach, ['coach'], 'burst'));
    const a = (await scheduleFor(coach)).body.data;
    const b = (await scheduleFor(coach)).body.data;
    const seatsLeft = async (id: string) => (await get(`/v1/workshop-schedules/${id}`)).body.data.seatsLeft;
    const changed = async (id: string) =>
      (
        (await ctx.database.db.execute(
          sql`select count(*)::int as n from workshops.outbox where subject = 'workshops.catalogue.changed' and envelope->'data'->>'workshopScheduleId' = ${id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const event = (workshopScheduleId: string, seatsTaken: number, version: number) =>
      ({
        id: randomUUID(),
        subject: 'bookings.schedule.seats-changed',
        occurredAt: new Date().toISOString(),
        version: EVENT_VERSION,
        data: { workshopScheduleId, seatsTaken, version },
      }) as EventEnvelope;
    const { batchHandler } = scheduleSeatsSubscription(ctx.database.db);
    // Delivered out of order, one of them twice: only version 6 of a and version 2 of b count.
    const a6 = event(a.id, 6, 6);
    const burst = [event(a.id, 4, 4), a6, event(b.id, 1, 1), event(a.id, 5, 5), a6, event(b.id, 3, 2)];
    await batchHandler!(burst);
    expect(await seatsLeft(a.id)).toBe(4);
    expect(await seatsLeft(b.id)).toBe(7);
    // One announcement per schedule moved, not one per event.
    expect(await changed(a.id)).toBe(1);
    expect(await changed(b.id)).toBe(1);

    // The whole burst again (JetStream redelivers what was not acked) and a late lower version: nothing moves.
    await batchHandler!([...burst, event(a.id, 2, 3)]);
    expect(await seatsLeft(a.id)).toBe(4);
    expect(await changed(a.id)).toBe(1);
    // A newer one, one at a time as the in-process bus delivers, still wins after the batch.
    await publish('bookings.schedule.seats-changed', { workshopScheduleId: a.id, seatsTaken: 1, version: 7 });
    expect(await seatsLeft(a.id)).toBe(9);
    expect(await changed(a.id)).toBe(2);
  });
});
